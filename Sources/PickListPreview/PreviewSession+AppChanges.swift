import PickListKit

/// What the app does to a list at runtime, as `--hide`, `--show`, `--unavailable`,
/// `--set-title`, `--select` and `--deselect` play it: each change goes to PickListKit's
/// engine as an app makes it (the rows the app shows, ``PreviewAppChanges``; a select or
/// deselect through the runtime's own `select` and `deselect`), and the outcome says what a
/// table view animates.
extension PreviewSession {
    /// Whether an item of the list has `id`, shown or hidden.
    package func hasItem(_ id: String) -> Bool {
        writtenEntry(id) != nil
    }

    /// The item's row as written (the spec's item or the rows file's row), hidden or not.
    func writtenEntry(_ id: String) -> PickListEntry<String>? {
        for section in entrySections {
            if let entry = section.entries.first(where: { $0.id == id }) { return entry }
        }
        return nil
    }

    /// The ids of the rows the app hid, in the list's order.
    package var hiddenIDs: [String] {
        guard !appChanges.hidden.isEmpty else { return [] }
        return entrySections.flatMap(\.entries).map(\.id).filter { appChanges.hidden.contains($0) }
    }

    /// Hides the item's row, or shows it again: its index path is deleted (before) or
    /// inserted (after). A selected row that is hidden leaves the selection; while the
    /// all-row is checked, a row shown again joins it.
    ///
    /// - Throws: ``PreviewScriptError`` when hiding it would leave the list no row.
    package mutating func setHidden(_ hidden: Bool, id: String) throws(PreviewScriptError) -> PreviewOutcome {
        guard appChanges.hidden.contains(id) != hidden else {
            return unchanged(id, note: hidden ? "already hidden" : "already shown")
        }
        if hidden, rows.entries.count == 1, rows.entry(id) != nil {
            throw PreviewScriptError("--hide \(id): it is the last row the list '\(spec.name)' shows, and a list shows at least one row")
        }
        var changes = appChanges
        if hidden { changes.hidden.insert(id) } else { changes.hidden.remove(id) }
        return apply(changes, to: id) { before, after in
            hidden ? PreviewRowUpdate(deleted: before.map { [$0] } ?? []) : PreviewRowUpdate(inserted: after.map { [$0] } ?? [])
        }
    }

    /// Makes an item unavailable (`available: false`) or available again: its row is dimmed
    /// and reloaded, a tap on it is refused with the list's `messages.disabled`, and a
    /// selected item that becomes unavailable leaves the selection.
    package mutating func setAvailable(_ available: Bool, id: String) -> PreviewOutcome {
        guard writtenEntry(id)?.isEnabled ?? false else { return unchanged(id, note: "disabled in the list") }
        guard appChanges.unavailable.contains(id) == available else {
            return unchanged(id, note: available ? "already available" : "already unavailable")
        }
        var changes = appChanges
        if available { changes.unavailable.remove(id) } else { changes.unavailable.insert(id) }
        return apply(changes, to: id) { _, after in
            after.map { PreviewRowUpdate(reloaded: [$0]) } ?? PreviewRowUpdate(note: "hidden; dimmed when it is shown again")
        }
    }

    /// Sets the title the item's row shows (`nil`: the written, translated title again); search
    /// and the summary use it. A hidden row keeps it for when it is shown again.
    package mutating func setTitle(_ title: String?, id: String) -> PreviewOutcome {
        guard appChanges.titles[id] != title else {
            return unchanged(id, note: title == nil ? "the written title already" : "already this title")
        }
        var changes = appChanges
        changes.titles[id] = title
        if changes.hidden.contains(id) {
            appChanges = changes
            return unchanged(id, note: "hidden; the row shows this title when it is shown again")
        }
        return apply(changes, to: id) { _, after in PreviewRowUpdate(reloaded: after.map { [$0] } ?? []) }
    }

    /// Sets the subtitle the item's row shows (`nil`: the written, translated subtitle again,
    /// or none), as the runtime's `setSubtitle(_:for:)`; search (`searchable: {in: [subtitle]}`)
    /// uses it. A hidden row keeps it for when it is shown again.
    package mutating func setSubtitle(_ subtitle: String?, id: String) -> PreviewOutcome {
        guard appChanges.subtitles[id] != subtitle else {
            return unchanged(id, note: subtitle == nil ? "the written subtitle already" : "already this subtitle")
        }
        var changes = appChanges
        changes.subtitles[id] = subtitle
        if changes.hidden.contains(id) {
            appChanges = changes
            return unchanged(id, note: "hidden; the row shows this subtitle when it is shown again")
        }
        return apply(changes, to: id) { _, after in PreviewRowUpdate(reloaded: after.map { [$0] } ?? []) }
    }

