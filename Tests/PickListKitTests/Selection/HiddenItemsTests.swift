import Testing
import PickListKit

/// Hidden items on an enum list's selection: the rows shown, their index paths both ways, and
/// what each change reports for a table view to animate. `Duration`'s written layout:
/// section 0 "Short" (5 minutes, 1 hour, 8 hours), section 1 "Long" (1 day, 1 week, Forever),
/// section 2 the all-row alone.
@Suite struct HiddenItemsTests {
    private func path(_ section: Int, _ row: Int) -> PickListIndexPath { PickListIndexPath(section: section, row: row) }

    private func rows(_ selection: Duration.Selection) -> [[Duration.Row]] {
        selection.sections.map(\.rows)
    }

    @Test func hidingAnItem_deletesItsRow_andTheRowsAfterItMoveUp() {
        var selection = Duration.Selection()
        let update = selection.setHidden(true, for: .oneHour)
        #expect(update == PickListUpdate(deletedRows: [path(0, 1)]))
        #expect(rows(selection) == [[.item(.fiveMinutes), .item(.eightHours)], [.item(.oneDay), .item(.oneWeek), .item(.forever)], [.all]])
        #expect(selection.row(section: 0, row: 1) == .item(.eightHours))
        #expect(selection.row(section: 0, row: 2) == nil)
        #expect(selection.indexPath(of: .item(.eightHours)).map { [$0.section, $0.row] } == [0, 1])
        #expect(selection.indexPath(of: .item(.oneHour)) == nil)
        #expect(selection.numberOfRows(inSection: 0) == 2)
        #expect(selection.isHidden(.oneHour) && selection.hiddenItems == [.oneHour])
        // The type's own layout stays the written list.
        #expect(Duration.sections[0].rows.count == 3)
        #expect(Duration.row(section: 0, row: 1) == .item(.oneHour))
    }

    @Test func tapByIndexPath_readsTheRowsShown() {
        var selection = Duration.Selection()
        selection.setHidden(true, for: .fiveMinutes)
        let change = selection.tap(section: 0, row: 0)
        #expect(change == PickListChange(outcome: .changed, rows: [.item(.oneHour)]))
        #expect(selection.selectedItems == [.oneHour])
        #expect(selection.tap(section: 0, row: 2) == .rejected(.noSuchRow))
        #expect(selection.tap(section: 2, row: 0).rows.contains(.all))
    }

    @Test func showingItems_insertsTheirRows_atTheirPlacesAfterTheChange() {
        var selection = Duration.Selection()
        selection.setHidden(true, forItems: [.oneHour, .eightHours, .oneWeek])
        let update = selection.setHidden(false, forItems: [.oneWeek, .oneHour])
        #expect(update == PickListUpdate(insertedRows: [path(0, 1), path(1, 1)]))
        #expect(rows(selection) == [[.item(.fiveMinutes), .item(.oneHour)], [.item(.oneDay), .item(.oneWeek), .item(.forever)], [.all]])
    }

    @Test func hidingSeveralItems_reportsEveryRowWhereItWasBefore() {
        var selection = Duration.Selection()
        let update = selection.setHidden(true, forItems: [.forever, .fiveMinutes, .oneHour, .fiveMinutes])
        #expect(update.deletedRows == [path(0, 0), path(0, 1), path(1, 2)])
        #expect(selection.setHidden(true, for: .oneHour) == PickListUpdate())  // already hidden
    }

    @Test func hidingASelectedItem_deselectsIt_andReportsIt() {
        var selection = Duration.Selection([.oneHour, .oneDay])
        let update = selection.setHidden(true, for: .oneHour)
        #expect(update == PickListUpdate(deselected: [.oneHour], deletedRows: [path(0, 1)]))
        #expect(selection.selectedItems == [.oneDay])
        // Shown again, it comes back unselected.
        #expect(selection.setHidden(false, for: .oneHour) == PickListUpdate(insertedRows: [path(0, 1)]))
        #expect(!selection.contains(.oneHour))
    }

