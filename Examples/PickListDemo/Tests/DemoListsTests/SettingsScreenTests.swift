import DemoLists
import Foundation
import PickListKit
import Testing

/// The settings screens of `settings.picklist.yml`: their transcripts asserted exactly against
/// `Snapshots/settings-*.txt`, and what an app reads of them.
@Suite struct SettingsScreenTests {
    @Test func autoLock_transcript() throws {
        try TapScriptTests.assertSnapshot(AutoLock.demoTranscript.text(), named: "settings-auto-lock")
    }

    @Test func notifications_transcript() throws {
        try TapScriptTests.assertSnapshot(NotificationStyle.demoTranscript.text(), named: "settings-notifications")
    }

    @Test func mailFilter_transcript() throws {
        try TapScriptTests.assertSnapshot(MailFilter.demoTranscript.text(), named: "settings-mail-filter")
    }

    @Test func sortKeys_transcript() throws {
        try TapScriptTests.assertSnapshot(MailSortKey.demoTranscript.text(), named: "settings-sort-keys")
    }

    @Test func unlockMethod_transcript() throws {
        try TapScriptTests.assertSnapshot(UnlockMethod.demoTranscript.text(), named: "settings-unlock")
    }

    @Test func mailFilter_allMailIsANoneOfTheseRow() {
        let states = MailFilter.demoTranscript.selections()
        #expect(states.map(\.selectedItems) == [[.allMail], [.unread], [.unread, .flagged], [.allMail], [.allMail]])
        #expect(MailFilter.definition.exclusiveIDs == ["allMail"])
        var selection = MailFilter.Selection()
        #expect(selection.tap(.item(.allMail)).rejection == .minimum)   // the only pick stays
        #expect(MailFilter.sections[0].footer == "Only messages that match a checked filter are shown.")
    }

    @Test func sortKeys_keepTheOrderTheyWerePickedIn_throughCodable() throws {
        let states = MailSortKey.demoTranscript.selections()
        #expect(states[4].selectedItems == [.sender, .size, .date])      // not display order
        #expect(states[5].selectedItems == [.sender, .size, .date])      // a fourth is refused
        #expect(states[6].selectedItems == [.sender, .size])
        #expect(states[4].summary == "Sender, Size, and Date")
        let data = try JSONEncoder().encode(states[4])
        #expect(String(decoding: data, as: UTF8.self) == #"["sender","size","date"]"#)
        #expect(try JSONDecoder().decode(MailSortKey.Selection.self, from: data).selectedItems == [.sender, .size, .date])
    }

    @Test func unlockMethod_offersOnlyWhatTheDeviceHas() {
        let states = UnlockMethod.demoTranscript.selections()
        #expect(states.map(\.selectedItem) == [.passcode, .passcode, .passcode, .faceID, nil, .passcode])
        #expect(states.map(\.isValid) == [true, true, true, true, false, true])
        #expect(!states[2].isAvailable(.touchID) && !states[2].isEnabled(.touchID))
        #expect(states[5].unavailableItems == [.faceID, .touchID])
        var selection = UnlockMethod.Selection()
        #expect(selection.setAvailable(false, for: .passcode).deselected == [.passcode])
        #expect(selection.tap(.item(.passcode)).rejection == .disabled)
    }

    @Test func autoLock_valuesAreSeconds_andDoneNeedsAPick() {
        let seconds: [Int] = AutoLock.allCases.map(\.value)
        #expect(seconds == [30, 60, 120, 180, 240, 300, 0])
        #expect(AutoLock(value: 0) == .never)
        #expect(AutoLock(value: 45) == nil)
        let states = AutoLock.demoTranscript.selections()
        #expect(states.map(\.isValid) == [false, true, true, true])
        #expect(states.map { $0.selectedItem?.value } == [nil, 120, 0, 0])
        // Tapping the checked row keeps it (no `deselect`): a required list never empties.
        #expect(states[3].selectedItem == .never)
        #expect(AutoLock.definition.isRequired)
    }

    @Test func notifications_symbolsFootersAndTheMixedAllRow() {
        #expect(NotificationStyle.lockScreen.image == .symbol("lock.fill"))
        let everyRowHasASymbol = NotificationStyle.allCases.allSatisfy { $0.image != nil }
        #expect(everyRowHasASymbol)
        #expect(NotificationStyle.sections.map(\.footer) == [
            nil,   // the all-row's own section
            "Alerts appear on the Lock Screen, in Notification Center and as banners at the top of the screen.",
            "Badges count the unread notifications on the app's icon.",
        ])
        let states = NotificationStyle.demoTranscript.selections()
        #expect(states.map(\.allState) == [.some, .some, .some, .all, .some, .all])
        #expect(states.map(\.summary) == ["2 of 5", "3 of 5", "4 of 5", "All on", "Lock Screen", "All on"])
        let alwaysValid = states.allSatisfy(\.isValid)
        #expect(alwaysValid)   // no bounds: any selection will do
    }
}
