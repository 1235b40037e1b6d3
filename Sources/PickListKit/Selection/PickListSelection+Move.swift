extension PickListSelection {
    /// Moves picks of a list with `order: selection`, as SwiftUI's `onMove` reorders a list:
    /// the items at `source` (offsets into ``selectedItems``) go before the item at
    /// `destination` (an offset into ``selectedItems`` before the move, or its count for the
    /// end). The selection itself does not change, nor any checkmark.
    ///
    /// ```swift
    /// // selectedItems == [.date, .sender, .subject]
    /// sortKeys.move(fromOffsets: [2], toOffset: 0)
    /// // selectedItems == [.subject, .date, .sender]
    /// ```
    ///
    /// A list without `order: selection` lists its picks in display order and keeps no order
    /// to move: the call changes nothing. Offsets outside ``selectedItems`` are ignored.
    ///
    /// - Returns: Whether the order changed.
    @discardableResult
    public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) -> Bool {
        state.move(fromOffsets: source, toOffset: destination, rules: Item.definition.rules)
    }
}
