import Testing
import PickListKit

/// The runtime rows' own behaviour (contract §6) and every bad input the issue names; the
/// shared rules are also checked against the reference model by the property tests.
@Suite struct RuntimeRowsTests {
    // MARK: Layout

    @Test func unsectionedRows_showTheAllRowInTheirSection_indexPathsBothWays() {
        let people = People.Rows(entries([10, 20, 30]))
        #expect(people.sections == [.init(title: nil, rows: [.all, .entry(10), .entry(20), .entry(30)])])
        #expect(people.row(section: 0, row: 0) == .all)
        #expect(people.row(section: 0, row: 3) == .entry(30))
        #expect(people.row(section: 0, row: 4) == nil)
        #expect(people.row(section: -1, row: 0) == nil)
        #expect(people.indexPath(of: .entry(20))! == (0, 2))
        #expect(people.indexPath(of: .all)! == (0, 0))
        #expect(people.indexPath(of: .entry(99)) == nil)
        #expect(people.title(of: .all) == "Everyone")
    }

    @Test func sections_putTheAllRowInASectionOfItsOwn() {
        let people = People.Rows(sections: [
            PickListEntrySection(title: "Design", entries: entries([1, 2])),
            PickListEntrySection(title: "Empty", entries: []),
            PickListEntrySection(title: "Build", entries: entries([3])),
        ])
        #expect(people.numberOfSections == 4)
        #expect(people.sections.map(\.title) == [nil, "Design", "Empty", "Build"])
        #expect(people.sections.map(\.rows.count) == [1, 2, 0, 1])
        #expect(people.indexPath(of: .entry(3))! == (3, 0))
        #expect(people.row(section: 3, row: 0) == .entry(3))
        #expect(people.numberOfRows(inSection: 2) == 0)
        #expect(people.sectionTitle(1) == "Design")
        #expect(people.sectionTitle(9) == nil)
    }

    @Test func allRowLast_isTheLastRow() {
        let bounded = Bounded.Rows(entries([1, 2, 3]))
        #expect(bounded.sections[0].rows == [.entry(1), .entry(2), .entry(3), .all])
        #expect(bounded.indexPath(of: .all)! == (0, 3))
    }

    // MARK: Taps

    @Test func taps_reportExactlyTheRowsWhoseCheckmarkChanged() {
        var people = People.Rows(entries([1, 2, 3]))
        #expect(people.tap(.entry(2)).rows == [.entry(2)])
        #expect(people.tap(.entry(1)).rows == [.entry(1)])
        #expect(people.tap(.entry(3)).rows == [.all, .entry(3)])  // the all-row follows isAll
        #expect(people.isChecked(.all))
        // isolate (the default while_all): only the tapped row stays.
        #expect(people.tap(.entry(2)).rows == [.all, .entry(1), .entry(3)])
        #expect(people.selectedIDs == [2])
        #expect(people.tap(section: 0, row: 0).rows == [.all, .entry(1), .entry(3)])
        #expect(people.isAll)
        #expect(people.tap(.all).rows == [.all, .entry(1), .entry(2), .entry(3)])
        #expect(people.isEmpty)
    }

    @Test func single_deselect_andTheAllRowIsNoRow() {
        var assignee = Assignee.Rows(entries([1, 2]))
        #expect(assignee.tap(.entry(1)).rows == [.entry(1)])
        #expect(assignee.tap(.entry(2)).rows == [.entry(1), .entry(2)])
        #expect(assignee.tap(.entry(2)).rows == [.entry(2)])
        #expect(assignee.isEmpty)
        #expect(assignee.tap(.all) == .rejected(.noSuchRow))
    }

    @Test func tapOnAnUnknownIdOrIndexPath_isRefused() {
        var people = People.Rows(entries([1]))
        #expect(people.tap(.entry(42)) == .rejected(.noSuchRow))
        #expect(people.tap(section: 0, row: 7) == .rejected(.noSuchRow))
        #expect(people.tap(section: 3, row: 0) == .rejected(.noSuchRow))
        #expect(people.isEmpty)
    }

