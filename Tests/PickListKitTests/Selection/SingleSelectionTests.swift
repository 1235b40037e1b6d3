import Testing
import PickListKit

@Suite struct SingleSelectionTests {
    @Test func initStartsWithSpecDefault() {
        #expect(JobPurpose.Selection().selectedItems == [.design])
        #expect(Sorting.Selection().isEmpty)
    }

    @Test func tapUnselectedItem_selectsItAndDeselectsPrevious() {
        var selection = JobPurpose.Selection()
        let change = selection.tap(.item(.other))
        #expect(change == PickListChange(outcome: .changed, rows: [.item(.design), .item(.other)]))
        #expect(selection.selectedItem == .other)
        #expect(selection.count == 1)
    }

    @Test func tapUnselectedItem_reportsBothRowsInDisplayOrder() {
        var selection = JobPurpose.Selection([.other])
        let change = selection.tap(.item(.principalExcavationActivity))
        #expect(change.rows == [.item(.principalExcavationActivity), .item(.other)])
    }

    @Test func tapItemOnEmptySelection_reportsOnlyThatRow() {
        var selection = Sorting.Selection()
        #expect(selection.tap(.item(.name)) == PickListChange(outcome: .changed, rows: [.item(.name)]))
    }

    @Test func tapSelectedItem_withoutDeselect_keepsItUnchanged() {
        var selection = JobPurpose.Selection()
        let change = selection.tap(.item(.design))
        #expect(change == .unchanged)
        #expect(change.rows.isEmpty)
        #expect(selection.selectedItem == .design)
    }

    @Test func tapSelectedItem_withDeselect_clearsSelection() {
        var selection = Sorting.Selection([.date])
        let change = selection.tap(.item(.date))
        #expect(change == PickListChange(outcome: .changed, rows: [.item(.date)]))
        #expect(selection.isEmpty)
        #expect(selection.selectedItem == nil)
    }

    @Test func tapDisabledItem_isRejectedAsDisabled() {
        var selection = JobPurpose.Selection()
        let change = selection.tap(.item(.archived))
        #expect(change == .rejected(.disabled))
        #expect(change.rejection == .disabled)
        #expect(selection.selectedItems == [.design])
    }

    @Test func tapAllRow_isRejectedAsNoSuchRow() {
        var selection = JobPurpose.Selection()
        #expect(selection.tap(.all) == .rejected(.noSuchRow))
        #expect(selection.selectedItems == [.design])
    }

    @Test func initWithSeveralItems_keepsFirstInDisplayOrder() {
        let selection = Sorting.Selection([.date, .name])
        #expect(selection.selectedItems == [.name])
    }

    @Test func initWithDisabledItem_leavesItOut() {
        #expect(JobPurpose.Selection([.archived]).isEmpty)
        #expect(JobPurpose.Selection([.archived, .testing]).selectedItems == [.testing])
    }

    @Test func isEditing_isAlwaysFalse_andSetEditingIsIgnored() {
        var selection = JobPurpose.Selection()
        #expect(selection.setEditing(true) == .unchanged)
        #expect(!selection.isEditing)
        #expect(selection.tap(.item(.testing)).outcome == .changed)
    }

    @Test func isChecked_allRowOnSingleList_isFalse() {
        #expect(!JobPurpose.Selection([.design]).isAll)
        #expect(!JobPurpose.Selection([.design]).isChecked(.all))
    }
}
