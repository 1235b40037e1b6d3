extension PickListSelection {
    // MARK: Select all

    /// Selects every enabled item, as a tap on the all-row does while not all are selected
    /// (``PickListSelecting/selectAll()``).
    @inlinable @discardableResult
    public mutating func selectAll() -> Change {
        let definition = Item.definition
        let cases = definition.cases
        return state.selectAll(rules: definition.rules, selectable: selectable(definition), all: .all, row: { .item(cases[$0]) })
    }

    /// Clears the selection, as a tap on the all-row does while all are selected
    /// (``PickListSelecting/deselectAll()``).
    @inlinable @discardableResult
    public mutating func deselectAll() -> Change {
        let definition = Item.definition
        let cases = definition.cases
        return state.deselectAll(rules: definition.rules, selectable: selectable(definition), all: .all, row: { .item(cases[$0]) })
    }

    /// Selects every enabled item, or clears the selection when all are: a tap on the all-row
    /// (``PickListSelecting/toggleAll()``).
    @inlinable @discardableResult
    public mutating func toggleAll() -> Change {
        let definition = Item.definition
        let cases = definition.cases
        return state.toggleAll(rules: definition.rules, selectable: selectable(definition), all: .all, row: { .item(cases[$0]) })
    }

    /// The select-all button's title for the selection as it is
    /// (``PickListSelecting/allTitle``).
    public var allTitle: String {
        let definition = Item.definition
        guard let allRow = definition.allRow, !allRow.showsRow, isAll else { return definition.displayedAllRowTitle }
        return definition.policy.displayedAllDeselectTitle
    }
}