    @Test func hidingTheOnlyUnselectedItem_checksTheAllRow_whichTheUpdateReloads() {
        var selection = Duration.Selection([.fiveMinutes, .oneHour, .eightHours, .oneDay, .oneWeek])
        #expect(!selection.isAll)
        let update = selection.setHidden(true, for: .forever)
        #expect(update == PickListUpdate(deletedRows: [path(1, 2)], reloadedRows: [path(2, 0)]))
        #expect(selection.isAll && selection.isChecked(.all) && selection.allState == .all)
        #expect(selection.summary == "5 of 5: 5 minutes, 1 hour, 8 hours, 1 day, and 1 week")
        // While the all-row is checked, an item shown again joins, so it stays checked.
        let shown = selection.setHidden(false, for: .forever)
        #expect(shown == PickListUpdate(selected: [.forever], insertedRows: [path(1, 2)]))
        #expect(selection.isAll && selection.count == 6)
    }

    @Test func hiddenItems_cannotBeTappedOrSelected() {
        var selection = Duration.Selection()
        selection.setHidden(true, for: .oneDay)
        #expect(selection.tap(.item(.oneDay)) == .rejected(.noSuchRow))
        #expect(selection.select(.oneDay) == .rejected(.noSuchRow))
        #expect(selection.deselect(.oneDay) == .rejected(.noSuchRow))
        let changes = selection.applySelection([.oneDay, .forever])
        #expect(changes == [.rejected(.noSuchRow), PickListChange(outcome: .changed, rows: [.item(.forever)])])
        #expect(selection.selectedItems == [.forever])
        // The all-row selects the items shown only.
        selection.tap(.all)
        #expect(!selection.contains(.oneDay) && selection.count == 5 && selection.isAll)
    }

    @Test func hidingEveryItem_leavesTheAllRowAlone_unchecked() {
        var selection = Duration.Selection([.oneWeek])
        let update = selection.setHidden(true, forItems: Duration.allCases)
        #expect(update.deselected == [.oneWeek])
        #expect(update.deletedRows == [path(0, 0), path(0, 1), path(0, 2), path(1, 0), path(1, 1), path(1, 2)])
        #expect(rows(selection) == [[], [], [.all]])
        #expect(selection.row(section: 0, row: 0) == nil)
        #expect(selection.row(section: 2, row: 0) == .all)
        #expect(!selection.isAll && selection.allState == .none)
        #expect(selection.tap(.all) == .unchanged)
        #expect(selection.summary == "")
    }

    @Test func allRowSharingTheSection_keepsItsPlaceFirst() {
        var selection = RequiredTopping.Selection()
        let update = selection.setHidden(true, for: .ham)
        #expect(update.deletedRows == [path(0, 2)])
        #expect(selection.row(section: 0, row: 0) == .all)
        #expect(selection.row(section: 0, row: 2) == .item(.olives))
        #expect(selection.indexPath(of: .all).map { [$0.section, $0.row] } == [0, 0])
        #expect(selection.indexPath(of: .item(.basil)).map { [$0.section, $0.row] } == [0, 3])
    }

    @Test func allRowLastInTheSection_movesUpWithTheRows() {
        var selection = WideExclude.Selection()
        selection.setHidden(true, forItems: [.c00, .c69])
        #expect(selection.numberOfRows(inSection: 0) == 69)
        #expect(selection.row(section: 0, row: 68) == .all)
        #expect(selection.indexPath(of: .all).map { [$0.section, $0.row] } == [0, 68])
        #expect(selection.row(section: 0, row: 0) == .item(.c01))
        #expect(selection.indexPath(of: .item(.c68)).map { [$0.section, $0.row] } == [0, 67])
    }

    @Test func emptySections_keepTheirPlaces() {
        var selection = Gappy.Selection()
        selection.setHidden(true, for: .second)
        #expect(selection.sections.map(\.rows) == [[.all], [.item(.first)], [], [.item(.third)]])
        #expect(selection.indexPath(of: .item(.third)).map { [$0.section, $0.row] } == [3, 0])
        #expect(selection.row(section: 3, row: 0) == .item(.third))
        #expect(selection.setHidden(true, for: .first).deletedRows == [path(1, 0)])
        #expect(selection.numberOfRows(inSection: 1) == 0)
    }

    @Test func showingEveryItemAgain_makesTheSelectionPlainAgain() {
        var selection = Duration.Selection([.oneDay])
        selection.setHidden(true, for: .oneHour)
        selection.setHidden(false, for: .oneHour)
        #expect(selection == Duration.Selection([.oneDay]))
    }
}