    @Test func summary_joinsTheEntriesTitles() {
        var people = People.Rows([
            PickListEntry(id: 1, title: "Ada"), PickListEntry(id: 2, title: "Grace"), PickListEntry(id: 3, title: "Linus"),
        ])
        #expect(people.summary == "")
        people.tap(.entry(2))
        #expect(people.summary == "Grace")
        people.tap(.entry(1))
        #expect(people.summary == "2 of 3")
        people.tap(.entry(3))
        #expect(people.summary == "Everyone")
    }

    @Test func search_foldsLikeEnumLists_overTitlesAndKeywords() {
        let people = People.Rows([
            PickListEntry(id: "zoe", title: "Zoë Müller", keywords: ["design"]),
            PickListEntry(id: "ann", title: "Ann O'Neil"),
            PickListEntry(id: "bob", title: "Bob", keywords: ["Zürich office"]),
        ])
        #expect(people.search("mul") == ["zoe"])
        #expect(people.search("oneil") == ["ann"])
        #expect(people.search("zur") == ["bob"])
        #expect(people.search("DESIGN zoe") == ["zoe"])
        #expect(people.search("  ") == ["zoe", "ann", "bob"])
    }

    // MARK: Edit mode (a Mail-style inbox)

    @Test func inbox_editSelectDelete_updatesTheRows() {
        var messages = entries([1, 2, 3, 4, 5])
        var inbox = Inbox.Rows(messages)
        #expect(inbox.tap(.entry(1)) == .rejected(.notEditing))
        #expect(inbox.summary == "No Action")
        inbox.setEditing(true)
        for id in [2, 4, 5] { inbox.tap(.entry(id)) }
        #expect(inbox.summary == "Delete (3)")
        let deleted = Set(inbox.selectedIDs)
        messages.removeAll { deleted.contains($0.id) }
        let update = inbox.update(messages)
        #expect(update.deselected == [2, 4, 5])
        #expect(inbox.entries.map(\.id) == [1, 3])
        #expect(inbox.isEmpty)
        #expect(inbox.isEditing)  // an update keeps edit mode
        #expect(inbox.summary == "No Action")
    }

    @Test func updateDuringEditMode_keepsTheSelectionById() {
        var inbox = Inbox.Rows(entries([1, 2, 3]))
        inbox.setEditing(true)
        inbox.tap(.entry(3))
        let update = inbox.update(entries([0, 3, 1, 2]))
        #expect(update == PickListUpdate())
        #expect(inbox.selectedIDs == [3])
        #expect(inbox.indexPath(of: .entry(3))! == (0, 1))
        #expect(inbox.setEditing(false).rows == [.entry(3)])
    }

    // MARK: Updates

    @Test func update_keepsSelectedRowsThatMoveRetitleOrResection() {
        var people = People.Rows(entries([1, 2, 3, 4]), selecting: [2, 4])
        let update = people.update(sections: [
            PickListEntrySection(title: "B", entries: [PickListEntry(id: 4, title: "Renamed")]),
            PickListEntrySection(title: "A", entries: entries([3, 2, 1])),
        ])
        #expect(update == PickListUpdate())
        #expect(people.selectedIDs == [4, 2])  // display order of the new rows
        #expect(people.entry(4)?.title == "Renamed")
        #expect(people.indexPath(of: .entry(2))! == (2, 1))
    }

    @Test func update_dropsRowsThatLeaveOrBecomeDisabled_andReportsThem() {
        var people = People.Rows(entries([1, 2, 3, 4]), selecting: [1, 2, 3])
        let update = people.update(entries([2, 3, 4, 5], disabled: [3]))
        #expect(update.deselected == [1, 3])
        #expect(update.selected == [])
        #expect(people.selectedIDs == [2])
        #expect(!people.isAll)
    }

