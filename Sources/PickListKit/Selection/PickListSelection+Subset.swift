extension PickListSelection {
    /// The spec's `default` selection, showing only the items of a subset (`subsets` in the
    /// spec): the other items have no row, as if hidden (``setHidden(_:for:)``), and stay so.
    ///
    /// ```swift
    /// var duration = Duration.Selection(subset: .poll)
    /// duration.sections       // the poll durations only
    /// ```
    ///
    /// The default keeps only the subset's items. A subset name the definition does not have
    /// shows every item (generated code names only the spec's subsets). The subset belongs to
    /// this value, like hidden items: it is not encoded.
    public init(subset: PickListSubset<Item>) {
        self.init()
        let definition = Item.definition
        guard let members = definition.subsetOrdinals[subset.name] else { return }
        let outside = (0..<definition.cases.count).filter { !members.contains($0) }
        guard !outside.isEmpty else { return }
        _ = changeOverlay(definition) { overlay in
            for ordinal in outside {
                overlay.outside.insert(ordinal)
                _ = overlay.setShown(false, ordinal: ordinal, definition)
            }
            return true
        }
        // The default made for the whole list, less what left: a single list's default
        // outside the subset leaves it empty, as the subset's own default would be.
        state.checkInvariants(selectable: selectable(definition), rules: definition.rules)
    }
}
