import Testing
import PickListKit

@Suite struct EditModeTests {
    @Test func tapOutsideEditMode_isRejectedAsNotEditing() {
        var selection = Message.Selection()
        #expect(!selection.isEditing)
        #expect(selection.tap(.item(.invoice)) == .rejected(.notEditing))
        #expect(selection.tap(.all) == .rejected(.notEditing))
        #expect(selection.isEmpty)
    }

    @Test func tapInEditMode_selects() {
        var selection = Message.Selection()
        #expect(selection.setEditing(true) == .unchanged)
        #expect(selection.isEditing)
        #expect(selection.tap(.item(.invoice)).rows == [.item(.invoice)])
        #expect(selection.selectedItems == [.invoice])
    }

    @Test func leavingEditMode_clearsSelection_reportingClearedRows() {
        var selection = Message.Selection()
        selection.setEditing(true)
        selection.tap(.item(.reminder))
        selection.tap(.item(.welcome))
        let change = selection.setEditing(false)
        #expect(change == PickListChange(outcome: .changed, rows: [.item(.welcome), .item(.reminder)]))
        #expect(selection.isEmpty)
        #expect(!selection.isEditing)
    }

    @Test func leavingEditModeWhileAll_reportsAllRowToo() {
        var selection = Message.Selection()
        selection.setEditing(true)
        selection.tap(.all)
        let change = selection.setEditing(false)
        #expect(change.rows == [.all, .item(.welcome), .item(.invoice), .item(.newsletter), .item(.reminder)])
    }

    @Test func nonEmptyInitialSelection_startsInEditMode() {
        let selection = Message.Selection([.invoice])
        #expect(selection.isEditing)
        #expect(!Message.Selection([]).isEditing)
    }

    @Test func unknownIndexPath_isRejectedAsNoSuchRowEvenOutsideEditMode() {
        var selection = Message.Selection()
        #expect(selection.tap(section: 0, row: 99) == .rejected(.noSuchRow))
    }
}
