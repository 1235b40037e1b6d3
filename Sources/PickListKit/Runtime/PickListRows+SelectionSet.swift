extension PickListRows {
    /// The selection as a set of ids, for SwiftUI's `List(selection:)`; setting it applies
    /// the change through the list's policy (``applySelection(_:)``), so a refused change
    /// is undone rather than shown.
    ///
    /// ```swift
    /// List(model.inbox.entries, selection: $model.inbox.selection) { entry in
    ///     Text(entry.title)
    /// }
    /// .environment(\.editMode, $editMode)
    /// ```
    ///
    /// On an edit-mode list, follow SwiftUI's edit mode with ``setEditing(_:)``.
    public var selection: Set<ID> {
        get { Set(selectedIDs) }
        set { applySelection(newValue) }
    }

    /// Applies a set of ids that SwiftUI (or any set-based UI) shows as selected through the
    /// list's policy, and returns each step's change.
    ///
    /// A set says which rows should be selected, not which row was tapped, so its changes are
    /// applied as selects and deselects rather than taps:
    ///
    /// - Each id no row shows (none has, or the app hid) is refused
    ///   (``PickListRejection/noSuchRow``), first, except the
    ///   ids of selected rows not loaded (``unloadedIDs``). Those missing from the set are
    ///   deselected next (refused below `min`), as ``deselect(_:)`` does.
    /// - A list with an all-row: a set of every enabled id while not all are selected, or an
    ///   empty set while all are, is one tap on the all-row (so `min`, `max` and edit mode
    ///   refuse it whole).
    /// - Otherwise each id that left the set is a deselect of its row: refused below `min`;
    ///   while every row is selected it leaves the selection as under `while_all: exclude`,
    ///   whatever the list's `while_all` (a deselect never isolates a row), and is refused
    ///   under `lock` (``PickListRejection/locked``). Then each id that joined the set is a
    ///   select: refused for a disabled row and past `max`. Both in display order.
    /// - Outside edit mode on an edit-mode list every step is refused
    ///   (``PickListRejection/notEditing``), as taps are.
    ///
    /// Afterwards ``selection`` is what the list holds: show that, not the set given, and a
    /// refused change is undone.
    ///
    /// ```swift
    /// var people = People.Rows(rows)          // an all-row, while_all: isolate
    /// people.tap(.all)                        // [1, 2, 3, 4]
    /// people.selection = [1, 3, 4]            // the user deselects row 2 in edit mode
    /// people.selectedIDs                      // [1, 3, 4]: row 2 left, the others stay
    /// ```
    @discardableResult
    public mutating func applySelection(_ ids: Set<ID>) -> [Change] {
        var target = OrdinalSet(capacity: table.entries.count)
        var changes: [Change] = []
        let unloaded = unloaded
        let hiding = hiding?.value
        for id in ids {
            if let ordinal = table.ordinal(of: id), !(hiding?.isHidden(ordinal) ?? false) {
                target.insert(ordinal)
            } else if !unloaded.contains(id) {
                changes.append(.rejected(.noSuchRow))
            }
        }
        for entry in unloaded.entries where !ids.contains(entry.id) {
            changes.append(deselect(entry.id))
        }
        let entries = table.entries
        changes += state.apply(target, rules: table.rules, selectable: selectable, all: .all, row: { .entry(entries[$0].id) })
        return changes
    }

    /// Selects the row with an id, as a tap on it would when it is not selected
    /// (``PickListSelecting/select(_:)``); refused for an id no row has too. A selected row not
    /// loaded (``unloadedIDs``) stays (`unchanged`).
    @discardableResult
    public mutating func select(_ id: ID) -> Change {
        guard let ordinal = table.ordinal(of: id) else { return unloaded.contains(id) ? .unchanged : .rejected(.noSuchRow) }
        if let hiding, hiding.value.isHidden(ordinal) { return .rejected(.noSuchRow) }
        let entries = table.entries
        return state.select(ordinal, rules: table.rules, selectable: selectable, all: .all, row: { .entry(entries[$0].id) })
    }

    /// Deselects the row with an id (``PickListSelecting/deselect(_:)``); refused for an id no
    /// row has too.
    ///
    /// A selected row not loaded (``unloadedIDs``) is deselected the same way (refused outside
    /// edit mode and below `min`; `while_all` does not apply, the all-row concerns the rows
    /// present); its change has no rows, since none is shown.
    ///
    /// - Returns: The outcome and exactly the rows whose checkmark changed, in display order.
    @discardableResult
    public mutating func deselect(_ id: ID) -> Change {
        guard let ordinal = table.ordinal(of: id) else {
            guard unloaded.contains(id) else { return .rejected(.noSuchRow) }
            let change: Change = state.deselectUnloaded(rules: table.rules)
            if change.outcome == .changed { unloadedStorage.remove(id) }
            return change
        }
        if let hiding, hiding.value.isHidden(ordinal) { return .rejected(.noSuchRow) }
        let entries = table.entries
        return state.deselect(ordinal, rules: table.rules, selectable: selectable, all: .all, row: { .entry(entries[$0].id) })
    }
}
