import Testing
@testable import PickListCompiler

/// Control characters and bidi overrides from a spec reach the terminal escaped, never raw:
/// in the messages that quote user text, and in the source excerpts of the text format.
@Suite struct ValidationDisplayTextTests {
    @Test func escapeCodeAndNulInTitles_areEscapedInMessages() {
        let yaml = """
        title: Colours
        selection: single
        items:
          - red: "\\e[31mred"
          - rouge: "\\e[31mred"
          - nul: "a\\0b"
          - zero: "a\\0b"
        """
        #expect(ValidationHarness.lint(yaml) == [
            #"5:5: warning: two items show the same title '\u{1B}[31mred'; users cannot tell them apart (change one title, or give them different subtitles) [duplicate-title] note 4:5: first item with this title"#,
            #"7:5: warning: two items show the same title 'a\0b'; users cannot tell them apart (change one title, or give them different subtitles) [duplicate-title] note 6:5: first item with this title"#,
        ])
    }

    @Test func foldedTitlesTrailingNewline_staysOnTheMessagesOneLine() {
        let yaml = """
        title: Purpose
        selection: single
        items:
          - >
            Design
          - >
            Design
          - Testing
        """
        #expect(ValidationHarness.lint(yaml) == [
            #"6:5: error: duplicate id 'design': the item 'Design\n' appears twice; remove one, or give it an explicit id if both are meant [duplicate-id] note 4:5: 'design' first defined here"#,
        ])
    }

    @Test func bidiOverride_isEscaped() {
        let yaml = "title: T\nselection: single\nitems:\n  - \"\\u202Eabc\"\n  - \"\\u202Eabc\"\n"
        #expect(ValidationHarness.lint(yaml) == [
            #"5:5: error: duplicate id 'abc': the item '\u{202E}abc' appears twice; remove one, or give it an explicit id if both are meant [duplicate-id] note 4:5: 'abc' first defined here"#,
        ])
    }

    @Test func excerptOfALineWithControlCharacters_isEscaped_withTheCaretUnderTheColumn() {
        let source = "title: a\u{1B}[31mb\u{202E}c\tdone\n"
        let diagnostic = Diagnostic.error("r", "m", at: SourceLocation(file: "x.yml", line: 1, column: 18))
        let output = DiagnosticFormatter(format: .text, sources: ["x.yml": source]).string(for: [diagnostic], fileCount: 1)
        #expect(output == """
            x.yml:1:18: error: m [r]
            title: a\\u{1B}[31mb\\u{202E}c\tdone
                                        \t^
            1 error, 0 warnings in 1 file

            """)
        #expect(!output.unicodeScalars.contains("\u{1B}"))
    }

    @Test func rawControlCharactersInAMessageOrPath_areEscapedByTheTextFormat() {
        let diagnostic = Diagnostic.error("r", "bad \u{1B}[2J", at: SourceLocation(file: "a\u{7}.yml"))
        let output = DiagnosticFormatter(format: .text).string(for: [diagnostic], fileCount: 1)
        #expect(output == "a\\u{7}.yml: error: bad \\u{1B}[2J [r]\n1 error, 0 warnings in 1 file\n")
    }
}
