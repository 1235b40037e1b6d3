import PickListKit
import Testing

/// The lists of Specs/action-rows.picklist.yml: an "Add Sound…" action row and a "Custom"
/// preset only the app selects (localized), and a "Create List…" action row in an edit-mode
/// list with an all-row.
@Suite("Action rows and rows only the app selects in generated lists")
struct ActionRowsTests {
    @Test func actionRow_tapIsTheAction_namingTheItem_andChangesNothing() {
        var tone = ToneSetting.Selection()
        let change = tone.tap(.item(.addSound))
        #expect(change.outcome == .action)
        #expect(change.actionRow == .item(.addSound))
        #expect(change.rows.isEmpty)
        #expect(tone.selectedItems == [.chime])
        #expect(ToneSetting.addSound.isAction)
        #expect(ToneSetting.addSound.image == .symbol("plus"))
        #expect(tone.isEnabled(.addSound))
    }

    @Test func appOnlyRow_refusesTaps_withTheSpecsMessage_whileTheAppSelectsIt() {
        var tone = ToneSetting.Selection()
        let change = tone.tap(.item(.custom))
        #expect(change.rejection == .notSelectable)
        #expect(tone.message(for: change, tapping: .item(.custom)) == "Custom follows your own sounds.")
        #expect(!ToneSetting.custom.isSelectable)
        #expect(tone.select(.custom).rows == [.item(.chime), .item(.custom)])
        #expect(tone.summary == "Custom")
        #expect(tone.tap(.item(.glass)).rows == [.item(.glass), .item(.custom)])
    }

    @Test func localizationKey_ofTheNotSelectableMessage() {
        #expect(ToneSetting.definition.localization?.message(.notSelectable) == "ToneSetting.message.not_selectable")
    }

    @Test func editModeList_actionRowWorksOutsideEditMode_andTheAllRowSkipsAppOnlyRows() {
        var lists = ReminderList.Selection()
        #expect(lists.tap(.item(.createList)) == .action(.item(.createList)))
        #expect(lists.tap(.item(.work)).rejection == .notEditing)
        lists.setEditing(true)
        let all = lists.tap(.all)
        #expect(all.rows == [.all, .item(.groceries), .item(.work)])
        #expect(lists.summary == "2 of 3")  // Shared with Me can be selected, by the app
        #expect(lists.tap(.item(.shared)).rejection == .notSelectable)
        #expect(lists.select(.shared).rows == [.item(.shared)])
        #expect(lists.isChecked(.all))
        #expect(lists.summary == "3 of 3")
    }
}
