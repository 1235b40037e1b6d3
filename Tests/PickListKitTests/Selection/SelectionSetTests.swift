import PickListKit
import Testing

/// A set of ids given as the selection (SwiftUI's `List(selection:)` binding) is applied as
/// selects and deselects, never as taps: an id that leaves the set is a deselect of its row
/// (while every row is selected, as under `while_all: exclude`; refused under `lock`), an id
/// that joins is a select (refused when disabled or past `max`). Checked on runtime rows for
/// every `while_all`, with and without `max`, in and out of edit mode, and on enum lists; the
/// property tests check the same against the reference model.
@Suite struct SelectionSetTests {
    /// Rows 1…4 under a policy with an all-row first.
    static func rows(_ whileAll: PickListAllRow.WhileAll, maximum: Int?, editMode: Bool) -> PickListRows<PickListPolicy.Dynamic, Int> {
        let policy = PickListPolicy(
            title: "Set", selection: .multiple, maximum: maximum, allRow: PickListAllRow(whileAll: whileAll),
            editMode: editMode)
        return PickListRows(policy: policy, sections: [PickListEntrySection(title: nil, entries: entries([1, 2, 3, 4]))], selecting: [])
    }

    // The defect: with an all-row (`while_all: isolate` by default), tap All, then the user
    // deselects row 2 in edit mode; SwiftUI sets [1, 3, 4]. Replayed as a tap on row 2, the
    // isolate rule left [2].
    @Test func deselectingOneRowAfterSelectAll_keepsTheOthers() {
        var people = People.Rows(entries([1, 2, 3, 4]))
        people.tap(.all)
        #expect(people.selectedIDs == [1, 2, 3, 4])
        people.selection = [1, 3, 4]
        #expect(people.selectedIDs == [1, 3, 4])
        #expect(!people.isChecked(.all))
    }

    /// Every `while_all`, without `max` and with one (equal to the rows), out of and in edit mode.
    static let combinations: [(PickListAllRow.WhileAll, Int?, Bool)] = [PickListAllRow.WhileAll.isolate, .exclude, .lock]
        .flatMap { whileAll in [nil, 4].flatMap { maximum in [false, true].map { (whileAll, maximum, $0) } } }

    @Test(arguments: combinations)
    func rowLeavingTheSetWhileAll_isADeselect_refusedUnderLock(whileAll: PickListAllRow.WhileAll, maximum: Int?, editMode: Bool) {
        var rows = Self.rows(whileAll, maximum: maximum, editMode: editMode)
        if editMode { rows.setEditing(true) }
        #expect(rows.tap(.all).outcome == .changed)
        let changes = rows.applySelection([1, 3, 4])
        if whileAll == .lock {
            #expect(changes == [.rejected(.locked)])
            #expect(rows.selectedIDs == [1, 2, 3, 4])
            #expect(rows.selection == [1, 2, 3, 4])  // what SwiftUI shows again: undone
        } else {
            #expect(changes == [PickListChange(outcome: .changed, rows: [.all, .entry(2)])])
            #expect(rows.selectedIDs == [1, 3, 4])
        }
    }

    @Test(arguments: [PickListAllRow.WhileAll.isolate, .exclude, .lock], [nil, 4])
    func setOutsideEditMode_isRefusedAndUndone(whileAll: PickListAllRow.WhileAll, maximum: Int?) {
        var rows = Self.rows(whileAll, maximum: maximum, editMode: true)
        #expect(rows.applySelection([1, 3]) == [.rejected(.notEditing), .rejected(.notEditing)])
        #expect(rows.applySelection([1, 2, 3, 4]) == [.rejected(.notEditing)])  // the all-row's tap
        #expect(rows.selection.isEmpty)
    }

    @Test(arguments: [PickListAllRow.WhileAll.isolate, .exclude, .lock], [false, true])
    func rowsJoiningTheSet_areSelects_refusedPastTheMaximum(whileAll: PickListAllRow.WhileAll, editMode: Bool) {
        var rows = Self.rows(whileAll, maximum: 2, editMode: editMode)
        if editMode { rows.setEditing(true) }
        rows.selection = [1]
        #expect(rows.selectedIDs == [1])
        let changes = rows.applySelection([1, 2, 3])
        #expect(changes == [PickListChange(outcome: .changed, rows: [.entry(2)]), .rejected(.maximum)])
        #expect(rows.selectedIDs == [1, 2])
        // Leaving first, then joining: a swap within the maximum goes through.
        rows.selection = [1, 4]
        #expect(rows.selectedIDs == [1, 4])
        // Every row at once is the all-row's tap, refused whole past the maximum.
        #expect(rows.applySelection([1, 2, 3, 4]) == [.rejected(.maximum)])
        #expect(rows.selectedIDs == [1, 4])
    }

