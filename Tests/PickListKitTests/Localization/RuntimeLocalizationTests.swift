import Testing
import PickListKit

/// A localized runtime list (`rows: runtime` with `localization`) translates the texts its spec
/// holds — the list title, the all-row and the summary texts — under the same keys as an enum
/// list; its rows' titles are the app's, shown as given.
@Suite struct RuntimeLocalizationTests {
    enum Mailbox: RuntimePickList {
        static let definition = PickListPolicy(
            title: "Mailbox",
            selection: .multiple,
            allRow: PickListAllRow(title: "All Mail"),
            summary: PickListSummaryFormat(none: "No Action", other: "Delete ({count})"),
            localization: PickListLocalizationKeys(name: "Mailbox", table: "Mail")
        )
    }

    static let german = DictionaryLocalizer([
        "Mail": [
            "Mailbox.title": "Postfach",
            "Mailbox.all": "Alle E-Mails",
            "Mailbox.summary.none": "Keine Aktion",
            "Mailbox.summary.other": "Löschen ({count})",
            "Mailbox.summary.all": "Alle {total} löschen",
        ],
    ])

    @Test func translatedTexts_underTheListsKeys() {
        var mailbox = Mailbox.Rows([
            PickListEntry(id: 1, title: "Invoice"), PickListEntry(id: 2, title: "Lunch"), PickListEntry(id: 3, title: "CI"),
        ])
        PickListLocalization.withLocalizer(Self.german) {
            #expect(Mailbox.listTitle == "Postfach")
            #expect(mailbox.title(of: .all) == "Alle E-Mails")
            #expect(mailbox.title(of: .entry(1)) == "Invoice")
            #expect(mailbox.summary == "Keine Aktion")
            mailbox.tap(.entry(1))
            mailbox.tap(.entry(2))
            #expect(mailbox.summary == "Löschen (2)")
            mailbox.tap(.all)
            #expect(mailbox.summary == "Alle 3 löschen")
        }
        PickListLocalization.withLocalizer(nil) {
            #expect(Mailbox.listTitle == "Mailbox")
            #expect(mailbox.summary == "Delete (3)")
            #expect(mailbox.title(of: .all) == "All Mail")
        }
    }

    @Test func aListWithoutLocalization_neverAsksTheLocalizer() {
        let localizer = DictionaryLocalizer([:])
        var inbox = Inbox.Rows([PickListEntry(id: 1, title: "A")])
        PickListLocalization.withLocalizer(localizer) {
            inbox.setEditing(true)
            inbox.tap(.entry(1))
            _ = inbox.summary
            _ = Inbox.listTitle
        }
        #expect(localizer.asked.isEmpty)
    }
}
