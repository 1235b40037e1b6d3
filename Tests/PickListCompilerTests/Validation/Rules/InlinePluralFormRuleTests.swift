import PickListKit
import Testing
@testable import PickListCompiler

// Summary texts that give their plural forms inline, in the spec's `language`: each bad input
// with its exact diagnostic, and the forms a valid spec carries.

@Suite struct InlinePluralFormRuleTests {
    static func spec(language: String? = nil, other: String) -> String {
        """
        title: Categories
        selection: multiple\(language.map { "\nlanguage: \($0)" } ?? "")
        summary:
          other: \(other)
        items: [Books, Music]
        """
    }

    @Test func russianForms_areValid_andCarried() throws {
        let yaml = Self.spec(
            language: "ru",
            other: #"{one: "{count} категория", few: "{count} категории", many: "{count} категорий", other: "{count} категории"}"#)
        #expect(ValidationHarness.lint(yaml) == [])
        let summary = try #require(ValidationHarness.spec(yaml)).summary
        #expect(summary.other == "{count} категории")
        #expect(summary.forms == [.other: [.one: "{count} категория", .few: "{count} категории", .many: "{count} категорий", .other: "{count} категории"]])
    }

    @Test func unknownCategory_isAnErrorWithTheClosestCategory() {
        let yaml = Self.spec(other: #"{one: "{count} category", ohter: "{count} categories"}"#)
        #expect(ValidationHarness.lint(yaml) == [
            "4:36: error: unknown key 'ohter' in the plural forms of summary 'other' [unknown-key] (did you mean 'other'?)",
        ])
    }

    @Test func formsWithoutOther_areAnError() {
        let yaml = Self.spec(other: #"{one: "{count} category"}"#)
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: the plural forms of summary 'other' have no 'other' form; write 'other:', the form for every number no other category takes [missing-key]",
        ])
    }

    @Test func formThatIsNotAString_isAnError() {
        let yaml = Self.spec(other: #"{one: [a, b], other: "{count} categories"}"#)
        #expect(ValidationHarness.lint(yaml) == [
            "4:16: error: 'one' must be a string, not a sequence [wrong-type]",
        ])
    }

    @Test func unknownPlaceholderInAForm_isAnError() {
        let yaml = Self.spec(other: #"{one: "{cuont} category", other: "{count} categories"}"#)
        #expect(ValidationHarness.lint(yaml) == [
            "4:16: error: unknown placeholder '{cuont}' in the 'one' form of summary 'other'; the placeholders are {count}, {total} and {title} [unknown-placeholder] (did you mean '{count}'?)",
        ])
    }

    @Test func categoryTheLanguageNeeds_missing_isAWarning() {
        let yaml = Self.spec(language: "ru", other: #"{one: "{count} категория", other: "{count} категории"}"#)
        #expect(ValidationHarness.lint(yaml) == [
            "5:10: warning: the plural forms of summary 'other' lack 'few', 'many', which language 'ru' needs; such numbers take the 'other' form [missing-plural-form]",
        ])
    }

    @Test func englishByDefault_needsOneAndOther() {
        #expect(ValidationHarness.lint(Self.spec(other: #"{one: "{count} category", other: "{count} categories"}"#)) == [])
        #expect(ValidationHarness.lint(Self.spec(other: #"{other: "{count} categories"}"#)) == [
            "4:10: warning: the plural forms of summary 'other' lack 'one', which language 'en' needs; such numbers take the 'other' form [missing-plural-form]",
        ])
    }
}
