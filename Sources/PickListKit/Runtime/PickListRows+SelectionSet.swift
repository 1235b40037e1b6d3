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

    /// Applies a set of ids that SwiftUI (or any set-based UI) shows as selected, as taps
    /// through the list's policy, and returns each tap's change.
    ///
    /// - A list with an all-row: a set of every enabled id is one tap on the all-row, and so
    ///   is an empty set while all are selected (so `min` and `while_all` apply as they would
    ///   to the all-row).
    /// - Otherwise the ids that left the set are tapped (in display order), then those that
    ///   joined it. Ids no row has are refused (``PickListRejection/noSuchRow``).
    ///
    /// Afterwards ``selection`` is what the list holds: show that, not the set given.
    @discardableResult
    public mutating func applySelection(_ ids: Set<ID>) -> [Change] {
        let hasAllRow = policy.rules.hasAllRow
        let enabledCount = table.enabled.count
        var knownCount = 0
        var allKnownEnabled = true
        var unknown: [ID] = []
        for id in ids {
            if let ordinal = table.ordinal(of: id) {
                knownCount += 1
                allKnownEnabled = allKnownEnabled && table.enabled.contains(ordinal)
            } else {
                unknown.append(id)
            }
        }
        var changes = unknown.map { _ in Change.rejected(.noSuchRow) }
        let setIsAll = enabledCount > 0 && allKnownEnabled && knownCount == enabledCount
        if hasAllRow && ((setIsAll && !isAll) || (knownCount == 0 && isAll)) {
            changes.append(tap(.all))
            return changes
        }
        let leaving = state.members.ordinals.filter { !ids.contains(table.entries[$0].id) }
        let joining = table.entries.indices.filter { ordinal in
            !state.members.contains(ordinal) && ids.contains(table.entries[ordinal].id)
        }
        for ordinal in leaving + joining {
            changes.append(tap(.entry(table.entries[ordinal].id)))
        }
        return changes
    }
}
