extension PickListRows {
    // MARK: Select all

    /// Selects every enabled row, as a tap on the all-row does while not all are selected
    /// (``PickListSelecting/selectAll()``).
    @inlinable @discardableResult
    public mutating func selectAll() -> Change {
        let entries = table.entries
        return state.selectAll(rules: table.rules, selectable: selectable, all: .all, row: { .entry(entries[$0].id) })
    }

    /// Clears the selected rows shown, as a tap on the all-row does while all are selected
    /// (``PickListSelecting/deselectAll()``). Selected rows not loaded (``unloadedIDs``) stay:
    /// the all-row concerns the rows present.
    @inlinable @discardableResult
    public mutating func deselectAll() -> Change {
        let entries = table.entries
        return state.deselectAll(rules: table.rules, selectable: selectable, all: .all, row: { .entry(entries[$0].id) })
    }

    /// Selects every enabled row, or clears the selection when all are: a tap on the all-row
    /// (``PickListSelecting/toggleAll()``).
    @inlinable @discardableResult
    public mutating func toggleAll() -> Change {
        let entries = table.entries
        return state.toggleAll(rules: table.rules, selectable: selectable, all: .all, row: { .entry(entries[$0].id) })
    }

    /// The select-all button's title for the selection as it is
    /// (``PickListSelecting/allTitle``).
    public var allTitle: String {
        guard let allRow = policy.allRow, !allRow.showsRow, isAll else { return policy.displayedAllRowTitle }
        return policy.displayedAllDeselectTitle
    }
}
