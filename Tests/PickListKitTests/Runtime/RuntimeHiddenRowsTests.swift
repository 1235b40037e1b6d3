import PickListKit
import Testing

/// Hidden rows on a runtime list (`setHidden(_:forIDs:)`), read as a table view reads them: each
/// update's index paths are applied to an array model of the table (deletions at their paths
/// before, insertions at theirs after, reloads), which must then show exactly the list's new
/// `sections` and checkmarks.
@Suite struct RuntimeHiddenRowsTests {
    typealias Rows<List: RuntimePickList> = PickListRows<List, Int>

    /// A table view's rows and checkmarks, changed only by what updates report.
    struct Table<List: RuntimePickList>: Equatable {
        var sections: [[Cell]]

        struct Cell: Equatable {
            var row: PickListEntryRow<Int>
            var isChecked: Bool
        }

        /// The table a data source shows for `rows`.
        init(_ rows: Rows<List>) {
            sections = rows.sections.map { $0.rows.map { Cell(row: $0, isChecked: rows.isChecked($0)) } }
        }

        /// Applies an update as `performBatchUpdates` does (deletions at their index paths
        /// before the change, insertions at theirs after it), then the reloads; new cells and
        /// reloaded ones are drawn from `rows`, the list after the change.
        mutating func apply(_ update: PickListUpdate<Int>, _ rows: Rows<List>) {
            for path in update.deletedRows.sorted(by: >) { sections[path.section].remove(at: path.row) }
            for path in update.insertedRows.sorted() {
                let row = rows.row(section: path.section, row: path.row)!
                sections[path.section].insert(Cell(row: row, isChecked: rows.isChecked(row)), at: path.row)
            }
            for path in update.reloadedRows {
                sections[path.section][path.row].isChecked = rows.isChecked(sections[path.section][path.row].row)
            }
        }
    }

    /// Hides or shows `ids` on `rows` and checks the table the update animates against the
    /// list's new rows; returns the update.
    @discardableResult
    func hide<List>(_ hidden: Bool, _ ids: [Int], on rows: inout Rows<List>) -> PickListUpdate<Int> {
        var table = Table(rows)
        let update = rows.setHidden(hidden, forIDs: ids)
        table.apply(update, rows)
        #expect(table == Table(rows), "the table after setHidden(\(hidden), \(ids)), animated by \(update)")
        return update
    }

    private func path(_ section: Int, _ row: Int) -> PickListIndexPath { PickListIndexPath(section: section, row: row) }

    private func shown<List>(_ rows: Rows<List>) -> [[PickListEntryRow<Int>]] { rows.sections.map(\.rows) }

    /// People: an all-row first ("Everyone"), summary `{count} of {total}`.
    private func people() -> Rows<People> { Rows<People>(entries([1, 2, 3, 4, 5])) }

    /// Three titled sections, an all-row of its own last.
    private func folders() -> Rows<Bounded> {
        Rows<Bounded>(sections: [
            PickListEntrySection(title: "iCloud", entries: entries([1, 2, 3])),
            PickListEntrySection(title: "On My iPhone", entries: entries([4, 5])),
            PickListEntrySection(title: "Work", entries: entries([6])),
        ])
    }

    // MARK: Rows shown

    @Test func hidingARow_deletesItsRow_andTheRowsAfterItMoveUp() {
        var rows = people()
        let update = hide(true, [2], on: &rows)
        #expect(update == PickListUpdate(deletedRows: [path(0, 2)]))
        #expect(shown(rows) == [[.all, .entry(1), .entry(3), .entry(4), .entry(5)]])
        #expect(rows.numberOfRows(inSection: 0) == 5)
        #expect(rows.row(section: 0, row: 2) == .entry(3))
        #expect(rows.row(section: 0, row: 5) == nil)
        #expect(rows.indexPath(of: .entry(3)).map { [$0.section, $0.row] } == [0, 2])
        #expect(rows.indexPath(of: .entry(2)) == nil)
        #expect(rows.isHidden(2) && rows.hiddenIDs == [2])
        #expect(rows.shownEntries.map(\.id) == [1, 3, 4, 5])
        // The rows themselves still hold it.
        #expect(rows.entries.map(\.id) == [1, 2, 3, 4, 5] && rows.entry(2)?.title == "Row 2")
    }

