import Testing
@testable import PickListSupport

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue.Positioned {
        try JSONParser.parse(Array(text.utf8))
    }

    private func failure(_ text: String) -> JSONParser.SyntaxError? {
        do {
            _ = try JSONParser.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func keysAndValues_keepTheirOrderAndPositions() throws {
        let root = try parse("{\n  \"b\" : 1,\n  \"a\" : [true, null, \"é\\u00e9\"],\n  \"c\" : {\"x\":-2.5e3}\n}")
        let members = try #require(root.value.members)
        #expect(members.map(\.key) == ["b", "a", "c"])
        #expect(members[0].keyPosition == TextPosition(line: 2, column: 3))
        #expect(members[0].value == .init(.number("1"), at: TextPosition(line: 2, column: 9)))
        #expect(members[1].value.value == .array([
            .init(.bool(true), at: TextPosition(line: 3, column: 10)),
            .init(.null, at: TextPosition(line: 3, column: 16)),
            .init(.string("éé"), at: TextPosition(line: 3, column: 22)),
        ]))
        #expect(members[2].value.value == .object([
            JSONMember("x", .init(.number("-2.5e3"), at: TextPosition(line: 4, column: 14)), keyPosition: TextPosition(line: 4, column: 10)),
        ]))
    }

    @Test func columns_countScalars_andSurrogatePairsDecode() throws {
        let root = try parse("{\"ü😀\" : \"\\ud83d\\ude00\"}")
        let member = try #require(root.value.members?.first)
        #expect(member.key == "ü😀")
        #expect(member.value == .init(.string("😀"), at: TextPosition(line: 1, column: 9)))
    }

    @Test func badInput_isLocated() {
        #expect(failure("{\"a\" : 1,}") == .init(message: "expected a string key in the object", position: TextPosition(line: 1, column: 10)))
        #expect(failure("{\"a\" : 1, \"a\" : 2}") == .init(message: "duplicate key 'a' in one object", position: TextPosition(line: 1, column: 11)))
        #expect(failure("{\n  \"a\" : tru }") == .init(message: "unexpected text where 'true' should be", position: TextPosition(line: 2, column: 12)))
        #expect(failure("{\"a\" : \"x\\q\"}") == .init(message: "unknown escape '\\q'", position: TextPosition(line: 1, column: 12)))
        #expect(failure("{\"a\" : \"\\ud800x\"}") == .init(message: "a high surrogate \\ud800 is not followed by a low one", position: TextPosition(line: 1, column: 15)))
        #expect(failure("{} x") == .init(message: "unexpected 'x' after the JSON value", position: TextPosition(line: 1, column: 4)))
        #expect(failure("{\"a\" : 01}") == .init(message: "expected ',' or '}' in the object", position: TextPosition(line: 1, column: 9)))
        #expect(failure("") == .init(message: "the JSON ends where a value should be", position: TextPosition(line: 1, column: 1)))
        #expect(failure("{\"a\" : \"tab\there\"}") == .init(message: "a control character (\\t) in a string must be escaped", position: TextPosition(line: 1, column: 12)))
    }

    @Test func invalidUTF8_isLocatedAtTheFirstBadByte() {
        #expect(throws: JSONParser.SyntaxError(message: "the file is not valid UTF-8", position: TextPosition(line: 2, column: 3))) {
            try JSONParser.parse(Array("{\n\"é".utf8) + [0xFF] + Array("\"}".utf8))
        }
    }

    @Test func deepNesting_isRefused_notACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(failure(text)?.message == "objects and arrays are nested more than 256 deep")
    }
}
