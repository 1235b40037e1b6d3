import Foundation
@testable import PickListStrings
import Testing
@testable import PickListCompiler
import PickListSupport

/// The catalog writer against Xcode's layout: the committed fixture (written the way Xcode
/// writes catalogs) and Foundation's own pretty-printed, sorted JSON.
@Suite struct CatalogJSONWriterTests {
    private func reread(_ bytes: [UInt8]) throws -> String {
        CatalogJSONWriter.render(try JSONParser.parse(bytes).value)
    }

    @Test func xcodeFormattedCatalog_roundTripsByteForByte() throws {
        let bytes = StringsFixtures.bytes("PickLists.xcstrings")
        #expect(!bytes.isEmpty)
        #expect(try reread(bytes) == String(decoding: bytes, as: UTF8.self))
    }

    @Test func fixtureCatalog_isWhatFoundationsSortedPrettyJSONWrites() throws {
        let data = Data(StringsFixtures.bytes("PickLists.xcstrings"))
        let object = try JSONSerialization.jsonObject(with: data)
        let foundation = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(String(decoding: foundation, as: UTF8.self) == String(decoding: data, as: UTF8.self))
    }

    @Test func keys_sortLikeXcode_caseInsensitiveNumericAndPunctuationByCollation() {
        let keys = ["b", "Item 10", "item 2", "Apple", "apple", "_x", "%@", "(a)", "$1", "+", "Zebra", "ä", "10", "9", "Ab", "aB"]
        let expected = ["_x", "(a)", "%@", "+", "$1", "9", "10", "ä", "aB", "Ab", "apple", "Apple", "b", "item 2", "Item 10", "Zebra"]
        #expect(CatalogKeyOrder.sorted(keys) == expected)
        // Foundation's sorted-keys writer (Xcode's) agrees.
        let object = Dictionary(uniqueKeysWithValues: keys.map { ($0, 1) })
        let foundation = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        #expect(foundation.map { String(decoding: $0, as: UTF8.self) } == "{" + expected.map { "\"\($0)\":1" }.joined(separator: ",") + "}")
    }

    @Test func strings_escapeAsFoundationDoes() throws {
        let text = "quote \" backslash \\ slash / tab \t newline \n return \r bell \u{07} unit \u{1F} del \u{7F} é 😀 \u{2028}"
        let object: [String: Any] = ["k": text, "empty": [String: Any](), "list": [Any](), "nested": ["n": 1, "b": true, "z": NSNull()]]
        let foundation = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        let ours = try reread(Array(foundation))
        #expect(ours == String(decoding: foundation, as: UTF8.self))
        #expect(ours.contains(#""k" : "quote \" backslash \\ slash / tab \t newline \n return \r bell \u0007 unit \u001f del "#))
    }

    @Test func emptyObjectsAndArrays_holdAnEmptyLine() {
        let value = JSONValue.object([
            JSONMember("strings", .init(.object([]))),
            JSONMember("list", .init(.array([]))),
            JSONMember("items", .init(.array([.init(.number("1")), .init(.string("two"))]))),
        ])
        #expect(CatalogJSONWriter.render(value) == """
            {
              "items" : [
                1,
                "two"
              ],
              "list" : [

              ],
              "strings" : {

              }
            }
            """)
    }

    @Test func trailingNewline_onlyWhenAsked() {
        #expect(CatalogJSONWriter.render(.object([])) == "{\n\n}")
        #expect(CatalogJSONWriter.render(.object([]), trailingNewline: true) == "{\n\n}\n")
    }
}
