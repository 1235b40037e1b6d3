import PickListKit
import Testing

/// Action rows (`action: true`: "Edit…", "Create List…") and rows only the app selects
/// (`selectable: false`: a "Custom" preset), on enum lists.
@Suite struct ActionRowTests {
    // MARK: Action rows

    @Test func tapOnActionRow_singleList_isActionNamingTheRow_andChangesNothing() {
        var presets = ActionsSingle.Selection()
        let before = presets
        let change = presets.tap(.item(.edit))
        #expect(change.outcome == .action)
        #expect(change.actionRow == .item(.edit))
        #expect(change.rows.isEmpty)
        #expect(change.rejection == nil)
        #expect(presets == before)
        #expect(presets.message(for: change, tapping: .item(.edit)) == nil)
    }

    @Test func tapOnActionRow_byIndexPath_isTheAction() {
        var presets = ActionsSingle.Selection()
        #expect(presets.tap(section: 0, row: 3) == .action(.item(.edit)))
    }

    @Test func tapOnActionRow_outsideEditMode_isStillTheAction_whileItemTapsAreRefused() {
        var lists = ActionsEditLock.Selection()
        #expect(lists.tap(.item(.create)) == .action(.item(.create)))
        #expect(lists.tap(.item(.a)).rejection == .notEditing)
        lists.setEditing(true)
        #expect(lists.tap(.item(.create)) == .action(.item(.create)))
        #expect(lists.selectedItems.isEmpty)
    }

    @Test func tapOnActionRow_whileAllLocked_isStillTheAction() {
        var lists = ActionsEditLock.Selection()
        lists.setEditing(true)
        lists.tap(.all)
        #expect(lists.selectedItems == [.a, .b, .c])
        #expect(lists.tap(.item(.a)).rejection == .locked)
        #expect(lists.tap(.item(.create)).outcome == .action)
    }

    @Test func disabledActionRow_refusesTheTapAsDisabled() {
        var list = ActionsMultiple.Selection()
        let change = list.tap(.item(.b))
        #expect(change.rejection == .disabled)
        #expect(change.actionRow == nil)
        #expect(list.message(for: change, tapping: .item(.b)) == "B… is unavailable.")
    }

    @Test func actionRow_isNeitherCountedNorSelected() {
        var list = ActionsMultiple.Selection([.a, .g, .h])
        // h is an action row: the list holds a and g, and the all-row (a and g) is checked.
        #expect(list.selectedItems == [.a, .g])
        #expect(list.isAll)
        #expect(list.summary == "2 of 4")  // a and g, and c and d, which the app may select
        #expect(!list.isChecked(.item(.h)))
        #expect(list.select(.h).rejection == .notSelectable)
        #expect(list.tap(.item(.h)) == .action(.item(.h)))
        #expect(list.selectedItems == [.a, .g])
    }

    @Test func actionRow_availableAndUnavailable() {
        var list = ActionsMultiple.Selection()
        #expect(list.isEnabled(.h))
        #expect(list.accessibilityValue(for: .item(.h)) == "")
        list.setAvailable(false, for: .h)
        #expect(!list.isEnabled(.h))
        #expect(list.tap(.item(.h)).rejection == .disabled)
        list.setAvailable(true, for: .h)
        #expect(list.tap(.item(.h)).outcome == .action)
    }

    @Test func itemFlags() {
        #expect(ActionsSingle.edit.isAction && ActionsSingle.edit.isSelectable)
        #expect(!ActionsSingle.custom.isAction && !ActionsSingle.custom.isSelectable)
        #expect(!ActionsSingle.quiet.isAction && ActionsSingle.quiet.isSelectable)
        #expect(ActionsMultiple.definition.enabledCount == 5)  // a, c, d, f, g
    }

    // MARK: Rows only the app selects

    @Test func tapOnAppOnlyRow_isRefusedWithItsOwnReason_andMessage() {
        var presets = ActionsSingle.Selection([.quiet])
        let change = presets.tap(.item(.custom))
        #expect(change == .rejected(.notSelectable))
        #expect(presets.message(for: change, tapping: .item(.custom)) == "Custom is chosen automatically.")
        #expect(presets.selectedItems == [.quiet])
    }

    @Test func tapOnSelectedAppOnlyRow_withDeselect_isRefusedToo() {
        var presets = ActionsSingle.Selection()
        #expect(presets.selectedItems == [.custom])
        #expect(presets.tap(.item(.custom)).rejection == .notSelectable)
        #expect(presets.selectedItems == [.custom])
    }

    @Test func appSelectsAppOnlyRow_andATapElsewhereDeselectsIt() {
        var presets = ActionsSingle.Selection([.quiet])
        #expect(presets.select(.custom) == PickListChange(outcome: .changed, rows: [.item(.quiet), .item(.custom)]))
        #expect(presets.isChecked(.item(.custom)))
        #expect(presets.isEnabled(.custom))
        #expect(presets.accessibilityValue(for: .item(.custom)) == "")
        #expect(presets.tap(.item(.loud)) == PickListChange(outcome: .changed, rows: [.item(.loud), .item(.custom)]))
        #expect(presets.deselect(.loud).outcome == .changed)  // deselect: true
    }

    @Test func allRow_neitherSelectsNorCountsAppOnlyRows_andLetsThemLeave() {
        var list = ActionsMultiple.Selection()  // default: a and c
        #expect(list.selectedItems == [.a, .c])
        #expect(list.allState == .some)
        #expect(list.summary == "2 of 4")
        let change = list.tap(.all)
        #expect(change == PickListChange(outcome: .changed, rows: [.item(.c), .item(.g), .all]))
        #expect(list.selectedItems == [.a, .g])
        // The app selects c beside them: the all-row stays checked.
        #expect(list.select(.c) == PickListChange(outcome: .changed, rows: [.item(.c)]))
        #expect(list.isAll)
        #expect(list.isChecked(.all))
        // A tap under `while_all: exclude` leaves c as it is.
        #expect(list.tap(.item(.a)) == PickListChange(outcome: .changed, rows: [.item(.a), .all]))
        #expect(list.selectedItems == [.c, .g])
    }

    @Test func exclusiveRow_replacesAppOnlyRows() {
        var list = ActionsMultiple.Selection([.c, .d])
        #expect(list.tap(.item(.f)) == PickListChange(outcome: .changed, rows: [.item(.c), .item(.d), .item(.f)]))
        #expect(list.select(.c) == PickListChange(outcome: .changed, rows: [.item(.c), .item(.f)]))
    }

    @Test func setApplication_refusesAppOnlyRows_andActsOnActionRows() {
        var list = ActionsMultiple.Selection([.a, .c])
        let changes = list.applySelection([.a, .d, .g, .h])
        // c leaves (refused), d joins (refused), g joins (the all-row's rows are a and g), h is
        // the action: in display order.
        #expect(changes == [
            .rejected(.notSelectable), .rejected(.notSelectable),
            PickListChange(outcome: .changed, rows: [.item(.g), .all]), .action(.item(.h)),
        ])
        #expect(list.selectedItems == [.a, .c, .g])
    }

    @Test func setApplication_singleList_appOnlyRowLeavesAsAnotherJoins() {
        var presets = ActionsSingle.Selection()
        let changes = presets.applySelection([.loud])
        #expect(changes == [
            PickListChange(outcome: .changed, rows: [.item(.custom)]), PickListChange(outcome: .changed, rows: [.item(.loud)]),
        ])
        #expect(presets.selectedItems == [.loud])
    }
}
