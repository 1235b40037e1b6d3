import Foundation
import Testing
@testable import PickListCompiler

/// The three output formats, asserted byte for byte.
@Suite struct DiagnosticFormatterTests {
    static let path = "specs/purpose.picklist.yml"
    static let source = """
        title: Purpose
        selction: single
        items:
        \t- Design
        title: Again

        """

    static let unknownKey = Diagnostic.error(
        "unknown-key", "unknown key 'selction'",
        at: SourceLocation(file: path, line: 2, column: 1), suggestion: "selection")
    static let duplicate = Diagnostic.error(
        "duplicate-key", "duplicate key 'title'; the first one is used",
        at: SourceLocation(file: path, line: 5, column: 1),
        notes: [Diagnostic.Note("'title' first defined here", at: SourceLocation(file: path, line: 1, column: 1))])
    static let tabbed = Diagnostic.warning(
        "example", "a warning after a tab",
        at: SourceLocation(file: path, line: 4, column: 4))
    static let placeless = Diagnostic.error("write-failed", "cannot write 'out': no space left on device", at: nil)
    static let wholeFile = Diagnostic.error(
        "missing-path", "no such file or directory: 'nope'", at: SourceLocation(file: "nope"))

    private func text(_ diagnostics: [Diagnostic], files: Int = 1, colors: Bool = false) -> String {
        DiagnosticFormatter(format: .text, sources: [Self.path: Self.source], colors: colors)
            .string(for: diagnostics, fileCount: files)
    }

