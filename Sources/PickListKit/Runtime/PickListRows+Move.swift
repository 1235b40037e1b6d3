extension PickListRows {
    /// Moves picks of a list with `order: selection` (``PickListSelecting/move(fromOffsets:toOffset:)``):
    /// the offsets are into ``selectedIDs``. Selected rows not loaded (``unloadedIDs``) stay
    /// after the rows shown and do not move; offsets outside the rows shown selected are
    /// ignored.
    @discardableResult
    public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) -> Bool {
        state.move(fromOffsets: source, toOffset: destination, rules: table.rules)
    }
}
