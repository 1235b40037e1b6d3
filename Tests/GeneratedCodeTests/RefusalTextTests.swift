import PickListKit
import Testing

/// Generated lists say why a tap was refused with their spec's `messages` (PickListKit's texts
/// for the rest), and give each row its VoiceOver value — through the generated API, as an app
/// reads them.
@Suite struct RefusalTextTests {
    /// recipients.picklist.yml writes `maximum` and `disabled`; `minimum` is PickListKit's.
    @Test func recipients_specMessages_andADefault() {
        var recipients = Recipient.Selection([.alice, .bob, .carol, .dave, .erin])
        let full = recipients.tap(.item(.grace))
        #expect(full.rejection == .maximum)
        #expect(recipients.message(for: full, tapping: .item(.grace)) == "Up to 5 recipients.")
        #expect(recipients.message(for: recipients.tap(.item(.frank)), tapping: .item(.frank)) == "Frank Fischer is on leave.")
        var one = Recipient.Selection([.alice])
        #expect(one.message(for: one.tap(.item(.alice)), tapping: .item(.alice)) == "Keep at least 1 selected.")
        #expect(one.accessibilityValue(for: .item(.frank)) == "Dimmed")
        #expect(one.accessibilityValue(for: .item(.alice)) == "")
    }

    /// messages.picklist.yml writes `not_editing`.
    @Test func inbox_notEditing_isTheSpecsText() {
        var inbox = MessageRow.Selection()
        let change = inbox.tap(.item(.welcome))
        #expect(inbox.message(for: change, tapping: .item(.welcome)) == "Tap Edit to choose messages.")
        inbox.setEditing(true)
        #expect(inbox.message(for: inbox.tap(.item(.welcome)), tapping: .item(.welcome)) == nil)
    }

    /// A localized list translates the texts its spec leaves to PickListKit, under its keys.
    @Test func localizedList_translatesDefaults() {
        final class German: PickListLocalizer {
            func string(forKey key: String, table: String, default: String) -> String {
                switch key {
                case "Produce.accessibility.some_selected": "{count} von {total} ausgewählt"
                case "Produce.message.disabled": "{title} gibt es nicht."
                default: `default`
                }
            }
        }
        var produce = Produce.Selection([])
        produce.tap(.item(.apple))
        PickListLocalization.withLocalizer(German()) {
            #expect(produce.accessibilityValue(for: .all) == "1 von 4 ausgewählt")
            #expect(produce.message(for: .disabled, tapping: .item(.pear)) == "Pear gibt es nicht.")
        }
        #expect(produce.accessibilityValue(for: .all) == "1 of 4 selected")
    }
}
