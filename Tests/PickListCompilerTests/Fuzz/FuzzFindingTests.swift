import Foundation
@testable import PickListCompiler
import Testing

/// The inputs the fuzz targets (Fuzz/, `make fuzz`) found, kept as fixtures
/// (Fixtures/Fuzz/) with the exact diagnostics they must give now. Each broke the promise that
/// every diagnostic is located inside the file, at a line and column a reader can find.
@Suite struct FuzzFindingTests {
    /// Every diagnostic of loading and validating a fixture, one line each.
    private func lint(_ name: String) -> [String] {
        let file = YAMLLoader().load(path: Fixtures.path("Fuzz/" + name))
        return (file.diagnostics + SpecValidator().validate(file).diagnostics).map(ValidationHarness.render)
    }

    // libyaml ends a last line without a line break with a break of its own, and marked what
    // it found there (and the construct it was in) on a line the file does not have (`[`
    // alone: 2:1). Now at the end of the last line.

    @Test func unclosedFlowSequence_onTheOnlyLine_isAtTheEndOfThatLine() {
        #expect(lint("unclosed-flow-sequence.picklist.yml") == [
            "1:2: error: did not find expected node content [yaml-syntax] note 1:2: while parsing a flow node",
        ])
    }

    @Test func unclosedFlowSequence_afterABlankLine_isAtTheEndOfTheLastLine() {
        #expect(lint("unclosed-flow-sequence-after-blank-line.picklist.yml") == [
            "2:2: error: did not find expected node content [yaml-syntax] note 2:2: while parsing a flow node",
        ])
    }

    @Test func unclosedFlowSequence_afterABlockSequence_isAtTheEndOfTheLastLine() {
        #expect(lint("unclosed-flow-sequence-after-block-sequence.picklist.yml") == [
            "3:2: error: could not find expected ':' [yaml-syntax] note 3:1: while scanning a simple key",
        ])
    }

    @Test func unclosedFlowSequence_withText_isAtTheEndOfTheLastLine() {
        #expect(lint("unclosed-flow-sequence-with-text.picklist.yml") == [
            "1:5: error: did not find expected ',' or ']' [yaml-syntax] note 1:1: while parsing a flow sequence",
        ])
    }

    @Test func emptyValueAtTheEndOfAFileWithoutALineBreak_isOnTheLastLine() throws {
        let file = YAMLLoader().load(string: "? a", path: "q.yml")
        #expect(file.diagnostics == [])
        let pair = try #require(file.documents.first?.testPairs.first)
        #expect(pair.value.mark == Mark(line: 1, column: 4))
    }

    @Test func aFileEndingInALineBreak_keepsTheEmptyLineAfterIt() {
        #expect(ValidationHarness.lint("[\n", path: "n.yml").prefix(1) == [
            "2:1: error: did not find expected node content [yaml-syntax] note 2:1: while parsing a flow node",
        ])
    }

    // swift-mustache counts lines at every line-break character (U+000B, `\r\n` …) but columns
    // from the last `\n` only; its place was passed on as is (3:10 in a two-line template).
    // Now our lines (line feeds) and columns (Unicode scalars), as for every other diagnostic.

    private func templateError(_ text: String) throws -> Diagnostic {
        let error = try #require(throws: TemplateError.self) {
            try Template(text: text, name: "t.txt.mustache", outputExtension: "txt", file: "t.txt.mustache")
        }
        return error.diagnostic
    }

    /// The engine stops at the last `{`: the 10th scalar of line 2 (it said 3:10).
    @Test func templateErrorAfterAVerticalTab_isOnTheLineItIsOn() throws {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Fuzz/unclosed-tag-after-vertical-tab.mustache"))), as: UTF8.self)
        let diagnostic = try templateError(text)
        #expect(diagnostic.message == "template syntax error: the template ends inside a tag")
        #expect(diagnostic.location == SourceLocation(file: "t.txt.mustache", line: 2, column: 10))
    }

    /// At the `m` of `me`; the engine counted that column from the start of the file, as no
    /// `\r\n` character is its `"\n"`.
    @Test func templateErrorInACRLFTemplate_countsColumnsFromTheLineStart() throws {
        let diagnostic = try templateError("{{% CONTENT_TYPE: TEXT}}\r\nabc\r\n{{na me}}\r\n")
        #expect(diagnostic.message == "template syntax error: unexpected text in a tag: a tag holds one name (letters, digits, '.', '-', '_') followed by '}}'")
        #expect(diagnostic.location == SourceLocation(file: "t.txt.mustache", line: 3, column: 6))
    }

    @Test func templateErrorAfterAccentsWrittenAsTwoScalars_countsScalars() throws {
        // "é" as e + U+0301: one character for swift-mustache, two columns (scalars) for us;
        // the error is at the `m` of `me`.
        let diagnostic = try templateError("{{% CONTENT_TYPE: TEXT}}\ne\u{301}e\u{301} {{na me}}\n")
        #expect(diagnostic.location == SourceLocation(file: "t.txt.mustache", line: 2, column: 11))
    }
}
