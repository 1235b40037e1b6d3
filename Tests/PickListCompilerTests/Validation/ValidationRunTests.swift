import Testing
@testable import PickListCompiler

@Suite struct ValidationRunTests {
    private func specs(_ yaml: String, path: String) throws -> [Spec] {
        let result = ValidationHarness.validate(yaml, path: path)
        try #require(result.diagnostics.isEmpty)
        return result.specs
    }

    @Test func sameNameInTwoFiles_isErrorAtSecondWithNoteAtFirst() throws {
        let first = try specs("title: Purpose\nselection: single\nitems: [Design]\n", path: "a/purpose.picklist.yml")
        let second = try specs("\n\nname: Purpose\ntitle: Aim\nselection: single\nitems: [Testing]\n", path: "b/other.picklist.yml")
        let diagnostics = SpecValidator().validateRun(first + second)
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.rule == "duplicate-name")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == SourceLocation(file: "b/other.picklist.yml", line: 3, column: 1))
        #expect(diagnostic.message == "two lists are named 'Purpose'; each list becomes a Swift type, so names must be unique in one run (set 'name:' on one of them)")
        #expect(diagnostic.notes == [.init("'Purpose' first defined here", at: SourceLocation(file: "a/purpose.picklist.yml", line: 1, column: 1))])
    }

    @Test func sameNameInOneMultiDocumentFile_isError() throws {
        let yaml = "name: Zone\ntitle: A\nselection: single\nitems: [X]\n---\nname: Zone\ntitle: B\nselection: single\nitems: [Y]\n"
        let all = try specs(yaml, path: "zones.picklist.yml")
        #expect(all.map(\.name) == ["Zone", "Zone"])
        let diagnostics = SpecValidator().validateRun(all)
        #expect(diagnostics.map(ValidationHarness.render) == [
            "6:1: error: two lists are named 'Zone'; each list becomes a Swift type, so names must be unique in one run (set 'name:' on one of them) [duplicate-name] note 1:1: 'Zone' first defined here",
        ])
    }

    @Test func distinctNames_giveNoDiagnostic() throws {
        let all = try specs("title: A\nselection: single\nitems: [X]\n", path: "a.picklist.yml")
            + specs("title: B\nselection: single\nitems: [Y]\n", path: "b.picklist.yml")
        #expect(SpecValidator().validateRun(all).isEmpty)
    }
}
