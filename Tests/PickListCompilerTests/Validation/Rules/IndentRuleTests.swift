import Testing
@testable import PickListCompiler

// `indent` on items: a whole number of levels from 0 to 10, each mistake located at its value.

@Suite struct IndentRuleTests {
    private func list(indent: String) -> String {
        """
        title: Move to
        selection: single
        items:
          - id: icloud
            title: iCloud
          - id: notes
            title: Notes
            indent: \(indent)
        """
    }

    @Test func indent_reachesTheItem_andAnItemWithoutOneIsAtLevelZero() throws {
        let spec = try #require(ValidationHarness.spec(list(indent: "2")))
        #expect(spec.items.map(\.indent) == [0, 2])
    }

    @Test func indentAboveTen_isAnInvalidValue_thatSaysWhatToDoInstead() {
        #expect(ValidationHarness.spec(list(indent: "10"))?.items.map(\.indent) == [0, 10])
        #expect(ValidationHarness.lint(list(indent: "11")) == [
            "8:13: error: 'indent' must be 0 to 10 levels, not 11: the deepest a row is drawn (PickListEntry draws a deeper row of an app's tree at 10); write 10 for it [invalid-value]",
        ])
    }

    @Test func negativeIndent_isOutOfBounds() {
        #expect(ValidationHarness.lint(list(indent: "-1")) == [
            "8:13: error: 'indent' must be 0 or more, not -1 [bounds]",
        ])
    }

    @Test func indentThatIsNotANumber_isAWrongType() {
        #expect(ValidationHarness.lint(list(indent: "deep")) == [
            "8:13: error: 'indent' must be a whole number, not 'deep' [wrong-type]",
        ])
        #expect(ValidationHarness.lint(list(indent: "1.5")) == [
            "8:13: error: 'indent' must be a whole number, not '1.5' [wrong-type]",
        ])
    }

    @Test func misspeltIndent_suggestsTheKey() {
        let yaml = list(indent: "1").replacingOccurrences(of: "indent:", with: "indnet:")
        #expect(ValidationHarness.lint(yaml).first?.contains("did you mean 'indent'?") == true)
    }
}
