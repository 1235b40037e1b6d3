/// The rows a runtime list's app hid (``PickListRows/setHidden(_:forIDs:)``), by id, and what
/// is shown and selectable with them among the rows present.
///
/// The app hides by id, so hiding survives an update: the ids stay hidden, and a row that
/// arrives with one is hidden too (``rebuilt(for:)``). An id no row has is kept for when one
/// does.
///
/// A list holds one only while it hides an id; until then its taps read its rows' tables
/// directly, as they always did. `@frozen`, for apps built against a prebuilt PickListKit
/// (PickListKit.docc, "Prebuilt PickListKit: what is frozen").
@frozen @usableFromInline
struct HiddenEntries<ID: Hashable & Sendable>: Sendable {
    /// The ids the app hid, rows or not.
    @usableFromInline var ids: Set<ID>
    /// The rows present shown, when one of them is hidden; `nil` when every row is shown.
    @usableFromInline var shown: ShownRows?
    /// The rows' selectable rows without the hidden ones.
    @usableFromInline var selectable: SelectableRows

    /// Nothing hidden among `table`'s rows.
    init(_ table: EntryTable<ID>) {
        ids = []
        shown = nil
        selectable = table.selectable
    }

    /// The same ids hidden among the rows of `table`: the layout and the selectable rows made
    /// for them (O(n) when one of its rows is hidden).
    @usableFromInline
    func rebuilt(for table: EntryTable<ID>) -> HiddenEntries {
        var result = HiddenEntries(table)
        result.ids = ids
        let ordinals = ids.compactMap { table.ordinal(of: $0) }.sorted()
        guard !ordinals.isEmpty else { return result }
        var layout = ShownRows(base: table.positions, count: table.entries.count)
        for ordinal in ordinals { _ = layout.setHidden(true, ordinal: ordinal) }
        result.shown = layout
        SelectableRows.change(&result.selectable, making: ordinals, selectable: false, base: table.selectable)
        return result
    }

    /// Whether the row with `ordinal` is hidden.
    @usableFromInline
    func isHidden(_ ordinal: Int) -> Bool {
        shown?.hidden.contains(ordinal) ?? false
    }

    /// Hidden entries in a box: what a list stores, so that testing whether it has any is a
    /// pointer compared with `nil`. Immutable: a change stores a new box.
    @usableFromInline
    final class Box: Sendable {
        /// The hidden entries.
        @usableFromInline let value: HiddenEntries

        /// A box holding `value`. Not inlinable: a class's designated initializer cannot be
        /// under library evolution, and none is made on a tap.
        @usableFromInline
        init(_ value: HiddenEntries) { self.value = value }
    }
}
