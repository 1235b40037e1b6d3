package import PickListKit

/// What hiding or showing rows did, as the model works it out: the selection's change (as
/// for availability) and the index paths a table view animates, each as a
/// `(section, row)` pair in table order.
package struct ModelHidingUpdate<ID: Hashable>: Hashable {
    package var deselected: [ID] = []
    package var selected: [ID] = []
    package var deleted: [PickListIndexPath] = []
    package var inserted: [PickListIndexPath] = []
    package var reloaded: [PickListIndexPath] = []

    package init(
        deselected: [ID] = [], selected: [ID] = [], deleted: [PickListIndexPath] = [], inserted: [PickListIndexPath] = [],
        reloaded: [PickListIndexPath] = []
    ) {
        self.deselected = deselected
        self.selected = selected
        self.deleted = deleted
        self.inserted = inserted
        self.reloaded = reloaded
    }
}

extension SelectionModel {
    /// The index path of `row` among the rows shown, found by looking at every row.
    package func indexPath(of row: ModelRow<ID>) -> PickListIndexPath? {
        for (sectionIndex, section) in displaySections.enumerated() {
            if let rowIndex = section.rows.firstIndex(of: row) {
                return PickListIndexPath(section: sectionIndex, row: rowIndex)
            }
        }
        return nil
    }

    /// Hides or shows the rows of `ids` (`outside`: as the subset leaving them out, which
    /// showing never undoes). A row is hidden while the app hides it or the subset leaves it
    /// out.
    ///
    /// The selection moves as for availability (``setAvailable(_:_:)``): selected rows now
    /// hidden leave (kept rows, not loaded, too, after the rows shown); while the all-row was checked, the rows it now selects join unless that
    /// passes `max`. The index paths: rows that stop being shown, where they were before (in
    /// table order); rows that start being shown, where they are after; the all-row's, after,
    /// when its checkmark flipped.
    package mutating func setHidden(_ hidden: Bool, _ ids: [ID], outside isOutside: Bool = false) -> ModelHidingUpdate<ID> {
        let shownBefore = Set(self.ids.filter { !isHidden($0) })
        let wasAll = rules.hasAllRow && isAll
        let before = self
        let wasAllRowChecked = rules.hasAllRow && isAll
        if isOutside {
            if hidden { outside.formUnion(ids) } else { outside.subtract(ids) }
        } else {
            if hidden { hiddenByApp.formUnion(ids) } else { hiddenByApp.subtract(ids) }
        }
        let enabled = enabledFlags
        var update = ModelHidingUpdate<ID>()
        var next = isSelected
        for index in next.indices where next[index] && !enabled[index] {
            next[index] = false
            update.deselected.append(self.ids[index])
        }
        if wasAllRowChecked {
            let flags = allRowFlags
            let arriving = self.ids.indices.filter { flags[$0] && !next[$0] }
            if Self.count(next) + kept.count + arriving.count <= rules.maximum ?? Int.max {
                for index in arriving {
                    next[index] = true
                    update.selected.append(self.ids[index])
                }
            }
        }
        replaceSelection(Set(self.ids.indices.filter { next[$0] }.map { self.ids[$0] }))
        stampNewRows(before: Set(before.shownSelectedIDs))
        if hidden && !isOutside {
            // Selected rows not loaded (a runtime list's kept rows) that the app hides leave too.
            let hiddenIDs = Set(ids)
            update.deselected += kept.filter { hiddenIDs.contains($0.id) }.map(\.id)
            replaceKept(kept.filter { !hiddenIDs.contains($0.id) })
        }
        let shownAfter = Set(self.ids.filter { !isHidden($0) })
        update.deleted = before.ids.filter { shownBefore.contains($0) && !shownAfter.contains($0) }
            .compactMap { before.indexPath(of: .row($0)) }.sorted()
        update.inserted = self.ids.filter { shownAfter.contains($0) && !shownBefore.contains($0) }
            .compactMap { indexPath(of: .row($0)) }.sorted()
        if wasAll != (rules.hasAllRow && isAll), let allRow = indexPath(of: .all) {
            update.reloaded = [allRow]
        }
        return update
    }

    /// Sets the title the summary names for `id` (`nil`: the written one).
    package mutating func setTitle(_ title: String?, for id: ID) {
        titles[id] = title
    }
}
