import Testing
import PickListKit

/// An enum list's `message(for:tapping:)`: the text of every refusal, PickListKit's defaults
/// where the spec writes none, the spec's own `messages`, and their translations.
@Suite struct RefusalMessageTests {
    @Test func maximum_default_fillsMax() {
        var toppings = Topping.Selection([.cheese, .ham, .mushrooms])
        let change = toppings.tap(.item(.olives))
        #expect(change.rejection == .maximum)
        #expect(toppings.message(for: change, tapping: .item(.olives)) == "You can choose up to 3.")
    }

    @Test func minimum_default_fillsMin() {
        var toppings = Topping.Selection([.cheese])
        let change = toppings.tap(.item(.cheese))
        #expect(change.rejection == .minimum)
        #expect(toppings.message(for: change, tapping: .item(.cheese)) == "Keep at least 1 selected.")
    }

    @Test func disabled_default_namesTheTappedRow() {
        var toppings = Topping.Selection()
        let change = toppings.tap(.item(.pineapple))
        #expect(toppings.message(for: change, tapping: .item(.pineapple)) == "Pineapple is unavailable.")
    }

    @Test func locked_default() {
        var channels = Channel.Selection()
        channels.tap(.all)
        let change = channels.tap(.item(.sms))
        #expect(change.rejection == .locked)
        #expect(channels.message(for: change, tapping: .item(.sms)) == "Everything is selected. Clear the selection to change it.")
    }

    @Test func notEditing_default() {
        var inbox = Message.Selection()
        let change = inbox.tap(.item(.welcome))
        #expect(change.rejection == .notEditing)
        #expect(inbox.message(for: change, tapping: .item(.welcome)) == "Tap Edit to select.")
    }

    @Test func noRefusal_orNoSuchRow_hasNoText() {
        var sorting = Sorting.Selection()
        let allowed = sorting.tap(.item(.name))
        #expect(sorting.message(for: allowed, tapping: .item(.name)) == nil)
        let noSuchRow = sorting.tap(.all)
        #expect(noSuchRow.rejection == .noSuchRow)
        #expect(sorting.message(for: noSuchRow, tapping: .all) == nil)
        #expect(sorting.message(for: .noSuchRow, tapping: .all) == nil)
    }

    /// Every reason with the spec's own texts, each placeholder filled: `{max}`, `{min}`, and
    /// `{title}` by the tapped row's title (the all-row's for a tap on it).
    @Test func specMessages_replaceTheDefaults_placeholdersFilled() {
        var snacks = Snack.Selection()
        #expect(snacks.message(for: snacks.tap(.item(.chips)), tapping: .item(.chips)) == "Edit first, then Chips.")
        snacks.setEditing(true)
        #expect(snacks.message(for: snacks.tap(.item(.candy)), tapping: .item(.candy)) == "Candy is sold out.")
        snacks.tap(.item(.chips))
        #expect(snacks.message(for: snacks.tap(.item(.chips)), tapping: .item(.chips)) == "Chips: keep 1 or more.")
        snacks.tap(.item(.nuts))
        snacks.tap(.item(.olives))
        #expect(snacks.isAll)
        #expect(snacks.message(for: snacks.tap(.item(.nuts)), tapping: .item(.nuts)) == "Nuts stays while 3 are in.")
        // The reason alone gives the same text, with the row it names.
        #expect(snacks.message(for: .maximum, tapping: .all) == "No more than 3 snacks, so not Every Snack.")
        #expect(Snack.definition.messages.text(.locked) == "{title} stays while {max} are in.")
        #expect(Topping.definition.messages.text(.locked) == PickListMessages.Text.locked.defaultText)
    }

    /// A localized list reads each text under `<Name>.message.<key>`, the defaults included; a
    /// key the localizer lacks keeps the default. Placeholders are filled in the translation.
    @Test func localizedList_translatesMessages_underTheirKeys() {
        let german = DictionaryLocalizer([
            "Travel": [
                "Seat.message.maximum": "Höchstens {max} Plätze: {title} geht nicht.",
                "Seat.window.title": "Fenster",
            ],
        ])
        var seats = Seat.Selection([.window, .aisle, .middle])
        PickListLocalization.withLocalizer(german) {
            let change = seats.tap(.item(.exitRow))
            #expect(seats.message(for: change, tapping: .item(.exitRow)) == "Exit Row is unavailable.")
            #expect(seats.message(for: .maximum, tapping: .item(.window)) == "Höchstens 3 Plätze: Fenster geht nicht.")
        }
        #expect(german.asked.contains("Travel:Seat.message.maximum"))
        #expect(german.asked.contains("Travel:Seat.message.disabled"))
        #expect(Seat.Selection().message(for: .maximum, tapping: .item(.window)) == "You can choose up to 3.")
    }

    @Test func keys_areBuiltFromTheListName_andTheSpecKey() {
        let keys = PickListLocalizationKeys(name: "Seat")
        #expect(PickListMessages.Text.allCases.map(keys.message) == [
            "Seat.message.maximum", "Seat.message.minimum", "Seat.message.disabled", "Seat.message.locked",
            "Seat.message.not_editing", "Seat.message.not_selectable",
        ])
        #expect(PickListMessages.Text(.noSuchRow) == nil)
        #expect(PickListMessages.Text(.notEditing) == .notEditing)
    }
}
