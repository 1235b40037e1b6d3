/// Reads a generated list's cases as ordinals and back, in constant time, with no table and
/// no `switch`.
///
/// A generated list is an enum whose cases carry no payload (a "C-like" enum). Swift lays
/// such an enum out as an integer tag of the fewest whole bytes that hold every case, the
/// cases numbered in declaration order, and uses the values after the last case as the
/// enum's *extra inhabitants* (the spare values `Optional` uses for `nil`). This is the
/// Swift ABI's type layout, docs/ABI/TypeLayout.rst in the Swift repository, section
/// "C-Like Enums": "the enum is laid out as an integer tag with the minimal number of bits
/// to contain all of the cases … The cases are assigned tag values in declaration order.
/// Discriminator values after the one used for the last case become *extra inhabitants*".
///
/// So a list of one case is empty (no bytes), a list of 2 to 256 cases is one byte, a list
/// of 257 to 65 536 cases is two bytes, and a case's tag is its position in the declaration,
/// which is its position in `allCases` (the display order). picklist refuses lists of more
/// than ``maximumCount`` items, so no generated list needs more than two bytes.
///
/// ``verify(_:count:)`` checks all of this for a type before any ordinal is read: the size,
/// and that the type has exactly `count` cases (through its first extra inhabitant, or, for a
/// list filling its bytes, the absence of one). It runs once per list, when its
/// ``PickListDefinition`` is built.
///
/// Why not let the compiler do it: the conformances it synthesises for an enum (`String` raw
/// values, `Equatable`, `Hashable`, `CaseIterable`), and any `switch` over every case, cost
/// compile time and memory that grow faster than the number of cases — a 4 000-case
/// `enum: String, CaseIterable` takes 88 s and 7 GiB to compile in debug mode. Reading the
/// tag makes every conformance a table lookup in PickListKit, compiled once
/// (docs/design.md, "Conformances over tables").
@usableFromInline
enum CaseTag {
    /// The most cases a generated list may have: every tag fits in two bytes.
    static let maximumCount = 65_536

    /// The ordinal of a case: its tag.
    ///
    /// Compiled into an app for its own list, the size test folds away and this is one load.
    @inlinable @inline(__always)
    static func ordinal<Item>(of item: Item) -> Int {
        switch MemoryLayout<Item>.size {
        case 0: 0
        case 1: Int(unsafeBitCast(item, to: UInt8.self))
        default: Int(unsafeBitCast(item, to: UInt16.self))
        }
    }

    /// The case with an ordinal, which must be below the type's case count.
    @inlinable
    static func item<Item>(atOrdinal ordinal: Int) -> Item {
        switch MemoryLayout<Item>.size {
        case 0: unsafeBitCast((), to: Item.self)
        case 1: unsafeBitCast(UInt8(truncatingIfNeeded: ordinal), to: Item.self)
        default: unsafeBitCast(UInt16(truncatingIfNeeded: ordinal), to: Item.self)
        }
    }

    /// What is wrong with reading `Item`'s cases as ordinals `0 ..< count`, or `nil` when
    /// nothing is: `Item` must be an enum without payloads with exactly `count` cases.
    static func verify<Item>(_ type: Item.Type, count: Int) -> String? {
        let expectedSize = count <= 1 ? 0 : count <= 256 ? 1 : 2
        guard count >= 1, count <= maximumCount else {
            return "a list has 1 to \(maximumCount) items, not \(count)"
        }
        guard MemoryLayout<Item>.size == expectedSize else {
            return "\(count) items need an enum of \(expectedSize) byte(s), but \(Item.self) is \(MemoryLayout<Item>.size): it must be an enum of exactly \(count) cases without payloads"
        }
        let hasExactCount: Bool
        switch count {
        case 1:
            hasExactCount = true  // size 0: one case (an enum of none cannot be built)
        case 256, 65_536:
            // Every value of the bytes is a case: no extra inhabitant is left for `nil`.
            hasExactCount = MemoryLayout<Item?>.size > expectedSize
        case ..<256:
            // The value `count` is the first extra inhabitant (`nil`), `count - 1` the last case.
            hasExactCount = MemoryLayout<Item?>.size == expectedSize
                && unsafeBitCast(UInt8(count - 1), to: Item?.self) != nil
                && unsafeBitCast(UInt8(count), to: Item?.self) == nil
        default:
            hasExactCount = MemoryLayout<Item?>.size == expectedSize
                && unsafeBitCast(UInt16(count - 1), to: Item?.self) != nil
                && unsafeBitCast(UInt16(count), to: Item?.self) == nil
        }
        guard hasExactCount else {
            return "the list has \(count) items, but \(Item.self) is not an enum of exactly \(count) cases without payloads"
        }
        return nil
    }
}
