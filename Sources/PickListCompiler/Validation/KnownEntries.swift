/// The entries of a spec mapping whose keys are known, each key's first entry, in the order
/// written (see ``SpecDocumentValidator/knownEntries(of:allowed:in:misplaced:)``).
///
/// A spec mapping has a handful of keys (an item usually two), so a key is found by comparing
/// a few short strings, which costs less than hashing one into a dictionary: lint spends a
/// large share of its time reading items. The entries are positions in the mapping's own
/// pairs, one slot per allowed key, held inline: reading an item allocates nothing here and
/// copies no pair until one is asked for.
struct KnownEntries {
    /// The keys a mapping of this kind may have (at most 32: a list has the most, 17).
    private let allowed: [String]
    /// The mapping's pairs.
    private let pairs: [Node.Pair]
    /// For each allowed key, by its position in `allowed`, the position of its first entry in
    /// `pairs`; -1 when the mapping has none.
    private var slots = SIMD32<Int32>(repeating: -1)
    /// The slots of the first eight known keys, in the order written: a mapping has few keys
    /// and is asked for many (every key an item may have), so a key is looked for among the
    /// keys present, not among every allowed one.
    private var present = SIMD8<Int8>(repeating: -1)
    /// A bit for the length in UTF-8 bytes (up to 63) of each key of ``present``: a key of
    /// another length is none of them, known without comparing a string.
    private var presentLengths: UInt64 = 0
    /// How many known keys the mapping has.
    private(set) var count = 0

    init(allowed: [String], pairs: [Node.Pair]) {
        precondition(allowed.count <= 32, "KnownEntries holds at most 32 allowed keys")
        self.allowed = allowed
        self.pairs = pairs
    }

    /// The entry for `key`, if the mapping has one.
    subscript(key: String) -> Node.Pair? {
        guard let slot = slot(of: key), slots[slot] >= 0 else { return nil }
        return pairs[Int(slots[slot])]
    }

    /// Whether the mapping has an entry for `key`.
    func contains(_ key: String) -> Bool {
        guard let slot = slot(of: key) else { return false }
        return slots[slot] >= 0
    }

    /// The entry for the allowed key at `slot` (its position in the allowed keys), if the
    /// mapping has one: one read, for callers that know their keys' places (``ItemKey``).
    subscript(slot slot: Int) -> Node.Pair? {
        let position = slots[slot]
        return position >= 0 ? pairs[Int(position)] : nil
    }

    /// Whether the mapping has an entry for the allowed key at `slot`.
    func contains(slot: Int) -> Bool {
        slots[slot] >= 0
    }

    /// The slot of `key` when the mapping has it, or when it is allowed (found among every
    /// allowed key only when the mapping has more than eight): `nil` otherwise.
    private func slot(of key: String) -> Int? {
        guard count > present.scalarCount else {
            let length = key.utf8.count
            guard presentLengths & (1 << UInt64(min(length, 63))) != 0 else { return nil }
            for index in 0..<count {
                let slot = Int(present[index])
                if allowed[slot].utf8.count == length, allowed[slot] == key { return slot }
            }
            return nil
        }
        return Self.position(of: key, in: allowed)
    }

    /// `allowed.firstIndex(of: key)`, comparing lengths first: most allowed keys differ from
    /// `key` in length, which is known without reading a byte, and a full comparison of two
    /// strings costs tens of instructions (validation looks up a dozen keys in every item).
    static func position(of key: String, in allowed: [String]) -> Int? {
        let length = key.utf8.count
        for index in allowed.indices where allowed[index].utf8.count == length && allowed[index] == key {
            return index
        }
        return nil
    }

    /// The known keys, in the order written.
    var keys: [String] {
        allowed.indices.filter { slots[$0] >= 0 }.sorted { slots[$0] < slots[$1] }.map { allowed[$0] }
    }

    /// Adds the pair at `index` under the allowed key at `slot` unless the key already has an
    /// entry (a duplicate key is reported by the loader, which keeps the first).
    mutating func add(pairAt index: Int, slot: Int) {
        guard slots[slot] < 0 else { return }
        slots[slot] = Int32(index)
        if count < present.scalarCount {
            present[count] = Int8(slot)
            presentLengths |= 1 << UInt64(min(allowed[slot].utf8.count, 63))
        }
        count += 1
    }
}