    @Test(arguments: [PickListAllRow.WhileAll.isolate, .exclude, .lock])
    func severalRowsLeavingWhileAll_eachLeaves_exceptUnderLock(whileAll: PickListAllRow.WhileAll) {
        var rows = Self.rows(whileAll, maximum: nil, editMode: false)
        rows.tap(.all)
        rows.selection = [4]
        #expect(rows.selectedIDs == (whileAll == .lock ? [1, 2, 3, 4] : [4]))
        // The empty set while all are selected is the all-row's tap: it clears, even under lock.
        if !rows.isAll { rows.tap(.all) }
        #expect(rows.applySelection([]) == [PickListChange(outcome: .changed, rows: [.all, .entry(1), .entry(2), .entry(3), .entry(4)])])
        #expect(rows.isEmpty)
    }

    @Test func disabledRowJoiningTheSet_isRefused_unknownIDsFirst() {
        var people = People.Rows(entries([1, 2, 3], disabled: [2]))
        let changes = people.applySelection([2, 99])
        #expect(changes == [.rejected(.noSuchRow), .rejected(.disabled)])
        #expect(people.isEmpty)
    }

    @Test func minimum_refusesTheDeselectThatGoesBelowIt() {
        var bounded = Bounded.Rows(entries([1, 2, 3, 4]), selecting: [1, 3])  // min 2, max 3
        #expect(bounded.applySelection([3]) == [.rejected(.minimum)])
        #expect(bounded.selectedIDs == [1, 3])
    }

    @Test func singleList_joiningIDReplacesTheRow_leavingIDFollowsDeselect() {
        var assignee = Assignee.Rows(entries([1, 2, 3]), selecting: [1])  // deselect: true
        assignee.selection = [1, 3]
        #expect(assignee.selectedIDs == [3])
        assignee.selection = []
        #expect(assignee.isEmpty)
    }

    // MARK: Select and deselect by id

    @Test func deselectByID_whileAll_neverIsolates() {
        var people = People.Rows(entries([1, 2, 3]), selecting: [1, 2, 3])
        #expect(people.deselect(2) == PickListChange(outcome: .changed, rows: [.all, .entry(2)]))
        #expect(people.selectedIDs == [1, 3])
        #expect(people.deselect(2) == .unchanged)
        #expect(people.deselect(42) == .rejected(.noSuchRow))
        #expect(people.select(2) == PickListChange(outcome: .changed, rows: [.all, .entry(2)]))
        #expect(people.select(2) == .unchanged)
    }

    // MARK: Enum lists

    @Test func enumList_isolate_deselectingOneItemAfterSelectAll_keepsTheOthers() {
        var categories = QuoteCategory.Selection()  // default: all; while_all: isolate
        #expect(categories.isAll)
        let changes = categories.applySelection([.achievement, .brave, .change])
        #expect(changes == [PickListChange(outcome: .changed, rows: [.all, .item(.attitude)])])
        #expect(categories.selectedItems == [.achievement, .brave, .change])
        categories.selection = Set(QuoteCategory.allCases)  // every item: the all-row's tap
        #expect(categories.isAll)
        #expect(categories.deselect(.brave).outcome == .changed)
        #expect(categories.selectedItems == [.achievement, .attitude, .change])
    }

    @Test func enumList_lock_refusesTheDeselectWhileAll() {
        var channels = Channel.Selection(Channel.allCases)  // while_all: lock, min 1
        #expect(channels.applySelection([.email, .push]) == [.rejected(.locked)])
        #expect(channels.selection == Set(Channel.allCases))
        #expect(channels.deselect(.sms) == .rejected(.locked))
    }

    @Test func enumList_exclude_andEditMode() {
        var messages = Message.Selection()  // edit mode, all-row (isolate)
        messages.selection = [.invoice]
        #expect(messages.isEmpty)  // not editing: refused, undone
        messages.setEditing(true)
        messages.selection = Set(Message.allCases)
        #expect(messages.isAll)
        messages.selection = [.welcome, .newsletter, .reminder]
        #expect(messages.selectedItems == [.welcome, .newsletter, .reminder])
        #expect(messages.select(.invoice).rows == [.all, .item(.invoice)])
    }

    @Test func enumList_selectPastTheMaximum_isRefused() {
        var toppings = Topping.Selection([.cheese, .ham, .mushrooms])  // min 1, max 3
        #expect(toppings.select(.olives) == .rejected(.maximum))
        #expect(toppings.applySelection([.cheese]).map(\.outcome) == [.changed, .changed])
        #expect(toppings.applySelection([]) == [.rejected(.minimum)])  // no all-row: a deselect, below min 1
        #expect(toppings.selectedItems == [.cheese])
    }
}
