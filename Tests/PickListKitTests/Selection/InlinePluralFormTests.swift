import Testing
@testable import PickListKit

/// The spec's inline plural forms, chosen by the rules of the list's language: the choice
/// itself, and a runtime list's policy with no localizer installed.
@Suite struct InlinePluralFormTests {
    static let summary = PickListSummaryFormat(
        none: "{title}", other: "{count} категории",
        forms: [.other: [.one: "{count} категория", .few: "{count} категории", .many: "{count} категорий", .other: "{count} категории"]])

    @Test func form_byRussianRules() {
        let russian = PluralRules(localeIdentifier: "ru")
        let forms = [1, 3, 5, 21, 22, 111].map { Self.summary.form(.other, count: $0, total: 200, rules: russian) }
        #expect(forms == ["{count} категория", "{count} категории", "{count} категорий", "{count} категория", "{count} категории", "{count} категорий"])
        // `all` without a text of its own takes the forms of `other`.
        #expect(Self.summary.form(.all, count: 5, total: 5, rules: russian) == "{count} категорий")
        // A text without forms, or without a number, is itself.
        #expect(Self.summary.form(.none, count: 5, total: 5, rules: russian) == "{title}")
    }

    @Test func runtimePolicy_withoutLocalizer_usesTheSpecsForms() {
        let policy = PickListPolicy(title: "Категории", selection: .multiple, summary: Self.summary, language: "ru")
        PickListLocalization.withLocalizer(nil) {
            #expect(policy.displayedSummary(.other, count: 21, total: 40) == "{count} категория")
            #expect(policy.displayedSummary(.other, count: 5, total: 40) == "{count} категорий")
        }
        // English rules for the same forms: 21 is `other`.
        let english = PickListPolicy(title: "Категории", selection: .multiple, summary: Self.summary)
        #expect(english.displayedSummary(.other, count: 21, total: 40) == "{count} категории")
    }
}
