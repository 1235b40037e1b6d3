extension PickListRows {
    /// Moves picks of a list with `order: selection`, as SwiftUI's `onMove` reorders a list:
    /// the rows at `source` (offsets into ``selectedIDs``) go before the row at `destination`
    /// (an offset into ``selectedIDs`` before the move, or the number of rows shown selected
    /// for the end). See ``PickListSelection/move(fromOffsets:toOffset:)``. Selected rows not
    /// loaded (``unloadedIDs``) stay after the rows shown and do not move; offsets outside the
    /// rows shown selected are ignored.
    ///
    /// - Returns: Whether the order changed.
    @discardableResult
    public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) -> Bool {
        state.move(fromOffsets: source, toOffset: destination, rules: table.rules)
    }
}