    @Test func whileTheAllRowIsChecked_arrivingRowsAreSelectedToo() {
        var people = People.Rows(entries([1, 2]))
        people.tap(.all)
        let update = people.update(entries([0, 1, 2, 3], disabled: [3]))
        #expect(update.selected == [0])
        #expect(people.isAll)
        #expect(people.isChecked(.all))
        #expect(people.selectedIDs == [0, 1, 2])
    }

    @Test func whenNotAll_arrivingRowsArriveUnselected() {
        var people = People.Rows(entries([1, 2]), selecting: [1])
        let update = people.update(entries([1, 2, 3]))
        #expect(update.selected == [])
        #expect(people.selectedIDs == [1])
    }

    @Test func arrivingRowsPastMax_arriveUnselected() {
        var bounded = Bounded.Rows(entries([1, 2, 3]))
        bounded.tap(.all)
        #expect(bounded.isAll)
        let update = bounded.update(entries([1, 2, 3, 4]))
        #expect(update.selected == [])
        #expect(bounded.selectedIDs == [1, 2, 3])
        #expect(!bounded.isAll)
    }

    @Test func aSelectionBelowMinAfterAnUpdate_movesBackWithTaps() {
        var bounded = Bounded.Rows(entries([1, 2, 3, 4]), selecting: [1, 2])
        bounded.update(entries([2, 3, 4]))
        #expect(bounded.selectedIDs == [2])  // below min 2: allowed after an update
        #expect(bounded.tap(.entry(2)) == .rejected(.minimum))
        #expect(bounded.tap(.entry(3)).outcome == .changed)
        #expect(bounded.selectedIDs == [2, 3])
    }

    // MARK: Bad input

    @Test func duplicateIds_firstWins_restReported() {
        var people = People.Rows([
            PickListEntry(id: 1, title: "First"), PickListEntry(id: 2, title: "Two"),
            PickListEntry(id: 1, title: "Second"), PickListEntry(id: 2, title: "Again"), PickListEntry(id: 1, title: "Third"),
        ])
        #expect(people.entries.map(\.title) == ["First", "Two"])
        #expect(people.duplicateIDs == [1, 2, 1])
        #expect(people.sections[0].rows == [.all, .entry(1), .entry(2)])
        people.tap(.all)
        #expect(people.count == 2)
        let update = people.update(sections: [
            PickListEntrySection(title: "A", entries: entries([5, 6])),
            PickListEntrySection(title: "B", entries: entries([6, 7, 5])),
        ])
        #expect(update.duplicateIDs == [6, 5])
        #expect(people.numberOfRows(inSection: 2) == 1)
        #expect(people.indexPath(of: .entry(7))! == (2, 0))
    }

    @Test func emptyTitles_areShownAsTheyAre() {
        var people = People.Rows([PickListEntry(id: 1, title: ""), PickListEntry(id: 2, title: "")])
        people.tap(.entry(1))
        #expect(people.summary == "")
        #expect(people.title(of: .entry(1)) == "")
    }

    @Test func everyRowDisabled_nothingCanBeSelected_andAllIsNeverChecked() {
        var people = People.Rows(entries([1, 2], disabled: [1, 2]), selecting: [1])
        #expect(people.isEmpty)
        #expect(!people.isAll)
        #expect(people.tap(.entry(1)) == .rejected(.disabled))
        #expect(people.tap(.all) == .unchanged)
        #expect(!people.isChecked(.all))
    }

    @Test func zeroRows_haveOnlyTheAllRow() {
        var people = People.Rows([PickListEntry<Int>]())
        #expect(people.sections == [.init(title: nil, rows: [.all])])
        #expect(people.tap(.all) == .unchanged)
        #expect(!people.isAll)
        var empty = Everything.Rows(sections: [PickListEntrySection<Int>]())
        #expect(empty.sections == [.init(title: nil, rows: [.all])])
        #expect(empty.isEmpty)
        #expect(empty.update(entries([1])).selected == [])
    }