    @Test func hidingAndShowingInSections_keepsEverySectionInPlace() {
        var rows = folders()
        #expect(hide(true, [4, 5, 1], on: &rows) == PickListUpdate(deletedRows: [path(0, 0), path(1, 0), path(1, 1)]))
        #expect(shown(rows) == [[.entry(2), .entry(3)], [], [.entry(6)], [.all]])
        #expect(rows.sections.map(\.title) == ["iCloud", "On My iPhone", "Work", nil])
        #expect(rows.numberOfSections == 4 && rows.numberOfRows(inSection: 1) == 0)
        #expect(rows.indexPath(of: .all).map { [$0.section, $0.row] } == [3, 0])
        #expect(hide(false, [5, 1], on: &rows) == PickListUpdate(insertedRows: [path(0, 0), path(1, 0)]))
        #expect(shown(rows) == [[.entry(1), .entry(2), .entry(3)], [.entry(5)], [.entry(6)], [.all]])
    }

    @Test func hidingARowHiddenAlready_orShowingOneShown_changesNothing() {
        var rows = people()
        hide(true, [3], on: &rows)
        #expect(hide(true, [3], on: &rows) == PickListUpdate())
        #expect(hide(false, [4], on: &rows) == PickListUpdate())
        #expect(hide(false, [3], on: &rows) == PickListUpdate(insertedRows: [path(0, 3)]))
        // Nothing hidden any more: the list is the one made without hiding.
        #expect(rows == people() && rows.hiddenIDs.isEmpty)
    }

    @Test func tapsByIndexPath_andCheckmarks_readTheRowsShown() {
        var rows = people()
        hide(true, [1], on: &rows)
        #expect(rows.tap(section: 0, row: 1) == PickListChange(outcome: .changed, rows: [.entry(2)]))
        #expect(rows.isChecked(section: 0, row: 1) && !rows.isChecked(section: 0, row: 2))
        #expect(rows.tap(section: 0, row: 5) == .rejected(.noSuchRow))
        #expect(!rows.isChecked(section: 0, row: 5))
        #expect(rows.selectedIDs == [2])
    }

    @Test func hiddenRows_cannotBeTappedSelectedOrDeselected() {
        var rows = people()
        hide(true, [3], on: &rows)
        #expect(rows.tap(.entry(3)) == .rejected(.noSuchRow))
        #expect(rows.select(3) == .rejected(.noSuchRow))
        #expect(rows.deselect(3) == .rejected(.noSuchRow))
        #expect(rows.applySelection([3, 4]) == [.rejected(.noSuchRow), PickListChange(outcome: .changed, rows: [.entry(4)])])
        #expect(rows.selectedIDs == [4])
    }

    // MARK: The selection

    @Test func hidingASelectedRow_deselectsIt_andReportsIt() {
        var rows = Rows<People>(entries([1, 2, 3]), selecting: [1, 2])
        #expect(hide(true, [2], on: &rows) == PickListUpdate(deselected: [2], deletedRows: [path(0, 2)]))
        #expect(rows.selectedIDs == [1])
        // Shown again, it comes back unselected.
        #expect(hide(false, [2], on: &rows) == PickListUpdate(insertedRows: [path(0, 2)]))
        #expect(!rows.contains(2))
    }

    @Test func hidingTheOnlyUnselectedRow_checksTheAllRow_whichTheUpdateReloads() {
        var rows = Rows<People>(entries([1, 2, 3]), selecting: [1, 2])
        #expect(!rows.isAll && rows.summary == "2 of 3")
        let update = hide(true, [3], on: &rows)
        #expect(update == PickListUpdate(deletedRows: [path(0, 3)], reloadedRows: [path(0, 0)]))
        #expect(rows.isAll && rows.isChecked(.all) && rows.allState == .all && rows.summary == "Everyone")
        #expect(rows.accessibilityValue(for: .all) == "")
        // While the all-row is checked, a row shown again joins, so it stays checked.
        #expect(hide(false, [3], on: &rows) == PickListUpdate(selected: [3], insertedRows: [path(0, 3)]))
        #expect(rows.isAll && rows.selectedIDs == [1, 2, 3])
    }

    @Test func summaryAndVoiceOver_countTheRowsShown() {
        var rows = Rows<People>(entries([1, 2, 3, 4, 5]), selecting: [1, 2])
        hide(true, [4, 5], on: &rows)
        #expect(rows.summary == "2 of 3")
        #expect(rows.accessibilityValue(for: .all) == "2 of 3 selected")
        hide(false, [5], on: &rows)
        #expect(rows.summary == "2 of 4")
    }

