/// What an update of a runtime list's rows reported.
package struct ModelUpdate<ID: Hashable>: Hashable {
    /// The ids that left the selection (their row is gone or disabled), in their old display
    /// order.
    package var deselected: [ID]
    /// The ids of arriving rows selected because the all-row was checked, in display order.
    package var selected: [ID]
    /// The ids of the rows left out as duplicates.
    package var duplicateIDs: [ID]
    /// The selected ids the new rows lack, kept selected (rows not loaded).
    package var unloaded: [ID]

    package init(deselected: [ID], selected: [ID], duplicateIDs: [ID], unloaded: [ID] = []) {
        self.deselected = deselected
        self.selected = selected
        self.duplicateIDs = duplicateIDs
        self.unloaded = unloaded
    }
}

/// What restoring saved ids reported.
package struct ModelRestoration<ID: Hashable>: Hashable {
    /// The ids now selected.
    package var restored: [ID]
    /// The saved ids not selected (unknown, disabled, or beyond the first on a single list),
    /// each once, in the order given.
    package var dropped: [ID]

    package init(restored: [ID], dropped: [ID]) {
        self.restored = restored
        self.dropped = dropped
    }
}

/// The rules of lists whose rows come at runtime (§6 of the contract).
extension SelectionModel {
    /// Replaces the rows.
    ///
    /// Identity is the id: a selected row that is still there and enabled stays selected,
    /// wherever it moved and whatever its title or section. A selected row that is gone or
    /// disabled leaves the selection (``ModelUpdate/deselected``), even if that leaves fewer
    /// than `min`. While the all-row is checked (a list with an all-row, every enabled row
    /// selected), the update keeps it checked: every enabled row of the new rows not selected
    /// yet (a new id, or a row enabled again) is selected too (``ModelUpdate/selected``),
    /// unless that would make more than `max`: then, as on every other list, they arrive
    /// unselected. Edit mode is kept.
    ///
    /// With `keepingUnloaded` (rows not loaded: a page, a search on a server), a selected id
    /// the new rows do not have at all stays selected as a kept row (``kept``): the kept rows
    /// from before first, then the rows shown before, in display order. A kept id the new rows
    /// have is selected again when its row is enabled, and deselected when it is disabled.
    /// Without it, kept rows leave with the other missing ones. `deselected` lists the ids
    /// in the order ``selectedIDs`` did.
    package mutating func update(_ newSections: [ModelSection<ID>], keepingUnloaded: Bool = false) -> ModelUpdate<ID> {
        let allRowChecked = rules.hasAllRow && isAll
        let oldSelected = selectedIDs
        let oldShown = oldSelected.filter { !isKept($0) }
        let oldEntries = oldShown.compactMap { entry($0) }
        let oldKept = kept
        replaceRows(newSections, selecting: Set(oldSelected))
        var keptNow: [ModelEntry<ID>] = []
        if keepingUnloaded {
            keptNow = (oldKept + oldEntries).filter { entry($0.id) == nil }
        }
        replaceKept(keptNow)

        // While the all-row was checked, the rows it now selects (enabled, not exclusive) join.
        var arrived: [ID] = []
        if allRowChecked {
            let arriving = allRowIDs.filter { !contains($0) }
            if count + arriving.count <= rules.maximum ?? Int.max {
                arrived = arriving
                replaceSelection(Set(selectedIDs + arriving))
            }
        }
        // A row that became exclusive beside other selected rows leaves.
        normalizeExclusive()
        stampNewRows(before: Set(oldShown))
        let deselected = oldSelected.filter { !contains($0) }
        return ModelUpdate(deselected: deselected, selected: arrived, duplicateIDs: duplicateIDs, unloaded: kept.map(\.id))
    }

    /// Replaces the rows with one untitled section of `entries`.
    package mutating func update(_ entries: [ModelEntry<ID>], keepingUnloaded: Bool = false) -> ModelUpdate<ID> {
        update([ModelSection(title: nil, entries: entries)], keepingUnloaded: keepingUnloaded)
    }

    /// Replaces the selection with the saved ids that today's rows allow: ids of enabled rows,
    /// on a single list only the first of them in display order (no ids: nothing, whatever
    /// the default). The rest are dropped. `min` and `max` are not applied. An edit-mode list
    /// holding something is in edit mode; one in edit mode stays in it.
    package mutating func restore(_ saved: [ID]) -> ModelRestoration<ID> {
        let wasEditing = isEditing
        select(saved, exactly: true)
        if wasEditing { enterEditing() }
        let restored = selectedIDs
        var dropped: [ID] = []
        var seen: Set<ID> = []
        for id in saved where !contains(id) && seen.insert(id).inserted {
            dropped.append(id)
        }
        return ModelRestoration(restored: restored, dropped: dropped)
    }

    /// A `Set<ID>` from SwiftUI's `List(selection:)`, applied through the rules as selects
    /// and deselects.
    ///
    /// Each id of the set that no row has and that is not kept is refused (`noSuchRow`),
    /// first. Each kept id missing from the set is deselected (``deselect(_:)``). Then, on a list
    /// with an all-row, a set holding every enabled row (and there is one) while not all are
    /// selected, or no row at all while all are, is one tap on the all-row. Otherwise each
    /// selected row missing from the set is deselected (``deselect(_:)``), then each
    /// unselected row in it selected (``select(_:)``), both in display order. A refused step
    /// changes nothing, so the selection ends as the rules allow.
    package mutating func apply(_ ids: Set<ID>) -> [ModelChange<ID>] {
        var changes: [ModelChange<ID>] = []
        var rowIDs: Set<ID> = []
        for id in ids {
            if entry(id) != nil && !isHidden(id) {
                rowIDs.insert(id)
            } else if !isKept(id) {
                changes.append(.rejected(.noSuchRow))
            }
        }
        for entry in kept where !ids.contains(entry.id) {
            changes.append(deselect(entry.id))
        }
        if rules.hasAllRow && !isAll && !allRowIDs.isEmpty && rowIDs == Set(allRowIDs) {
            return changes + [toggleAll()]
        }
        if rules.hasAllRow && isAll && rowIDs.isEmpty {
            return changes + [toggleAll()]
        }
        let leaving = self.ids.filter { contains($0) && !rowIDs.contains($0) }
        let joining = self.ids.filter { !contains($0) && rowIDs.contains($0) }
        // The set is the person's doing: a row only the app selects neither leaves it (but for a
        // single list's row, as another joins) nor joins it; an action row that joins is the
        // action.
        let isReplaced = rules.mode == .single && !joining.isEmpty
        for id in leaving {
            let index = rowIndex(id)!
            changes.append(isTappable(index) || isReplaced ? deselect(id) : .rejected(.notSelectable))
        }
        for id in joining {
            let index = rowIndex(id)!
            if isLiveAction(index) {
                changes.append(.action(id))
            } else if enabledFlags[index] && !isTappable(index) && (isEditing || !rules.isEditable) {
                changes.append(.rejected(.notSelectable))
            } else {
                changes.append(select(id))
            }
        }
        return changes
    }
}
