/// The selected rows a runtime list holds but does not show: rows an update left out while
/// keeping their selection (``PickListUnloadedRows/keepSelected``), a page not loaded or a
/// search that did not find them. Their entries are kept, so the summary can still name them.
///
/// The engine counts them (``SelectionState/unloadedCount``); this holds which they are, in
/// the order ``PickListRows/selectedIDs`` lists them (after the rows shown). The engine may
/// drop them all by setting the count to 0 (a single-selection list selecting a shown row,
/// leaving edit mode); ``PickListRows`` then reads none. It is `@frozen`, so that its
/// `@inlinable` members compile into an app built against a prebuilt PickListKit (library
/// evolution) too.
@frozen @usableFromInline
struct UnloadedRows<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The rows' entries, in order.
    @usableFromInline private(set) var entries: [PickListEntry<ID>] = []
    /// Their ids, for lookup.
    @usableFromInline private(set) var ids: Set<ID> = []

    @inlinable
    init() {}

    /// The entries in order.
    @inlinable
    init(_ entries: [PickListEntry<ID>]) {
        self.entries = entries
        ids = Set(entries.map(\.id))
    }

    /// Whether a row with `id` is held.
    @inlinable
    func contains(_ id: ID) -> Bool {
        !ids.isEmpty && ids.contains(id)
    }

    /// Forgets the row with `id`.
    mutating func remove(_ id: ID) {
        guard ids.remove(id) != nil else { return }
        entries.removeAll { $0.id == id }
    }
}
