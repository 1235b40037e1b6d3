import Testing
import PickListKit

/// An enum list's `accessibilityValue(for:)`: empty for an enabled row (its checkmark is the
/// `isSelected` trait's, `isChecked`), `Dimmed` for a disabled row, and for the all-row the
/// count while some, not all, items are selected.
@Suite struct AccessibilityValueTests {
    @Test func enabledItemRows_sayNothing_checkedOrNot_theTraitSaysSelected() {
        let days = Weekday.Selection([.monday])
        #expect(days.accessibilityValue(for: .item(.monday)) == "")
        #expect(days.isChecked(.item(.monday)))
        #expect(days.accessibilityValue(for: .item(.tuesday)) == "")
        #expect(!days.isChecked(.item(.tuesday)))
    }

    @Test func disabledItemRow_isDimmed() {
        #expect(Weekday.Selection().accessibilityValue(for: .item(.holiday)) == "Dimmed")
        #expect(JobPurpose.Selection().accessibilityValue(for: .item(.archived)) == "Dimmed")
    }

    @Test func allRow_saysHowManyOfHowMany_whileSomeAreSelected() {
        var days = Weekday.Selection()
        #expect(days.allState == .none)
        #expect(days.accessibilityValue(for: .all) == "")
        days.tap(.item(.monday))
        days.tap(.item(.friday))
        #expect(days.allState == .some)
        #expect(days.accessibilityValue(for: .all) == "2 of 5 selected")
        #expect(!days.isChecked(.all))
        days.tap(.all)
        #expect(days.allState == .all)
        #expect(days.accessibilityValue(for: .all) == "")
        #expect(days.isChecked(.all))
    }

    /// An item the app marks unavailable at runtime is dimmed and refused as a disabled one,
    /// and the all-row counts only what it can select: exclusive items and unavailable ones
    /// are left out of "of 5".
    @Test func unavailableItem_isDimmedAndRefused_andLeavesTheAllRowsTotal() {
        var list = ExclusiveIsolate.Selection()
        list.tap(.item(.a))
        #expect(list.accessibilityValue(for: .all) == "1 of 5 selected")
        list.setAvailable(false, for: .b)
        #expect(list.accessibilityValue(for: .item(.b)) == "Dimmed")
        #expect(list.accessibilityValue(for: .item(.a)) == "")
        #expect(list.accessibilityValue(for: .all) == "1 of 4 selected")
        let change = list.tap(.item(.b))
        #expect(change.rejection == .disabled)
        #expect(list.message(for: change, tapping: .item(.b)) == "B is unavailable.")
        list.setAvailable(true, for: .b)
        #expect(list.accessibilityValue(for: .item(.b)) == "")
    }

    @Test func listWithoutAllRow_hasNoAllRowValue() {
        #expect(Topping.Selection([.cheese]).accessibilityValue(for: .all) == "")
    }

    @Test func localizedList_translatesTheValues() {
        let german = DictionaryLocalizer([
            "Travel": [
                "Seat.accessibility.unavailable": "Nicht verfügbar",
                "Seat.accessibility.some_selected": "{count} von {total} ausgewählt",
            ],
        ])
        let seats = Seat.Selection([.window])
        PickListLocalization.withLocalizer(german) {
            #expect(seats.accessibilityValue(for: .item(.exitRow)) == "Nicht verfügbar")
            #expect(seats.accessibilityValue(for: .all) == "1 von 3 ausgewählt")
        }
        #expect(seats.accessibilityValue(for: .all) == "1 of 3 selected")
        #expect(PickListAccessibilityText.allCases.map(PickListLocalizationKeys(name: "Seat").accessibility) == [
            "Seat.accessibility.unavailable", "Seat.accessibility.some_selected",
        ])
    }
}
