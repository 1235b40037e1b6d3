import PickListKit
import Testing

/// Restoring a saved selection against rows not all loaded (the first page of a directory, a
/// search result): `restore(_:unloaded: .keepSelected)` keeps the saved ids no row has,
/// selected and unseen, as an update with `.keepSelected` does.
@Suite struct RuntimeRowsRestoreKeepTests {
    @Test func byDefault_savedIDsNoRowHas_areDropped() {
        var people = People.Rows(entries([1, 2, 3]))
        let restoration = people.restore([1, 5, 3])
        #expect(restoration == PickListRestoration(restored: [1, 3], dropped: [5]))
        #expect(people.unloadedIDs.isEmpty)
        #expect(people.count == 2)
    }

    @Test func keepSelected_keepsThemSelectedAndUnseen() {
        var people = People.Rows(entries([1, 2, 3]))
        let restoration = people.restore([5, 1, 7, 5, 3], unloaded: .keepSelected)
        #expect(restoration == PickListRestoration(restored: [1, 3, 5, 7], dropped: [], unloaded: [5, 7]))
        #expect(people.selectedIDs == [1, 3, 5, 7])  // the rows shown, then those kept, as saved
        #expect(people.unloadedIDs == [5, 7])
        #expect(people.count == 4)
        #expect(people.contains(7))
        #expect(!people.isChecked(.all))  // the all-row concerns the rows present
        #expect(people.sections[0].rows == [.all, .entry(1), .entry(2), .entry(3)])  // never shown
        #expect(people.summary == "4 of 5")  // {total}: 3 rows present and 2 kept
    }

    @Test func keptIDs_showCheckedWhenAPageBringsTheirRows() {
        var people = People.Rows(entries([1, 2, 3]))
        people.restore([2, 5], unloaded: .keepSelected)
        let update = people.update(entries([4, 5, 6]), unloaded: .keepSelected)
        #expect(update.unloaded == [2])
        #expect(people.selectedIDs == [5, 2])
        #expect(people.isChecked(.entry(5)))
        #expect(people.entry(5)?.title == "Row 5")
    }

    @Test func aKeptIDWhoseRowIsNeverLoaded_isNamedByItsID() {
        var people = People.Rows(entries([1, 2]))
        people.restore([9], unloaded: .keepSelected)
        #expect(people.summary == "9")  // one: "{title}"; the saved id carries no title
        people.update(entries([9]), unloaded: .keepSelected)
        #expect(people.summary == "Row 9")  // the row's title once it arrives
    }

    @Test func aKeptIDAlreadyHeldUnloaded_keepsItsTitle() {
        var people = People.Rows(entries([1, 2]), selecting: [2])
        people.update(entries([1]), unloaded: .keepSelected)  // row 2 not loaded, its title kept
        people.restore([2], unloaded: .keepSelected)
        #expect(people.unloadedIDs == [2])
        #expect(people.summary == "Row 2")
    }

    @Test func disabledRows_areStillDropped() {
        var people = People.Rows(entries([1, 2, 3], disabled: [2]))
        let restoration = people.restore([2, 4], unloaded: .keepSelected)
        #expect(restoration.dropped == [2])
        #expect(restoration.unloaded == [4])
        #expect(people.selectedIDs == [4])
    }

    @Test func keptIDs_countTowardsMax() {
        var bounded = Bounded.Rows(entries([1, 2, 3, 4]))
        bounded.restore([1, 8, 9], unloaded: .keepSelected)  // max 3, restore does not apply it
        #expect(bounded.count == 3)
        #expect(bounded.tap(.entry(2)) == .rejected(.maximum))
        bounded.deselect(8)
        #expect(bounded.tap(.entry(2)).outcome == .changed)
        #expect(bounded.selectedIDs == [1, 2, 9])
    }

    @Test func aSingleSelectionList_keepsAnUnseenIDOnlyWhenNoSavedRowIsShown() {
        var assignee = Assignee.Rows(entries([1, 2]))
        #expect(assignee.restore([7, 2], unloaded: .keepSelected) == PickListRestoration(restored: [2], dropped: [7]))
        #expect(assignee.restore([7, 8], unloaded: .keepSelected) == PickListRestoration(restored: [7], dropped: [8], unloaded: [7]))
        #expect(assignee.count == 1)
        assignee.tap(.entry(1))  // selecting a shown row leaves the unseen one
        #expect(assignee.selectedIDs == [1])
    }

    @Test func restoringAgain_replacesTheKeptIDs() {
        var people = People.Rows(entries([1, 2]))
        people.restore([5, 6], unloaded: .keepSelected)
        let again = people.restore([1, 6], unloaded: .keepSelected)
        #expect(again.unloaded == [6])
        #expect(people.selectedIDs == [1, 6])
        people.restore([1])  // the default drops what no row has
        #expect(people.unloadedIDs.isEmpty)
    }

    @Test func anEditModeList_entersEditModeForKeptIDsAlone() {
        var inbox = Inbox.Rows(entries([1, 2]))
        inbox.restore([9], unloaded: .keepSelected)
        #expect(inbox.isEditing)
        #expect(inbox.summary == "Delete (1)")
        inbox.setEditing(false)  // leaving edit mode clears the rows not loaded too
        #expect(inbox.selectedIDs.isEmpty)
    }
}
