@testable import PickListCompiler
import Testing

@Suite("Literal escaping for Swift and JSON")
struct LiteralEscapingTests {
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

    @Test func docCommentLines_trimTrailingSpaceAndBlankEdges() {
        #expect(LiteralEscaping.docCommentLines("\nFirst line  \n\nSecond\r\nthird\n\n") == ["/// First line", "///", "/// Second", "/// third"])
        #expect(LiteralEscaping.docCommentLines(nil) == [])
    }
}
