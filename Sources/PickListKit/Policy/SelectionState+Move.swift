extension SelectionState {
    /// Moves the selected rows at `source` (offsets into the selection order,
    /// ``orderedMembers(_:)``) to before the row at `destination` (an offset into the same
    /// order, or its count for the end), as SwiftUI's `onMove` and `Array.move(fromOffsets:
    /// toOffset:)` do. Only lists with `order: selection` keep an order to move; offsets
    /// outside the selection are ignored.
    ///
    /// - Returns: Whether the order changed.
    mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int, rules: SelectionRules) -> Bool {
        guard rules.keepsOrder else { return false }
        let order = orderedMembers(rules)
        let moving = Set(source.filter { $0 >= 0 && $0 < order.count })
        guard !moving.isEmpty, destination >= 0, destination <= order.count else { return false }
        let stay = { (offsets: Range<Int>) in offsets.filter { !moving.contains($0) }.map { order[$0] } }
        let moved = order.indices.filter { moving.contains($0) }.map { order[$0] }
        let reordered = stay(0..<destination) + moved + stay(destination..<order.count)
        guard reordered != order else { return false }
        setOrder(reordered)
        return true
    }
}
