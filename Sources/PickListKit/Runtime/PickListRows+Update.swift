extension PickListRows {
    /// Replaces the rows (one untitled section), keeping the selection by id.
    ///
    /// - A selected row that is still there stays selected, wherever it moved and whatever
    ///   its title; one that is now disabled leaves the selection
    ///   (``PickListUpdate/deselected``). One that is missing leaves it too, unless `unloaded`
    ///   is ``PickListUnloadedRows/keepSelected``: then it stays selected, unseen
    ///   (``unloadedIDs``, ``PickListUpdate/unloaded``). The selection may then be below `min`.
    /// - While the all-row is checked, every enabled row of the new rows is selected, so it
    ///   stays checked (``PickListUpdate/selected`` names the rows that joined); if that would
    ///   pass `max`, the new rows arrive unselected. Otherwise new rows arrive unselected,
    ///   except rows that were selected but not loaded: they are selected again.
    /// - Of rows with the same id only the first is kept (``PickListUpdate/duplicateIDs``).
    /// - Edit mode is kept.
    /// - The ids the app hid stay hidden (``setHidden(_:forIDs:)``): a row that arrives with
    ///   one arrives hidden, and leaves the selection if it was selected.
    ///
    /// Reload the table after an update (the rows themselves changed); a diffable data source
    /// keyed by id animates the moves.
    ///
    /// - Parameters:
    ///   - rows: The new rows, in display order.
    ///   - unloaded: What happens to selected ids `rows` lacks: ``PickListUnloadedRows/deselect``
    ///     (the default: the rows are all there is) or ``PickListUnloadedRows/keepSelected``
    ///     (a page or a search result: the others are only not loaded).
    // Disfavoured: on a mixed list, `update([])` means the app's own rows (PickListRows+Mixed.swift).
    @_disfavoredOverload
    @inlinable @discardableResult
    public mutating func update(_ rows: [PickListEntry<ID>], unloaded: PickListUnloadedRows = .deselect) -> PickListUpdate<ID> {
        update(
            EntryTable(sections: [PickListEntrySection(title: nil, entries: rows)], isUnsectioned: true, allRow: policy.allRow?.shownPosition,
                rules: policy.rules),
            unloaded: unloaded)
    }

    /// Replaces the rows with rows in titled sections, keeping the selection by id (see
    /// ``update(_:unloaded:)-([PickListEntry<ID>],_)``).
    // Disfavoured: on a mixed list, `update([])` means the app's own rows (PickListRows+Mixed.swift).
    @_disfavoredOverload
    @inlinable @discardableResult
    public mutating func update(sections: [PickListEntrySection<ID>], unloaded: PickListUnloadedRows = .deselect) -> PickListUpdate<ID> {
        let isUnsectioned = sections.count == 1 && sections[0].title == nil
        let table = EntryTable(
            sections: sections, isUnsectioned: isUnsectioned, allRow: policy.allRow?.shownPosition,
            rules: policy.rules)
        return update(table, unloaded: unloaded)
    }

    @inlinable
    mutating func update(_ newTable: EntryTable<ID>, unloaded policy: PickListUnloadedRows) -> PickListUpdate<ID> {
        let rules = self.policy.rules
        let wasAllRowChecked = rules.hasAllRow && isAll
        // The ids the app hid stay hidden among the new rows.
        let newHiding = hiding?.value.rebuilt(for: newTable)
        let newSelectable = newHiding?.selectable ?? newTable.selectable
        let oldSelectedIDs = selectedIDs
        var members = OrdinalSet(capacity: newTable.entries.count)
        var kept: [PickListEntry<ID>] = []
        // The rows not loaded first, so they stay in the order they were kept; those the new
        // rows bring back are selected (or deselected when disabled).
        for entry in unloaded.entries {
            if let newOrdinal = newTable.ordinal(of: entry.id) {
                if newSelectable.enabled.contains(newOrdinal) { members.insert(newOrdinal) }
            } else if policy == .keepSelected {
                kept.append(entry)
            }
        }
        for ordinal in state.orderedMembers(rules) {
            let entry = table.entries[ordinal]
            if let newOrdinal = newTable.ordinal(of: entry.id) {
                if newSelectable.enabled.contains(newOrdinal) { members.insert(newOrdinal) }
            } else if policy == .keepSelected {
                kept.append(entry)
            }
        }
        var selected: [ID] = []
        let allRowMembers = newSelectable.allRowMembers
        if wasAllRowChecked {
            var arriving: [Int] = []
            allRowMembers.forEachDifference(from: members) { ordinal in
                if allRowMembers.contains(ordinal) { arriving.append(ordinal) }
            }
            if members.count + arriving.count + kept.count <= rules.maximum {
                for ordinal in arriving {
                    members.insert(ordinal)
                    selected.append(newTable.entries[ordinal].id)
                }
            }
        }
        // A row that became exclusive beside other selected rows: the non-exclusive stay.
        members = SelectionState.members(ordinals: members.ordinals, selectable: newSelectable, mode: rules.mode)
        if rules.keepsOrder {
            // The rows that stay keep their order (ordinals moved with the rows), those
            // brought back or selected by the all-row follow in display order.
            var newOrder: [Int] = []
            for ordinal in state.orderedMembers(rules) {
                if let newOrdinal = newTable.ordinal(of: table.entries[ordinal].id), members.contains(newOrdinal) {
                    newOrder.append(newOrdinal)
                }
            }
            state.members = members
            state.setOrder(newOrder)
        }
        table = newTable
        hiding = newHiding.map { HiddenEntries.Box($0) }
        state.members = members
        state.unloadedCount = kept.count
        unloadedStorage = UnloadedRows(kept)
        state.checkInvariants(selectable: newSelectable, rules: rules)
        // Reported in the order selectedIDs listed them before: the rows shown, then those
        // not loaded.
        let deselected = oldSelectedIDs.filter { !contains($0) }
        return PickListUpdate(deselected: deselected, selected: selected, duplicateIDs: newTable.duplicateIDs, unloaded: kept.map(\.id))
    }

    /// Replaces the selection with saved ids (a ``selectedIDs`` from an earlier run) against
    /// today's rows, and says which could not be restored.
    ///
    /// The whole selection is replaced: selected rows not loaded (``unloadedIDs``) leave it
    /// unless saved.
    ///
    /// Disabled rows are left out, and a single-selection list keeps only the first in display
    /// order (as ``init(_:selecting:)-([PickListEntry<ID>],_)`` does); `min` and `max` are not applied. On an
    /// edit-mode list a non-empty selection enters edit mode.
    ///
    /// - Parameters:
    ///   - saved: The ids to select, as saved.
    ///   - unloaded: What happens to saved ids no row has: ``PickListUnloadedRows/deselect``
    ///     (the default: the rows are all there is, so those people, messages or files are
    ///     gone; ``PickListRestoration/dropped`` names them) or
    ///     ``PickListUnloadedRows/keepSelected`` (the rows are a first page or a search result:
    ///     the others are only not loaded). Kept ids stay selected, unseen
    ///     (``unloadedIDs``, ``PickListRestoration/unloaded``), exactly as after an
    ///     ``update(_:unloaded:)-([PickListEntry<ID>],_)`` that kept them, and show checked when an update brings their
    ///     rows. Until then the summary's `{title}` names one by its row's title if the list
    ///     held it unloaded already, otherwise by the id itself (`String(describing:)`): the
    ///     saved ids carry no titles. A single-selection list keeps a saved id no row has only
    ///     when no saved row is shown.
    @discardableResult
    public mutating func restore(_ saved: some Sequence<ID>, unloaded: PickListUnloadedRows = .deselect) -> PickListRestoration<ID> {
        let rules = policy.rules
        let ids = Array(saved)
        let ordinals = table.ordinals(of: ids)
        let selectable = selectable
        let members = SelectionState.members(ordinals: ordinals, selectable: selectable, mode: rules.mode)
        // The saved ids no row has, each once, in the order saved: kept unseen, or dropped.
        var kept: [PickListEntry<ID>] = []
        if unloaded == .keepSelected {
            let known = self.unloaded
            var seen = Set<ID>()
            for id in ids where table.ordinal(of: id) == nil && !isHidden(id) && seen.insert(id).inserted {
                if rules.mode == .single && (!members.isEmpty || !kept.isEmpty) { break }
                kept.append(
                    known.entries.first { $0.id == id } ?? PickListEntry(id: id, title: String(describing: id)))
            }
        }
        let wasEditing = state.isEditing
        state = SelectionState(members: members, order: ordinals, rules: rules)
        state.unloadedCount = kept.count
        unloadedStorage = UnloadedRows(kept)
        state.isEditing = state.isEditing || wasEditing || (rules.isEditable && !kept.isEmpty)
        state.checkInvariants(selectable: selectable, rules: rules)
        var seen = Set<ID>()
        let dropped = ids.filter { id in
            guard seen.insert(id).inserted else { return false }
            return !contains(id)
        }
        return PickListRestoration(restored: selectedIDs, dropped: dropped, unloaded: kept.map(\.id))
    }
}