    @Test func defaultAll_selectsEveryEnabledRow_unlessIdsAreGiven() {
        #expect(Everything.Rows(entries([1, 2, 3], disabled: [2])).selectedIDs == [1, 3])
        #expect(Everything.Rows(entries([1, 2, 3]), selecting: [2]).selectedIDs == [2])
        // exclude: deselects just the tapped row.
        var everything = Everything.Rows(entries([1, 2, 3]))
        #expect(everything.tap(.entry(2)).rows == [.all, .entry(2)])
    }

    @Test func restore_dropsGoneAndDisabledIds_andSaysWhich() {
        var people = People.Rows(entries([1, 2, 3, 4], disabled: [4]))
        let restoration = people.restore([3, 9, 1, 4, 3, 8])
        #expect(restoration.restored == [1, 3])
        #expect(restoration.dropped == [9, 4, 8])
        #expect(people.selectedIDs == [1, 3])
    }

    @Test func restoreOnASingleList_keepsTheFirstInDisplayOrder() {
        var assignee = Assignee.Rows(entries([1, 2, 3]))
        let restoration = assignee.restore([3, 2])
        #expect(restoration.restored == [2])
        #expect(restoration.dropped == [3])
    }

    @Test func restoreOnAnEditModeList_entersEditMode() {
        var inbox = Inbox.Rows(entries([1, 2]))
        inbox.restore([2])
        #expect(inbox.isEditing)
        #expect(inbox.selectedIDs == [2])
    }

    @Test func minLargerThanTheEnabledRows_refusesOnlyMovesAwayFromIt() {
        var bounded = Bounded.Rows(entries([1, 2, 3], disabled: [2, 3]))
        #expect(bounded.tap(.entry(1)).outcome == .changed)  // 0 → 1: towards min 2
        #expect(bounded.isAll)
        #expect(bounded.tap(.entry(1)) == .rejected(.locked))  // while_all: lock
        #expect(bounded.tap(.all) == .rejected(.minimum))  // 1 → 0: away from min
    }

    // MARK: SwiftUI's Set<ID>

    @Test func selectionSet_appliesThroughThePolicy_andUndoesWhatItRefuses() {
        var bounded = Bounded.Rows(entries([1, 2, 3, 4, 5]))
        bounded.selection = [1, 2, 3, 4]  // max 3: the fourth is refused
        #expect(bounded.selection == [1, 2, 3])
        bounded.selection = [1]  // min 2: the second removal is refused
        #expect(bounded.selection == [1, 3])
        let changes = bounded.applySelection([1, 3, 77])
        #expect(changes == [.rejected(.noSuchRow)])
        #expect(bounded.selection == [1, 3])
    }

    @Test func selectionSetOfEveryRow_isOneTapOnTheAllRow() {
        var people = People.Rows(entries([1, 2, 3]), selecting: [2])
        let changes = people.applySelection([1, 2, 3])
        #expect(changes.map(\.rows) == [[.all, .entry(1), .entry(3)]])
        let clear = people.applySelection([])
        #expect(clear.map(\.rows) == [[.all, .entry(1), .entry(2), .entry(3)]])
        #expect(people.isEmpty)
    }

    @Test func selectionSetOutsideEditMode_isRefused() {
        var inbox = Inbox.Rows(entries([1, 2]))
        inbox.selection = [1]
        #expect(inbox.selection.isEmpty)
    }

    // MARK: Value semantics

    @Test func equality_followsRowsAndSelection_description_namesThem() {
        var a = People.Rows(entries([1, 2]))
        let b = People.Rows(entries([1, 2]))
        #expect(a == b)
        a.tap(.entry(1))
        #expect(a != b)
        #expect(a.description == "[1] of 2 rows")
        var inbox = Inbox.Rows(entries([1]))
        inbox.setEditing(true)
        #expect(inbox.description == "[] of 1 rows (editing)")
    }

    @Test func stringIds_work_asAnyHashableIdDoes() {
        var rows = Inbox.Rows(["a", "b"].map { PickListEntry(id: $0, title: $0.uppercased()) })
        rows.setEditing(true)
        rows.tap(.entry("b"))
        #expect(rows.selectedIDs == ["b"])
        #expect(Inbox.listTitle == "Inbox")
    }
}
