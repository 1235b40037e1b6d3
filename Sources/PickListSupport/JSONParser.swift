/// A strict JSON reader (RFC 8259) that records where each key and value starts.
///
/// Foundation's `JSONSerialization` forgets member order and positions; `picklist lint`
/// needs both (a placeholder mismatch is reported at the translation's own line and column),
/// and the catalog writer needs no more than the tree. Rejected with a located message: text
/// that is not UTF-8, anything after the top-level value, a duplicate key in one object
/// (which of two translations would be meant?), raw control characters in strings, lone
/// UTF-16 surrogates in `\u` escapes, and nesting deeper than ``maxDepth``.
///
/// No library serves: `JSONSerialization` and `JSONDecoder` drop order and positions, and a
/// JSON package would be a dependency for 260 lines. Used by the String Catalog tooling
/// (PickListStrings) and the preview's rows files (PickListPreview), so it lives here.
package struct JSONParser {
    /// Why the text is not JSON, and where.
    package struct SyntaxError: Error, Equatable {
        package var message: String
        package var position: TextPosition
    }

    /// Objects and arrays nested deeper than this are refused (a catalog needs about eight).
    static let maxDepth = 256

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var counter = TextPositionCounter()
    private var depth = 0

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// Parses a whole file's bytes.
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue.Positioned {
        let scalars: [Unicode.Scalar]
        switch TextDecoding.scalars(of: bytes, allowsUTF16: false) {
        case .success(let decoded): scalars = decoded
        case .failure(let failure): throw SyntaxError(message: "the file is not valid UTF-8", position: failure.position)
        }
        var parser = JSONParser(scalars: scalars)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < scalars.count {
            throw parser.error("unexpected '\(parser.scalars[parser.index].escapedForMessage)' after the JSON value")
        }
        return value
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        counter.advance(over: scalars[index])
        index += 1
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, position: counter.position)
    }

    private mutating func skipWhitespace() {
        while let scalar = current, scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" {
            advance()
        }
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue.Positioned {
        let start = counter.position
        guard let scalar = current else { throw error("the JSON ends where a value should be") }
        switch scalar {
        case "{": return JSONValue.Positioned(try parseObject(), at: start)
        case "[": return JSONValue.Positioned(try parseArray(), at: start)
        case "\"": return JSONValue.Positioned(.string(try parseString()), at: start)
        case "t": try expectWord("true"); return JSONValue.Positioned(.bool(true), at: start)
        case "f": try expectWord("false"); return JSONValue.Positioned(.bool(false), at: start)
        case "n": try expectWord("null"); return JSONValue.Positioned(.null, at: start)
        case "-", "0"..."9": return JSONValue.Positioned(.number(try parseNumber()), at: start)
        default: throw error("unexpected '\(scalar.escapedForMessage)' where a JSON value should be")
        }
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maxDepth { throw error("objects and arrays are nested more than \(Self.maxDepth) deep") }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        advance()  // {
        var members: [JSONMember] = []
        var seen: Set<String> = []
        skipWhitespace()
        if current == "}" {
            advance()
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == "\"" else { throw error("expected a string key in the object") }
            let keyPosition = counter.position
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw SyntaxError(message: "duplicate key '\(key)' in one object", position: keyPosition)
            }
            skipWhitespace()
            guard current == ":" else { throw error("expected ':' after the key '\(key)'") }
            advance()
            skipWhitespace()
            members.append(JSONMember(key, try parseValue(), keyPosition: keyPosition))
            skipWhitespace()
            switch current {
            case ",": advance()
            case "}": advance(); return .object(members)
            default: throw error("expected ',' or '}' in the object")
            }
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        advance()  // [
        var elements: [JSONValue.Positioned] = []
        skipWhitespace()
        if current == "]" {
            advance()
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case ",": advance()
            case "]": advance(); return .array(elements)
            default: throw error("expected ',' or ']' in the array")
            }
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        advance()  // "
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = current else { throw error("the string is not closed") }
            switch scalar {
            case "\"":
                advance()
                return String(text)
            case "\\":
                advance()
                text.append(try parseEscape())
            case _ where scalar.value < 0x20:
                throw error("a control character (\(scalar.escapedForMessage)) in a string must be escaped")
            default:
                text.append(scalar)
                advance()
            }
        }
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard let scalar = current else { throw error("the string is not closed") }
        advance()
        switch scalar {
        case "\"": return "\""
        case "\\": return "\\"
        case "/": return "/"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            let unit = try parseHex4()
            if (0xD800...0xDBFF).contains(unit) {
                guard current == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" else {
                    throw error("a high surrogate \\u\(String(unit, radix: 16)) is not followed by a low one")
                }
                advance(); advance()
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("a high surrogate \\u\(String(unit, radix: 16)) is not followed by a low one")
                }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let decoded = Unicode.Scalar(unit) else {
                throw error("a low surrogate \\u\(String(unit, radix: 16)) without a high one")
            }
            return decoded
        default:
            throw error("unknown escape '\\\(scalar.escapedForMessage)'")
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = current, let digit = scalar.hexDigitValue else {
                throw error("'\\u' needs four hexadecimal digits")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        for expected in word.unicodeScalars {
            guard current == expected else { throw error("unexpected text where '\(word)' should be") }
            advance()
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as written.
    private mutating func parseNumber() throws(SyntaxError) -> String {
        var text = ""
        func take(_ parser: inout JSONParser) {
            text.unicodeScalars.append(parser.current!)
            parser.advance()
        }
        func digits(_ parser: inout JSONParser) throws(SyntaxError) {
            guard let scalar = parser.current, ("0"..."9").contains(scalar) else { throw parser.error("a number needs a digit here") }
            while let scalar = parser.current, ("0"..."9").contains(scalar) { take(&parser) }
        }
        if current == "-" { take(&self) }
        if current == "0" {
            take(&self)
        } else {
            try digits(&self)
        }
        if current == "." {
            take(&self)
            try digits(&self)
        }
        if current == "e" || current == "E" {
            take(&self)
            if current == "+" || current == "-" { take(&self) }
            try digits(&self)
        }
        return text
    }
}

extension Unicode.Scalar {
    /// The value of a hexadecimal digit, or `nil`.
    package var hexDigitValue: UInt32? {
        switch self {
        case "0"..."9": value - 0x30
        case "a"..."f": value - 0x61 + 10
        case "A"..."F": value - 0x41 + 10
        default: nil
        }
    }

    /// The scalar as a message shows it: control characters escaped.
    package var escapedForMessage: String {
        DisplayText.escaped(String(Character(self)))
    }
}
