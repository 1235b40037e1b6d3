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

    @Test func docCommentLines_trimTrailingSpaceAndBlankEdges() {
        #expect(LiteralEscaping.docCommentLines("\nFirst line  \n\nSecond\r\nthird\n\n") == ["/// First line", "///", "/// Second", "/// third"])
        #expect(LiteralEscaping.docCommentLines(nil) == [])
    }
}
