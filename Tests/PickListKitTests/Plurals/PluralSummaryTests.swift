import Synchronization
import Testing
import PickListKit

/// Summaries with a number take the plural form the number needs in the localizer's
/// language, through ``PickListLocalizer/pluralForms(forKey:table:)``, in both kinds of list,
/// with the documented fallbacks for missing and empty forms.
@Suite struct PluralSummaryTests {
    /// A localizer with plain translations and plural forms, counting what it is asked.
    final class PluralLocalizer: PickListLocalizer {
        let plain: [String: String]
        let forms: [String: [PluralCategory: String]]
        let languageIdentifier: String?
        private let formsAsked = Mutex(0)

        init(language: String?, plain: [String: String] = [:], forms: [String: [PluralCategory: String]]) {
            self.plain = plain
            self.forms = forms
            languageIdentifier = language
        }

        func string(forKey key: String, table: String, default: String) -> String {
            plain[table + ":" + key] ?? `default`
        }

        func pluralForms(forKey key: String, table: String) -> [PluralCategory: String]? {
            formsAsked.withLock { $0 += 1 }
            return forms[table + ":" + key]
        }

        var formsAskedCount: Int { formsAsked.withLock { $0 } }
    }

    enum Messages: RuntimePickList {
        static let definition = PickListPolicy(
            title: "Messages",
            selection: .multiple,
            allRow: PickListAllRow(title: "All"),
            summary: PickListSummaryFormat(none: "{count} messages", one: "{count} message", other: "{count} messages"),
            localization: PickListLocalizationKeys(name: "Messages", table: "Mail")
        )
    }

    static let russianMessages: [PluralCategory: String] = [
        .one: "{count} сообщение", .few: "{count} сообщения", .many: "{count} сообщений", .other: "{count} сообщения",
    ]
    static let russian = PluralLocalizer(language: "ru", forms: [
        "Mail:Messages.summary.none": russianMessages,
        "Mail:Messages.summary.one": russianMessages,
        "Mail:Messages.summary.other": russianMessages,
        "Mail:Messages.summary.all": russianMessages,
    ])

    static func rows(_ count: Int) -> Messages.Rows<Int> {
        Messages.Rows((1...count).map { PickListEntry(id: $0, title: "M\($0)") })
    }

    @Test func runtimeList_russianForms_for0_1_3_5_21() {
        var messages = Self.rows(25)
        PickListLocalization.withLocalizer(Self.russian) {
            #expect(messages.summary == "0 сообщений")
            var seen: [Int: String] = [:]
            for id in 1...21 {
                messages.tap(.entry(id))
                seen[id] = messages.summary
            }
            #expect(seen[1] == "1 сообщение")
            #expect(seen[3] == "3 сообщения")
            #expect(seen[5] == "5 сообщений")
            #expect(seen[11] == "11 сообщений")
            #expect(seen[21] == "21 сообщение")
        }
        PickListLocalization.withLocalizer(nil) {
            #expect(messages.summary == "21 messages")
        }
    }

    /// The all-row's "3 of 5 selected" counts a number too, so VoiceOver hears the form the
    /// count needs: 1, 21 → one; 3 → few; 5, 11 → many.
    @Test func allRowAccessibilityValue_takesTheCountsRussianForm() {
        let someSelected: [PluralCategory: String] = [
            .one: "{count} из {total} выбран", .few: "{count} из {total} выбраны",
            .many: "{count} из {total} выбрано", .other: "{count} из {total} выбрано",
        ]
        let localizer = PluralLocalizer(language: "ru", forms: ["Mail:Messages.accessibility.some_selected": someSelected])
        var messages = Self.rows(25)
        PickListLocalization.withLocalizer(localizer) {
            var heard: [Int: String] = [:]
            for id in 1...21 {
                messages.tap(.entry(id))
                heard[id] = messages.accessibilityValue(for: .all)
            }
            #expect(heard[1] == "1 из 25 выбран")
            #expect(heard[3] == "3 из 25 выбраны")
            #expect(heard[5] == "5 из 25 выбрано")
            #expect(heard[11] == "11 из 25 выбрано")
            #expect(heard[21] == "21 из 25 выбран")
        }
        PickListLocalization.withLocalizer(nil) {
            #expect(messages.accessibilityValue(for: .all) == "21 of 25 selected")
        }
    }

    @Test func runtimeList_aMillionRows_takeRussianMany() {
        var messages = Self.rows(1_000_000)
        messages.tap(.all)
        PickListLocalization.withLocalizer(Self.russian) {
            #expect(messages.count == 1_000_000)
            #expect(messages.summary == "1000000 сообщений")
        }
        // A million is `many` in French too (CLDR: a multiple of a million). Every row is
        // selected, so the text is `all` (the spec's falls back to `other`'s, under its own key).
        let french = PluralLocalizer(language: "fr", forms: [
            "Mail:Messages.summary.all": [.one: "{count} message", .many: "{count} de messages", .other: "{count} messages"],
        ])
        PickListLocalization.withLocalizer(french) {
            #expect(messages.summary == "1000000 de messages")
        }
    }

