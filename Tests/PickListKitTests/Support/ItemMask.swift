/// A set of item positions (`allCases` indices) below 128, in two words: the reference model's
/// state, copied and compared without allocating.
struct ItemMask: Equatable {
    /// The most items a mask can hold; every list the selection tests use is shorter.
    static let capacity = 128

    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The empty set.
    init() {}

    /// The set whose bits are `words` (64 positions a word, as PickListKit's `OrdinalSet`).
    init(words: [UInt64]) {
        precondition(words.count <= 2, "ItemMask holds at most \(Self.capacity) items")
        low = words.first ?? 0
        high = words.count > 1 ? words[1] : 0
    }

    var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }
    var isEmpty: Bool { low == 0 && high == 0 }

    /// The smallest position, if any.
    var first: Int? {
        if low != 0 { return low.trailingZeroBitCount }
        if high != 0 { return 64 + high.trailingZeroBitCount }
        return nil
    }

    /// The positions in ascending order.
    var positions: [Int] {
        var positions: [Int] = []
        forEach { positions.append($0) }
        return positions
    }

    func contains(_ position: Int) -> Bool {
        precondition(position >= 0 && position < Self.capacity)
        return position < 64 ? low & (1 << UInt64(position)) != 0 : high & (1 << UInt64(position - 64)) != 0
    }

    mutating func insert(_ position: Int) {
        precondition(position >= 0 && position < Self.capacity)
        if position < 64 { low |= 1 << UInt64(position) } else { high |= 1 << UInt64(position - 64) }
    }

    mutating func remove(_ position: Int) {
        precondition(position >= 0 && position < Self.capacity)
        if position < 64 { low &= ~(1 << UInt64(position)) } else { high &= ~(1 << UInt64(position - 64)) }
    }

    func subtracting(_ other: ItemMask) -> ItemMask {
        ItemMask(low: low & ~other.low, high: high & ~other.high)
    }

    func symmetricDifference(_ other: ItemMask) -> ItemMask {
        ItemMask(low: low ^ other.low, high: high ^ other.high)
    }

    /// Removes and returns the smallest position, if any.
    mutating func popFirst() -> Int? {
        guard let first else { return nil }
        remove(first)
        return first
    }

    /// Calls `body` with each position in ascending order.
    func forEach(_ body: (Int) -> Void) {
        var bits = low
        while bits != 0 {
            body(bits.trailingZeroBitCount)
            bits &= bits - 1
        }
        bits = high
        while bits != 0 {
            body(64 + bits.trailingZeroBitCount)
            bits &= bits - 1
        }
    }

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }
}
