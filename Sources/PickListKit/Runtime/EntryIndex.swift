/// The index by id of a list's runtime rows: an open-addressing hash table of ordinals into
/// the rows array, in the manner of swift-collections' `OrderedSet` (which
/// swift-identified-collections' `IdentifiedArray` is built on).
///
/// The rows stay in one array in display order; the table holds only each row's ordinal, in
/// four bytes, and finds a row by hashing its id and comparing ids in the array. With at most
/// three quarters of the buckets used it costs 5.3 to 10.7 bytes a row, where a
/// `Dictionary<ID, Int>` would also store every id again. Lookup is O(1) on average, with no
/// scan of the rows.
///
/// A tap by id looks the id up in the app's own code; the index is
/// `@frozen`, for apps built against a prebuilt PickListKit
/// (PickListKit.docc, "Prebuilt PickListKit: what is frozen").
@frozen @usableFromInline
struct EntryIndex: Sendable {
    /// The buckets: 0 for an empty one, otherwise a row's ordinal plus one.
    @usableFromInline var buckets: [UInt32]
    /// The number of buckets less one (the count is a power of two).
    @usableFromInline var mask: Int

    /// An empty index with room for `count` rows.
    @inlinable
    init(capacity count: Int) {
        precondition(count < Int(UInt32.max), "PickListRows: more than \(UInt32.max - 1) rows")
        var size = 8
        while size * 3 < count * 4 { size <<= 1 }
        buckets = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// The ordinal of the row with `id` in `entries`, or `nil` when no row has it.
    @inlinable
    func ordinal<ID>(of id: ID, in entries: [PickListEntry<ID>]) -> Int? {
        var bucket = id.hashValue & mask
        while true {
            let slot = buckets[bucket]
            if slot == 0 { return nil }
            let ordinal = Int(truncatingIfNeeded: slot &- 1)
            if entries[ordinal].id == id { return ordinal }
            bucket = (bucket &+ 1) & mask
        }
    }

    /// Records that the row with `id` is at `ordinal`, unless a row of `entries` already has
    /// the id: then returns that row's ordinal and records nothing. `entries` is a buffer so
    /// that the caller's loop reads each id in place rather than copying its entry.
    @inlinable
    mutating func insert<ID>(_ id: ID, at ordinal: Int, in entries: UnsafeBufferPointer<PickListEntry<ID>>) -> Int? {
        var bucket = id.hashValue & mask
        while true {
            let slot = buckets[bucket]
            if slot == 0 {
                buckets[bucket] = UInt32(truncatingIfNeeded: ordinal &+ 1)
                return nil
            }
            let existing = Int(truncatingIfNeeded: slot &- 1)
            if entries[existing].id == id { return existing }
            bucket = (bucket &+ 1) & mask
        }
    }
}