/// What a change of a list's rows did: ``PickListRows/update(_:unloaded:)-([PickListEntry<ID>],_)``, a change of
/// availability (``PickListSelection/setAvailable(_:for:)``) or of the rows shown
/// (``PickListSelection/setHidden(_:for:)``, ``PickListRows/setHidden(_:for:)``).
///
/// Hiding and showing rows also say what a table view animates: ``deletedRows`` (index paths
/// before the change), ``insertedRows`` (after it) and ``reloadedRows`` (after it: rows shown
/// before and after whose checkmark changed, only ever the all-row). An update of runtime rows
/// and a change of availability leave them empty: reload the table (or the rows) instead.
public struct PickListUpdate<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The ids that left the selection because their row is gone or now disabled, in the
    /// order ``PickListRows/selectedIDs`` listed them.
    public var deselected: [ID]
    /// The ids of rows selected because the all-row was checked, in display order.
    public var selected: [ID]
    /// The ids of rows left out because an earlier row had the same id, in the order given.
    public var duplicateIDs: [ID]
    /// The selected ids the new rows lack that stay selected, unseen
    /// (``PickListUnloadedRows/keepSelected``): ``PickListRows/unloadedIDs`` after the update.
    public var unloaded: [ID]
    /// The index paths of the rows that are no longer shown, as they were before the change,
    /// in table order: what `deleteRows(at:with:)` takes.
    public var deletedRows: [PickListIndexPath]
    /// The index paths of the rows now shown that were not, as they are after the change, in
    /// table order: what `insertRows(at:with:)` takes.
    public var insertedRows: [PickListIndexPath]
    /// The index paths, after the change, of rows shown before and after it whose checkmark
    /// changed: the all-row, when hiding or showing rows made every row it counts selected
    /// or not. Reload them once the deletions and insertions are done.
    public var reloadedRows: [PickListIndexPath]

    /// Creates an update report.
    public init(
        deselected: [ID] = [], selected: [ID] = [], duplicateIDs: [ID] = [], unloaded: [ID] = [],
        deletedRows: [PickListIndexPath] = [], insertedRows: [PickListIndexPath] = [], reloadedRows: [PickListIndexPath] = []
    ) {
        self.deselected = deselected
        self.selected = selected
        self.duplicateIDs = duplicateIDs
        self.unloaded = unloaded
        self.deletedRows = deletedRows
        self.insertedRows = insertedRows
        self.reloadedRows = reloadedRows
    }
}

/// What ``PickListRows/restore(_:unloaded:)`` restored of a saved selection.
public struct PickListRestoration<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The selected ids after the restore, as ``PickListRows/selectedIDs`` lists them: the rows
    /// shown in display order, then those kept unseen (``unloaded``).
    public var restored: [ID]
    /// The saved ids that are not selected: rows gone (unless kept, ``unloaded``) or
    /// disabled, and on a single-selection list all but the first; each once, in the order
    /// saved.
    public var dropped: [ID]
    /// The saved ids no row has that stay selected, unseen
    /// (``PickListUnloadedRows/keepSelected``), in the order saved:
    /// ``PickListRows/unloadedIDs`` after the restore. Empty with
    /// ``PickListUnloadedRows/deselect``.
    public var unloaded: [ID]

    /// Creates a restore report.
    public init(restored: [ID], dropped: [ID], unloaded: [ID] = []) {
        self.restored = restored
        self.dropped = dropped
        self.unloaded = unloaded
    }
}