    @Test func enumList_formsAskedOncePerLocalizer_neverOnATap() {
        let localizer = PluralLocalizer(language: "pl", forms: [
            "PickLists:Produce.summary.other": [
                .one: "{count} z {total}", .few: "{count} produkty z {total}", .many: "{count} produktów z {total}",
                .other: "{count} produktu z {total}",
            ],
        ])
        PickListLocalization.withLocalizer(localizer) {
            var selection = Produce.Selection([.apple, .pear])
            #expect(localizer.formsAskedCount == 0)
            #expect(selection.summary == "2 produkty z 5")
            selection.tap(.item(.banana))
            selection.tap(.item(.mango))
            #expect(localizer.formsAskedCount == 1)
            // Four of five, then all five: `all` ("All {total}") has its own key and no forms.
            #expect(selection.summary == "4 produkty z 5")
            selection.tap(.item(.kale))
            #expect(selection.summary == "All 5")
            #expect(localizer.formsAskedCount == 2)
            #expect(selection.summary == "All 5")
            #expect(localizer.formsAskedCount == 2)
        }
    }

    @Test func fallbacks_missingCategory_missingOther_emptyForm_emptyTranslation() {
        let key = "Mail:Messages.summary.other"
        func summary(_ localizer: PluralLocalizer, selecting count: Int) -> String {
            var messages = Self.rows(30)
            for id in 1...count { messages.tap(.entry(id)) }
            return PickListLocalization.withLocalizer(localizer) { messages.summary }
        }
        // `few` missing: 3 reads the `other` form.
        let noFew = PluralLocalizer(language: "ru", forms: [key: [.one: "{count} сообщение", .other: "{count} (other)"]])
        #expect(summary(noFew, selecting: 3) == "3 (other)")
        // No `other` and no `many`: 5 reads the plain translation, else the spec's text.
        let noOther = PluralLocalizer(language: "ru", plain: [key: "{count} шт."], forms: [key: [.one: "{count} сообщение"]])
        #expect(summary(noOther, selecting: 5) == "5 шт.")
        let noOtherNoPlain = PluralLocalizer(language: "ru", forms: [key: [.one: "{count} сообщение"]])
        #expect(summary(noOtherNoPlain, selecting: 5) == "5 messages")
        // An empty form counts as missing.
        let emptyMany = PluralLocalizer(language: "ru", forms: [key: [.many: "", .other: "{count} (other)"]])
        #expect(summary(emptyMany, selecting: 5) == "5 (other)")
        // An empty translation reads as the spec's text.
        let empty = PluralLocalizer(language: "ru", plain: [key: ""], forms: [:])
        #expect(summary(empty, selecting: 5) == "5 messages")
        // A localizer that names no language gets the `other` form for every number.
        let noLanguage = PluralLocalizer(language: nil, forms: [key: [.one: "{count} one", .other: "{count} other"]])
        #expect(summary(noLanguage, selecting: 2) == "2 other")
    }

    @Test func theNumberThatChooses_isCountThenTotal() {
        #expect(PickListSummaryFormat.pluralNumber(of: "{count} of {total}", count: 3, total: 40) == 3)
        #expect(PickListSummaryFormat.pluralNumber(of: "All {total}", count: 40, total: 40) == 40)
        #expect(PickListSummaryFormat.pluralNumber(of: "{title}", count: 1, total: 40) == nil)
    }

    @Test func oneFunctionChoosesTheForm() {
        let forms = Self.russianMessages
        let russian = PluralRules(localeIdentifier: "ru")
        #expect([0, 1, 2, 5, 21, 22, 111, 1_000_000].map { russian.form(for: $0, in: forms) } == [
            "{count} сообщений", "{count} сообщение", "{count} сообщения", "{count} сообщений",
            "{count} сообщение", "{count} сообщения", "{count} сообщений", "{count} сообщений",
        ])
        #expect(russian.form(for: 5, in: [.one: "x"]) == nil)
        let localizer = PluralLocalizer(language: "ar", plain: ["T:k": "plain"], forms: ["T:k": [
            .zero: "zero", .one: "one", .two: "two", .few: "few", .many: "many", .other: "other",
        ]])
        #expect([0, 1, 2, 3, 11, 100, 1_000_000].map { localizer.string(forKey: "k", table: "T", default: "d", pluralFor: $0) }
            == ["zero", "one", "two", "few", "many", "other", "other"])
        #expect(localizer.string(forKey: "missing", table: "T", default: "d", pluralFor: 3) == "d")
    }
}
