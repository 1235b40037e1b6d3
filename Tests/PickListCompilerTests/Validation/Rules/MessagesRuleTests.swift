import PickListKit
import Testing
@testable import PickListCompiler

// `messages`: the refusal texts a spec writes. Exact diagnostics, located at the key or value.

@Suite struct MessagesRuleTests {
    @Test func writtenTexts_areKept_theRestAreLeftToPickListKit() throws {
        let spec = try #require(ValidationHarness.spec("""
        title: Toppings
        selection: multiple
        max: 2
        messages:
          maximum: "Up to {max}, so not {title}."
          not_editing: Tap Edit first.
        items: [Cheese, Olives, Basil]
        """))
        #expect(spec.messages == PickListMessages(maximum: "Up to {max}, so not {title}.", notEditing: "Tap Edit first."))
        #expect(spec.messages.text(.disabled) == PickListMessages.Text.disabled.defaultText)
    }

    @Test func unknownKey_suggestsTheClosest() {
        #expect(ValidationHarness.lint("""
        title: Toppings
        selection: multiple
        messages:
          maximun: Too many.
          not_edting: Edit first.
        items: [Cheese, Olives]
        """) == [
            "4:3: error: unknown key 'maximun' in 'messages' [unknown-key] (did you mean 'maximum'?)",
            "5:3: error: unknown key 'not_edting' in 'messages' [unknown-key] (did you mean 'not_editing'?)",
        ])
    }

    @Test func unknownPlaceholder_isAnError_withSuggestion() {
        #expect(ValidationHarness.lint("""
        title: Toppings
        selection: multiple
        min: 1
        messages:
          minimum: 'Keep {mim}.'
          disabled: '{name} is gone.'
        items: [Cheese, Olives]
        """) == [
            "5:12: error: unknown placeholder '{mim}' in message 'minimum'; the placeholders are {max}, {min} and {title} [unknown-placeholder] (did you mean '{min}'?)",
            "6:13: error: unknown placeholder '{name}' in message 'disabled'; the placeholders are {max}, {min} and {title} [unknown-placeholder]",
        ])
    }

    /// A summary placeholder is no message placeholder: `{count}` is not filled in a refusal.
    @Test func summaryPlaceholderInAMessage_isUnknown() {
        #expect(ValidationHarness.lint("""
        title: Toppings
        selection: multiple
        max: 1
        messages:
          maximum: 'Only {count}.'
        items: [Cheese, Olives]
        """) == [
            "5:12: error: unknown placeholder '{count}' in message 'maximum'; the placeholders are {max}, {min} and {title} [unknown-placeholder]",
        ])
    }

    @Test func nonStringValues_andANonMapping_areWrongTypes() {
        #expect(ValidationHarness.lint("""
        title: Toppings
        selection: multiple
        messages:
          maximum: [Too, many]
          locked: {a: b}
        items: [Cheese, Olives]
        """) == [
            "4:12: error: 'maximum' must be a string, not a sequence [wrong-type]",
            "5:11: error: 'locked' must be a string, not a mapping [wrong-type]",
        ])
        #expect(ValidationHarness.lint("""
        title: Toppings
        selection: multiple
        messages: Too many.
        items: [Cheese, Olives]
        """) == [
            "3:11: error: 'messages' must be a mapping with any of the keys maximum, minimum, disabled, locked, not_editing, not_selectable; not 'Too many.' [wrong-type]",
        ])
    }

    @Test func messageKeyAtTheTopOfTheList_pointsUnderMessages() {
        #expect(ValidationHarness.lint("""
        title: Inbox
        selection: multiple
        edit_mode: true
        not_editing: Tap Edit.
        items: [Lunch, Invoice]
        """) == [
            "4:1: error: unknown key 'not_editing' in a list: refusal texts belong under 'messages:' ('messages:' then '  not_editing: …') [unknown-key]",
        ])
    }

    /// The keys and placeholders the validator accepts are PickListKit's.
    @Test func keysAndPlaceholders_areThoseOfPickListKit() {
        #expect(SpecDocumentValidator.messageKeys == ["maximum", "minimum", "disabled", "locked", "not_editing", "not_selectable"])
        #expect(SpecDocumentValidator.messagePlaceholders == PickListMessages.Placeholder.allCases.map(\.rawValue))
        #expect(SpecDocumentValidator.placeholderList(SpecDocumentValidator.messagePlaceholders) == "{max}, {min} and {title}")
    }
}
