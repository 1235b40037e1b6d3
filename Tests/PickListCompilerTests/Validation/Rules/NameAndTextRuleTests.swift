import Testing
@testable import PickListCompiler

// One failing fixture per validation rule, YAML text → loader → validator, with the exact
// diagnostics asserted: `line:column: severity: message [rule]`, the suggestion and notes.
// Names and texts: type names, summary placeholders, disabled lists, duplicate titles.

@Suite struct InvalidNameRuleTests {
    @Test func lowercaseName_suggestsCapitalised() {
        let yaml = """
        name: purpose
        title: Purpose
        selection: single
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:7: error: invalid name 'purpose': a type name is UpperCamelCase and starts with an uppercase letter [invalid-name] (did you mean 'Purpose'?)",
        ])
    }

    @Test func nameWithSpaces_suggestsUpperCamelCase() {
        let yaml = """
        name: job purpose
        title: Purpose
        selection: single
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:7: error: invalid name 'job purpose': a type name may contain only letters, digits and underscores [invalid-name] (did you mean 'JobPurpose'?)",
        ])
    }

    @Test func stdlibTypeName_isInvalid() {
        let yaml = """
        name: String
        title: Purpose
        selection: single
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:7: error: invalid name 'String': 'String' would shadow a type the generated code uses [invalid-name]",
        ])
    }

    @Test func fileNameWithoutWord_asksForName() {
        let yaml = """
        title: Purpose
        selection: single
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml, path: "specs/123.picklist.yml") == [
            "1:1: error: cannot derive a Swift type name from the file name '123.picklist.yml'; add 'name: MyList' [invalid-name]",
        ])
    }
}

@Suite struct UnknownPlaceholderRuleTests {
    @Test func misspeltPlaceholder_suggestsKnownOne() {
        let yaml = """
        title: Quotes
        selection: multiple
        summary:
          other: '{totl} in all'
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: unknown placeholder '{totl}' in summary 'other'; the placeholders are {count}, {total} and {title} [unknown-placeholder] (did you mean '{total}'?)",
        ])
    }

    @Test func unrelatedPlaceholder_listsKnownOnes() {
        let yaml = """
        title: Quotes
        selection: multiple
        summary:
          one: 'Only {name}'
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:8: error: unknown placeholder '{name}' in summary 'one'; the placeholders are {count}, {total} and {title} [unknown-placeholder]",
        ])
    }
}

@Suite struct AllDisabledRuleTests {
    @Test func everyItemDisabled_isWarning() {
        let yaml = """
        title: Zones
        selection: single
        items:
          - title: Tokyo
            enabled: false
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:1: warning: every item is disabled ('enabled: false'), so nothing can ever be selected [all-disabled]",
        ])
    }
}

@Suite struct DuplicateTitleRuleTests {
    @Test func twoSectionsWithOneTitle_isWarning() {
        let yaml = """
        title: Zones
        selection: single
        sections:
          - title: Europe
            items: [Paris]
          - title: Europe
            items: [Berlin]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:12: warning: two sections have the title 'Europe'; merge their items into one section [duplicate-title] note 4:12: first section with this title",
        ])
    }

    @Test func sameTitleDifferentIDs_isWarning() {
        let yaml = """
        title: Zones
        selection: single
        items:
          - paris: Paris
          - parisTexas: Paris
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: warning: two items show the same title 'Paris'; users cannot tell them apart (change one title, or give them different subtitles) [duplicate-title] note 4:5: first item with this title",
        ])
    }

    @Test func itemTitledLikeAllRow_isWarning() {
        let yaml = """
        title: Quotes
        selection: multiple
        all: true
        items: [All, Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:9: warning: the item 'All' has the same title as the all-row; remove the item (the all-row selects everything) or give the all-row another 'title' [duplicate-title] note 3:1: the all-row is declared here",
        ])
    }
}