    @Test func text_printsLocationSourceLineCaretSuggestionNotesAndCount() {
        let output = text([Self.unknownKey, Self.tabbed, Self.duplicate], files: 3)
        #expect(output == """
            specs/purpose.picklist.yml:2:1: error: unknown key 'selction' [unknown-key]
            selction: single
            ^
              did you mean 'selection'?
            specs/purpose.picklist.yml:4:4: warning: a warning after a tab [example]
            \t- Design
            \t  ^
            specs/purpose.picklist.yml:5:1: error: duplicate key 'title'; the first one is used [duplicate-key]
            title: Again
            ^
            specs/purpose.picklist.yml:1:1: note: 'title' first defined here
            title: Purpose
            ^
            2 errors, 1 warning in 3 files

            """)
    }

    @Test func text_countLine_usesSingularForOne() {
        #expect(text([Self.unknownKey], files: 1).hasSuffix("\n1 error, 0 warnings in 1 file\n"))
        #expect(text([], files: 0) == "0 errors, 0 warnings in 0 files\n")
    }

    @Test func text_diagnosticWithoutPlace_hasNoExcerpt() {
        #expect(text([Self.placeless], files: 0) == """
            error: cannot write 'out': no space left on device [write-failed]
            1 error, 0 warnings in 0 files

            """)
    }

    @Test func text_wholeFileDiagnostic_namesThePathAlone() {
        #expect(text([Self.wholeFile], files: 0) == """
            nope: error: no such file or directory: 'nope' [missing-path]
            1 error, 0 warnings in 0 files

            """)
    }

    @Test func text_unknownFileOrLine_hasNoExcerpt() {
        let elsewhere = Diagnostic.error("r", "m", at: SourceLocation(file: "other.yml", line: 1, column: 1))
        let pastEnd = Diagnostic.error("r", "m", at: SourceLocation(file: Self.path, line: 40, column: 1))
        #expect(text([elsewhere, pastEnd]) == """
            other.yml:1:1: error: m [r]
            specs/purpose.picklist.yml:40:1: error: m [r]
            2 errors, 0 warnings in 1 file

            """)
    }

    @Test func text_caretUnderAColumnPastTheLineEnd() {
        let atEnd = Diagnostic.error("r", "m", at: SourceLocation(file: Self.path, line: 1, column: 15))
        #expect(text([atEnd]).contains("title: Purpose\n              ^\n"))
    }

    @Test func text_longLine_isCutAroundTheColumn() {
        let long = String(repeating: "a", count: 300) + "X" + String(repeating: "b", count: 300)
        let diagnostic = Diagnostic.error("r", "m", at: SourceLocation(file: "long.yml", line: 1, column: 301))
        let output = DiagnosticFormatter(format: .text, sources: ["long.yml": long])
            .string(for: [diagnostic], fileCount: 1)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let excerpt = String(lines[1])
        let caret = String(lines[2])
        #expect(excerpt.hasPrefix("...a"))
        #expect(excerpt.hasSuffix("b..."))
        #expect(excerpt.count == TextDiagnosticFormatter.maxExcerptWidth + 6)
        #expect(Array(excerpt)[caret.count - 1] == "X")
    }

    @Test func text_withColors_paintsSeverityAndResets() {
        let output = text([Self.unknownKey], colors: true)
        #expect(output.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(output.contains("\u{1B}[1;32m^\u{1B}[0m"))
        #expect(!text([Self.unknownKey], colors: false).contains("\u{1B}"))
    }

    @Test func json_isAnArrayOfObjectsWithEveryField() {
        let output = DiagnosticFormatter(format: .json).string(for: [Self.placeless, Self.wholeFile, Self.unknownKey, Self.duplicate], fileCount: 1)
        #expect(output == """
            [
              {"file":null,"line":null,"column":null,"severity":"error","rule":"write-failed","message":"cannot write 'out': no space left on device","notes":[],"suggestion":null},
              {"file":"nope","line":null,"column":null,"severity":"error","rule":"missing-path","message":"no such file or directory: 'nope'","notes":[],"suggestion":null},
              {"file":"specs/purpose.picklist.yml","line":2,"column":1,"severity":"error","rule":"unknown-key","message":"unknown key 'selction'","notes":[],"suggestion":"selection"},
              {"file":"specs/purpose.picklist.yml","line":5,"column":1,"severity":"error","rule":"duplicate-key","message":"duplicate key 'title'; the first one is used","notes":[{"message":"'title' first defined here","file":"specs/purpose.picklist.yml","line":1,"column":1}],"suggestion":null}
            ]

            """)
    }

    @Test func json_emptyIsAnEmptyArray() {
        #expect(DiagnosticFormatter(format: .json).string(for: [], fileCount: 3) == "[]\n")
    }

    @Test func json_outputParsesAsJSON() throws {
        let output = DiagnosticFormatter(format: .json).string(for: [Self.duplicate, Self.tabbed], fileCount: 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]
        #expect(parsed?.count == 2)
        #expect(parsed?.last?["severity"] as? String == "warning")
        #expect(parsed?.last?["column"] as? Int == 4)
    }

    @Test func github_printsWorkflowCommandsWithNotesAndSuggestion() {
        let output = DiagnosticFormatter(format: .github).string(for: [Self.unknownKey, Self.duplicate, Self.tabbed, Self.placeless, Self.wholeFile], fileCount: 1)
        #expect(output == """
            ::error file=specs/purpose.picklist.yml,line=2,col=1,title=unknown-key::unknown key 'selction'%0Adid you mean 'selection'?
            ::error file=specs/purpose.picklist.yml,line=5,col=1,title=duplicate-key::duplicate key 'title'; the first one is used%0Anote: specs/purpose.picklist.yml:1:1: 'title' first defined here
            ::warning file=specs/purpose.picklist.yml,line=4,col=4,title=example::a warning after a tab
            ::error title=write-failed::cannot write 'out': no space left on device
            ::error file=nope,title=missing-path::no such file or directory: 'nope'

            """)
    }

    @Test func github_escapesPercentNewlinesAndPropertySeparators() {
        let diagnostic = Diagnostic.error(
            "r", "100% sure: line, and more",
            at: SourceLocation(file: "dir,with:odd%name.yml", line: 1, column: 2),
            notes: [Diagnostic.Note("see\r", at: nil)])
        #expect(DiagnosticFormatter(format: .github).string(for: [diagnostic], fileCount: 1) ==
            #"::error file=dir%2Cwith%3Aodd%25name.yml,line=1,col=2,title=r::100%25 sure: line, and more%0Anote: see\r"# + "\n")
    }

    @Test func github_and_json_neverPrintControlOrBidiCharactersRaw() {
        let diagnostic = Diagnostic.error(
            "r", "title 'a\u{1B}[2Jb\u{202E}c\nd'", at: SourceLocation(file: "a.yml", line: 1, column: 1))
        let github = DiagnosticFormatter(format: .github).string(for: [diagnostic], fileCount: 1)
        #expect(github == #"::error file=a.yml,line=1,col=1,title=r::title 'a\u{1B}[2Jb\u{202E}c\nd'"# + "\n")
        let json = DiagnosticFormatter(format: .json).string(for: [diagnostic], fileCount: 1)
        #expect(json.contains(#""message":"title 'a\u001b[2Jb\u202ec\nd'""#))
        #expect(!json.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    }

    @Test func reportOrder_isFileLineColumnThenRule_withPlacelessFirst() {
        let a = Diagnostic.error("b-rule", "m", at: SourceLocation(file: "a.yml", line: 2, column: 5))
        let b = Diagnostic.error("a-rule", "m", at: SourceLocation(file: "a.yml", line: 2, column: 5))
        let c = Diagnostic.warning("z", "m", at: SourceLocation(file: "a.yml", line: 10, column: 1))
        let d = Diagnostic.error("a", "m", at: SourceLocation(file: "b.yml", line: 1, column: 1))
        let e = Diagnostic.error("a", "m", at: SourceLocation(file: "a.yml", line: 2, column: 1))
        let whole = Diagnostic.error("z", "m", at: SourceLocation(file: "a.yml"))
        let sorted = [d, c, a, Self.placeless, b, whole, e].sorted(by: Diagnostic.reportOrder)
        #expect(sorted == [Self.placeless, whole, e, b, a, c, d])
    }

    @Test func sourceLines_splitLikeLibyaml() {
        let lines = SourceLines("a\r\nb\rc\nd\u{85}e\u{2028}f")
        #expect((1...6).map { lines.line($0).map(String.init) } == ["a", "b", "c", "d", "e", "f"])
        #expect(lines.line(7) == nil)
        #expect(lines.line(0) == nil)
    }
}
