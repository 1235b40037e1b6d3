import PickListKit
import Testing

/// Rows not loaded (a paged list, a search on a server): an update with
/// `unloaded: .keepSelected` keeps the selected ids its rows lack. They stay selected and
/// counted (`count`, `max`, the summary), are listed after the rows shown in `selectedIDs`,
/// are never shown, can be deselected by id, and leave only when the app deselects them or an
/// update drops them; the all-row and `isAll` concern the rows present.
@Suite struct RuntimeRowsUnloadedTests {
    /// People 1–3 with 1 and 3 selected.
    static func firstPage() -> People.Rows<Int> {
        People.Rows(entries([1, 2, 3]), selecting: [1, 3])
    }

    // The defect as reported: the next page (rows 3–6) through a plain update drops row 1.
    @Test func plainUpdate_dropsWhatThePageLacks() {
        var people = Self.firstPage()
        let update = people.update(entries([3, 4, 5, 6]))
        #expect(people.selectedIDs == [3])
        #expect(update.deselected == [1])
    }

    @Test func keepSelected_keepsTheSelectionOfRowsNotLoaded() {
        var people = Self.firstPage()
        let update = people.update(entries([3, 4, 5, 6]), unloaded: .keepSelected)
        #expect(update == PickListUpdate(unloaded: [1]))
        #expect(people.selectedIDs == [3, 1])  // the rows shown, then those not loaded
        #expect(people.unloadedIDs == [1])
        #expect(people.count == 2)
        #expect(people.contains(1))
        #expect(people.selection == [1, 3])
        #expect(people.summary == "2 of 5")  // {total}: the enabled rows present and those kept
        #expect(people.sections[0].rows == [.all, .entry(3), .entry(4), .entry(5), .entry(6)])  // never shown
        #expect(people.tap(.entry(1)) == .rejected(.noSuchRow))  // not a row
    }

    @Test func allState_concernsTheRowsPresent() {
        var people = People.Rows(entries([1, 2, 3, 4]), selecting: [1, 3])
        people.update(entries([3, 4, 5, 6]), unloaded: .keepSelected)
        #expect(people.allState == .some)  // row 3 shown and selected
        people.deselect(3)
        #expect(people.unloadedIDs == [1])
        #expect(people.allState == .none)  // only row 1, not shown, is selected
        #expect(!people.isEmpty)
        people.tap(.all)
        #expect(people.allState == .all)
    }

    @Test func keptRowsComingBack_areSelectedAgain_orLeaveWhenDisabled() {
        var people = People.Rows(entries([1, 2, 3, 4]), selecting: [1, 2, 3])
        people.update(entries([3, 4]), unloaded: .keepSelected)
        #expect(people.selectedIDs == [3, 1, 2])
        // Row 1 comes back enabled, row 2 disabled: 1 is selected and shown, 2 leaves.
        let update = people.update(entries([1, 2, 3], disabled: [2]), unloaded: .keepSelected)
        #expect(update.deselected == [2])
        #expect(update.unloaded.isEmpty)
        #expect(people.selectedIDs == [1, 3])
        #expect(people.unloadedIDs.isEmpty)
    }

    @Test func laterPlainUpdate_dropsKeptRows_andReportsThem() {
        var people = Self.firstPage()
        people.update(entries([3, 4]), unloaded: .keepSelected)
        let update = people.update(entries([4, 5]))
        #expect(update.deselected == [3, 1])  // in the order selectedIDs listed them
        #expect(people.isEmpty)
    }

    @Test func keptRows_areDeselectableByID_andThroughTheSet() {
        var people = Self.firstPage()
        people.update(entries([3, 4]), unloaded: .keepSelected)
        #expect(people.deselect(1) == PickListChange(outcome: .changed, rows: []))
        #expect(people.selectedIDs == [3])
        #expect(people.deselect(1) == .rejected(.noSuchRow))  // gone now
        people = Self.firstPage()
        people.update(entries([3, 4]), unloaded: .keepSelected)
        #expect(people.select(1) == .unchanged)  // already selected
        people.selection = [3, 4]  // SwiftUI's set without row 1: deselected
        #expect(people.selectedIDs == [3, 4])
    }

    @Test func keptRows_countForMaximumAndMinimum() {
        var bounded = Bounded.Rows(entries([1, 2, 3, 4]), selecting: [1, 2, 3])  // min 2, max 3
        bounded.update(entries([3, 4, 5]), unloaded: .keepSelected)
        #expect(bounded.selectedIDs == [3, 1, 2])
        #expect(bounded.tap(.entry(4)) == .rejected(.maximum))  // 3 selected, 2 of them not shown
        #expect(bounded.deselect(1).outcome == .changed)  // 3 → 2
        #expect(bounded.deselect(2) == .rejected(.minimum))  // 2 → 1: below min
        #expect(bounded.tap(.entry(3)) == .rejected(.minimum))
    }

    @Test func allRow_concernsTheRowsPresent() {
        var people = Self.firstPage()
        people.update(entries([4, 5]), unloaded: .keepSelected)
        #expect(!people.isAll)
        #expect(people.tap(.all).rows == [.all, .entry(4), .entry(5)])
        #expect(people.isAll)
        #expect(people.selectedIDs == [4, 5, 1, 3])
        #expect(people.summary == "4 of 4")  // not the all text: rows not loaded are selected too
        // While all present rows are selected, new rows arrive selected; kept ones stay.
        let update = people.update(entries([4, 5, 6]), unloaded: .keepSelected)
        #expect(update.selected == [6])
        #expect(people.selectedIDs == [4, 5, 6, 1, 3])
        // The all-row clears the rows present only.
        people.tap(.all)
        #expect(people.selectedIDs == [1, 3])
    }

    @Test func summary_namesTheRowsNotLoaded() {
        var people = People.Rows(entries([1, 2]), selecting: [2])
        people.update(entries([3]), unloaded: .keepSelected)
        #expect(people.summary == "Row 2")  // one: {title}
    }

    @Test func singleList_selectingAShownRow_replacesTheKeptOne() {
        var assignee = Assignee.Rows(entries([1, 2]), selecting: [1])
        assignee.update(entries([2, 3]), unloaded: .keepSelected)
        #expect(assignee.selectedIDs == [1])
        #expect(assignee.tap(.entry(3)) == PickListChange(outcome: .changed, rows: [.entry(3)]))
        #expect(assignee.selectedIDs == [3])
        #expect(assignee.unloadedIDs.isEmpty)
    }

    @Test func leavingEditMode_clearsKeptRowsToo_restoreReplacesThem() {
        var inbox = Inbox.Rows(entries([1, 2, 3]))
        inbox.setEditing(true)
        inbox.tap(.entry(1))
        inbox.update(entries([2, 3]), unloaded: .keepSelected)
        #expect(inbox.summary == "Delete (1)")
        #expect(inbox.setEditing(false) == PickListChange(outcome: .changed, rows: []))
        #expect(inbox.isEmpty)
        inbox.setEditing(true)
        inbox.tap(.entry(2))
        inbox.update(entries([3]), unloaded: .keepSelected)
        #expect(inbox.restore([3]).restored == [3])
        #expect(inbox.unloadedIDs.isEmpty)
    }
}