    /// Moves picks of a list with `order: selection` as SwiftUI's `onMove` does (the runtime's
    /// `move(fromOffsets:toOffset:)`): the picks at `source` (offsets into ``selectedIDs``,
    /// from 0) go before the pick at `destination` (or to the end, at the number of picks).
    /// The outcome carries the picks' order after it; a move that changes nothing says why.
    package mutating func move(fromOffsets source: [Int], toOffset destination: Int) -> PreviewOutcome {
        var result = PreviewOutcome(target: .order, outcome: .unchanged)
        let count = rows.selectedIDs.count
        if !isOrderedBySelection {
            result.note = "the list keeps its picks in display order; only a list with 'order: selection' moves them"
        } else if let outside = (source + [destination]).first(where: { $0 < 0 || $0 > count }) ?? source.first(where: { $0 == count }) {
            result.note = count == 0
                ? "nothing is selected, so there is no pick \(outside)"
                : "\(count) pick\(count == 1 ? "" : "s"): offsets 0 to \(count - 1), and \(count) for the end, not \(outside)"
        } else if rows.move(fromOffsets: source, toOffset: destination) {
            result.outcome = .changed
        } else {
            result.note = "already in this order"
        }
        result.order = rows.selectedIDs
        return result
    }

    /// Selects the item as the app does, not by a tap (PickListKit's `select`): refused for a
    /// hidden or unavailable row, outside edit mode and past `max`, as the runtime refuses it.
    package mutating func select(_ id: String) -> PreviewOutcome {
        // The change first: the outcome reads the checkmarks after it.
        let change = rows.select(id)
        return outcome(forChangeOf: id, change)
    }

    /// Deselects the item as the app does (PickListKit's `deselect`): refused below `min`,
    /// outside edit mode and while every row is selected under `while_all: lock`.
    package mutating func deselect(_ id: String) -> PreviewOutcome {
        // The change first: the outcome reads the checkmarks after it.
        let change = rows.deselect(id)
        return outcome(forChangeOf: id, change)
    }

    // MARK: Applying a change

    /// The outcome of a select or deselect of the item `id`.
    private func outcome(forChangeOf id: String, _ change: PickListChange<PickListEntryRow<String>>) -> PreviewOutcome {
        var result = outcome(change, target: .item(id))
        result.isHiddenRow = result.rejection == .noSuchRow && appChanges.hidden.contains(id)
        return result
    }

    /// A step that changed nothing, and why.
    private func unchanged(_ id: String, note: String) -> PreviewOutcome {
        var outcome = PreviewOutcome(target: .item(id), outcome: .unchanged)
        outcome.rowUpdate = PreviewRowUpdate(note: note)
        return outcome
    }

    /// Gives the engine the rows with `changes` applied, as an app's update does, and says
    /// what changed: the row update `update` makes of the item's index paths before and after
    /// (`nil`: not shown then), the all-row reloaded when its checkmark changed, and the rows
    /// whose checkmark changed.
    private mutating func apply(
        _ changes: PreviewAppChanges, to id: String,
        update: (_ before: PickListIndexPath?, _ after: PickListIndexPath?) -> PreviewRowUpdate
    ) -> PreviewOutcome {
        let before = indexPath(of: .entry(id))
        let wasAll = rows.isChecked(.all)
        appChanges = changes
        let report = rows.update(sections: appChanges.applied(to: entrySections))
        var rowUpdate = update(before, indexPath(of: .entry(id)))
        let isAll = rows.isChecked(.all)
        let changed = Set(report.deselected).union(report.selected)
        var rowChanges = entrySections.flatMap(\.entries).map(\.id).filter(changed.contains).map {
            PreviewRowChange(id: $0, isChecked: rows.contains($0))
        }
        if wasAll != isAll, let allRow = indexPath(of: .all) {
            rowUpdate.reloaded = (rowUpdate.reloaded + [allRow]).sorted()
            let change = PreviewRowChange(id: nil, isChecked: isAll)
            if policy.allRow?.position == .last { rowChanges.append(change) } else { rowChanges.insert(change, at: 0) }
        }
        if isSearching { search(searchQuery) }
        var outcome = PreviewOutcome(target: .item(id), outcome: .changed, changes: rowChanges)
        outcome.rowUpdate = rowUpdate
        return outcome
    }

    /// A row's index path among the rows shown, as a table view has it.
    private func indexPath(of row: PickListEntryRow<String>) -> PickListIndexPath? {
        rows.indexPath(of: row).map { PickListIndexPath(section: $0.section, row: $0.row) }
    }
}
