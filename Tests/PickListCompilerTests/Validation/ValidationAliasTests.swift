import Testing
@testable import PickListCompiler

/// An alias that cannot be expanded gives one error and nothing that follows from it: the
/// loader reports it, and validation says nothing more about the value it stood for.
@Suite struct ValidationAliasTests {
    @Test func aliasesOverTheBudget_giveOneErrorNotOnePerItem() {
        let yaml = "title: Flood\nselection: multiple\nitems: [&s A" + String(repeating: ", *s", count: 200_000) + "]\n"
        let diagnostics = ValidationHarness.lint(yaml)
        #expect(diagnostics == [
            "3:400015: error: alias '*s' expands beyond the limit of 100000 nodes (an alias bomb?); the file is not loaded further [alias-budget]",
        ])
    }

    @Test func undefinedAliasAsItems_isOnlyAnUnknownAlias() {
        let yaml = """
        title: Purpose
        selection: single
        items: *nope
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:8: error: alias '*nope' refers to no anchor defined before it in this document [unknown-alias]",
        ])
    }

    @Test func undefinedAliasesAnywhere_areOnlyUnknownAliases() {
        let yaml = """
        title: *t
        selection: *s
        max: *m
        all: *a
        summary: *y
        default: [*d]
        sections:
          - *section
          - title: Europe
            items:
              - *item
              - paris: *paris
              - id: *id
                title: Rome
                keywords: *k
                renamed_from: [*r]
        """
        let diagnostics = ValidationHarness.lint(yaml)
        #expect(diagnostics.count == 12, "\(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.hasSuffix("[unknown-alias]") }, "\(diagnostics)")
    }

    @Test func listWithAnUndefinedAlias_givesNoSpec() {
        let result = ValidationHarness.validate("title: *t\nselection: single\nitems: [A]\n")
        #expect(result.specs.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }
}