    @Test func hidingEveryRow_leavesTheAllRowAlone_unchecked() {
        var rows = Rows<People>(entries([1, 2]), selecting: [1, 2])
        let update = hide(true, [1, 2], on: &rows)
        #expect(update == PickListUpdate(deselected: [1, 2], deletedRows: [path(0, 1), path(0, 2)], reloadedRows: [path(0, 0)]))
        #expect(shown(rows) == [[.all]])
        #expect(!rows.isAll && rows.allState == .none && rows.isEmpty)
        #expect(rows.tap(.all) == .unchanged)
        #expect(rows.search("") == [])
    }

    // MARK: Hidden by id

    @Test func anUpdate_keepsHiddenIDsHidden() {
        var rows = Rows<People>(entries([1, 2, 3]), selecting: [1])
        hide(true, [2], on: &rows)
        rows.update(entries([3, 2, 1, 4]))
        #expect(shown(rows) == [[.all, .entry(3), .entry(1), .entry(4)]])
        #expect(rows.isHidden(2) && rows.indexPath(of: .entry(2)) == nil)
        #expect(rows.tap(section: 0, row: 2) == PickListChange(outcome: .changed, rows: [.entry(1)]))
    }

    @Test func aSelectedRow_arrivingHiddenInAnUpdate_leavesTheSelection() {
        var rows = Rows<People>(entries([1, 2, 3]), selecting: [1, 2])
        hide(true, [5], on: &rows)
        rows.update(entries([1, 2, 3, 5]))
        let update = rows.update(sections: [PickListEntrySection(title: "Team", entries: entries([2, 5]))])
        #expect(update.deselected == [1])
        #expect(shown(rows) == [[.all], [.entry(2)]])
        #expect(rows.selectedIDs == [2])
    }

    @Test func hidingAnIDNoRowHas_changesNoRow_untilARowArrivesWithIt() {
        var rows = people()
        #expect(hide(true, [9], on: &rows) == PickListUpdate())
        #expect(rows.hiddenIDs == [9] && rows.isHidden(9) && shown(rows) == shown(people()))
        // Not a row change, but the list remembers it.
        #expect(rows != people())
        rows.update(entries([9, 1]))
        #expect(shown(rows) == [[.all, .entry(1)]])
        #expect(hide(false, [9], on: &rows) == PickListUpdate(insertedRows: [path(0, 1)]))
    }

    @Test func hidingASelectedRowNotLoaded_deselectsIt() {
        var rows = Rows<People>(entries([1, 2, 3]), selecting: [1, 3])
        rows.update(entries([1, 2]), unloaded: .keepSelected)
        #expect(rows.unloadedIDs == [3])
        #expect(hide(true, [3], on: &rows) == PickListUpdate(deselected: [3]))
        #expect(rows.unloadedIDs.isEmpty && rows.selectedIDs == [1])
    }

    @Test func restore_leavesHiddenIDsOut() {
        var rows = people()
        hide(true, [2, 8], on: &rows)
        let restoration = rows.restore([1, 2, 8], unloaded: .keepSelected)
        #expect(restoration == PickListRestoration(restored: [1], dropped: [2, 8]))
    }

    // MARK: Search

    @Test func search_leavesHiddenRowsOut() {
        var rows = Rows<People>([
            PickListEntry(id: 1, title: "Ada Lovelace"), PickListEntry(id: 2, title: "Alan Turing"),
            PickListEntry(id: 3, title: "Grace Hopper"),
        ])
        hide(true, [2], on: &rows)
        #expect(rows.search("a") == [1])
        #expect(rows.search("") == [1, 3])
    }

    /// A list whose spec searches subtitles and section titles too.
    enum Voices: RuntimePickList {
        static let definition = PickListPolicy(
            title: "Voice", selection: .single, searchable: true, searchIn: [.title, .subtitle, .section])
    }

    @Test func searchFields_reachRuntimeRows() {
        let rows = PickListRows<Voices, Int>(sections: [
            PickListEntrySection(title: "English", entries: [
                PickListEntry(id: 1, title: "Samantha", subtitle: "Enhanced", keywords: ["default"]),
            ]),
            PickListEntrySection(title: "Français", entries: [PickListEntry(id: 2, title: "Thomas")]),
        ])
        #expect(rows.search("enhanced") == [1])
        #expect(rows.search("english") == [1])
        #expect(rows.search("francais") == [2])
        // Keywords are not among the fields named.
        #expect(rows.search("default") == [])
        #expect(rows.search("sam eng") == [1])
    }
}
