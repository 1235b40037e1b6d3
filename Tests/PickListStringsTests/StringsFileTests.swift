@testable import PickListStrings
import Testing
@testable import PickListCompiler
import PickListSupport

/// Reading and writing `.strings` files.
@Suite struct StringsFileTests {
    private func parse(_ text: String) throws -> StringsFile {
        try StringsFileParser.parse(Array(text.utf8))
    }

    private func failure(_ bytes: [UInt8]) -> StringsFileParser.SyntaxError? {
        do {
            _ = try StringsFileParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func entries_keepTheirCommentsAndPositions() throws {
        let file = try parse("""
            /* Header of the file. */

            /* The title. */
            "Fruit.title" = "Obst";
            // A line comment.
            "Fruit.all"="Alle" ;
            unquoted_key = unquoted.value;
            "only key";
            """)
        #expect(file.entries == [
            .init(key: "Fruit.title", value: "Obst", comment: "The title.",
                  keyPosition: TextPosition(line: 4, column: 1), valuePosition: TextPosition(line: 4, column: 17)),
            .init(key: "Fruit.all", value: "Alle", comment: "A line comment.",
                  keyPosition: TextPosition(line: 6, column: 1), valuePosition: TextPosition(line: 6, column: 13)),
            .init(key: "unquoted_key", value: "unquoted.value", comment: nil,
                  keyPosition: TextPosition(line: 7, column: 1), valuePosition: TextPosition(line: 7, column: 16)),
            .init(key: "only key", value: "only key", comment: nil,
                  keyPosition: TextPosition(line: 8, column: 1), valuePosition: TextPosition(line: 8, column: 1)),
        ])
    }

    @Test func escapes_areDecoded() throws {
        let file = try parse(#""k" = "q\" b\\ n\n t\t r\r a\a U\U00e9\U0041 pair\Ud83d\Ude00 octal\101 other\z s\'";"#)
        #expect(file.entries.first?.value == "q\" b\\ n\n t\t r\r a\u{07} U\u{E9}A pair😀 octalA otherz s'")
    }

    @Test func utf16WithByteOrderMark_isRead() throws {
        let text = "\"k\" = \"Grüße 😀\";\n"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let file = try StringsFileParser.parse(bytes)
        #expect(file.entries.map(\.value) == ["Grüße 😀"])
        #expect(file.entries.first?.valuePosition == TextPosition(line: 1, column: 7))
    }

    @Test func badInput_isLocated() {
        #expect(failure(Array("\"a\" = \"b\"\n\"c\" = \"d\";".utf8)) == .init(message: "expected ';' after the entry 'a'", position: TextPosition(line: 2, column: 1)))
        #expect(failure(Array("\"a\" = \"b\";\n\"a\" = \"c\";".utf8)) == .init(message: "the key 'a' is written twice (first at line 1)", position: TextPosition(line: 2, column: 1)))
        #expect(failure(Array("\"a\" = \"b;\n".utf8)) == .init(message: "the string is not closed", position: TextPosition(line: 1, column: 7)))
        #expect(failure(Array("/* open\n\"a\" = \"b\";".utf8)) == .init(message: "the comment is not closed ('*/')", position: TextPosition(line: 1, column: 1)))
        #expect(failure(Array("\"a\" = = \"b\";".utf8)) == .init(message: "unexpected '=' where the value of 'a' should be (a quoted string)", position: TextPosition(line: 1, column: 7)))
        #expect(failure(Array("\"a\" = \"\\Ud800\";".utf8)) == .init(message: "'\\UD800' is half of a UTF-16 surrogate pair", position: TextPosition(line: 1, column: 8)))
        #expect(failure(Array("\"a\" = \"b".utf8) + [0xC3]) == .init(message: "the file is not valid UTF-8", position: TextPosition(line: 1, column: 9)))
        #expect(failure(Array("\"a\" = \"b\"".utf8)) == .init(message: "the file ends where ';' should close the entry 'a'", position: TextPosition(line: 1, column: 10)))
    }

    @Test func writer_escapesAndComments() {
        let file = StringsFile(entries: [
            .init(key: "Fruit.title", value: "Say \"hi\"\\\n\tnow\r\u{01} é 😀", comment: "A comment with */ inside.\n"),
            .init(key: "Fruit.all", value: "All", comment: nil),
        ])
        #expect(StringsFileWriter.render(file) == """
            /* A comment with * / inside. */
            "Fruit.title" = "Say \\"hi\\"\\\\\\n\\tnow\\r\\U0001 é 😀";

            "Fruit.all" = "All";

            """)
    }

    @Test func writtenFile_readsBackTheSameEntries() throws {
        let entries: [StringsFile.Entry] = [
            .init(key: "a\"b", value: "line\nnext \\ \t\u{1F}\u{7F} ünï 😀", comment: "Note"),
            .init(key: "k", value: "", comment: StringsFile.staleComment),
        ]
        let reread = try parse(StringsFileWriter.render(StringsFile(entries: entries)))
        #expect(reread.entries.map(\.key) == entries.map(\.key))
        #expect(reread.entries.map(\.value) == entries.map(\.value))
        #expect(reread.entries.map(\.comment) == entries.map(\.comment))
        #expect(reread.entries.map(\.isStale) == [false, true])
    }
}
