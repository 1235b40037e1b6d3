@testable import PickListCompiler
import Testing

@Suite("Literal escaping for Swift and JSON")
struct LiteralEscapingTests {
    /// Bidirectional controls and invisible format characters would make the source read
    /// differently from what it compiles to ("trojan source"); C1 controls and U+0085 (NEL)
    /// break lines in some editors. Each is written as its escape, never raw.
    @Test(arguments: [
        ("a\u{202E}b\u{202A}c\u{202B}d\u{202C}e\u{202D}", #""a\u{202E}b\u{202A}c\u{202B}d\u{202C}e\u{202D}""#),
        ("\u{2066}x\u{2067}y\u{2068}z\u{2069}", #""\u{2066}x\u{2067}y\u{2068}z\u{2069}""#),
        ("ltr\u{200E} rtl\u{200F} alm\u{61C} bom\u{FEFF}", #""ltr\u{200E} rtl\u{200F} alm\u{61C} bom\u{FEFF}""#),
        ("nel\u{85} c1\u{80}\u{9F} ls\u{2028} ps\u{2029}", #""nel\u{85} c1\u{80}\u{9F} ls\u{2028} ps\u{2029}""#),
        ("nbsp\u{A0} é ‘quoted’ — ✓ 中文 עברית", "\"nbsp\u{A0} é ‘quoted’ — ✓ 中文 עברית\""),
    ])
    func swiftString_escapesInvisibleAndBidiCharacters(text: String, expected: String) {
        #expect(LiteralEscaping.swiftString(text) == expected)
        #expect(LiteralEscaping.swiftMultilineLine(text) == String(expected.dropFirst().dropLast()))
    }

    @Test func jsonString_escapesInvisibleAndBidiCharacters() {
        #expect(LiteralEscaping.jsonString("a\u{202E}b\u{2066}\u{200F}\u{FEFF}\u{85}") == #""a\u202eb\u2066\u200f\ufeff\u0085""#)
    }

    @Test(arguments: [
        ("Plain title", #""Plain title""#),
        (#"Say "hi" \ (x) \(y)"#, #""Say \"hi\" \\ (x) \\(y)""#),
        ("Tab\tNew\nline\r\u{0}", #""Tab\tNew\nline\r\0""#),
        ("Bell\u{07} del\u{7F} sep\u{2028}", #""Bell\u{7} del\u{7F} sep\u{2028}""#),
        ("Café – ✓ 😀", #""Café – ✓ 😀""#),
    ])
    func swiftString(text: String, expected: String) {
        #expect(LiteralEscaping.swiftString(text) == expected)
    }

    @Test(arguments: [
        ("Plain title", #""Plain title""#),
        (#"Say "hi" \ "#, #""Say \"hi\" \\ ""#),
        ("Tab\tNew\nline\r\u{8}\u{C}", #""Tab\tNew\nline\r\b\f""#),
        ("Bell\u{07} sep\u{2029}", #""Bell\u0007 sep\u2029""#),
        ("Zürich – ✓", #""Zürich – ✓""#),
    ])
    func jsonString(text: String, expected: String) {
        #expect(LiteralEscaping.jsonString(text) == expected)
    }

    @Test(arguments: [
        ("Plain title", "Plain title"),
        (#"Say "hi" \ (x) \(y)"#, #"Say "hi" \\ (x) \\(y)"#),
        (#"Say """hi""""#, #"Say ""\"hi""\""#),
        (#""""""""#, #"""\"""\""#),
        ("Tab\tthen\r\u{0} sep\u{2028}", #"Tab\tthen\r\0 sep\u{2028}"#),
        ("Trailing blanks \t ", #"Trailing blanks\u{20}\t\u{20}"#),
        ("  Leading blanks", "  Leading blanks"),
        ("Café – ✓ 😀", "Café – ✓ 😀"),
    ])
    func swiftMultilineLine(text: String, expected: String) {
        #expect(LiteralEscaping.swiftMultilineLine(text) == expected)
    }

    @Test func containsLineFeed_onlyForLineFeeds() {
        #expect(LiteralEscaping.containsLineFeed("a\nb"))
        #expect(!LiteralEscaping.containsLineFeed("a\rb\u{2028}"))
    }

    /// swiftc rejects a NUL anywhere in a file ("nul character embedded in middle of file"),
    /// and a control or bidi character in a comment hides what the line says.
    @Test func docCommentLines_escapeControlAndBidiCharacters() {
        #expect(LiteralEscaping.docCommentLines("Null\u{0} bell\u{7} esc\u{1B} del\u{7F} c1\u{9B}\ttab") == [#"/// Null\u{0} bell\u{7} esc\u{1B} del\u{7F} c1\u{9B}"# + "\ttab"])
        #expect(LiteralEscaping.docCommentLines("safe\u{202E}txt.exe \u{2067}x\u{2069} \u{FEFF}") == [#"/// safe\u{202E}txt.exe \u{2067}x\u{2069} \u{FEFF}"#])
        #expect(LiteralEscaping.docCommentLines("one\u{85}two\u{2028}three") == ["/// one", "/// two", "/// three"])
    }

    /// The generated header prints the spec's path on one comment line.
    @Test func commentText_escapesLineBreaksControlAndBidiCharacters() {
        #expect(LiteralEscaping.commentText("specs/a\nb\r\u{0}\u{202E}c.picklist.yml") == #"specs/a\u{A}b\u{D}\u{0}\u{202E}c.picklist.yml"#)
        #expect(LiteralEscaping.commentText("specs/café – ✓.picklist.yml") == "specs/café – ✓.picklist.yml")
    }

    /// The enum's body writes each case's comment straight into its buffer: the same lines as
    /// `docCommentLines`, each after the indentation and ending in a line feed, whether the text
    /// takes the quick way (one line, nothing to escape) or not.
    @Test(arguments: [
        "Category 17 of list 3", "Trailing spaces   ", "   ", "", "Café – ✓ 😀 中文",
        "Tab\tinside", "Two\nlines", "\nFirst line  \n\nSecond\r\nthird\n\n", "one\u{85}two\u{2028}three",
        "safe\u{202E}txt.exe", "Null\u{0} bell\u{7}", "nbsp\u{A0}end", #"Say "hi" \ (x)"#, "a \u{301} ",
    ])
    func appendDocCommentLines_writesTheDocCommentLines(text: String) {
        var bytes = Array("kept\n".utf8)
        let appended = LiteralEscaping.appendDocCommentLines(text, indentation: Array("    ".utf8), to: &bytes)
        let lines = LiteralEscaping.docCommentLines(text)
        #expect(lines == LiteralEscaping.splitDocCommentLines(text))
        #expect(String(decoding: bytes, as: UTF8.self) == "kept\n" + lines.map { "    " + $0 + "\n" }.joined())
        #expect(appended == !lines.isEmpty)
    }

    @Test func docCommentLines_plainText_isOneLineWithoutTrailingSpaces() {
        #expect(LiteralEscaping.docCommentLines("Category 17 of list 3") == ["/// Category 17 of list 3"])
        #expect(LiteralEscaping.docCommentLines("Trailing  ") == ["/// Trailing"])
        #expect(LiteralEscaping.docCommentLines("    ") == [])
        #expect(LiteralEscaping.docCommentLines("") == [])
    }

    @Test func docCommentLines_trimTrailingSpaceAndBlankEdges() {
        #expect(LiteralEscaping.docCommentLines("\nFirst line  \n\nSecond\r\nthird\n\n") == ["/// First line", "///", "/// Second", "/// third"])
        #expect(LiteralEscaping.docCommentLines(nil) == [])
    }
}
