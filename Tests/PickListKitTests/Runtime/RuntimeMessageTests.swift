import Testing
import PickListKit

/// A runtime list's refusal texts and accessibility values: the same texts as an enum list's,
/// from the same policy.
@Suite struct RuntimeMessageTests {
    enum Toppings: RuntimePickList {
        static let definition = PickListPolicy(
            title: "Toppings", selection: .multiple, maximum: 2,
            messages: PickListMessages(maximum: "Two at most, so no {title}.", disabled: "{title}: out of stock."))
    }

    @Test func everyReason_defaultTexts() {
        var bounded = Bounded.Rows(entries([1, 2, 3, 4], disabled: [4]), selecting: [1, 2])
        #expect(bounded.message(for: bounded.tap(.entry(1)), tapping: .entry(1)) == "Keep at least 2 selected.")
        bounded.tap(.entry(3))
        #expect(bounded.message(for: bounded.tap(.entry(4)), tapping: .entry(4)) == "Row 4 is unavailable.")
        #expect(bounded.isAll)
        #expect(bounded.message(for: bounded.tap(.entry(2)), tapping: .entry(2))
            == "Everything is selected. Clear the selection to change it.")
        #expect(bounded.message(for: .maximum, tapping: .entry(1)) == "You can choose up to 3.")

        var inbox = Inbox.Rows(entries([1, 2]))
        #expect(inbox.message(for: inbox.tap(.entry(1)), tapping: .entry(1)) == "Tap Edit to select.")
        #expect(inbox.message(for: inbox.tap(.entry(99)), tapping: .entry(99)) == nil)
        inbox.setEditing(true)
        #expect(inbox.message(for: inbox.tap(.entry(1)), tapping: .entry(1)) == nil)
    }

    @Test func specMessages_andTheTappedRowsTitle() {
        var toppings = Toppings.Rows(entries([1, 2, 3, 4], disabled: [4]), selecting: [1, 2])
        #expect(toppings.message(for: toppings.tap(.entry(3)), tapping: .entry(3)) == "Two at most, so no Row 3.")
        #expect(toppings.message(for: toppings.tap(.entry(4)), tapping: .entry(4)) == "Row 4: out of stock.")
    }

    @Test func enumAndRuntimeLists_sayTheSame_forTheSameReason() {
        let enumList = Topping.Selection([.cheese, .ham, .mushrooms])
        let runtime = Bounded.Rows(entries([1, 2, 3]))
        #expect(enumList.message(for: .maximum, tapping: .item(.olives)) == runtime.message(for: .maximum, tapping: .entry(1)))
    }

    @Test func accessibilityValues() {
        var people = People.Rows(entries([1, 2, 3, 4], disabled: [4]))
        #expect(people.accessibilityValue(for: .all) == "")
        people.tap(.entry(1))
        #expect(people.accessibilityValue(for: .all) == "1 of 3 selected")
        #expect(people.accessibilityValue(for: .entry(1)) == "")
        #expect(people.isChecked(.entry(1)))
        #expect(people.accessibilityValue(for: .entry(2)) == "")
        #expect(people.accessibilityValue(for: .entry(4)) == "Dimmed")
        people.tap(.all)
        #expect(people.accessibilityValue(for: .all) == "")
        #expect(people.isChecked(.all))
        #expect(Inbox.Rows(entries([1])).accessibilityValue(for: .all) == "")
    }

    @Test func localizedRuntimeList_translatesMessagesAndValues() {
        enum Mailbox: RuntimePickList {
            static let definition = PickListPolicy(
                title: "Mailbox", selection: .multiple, maximum: 1, allRow: nil, editMode: true,
                localization: PickListLocalizationKeys(name: "Mailbox", table: "Mail"))
        }
        let german = DictionaryLocalizer([
            "Mail": [
                "Mailbox.message.not_editing": "Zuerst „Bearbeiten“ tippen.",
                "Mailbox.accessibility.unavailable": "Gedimmt",
            ],
        ])
        var mailbox = Mailbox.Rows(entries([1, 2], disabled: [2]))
        PickListLocalization.withLocalizer(german) {
            #expect(mailbox.message(for: mailbox.tap(.entry(1)), tapping: .entry(1)) == "Zuerst „Bearbeiten“ tippen.")
            #expect(mailbox.accessibilityValue(for: .entry(2)) == "Gedimmt")
            #expect(mailbox.message(for: .maximum, tapping: .entry(1)) == "You can choose up to 1.")
        }
    }
}
