/// A set of item ordinals (positions in `allCases`) stored as a bitset, with its count.
///
/// Membership, insertion and removal are O(1); `count` is maintained, never recomputed.
struct OrdinalSet: Hashable, Sendable {
    private(set) var words: [UInt64]
    private(set) var count: Int

    /// An empty set able to hold ordinals `0..<capacity`.
    init(capacity: Int) {
        words = Array(repeating: 0, count: (capacity + 63) / 64)
        count = 0
    }

    var isEmpty: Bool { count == 0 }

    func contains(_ ordinal: Int) -> Bool {
        words[ordinal >> 6] & (1 << UInt64(ordinal & 63)) != 0
    }

    /// Inserts `ordinal`; returns whether it was absent.
    @discardableResult
    mutating func insert(_ ordinal: Int) -> Bool {
        let mask: UInt64 = 1 << UInt64(ordinal & 63)
        guard words[ordinal >> 6] & mask == 0 else { return false }
        words[ordinal >> 6] |= mask
        count += 1
        return true
    }

    /// Removes `ordinal`; returns whether it was present.
    @discardableResult
    mutating func remove(_ ordinal: Int) -> Bool {
        let mask: UInt64 = 1 << UInt64(ordinal & 63)
        guard words[ordinal >> 6] & mask != 0 else { return false }
        words[ordinal >> 6] &= ~mask
        count -= 1
        return true
    }

    /// The smallest member, found without listing the others.
    var first: Int? {
        guard count > 0, let index = words.firstIndex(where: { $0 != 0 }) else { return nil }
        return index << 6 | words[index].trailingZeroBitCount
    }

    /// The members in ascending order.
    var ordinals: [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        for (index, word) in words.enumerated() {
            var remaining = word
            while remaining != 0 {
                result.append(index << 6 | remaining.trailingZeroBitCount)
                remaining &= remaining - 1
            }
        }
        return result
    }

    /// The ordinals in exactly one of `self` and `other`, ascending.
    func symmetricDifference(_ other: OrdinalSet) -> [Int] {
        var result: [Int] = []
        for index in words.indices {
            var remaining = words[index] ^ other.words[index]
            while remaining != 0 {
                result.append(index << 6 | remaining.trailingZeroBitCount)
                remaining &= remaining - 1
            }
        }
        return result
    }
}
