import PickListKit
import Testing

/// Specs/inline-plurals.picklist.yml: a list written in Russian whose summary texts give their
/// plural forms inline; the spec's forms are chosen by Russian's plural rules where no
/// localizer gives the text's forms or a translation.
@Suite struct InlinePluralFormsTests {
    /// The summary with the first `count` categories selected.
    static func summary(_ count: Int) -> String {
        Categories.Selection(Array(Categories.allCases.prefix(count))).summary
    }

    /// A localizer that knows none of the list's texts.
    struct EmptyLocalizer: PickListLocalizer {
        var languageIdentifier: String? { "de" }
        func string(forKey key: String, table: String, default: String) -> String { `default` }
    }

    /// A localizer that gives the `other` summary's forms in English.
    struct EnglishFormsLocalizer: PickListLocalizer {
        var languageIdentifier: String? { "en" }
        func string(forKey key: String, table: String, default: String) -> String { `default` }
        func pluralForms(forKey key: String, table: String) -> [PluralCategory: String]? {
            key == "Categories.summary.other" ? [.one: "{count} category", .other: "{count} categories"] : nil
        }
    }

    @Test func withoutLocalizer_theSpecsFormsByRussianRules() {
        PickListLocalization.withLocalizer(nil) {
            #expect(Self.summary(3) == "3 категории")
            #expect(Self.summary(5) == "5 категорий")
            #expect(Self.summary(21) == "21 категория")
            #expect(Self.summary(22) == "22 категории")
            // Every item selected and no `all` text: the forms of `other`.
            #expect(Self.summary(25) == "25 категорий")
            // `none` counts `{total}`.
            #expect(Self.summary(0) == "Всего 25 категорий")
            #expect(OnlyCategory.Selection([]).summary == "Всего 1 категория")
        }
    }

    @Test func localizerWithoutTheText_theSpecsForms() {
        PickListLocalization.withLocalizer(EmptyLocalizer()) {
            #expect(Self.summary(5) == "5 категорий")
            #expect(Self.summary(21) == "21 категория")
        }
    }

    @Test func localizersForms_comeFirst() {
        PickListLocalization.withLocalizer(EnglishFormsLocalizer()) {
            #expect(Self.summary(5) == "5 categories")
            #expect(Self.summary(0) == "Всего 25 категорий")
        }
    }

    @Test func theDefinitionKeepsTheForms() {
        #expect(Categories.definition.policy.language == "ru")
        #expect(Categories.definition.summary.other == "{count} категории")
        #expect(Categories.definition.summary.forms[.other]?[.many] == "{count} категорий")
    }
}
