import Testing
@testable import PickListCompiler

// One failing fixture per validation rule, YAML text → loader → validator, with the exact
// diagnostics asserted: `line:column: severity: message [rule]`, the suggestion and notes.
// `default`: unknown, disabled and repeated ids, and defaults in edit mode.

@Suite struct UnknownDefaultRuleTests {
    @Test func misspeltSelection_stillChecksTheDefaultsIDs() {
        let yaml = """
        title: Purpose
        selction: multiple
        default: [desing, Testing]
        items: [Design, Testing]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "2:1: error: unknown key 'selction' in a list [unknown-key] (did you mean 'selection'?)",
            "3:11: error: 'default' names 'desing', but no item has that id [unknown-default] (did you mean 'design'?)",
            "3:19: error: 'default' names 'Testing', but no item has that id ('default' takes ids, not titles) [unknown-default] (did you mean 'testing'?)",
        ])
    }

    @Test func misspeltDefault_suggestsClosestID() {
        let yaml = """
        title: Purpose
        selection: single
        default: desing
        items: [Design, Testing]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: 'default' names 'desing', but no item has that id [unknown-default] (did you mean 'design'?)",
        ])
    }

    @Test func titleAsDefault_suggestsItsID() {
        let yaml = """
        title: Network
        selection: single
        default: Wi-Fi only
        items: [Wi-Fi only, Cellular]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: 'default' names 'Wi-Fi only', but no item has that id ('default' takes ids, not titles) [unknown-default] (did you mean 'wiFiOnly'?)",
        ])
    }

    @Test func renamedIDAsDefault_suggestsNewID() {
        let yaml = """
        title: Zones
        selection: multiple
        default: [calcutta]
        items:
          - id: kolkata
            title: Kolkata
            renamed_from: [calcutta]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:11: error: 'default' names 'calcutta', which was renamed to 'kolkata' [unknown-default] (did you mean 'kolkata'?)",
        ])
    }
}

@Suite struct DisabledDefaultRuleTests {
    @Test func disabledDefault_isErrorWithNote() {
        let yaml = """
        title: Zones
        selection: single
        default: kathmandu
        items:
          - Tokyo
          - id: kathmandu
            title: Kathmandu
            enabled: false
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: 'default' names 'kathmandu', which is disabled ('enabled: false') and can never be selected [disabled-default] note 6:9: 'kathmandu' is defined here",
        ])
    }
}

@Suite struct DuplicateDefaultRuleTests {
    @Test func repeatedDefault_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        default: [love, fame, love]
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:23: error: 'default' lists 'love' twice [duplicate-default] note 3:11: first listed here",
        ])
    }
}

@Suite struct DefaultInEditModeRuleTests {
    @Test func defaultWithEditMode_isError() {
        let yaml = """
        title: Inbox
        selection: multiple
        edit_mode: true
        default: [a]
        items: [A, B]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: a list with 'edit_mode' starts with nothing selected (selection happens only while editing); remove 'default' [default-in-edit-mode]",
        ])
    }
}
