extension PickListSelection {
    /// Moves picks of a list with `order: selection` (``PickListSelecting/move(fromOffsets:toOffset:)``):
    /// the offsets are into ``selectedItems``.
    ///
    /// ```swift
    /// // selectedItems == [.date, .sender, .subject]
    /// sortKeys.move(fromOffsets: [2], toOffset: 0)
    /// // selectedItems == [.subject, .date, .sender]
    /// ```
    @discardableResult
    public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) -> Bool {
        state.move(fromOffsets: source, toOffset: destination, rules: Item.definition.rules)
    }
}
