/// Reading an item's entries by ``ItemKey`` (generated from schema/keys.json), by place.
extension KnownEntries {
    /// The entry for an item's `key`, read by its place: the entries must be an item's
    /// (allowed ``SpecKeys/item``).
    subscript(key: ItemKey) -> Node.Pair? {
        self[slot: key.rawValue]
    }

    /// Whether an item's entries have `key`.
    func contains(_ key: ItemKey) -> Bool {
        contains(slot: key.rawValue)
    }
}
