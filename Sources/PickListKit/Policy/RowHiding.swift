/// Hiding and showing rows, the same for both kinds of list: an enum list's selection
/// (``PickListSelection/setHidden(_:forItems:)``) and a runtime list's rows
/// (``PickListRows/setHidden(_:forIDs:)``).
///
/// Hidden rows are a layout, not a second engine: the engine keeps its ordinals over every row;
/// hiding a row takes it out of the layout (``ShownRows``) and out of the rows a tap may select
/// (``SelectableRows``), and moves the selection as a change of availability does. Each of the
/// three is changed for the rows that change only, so hiding or showing one row costs O(log n)
/// for the index paths it reports and O(1) for the rest, however long the list (once the
/// list's first hidden row has made the layout's tree and copied the selectable rows: O(n)).
enum RowHiding {
    /// What hiding or showing rows did: the ordinals that left the selection and those that
    /// joined it, in display order, and the index paths a table view animates.
    struct Result {
        /// The selected rows that were hidden.
        var left: [Int] = []
        /// The rows shown again that joined the selection because the all-row was checked.
        var joined: [Int] = []
        /// The rows no longer shown, as they were before, in table order.
        var deleted: [PickListIndexPath] = []
        /// The rows shown again, as they are after, in table order.
        var inserted: [PickListIndexPath] = []
        /// The all-row, when its checkmark changed.
        var reloaded: [PickListIndexPath] = []
    }

    /// Hides (`hidden`) or shows the rows `ordinals`: distinct, ascending, and each changing
    /// (shown before when hiding, hidden before when showing).
    ///
    /// - Parameters:
    ///   - isSelectableWhenShown: Whether a row shown again may be selected (enabled and not
    ///     kept out by anything else, such as an enum list's unavailable items).
    ///   - shown: The rows shown; `nil` when none is hidden (made here on the first hide, and
    ///     made `nil` again when nothing is left hidden).
    ///   - positions: The written layout, every row shown.
    ///   - rowCount: The number of rows (ordinals).
    ///   - selectable: The rows a tap may select, hidden rows left out.
    ///   - base: The list's own selectable rows (which rows are exclusive).
    static func setHidden(
        _ hidden: Bool, ordinals: [Int], isSelectableWhenShown: (Int) -> Bool,
        shown: inout ShownRows?, positions: RowPositions, rowCount: Int,
        selectable: inout SelectableRows, base: SelectableRows,
        state: inout SelectionState, rules: SelectionRules
    ) -> Result {
        var result = Result()
        guard !ordinals.isEmpty else { return result }
        var layout = shown ?? ShownRows(base: positions, count: rowCount)
        shown = nil  // the tree's only reference is `layout` now: it changes in place
        let wasAll = rules.hasAllRow && state.isAll(selectable)
        if hidden { result.deleted = ordinals.compactMap { layout.indexPath(ofOrdinal: $0) } }
        for ordinal in ordinals { _ = layout.setHidden(hidden, ordinal: ordinal) }
        let changing = hidden ? ordinals : ordinals.filter(isSelectableWhenShown)
        SelectableRows.change(&selectable, making: changing, selectable: !hidden, base: base)
        (result.left, result.joined) = state.changeSelectable(
            of: changing, wasAllRowChecked: wasAll, to: selectable, rules: rules)
        if !hidden { result.inserted = ordinals.compactMap { layout.indexPath(ofOrdinal: $0) } }
        if wasAll != (rules.hasAllRow && state.isAll(selectable)) {
            let allRow = layout.allRowIndexPath
            if let allRow { result.reloaded = [allRow] }
        }
        shown = layout.hidesNothing ? nil : layout
        return result
    }

    /// `ordinals` sorted, each once, keeping those `isChanging`: the rows a call hides or
    /// shows, in display order. Sorts the few given, so that no set as long as the list is made.
    static func distinct(_ ordinals: [Int], where isChanging: (Int) -> Bool) -> [Int] {
        var result: [Int] = []
        for ordinal in ordinals.sorted() where result.last != ordinal && isChanging(ordinal) {
            result.append(ordinal)
        }
        return result
    }
}
