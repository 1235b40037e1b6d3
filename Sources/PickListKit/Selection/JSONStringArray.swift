/// A JSON array of strings as text (`["design","testing"]`), written and read without
/// Foundation: the raw value of a ``PickListSelection``.
///
/// Writing escapes what JSON requires (`"`, `\` and control characters); reading accepts any
/// JSON array of strings, with whitespace and every JSON escape (`\u00e9`, surrogate pairs).
enum JSONStringArray {
    /// The strings as one JSON array, without spaces (as `JSONEncoder` writes it).
    static func text(of strings: [String]) -> String {
        var text = "["
        for (index, string) in strings.enumerated() {
            if index > 0 { text += "," }
            text += "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\t": text += "\\t"
                case "\r": text += "\\r"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: text.unicodeScalars.append(scalar)
                }
            }
            text += "\""
        }
        return text + "]"
    }

    /// The strings of a JSON array of strings, or `nil` when the text is not one.
    static func strings(in text: String) -> [String]? {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        return reader.array()
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var position = 0

        mutating func array() -> [String]? {
            skipWhitespace()
            guard take("[") else { return nil }
            var strings: [String] = []
            skipWhitespace()
            if take("]") { return atEnd() ? strings : nil }
            while true {
                skipWhitespace()
                guard let string = string() else { return nil }
                strings.append(string)
                skipWhitespace()
                if take("]") { return atEnd() ? strings : nil }
                guard take(",") else { return nil }
            }
        }

        private mutating func atEnd() -> Bool {
            skipWhitespace()
            return position == scalars.count
        }

        private mutating func string() -> String? {
            guard take("\"") else { return nil }
            var result = String.UnicodeScalarView()
            while position < scalars.count {
                let scalar = scalars[position]
                position += 1
                switch scalar {
                case "\"":
                    return String(result)
                case "\\":
                    guard let escaped = escape() else { return nil }
                    result.append(escaped)
                case _ where scalar.value < 0x20:
                    return nil
                default:
                    result.append(scalar)
                }
            }
            return nil
        }

        private mutating func escape() -> Unicode.Scalar? {
            guard position < scalars.count else { return nil }
            let scalar = scalars[position]
            position += 1
            switch scalar {
            case "\"", "\\", "/": return scalar
            case "b": return "\u{8}"
            case "f": return "\u{C}"
            case "n": return "\n"
            case "r": return "\r"
            case "t": return "\t"
            case "u":
                guard let high = hexQuad() else { return nil }
                if (0xD800..<0xDC00).contains(high) {
                    guard take("\\"), take("u"), let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                }
                return Unicode.Scalar(high)
            default: return nil
            }
        }

        private mutating func hexQuad() -> UInt32? {
            guard position + 4 <= scalars.count else { return nil }
            var value: UInt32 = 0
            for scalar in scalars[position..<(position + 4)] {
                guard let digit = Int(String(scalar), radix: 16) else { return nil }
                value = value * 16 + UInt32(digit)
            }
            position += 4
            return value
        }

        private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
            return true
        }

        private mutating func skipWhitespace() {
            while position < scalars.count, [" ", "\n", "\r", "\t"].contains(scalars[position]) {
                position += 1
            }
        }
    }
}
