/// A set of row ordinals (positions among a list's rows in display order: an enum list's
/// `allCases` indices, a runtime list's entries) stored as a bitset, with its count.
///
/// Membership, insertion and removal are O(1); `count` is maintained, never recomputed.
/// It is `@usableFromInline` with `@inlinable` members so that a selection's taps, compiled
/// into the app for its own list, reach the bits without a call into PickListKit; and
/// `@frozen`, for apps built against a prebuilt PickListKit
/// (PickListKit.docc, "Prebuilt PickListKit: what is frozen").
///
/// Its invariants (``checkInvariants()``, in the manner of swift-collections' `BitSet`) are
/// that ``count`` is the number of set bits; a selection's sets also have the capacity of the
/// list's enabled set and lie within it (``SelectionState/checkInvariants(enabled:)``). Debug
/// builds of PickListKit check them after every change that is not a single-bit tap.
@frozen @usableFromInline
struct OrdinalSet: Hashable, Sendable {
    /// The bits, 64 ordinals a word; ordinal `n` is bit `n & 63` of word `n >> 6`.
    @usableFromInline var words: [UInt64]
    /// The number of members.
    @usableFromInline var count: Int

    /// An empty set able to hold ordinals `0..<capacity`.
    @inlinable
    init(capacity: Int) {
        words = Array(repeating: 0, count: (capacity + 63) / 64)
        count = 0
    }

    @inlinable
    var isEmpty: Bool { count == 0 }

    /// The ordinals the set can hold, `0..<capacity`: the requested capacity rounded up to a
    /// whole word (the ordinals past the requested one are never members of a list's sets,
    /// because they are never enabled).
    @inlinable
    var capacity: Int { words.count &<< 6 }

    @inlinable @inline(__always)
    func contains(_ ordinal: Int) -> Bool {
        words[ordinal &>> 6] & (1 &<< UInt64(truncatingIfNeeded: ordinal & 63)) != 0
    }

    /// Inserts `ordinal`; returns whether it was absent.
    @inlinable @inline(__always) @discardableResult
    mutating func insert(_ ordinal: Int) -> Bool {
        let mask: UInt64 = 1 &<< UInt64(truncatingIfNeeded: ordinal & 63)
        let index = ordinal &>> 6
        guard words[index] & mask == 0 else { return false }
        words[index] |= mask
        count &+= 1
        return true
    }

    /// Removes `ordinal`; returns whether it was present.
    @inlinable @inline(__always) @discardableResult
    mutating func remove(_ ordinal: Int) -> Bool {
        let mask: UInt64 = 1 &<< UInt64(truncatingIfNeeded: ordinal & 63)
        let index = ordinal &>> 6
        guard words[index] & mask != 0 else { return false }
        words[index] &= ~mask
        count &-= 1
        return true
    }

    /// The smallest member, found without listing the others.
    @inlinable
    var first: Int? {
        guard count > 0, let index = words.firstIndex(where: { $0 != 0 }) else { return nil }
        return index << 6 | words[index].trailingZeroBitCount
    }

    /// The members in ascending order.
    @inlinable
    var ordinals: [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        for (index, word) in words.enumerated() {
            var remaining = word
            while remaining != 0 {
                result.append(index << 6 | remaining.trailingZeroBitCount)
                remaining &= remaining &- 1
            }
        }
        return result
    }

    /// Calls `body` with every ordinal in exactly one of `self` and `other`, ascending.
    @inlinable
    func forEachDifference(from other: OrdinalSet, _ body: (Int) -> Void) {
        for index in words.indices {
            var remaining = words[index] ^ other.words[index]
            while remaining != 0 {
                body(index << 6 | remaining.trailingZeroBitCount)
                remaining &= remaining &- 1
            }
        }
    }

    /// The number of ordinals in exactly one of `self` and `other`.
    @inlinable
    func differenceCount(from other: OrdinalSet) -> Int {
        var total = 0
        for index in words.indices {
            total &+= (words[index] ^ other.words[index]).nonzeroBitCount
        }
        return total
    }

    /// Whether every member of `self` is a member of `other` (of the same capacity).
    func isSubset(of other: OrdinalSet) -> Bool {
        zip(words, other.words).allSatisfy { $0 & ~$1 == 0 }
    }

    /// Removes every member of `other` (of the same capacity), a word at a time.
    mutating func subtract(_ other: OrdinalSet) {
        var total = 0
        for index in words.indices {
            words[index] &= ~other.words[index]
            total &+= words[index].nonzeroBitCount
        }
        count = total
    }

    /// Adds every member of `other` (of the same capacity), a word at a time.
    mutating func formUnion(_ other: OrdinalSet) {
        var total = 0
        for index in words.indices {
            words[index] |= other.words[index]
            total &+= words[index].nonzeroBitCount
        }
        count = total
    }

    /// Keeps only the members of `other` (of the same capacity), a word at a time.
    mutating func intersect(_ other: OrdinalSet) {
        var total = 0
        for index in words.indices {
            words[index] &= other.words[index]
            total &+= words[index].nonzeroBitCount
        }
        count = total
    }

    /// Stops the program when the set is inconsistent: its ``count`` is not its number of set
    /// bits. Does nothing in release builds of PickListKit.
    @usableFromInline
    func checkInvariants() {
        #if DEBUG
        let bits = words.reduce(0) { $0 + $1.nonzeroBitCount }
        precondition(bits == count, "OrdinalSet: count \(count) but \(bits) members")
        #endif
    }
}
