/// The entries of a spec mapping whose keys are known, each key's first entry, in the order
/// written (see ``SpecDocumentValidator/knownEntries(of:allowed:in:misplaced:)``).
///
/// A spec mapping has a handful of keys (an item usually two), so a key is found by comparing
/// a few short strings, which costs less than hashing one into a dictionary: lint spends a
/// large share of its time reading items.
struct KnownEntries {
    private var entries: [(key: String, pair: Node.Pair)] = []

    init() {}

    /// The entry for `key`, if the mapping has one.
    subscript(key: String) -> Node.Pair? {
        entries.first { $0.key == key }?.pair
    }

    /// How many known keys the mapping has.
    var count: Int { entries.count }

    /// The known keys, in the order written.
    var keys: [String] { entries.map(\.key) }

    /// Adds `pair` under `key` unless the key already has an entry (a duplicate key is
    /// reported by the loader, which keeps the first).
    mutating func add(_ pair: Node.Pair, for key: String) {
        if self[key] == nil { entries.append((key, pair)) }
    }
}
