package import PickListSupport

/// Reads the `.strings` format (Apple's old-style property list of strings): entries
/// `"key" = "value";`, or `"key";` whose value is the key, separated by white space and
/// comments (`/* … */`, `// …` to the end of the line).
///
/// Keys and values are quoted (`"…"`, or `'…'`) or unquoted (letters, digits and `_ $ + / : .
/// -`). Escapes in quoted strings: `\"`, `\'`, `\\`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`,
/// `\U` with up to four hexadecimal digits (a UTF-16 unit: two make a surrogate pair), up to
/// three octal digits; a backslash before any other character stands for that character. The
/// file is UTF-8, or UTF-16 with a byte order mark.
///
/// Rejected with a located message: a key written twice (which translation is meant?), an
/// unclosed string or comment, a missing `=` or `;`, text that is not in the format.
package struct StringsFileParser {
    /// Why a file is not in the strings format, and where.
    package struct SyntaxError: Error, Equatable {
        package var message: String
        package var position: TextPosition
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var counter = TextPositionCounter()
    private var lastComment: String?
    /// Where the last comment is (its offsets in ``scalars``).
    private var lastCommentRange: Range<Int>?
    private var spans: [StringsFile.Source.Span] = []

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> StringsFile {
        let scalars: [Unicode.Scalar]
        switch TextDecoding.scalars(of: bytes, allowsUTF16: true) {
        case .success(let decoded): scalars = decoded
        case .failure(let failure):
            throw SyntaxError(message: "the file is not valid \(failure.encoding)", position: failure.position)
        }
        var parser = StringsFileParser(scalars: scalars)
        var file = try parser.parseFile()
        let encoding: StringsFile.Source.Encoding =
            if bytes.starts(with: [0xFF, 0xFE]) { .utf16LittleEndian }
            else if bytes.starts(with: [0xFE, 0xFF]) { .utf16BigEndian }
            else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { .utf8WithByteOrderMark }
            else { .utf8 }
        file.source = StringsFile.Source(scalars: scalars, encoding: encoding, spans: parser.spans)
        return file
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        counter.advance(over: scalars[index])
        index += 1
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, position: counter.position)
    }

    private mutating func parseFile() throws(SyntaxError) -> StringsFile {
        var entries: [StringsFile.Entry] = []
        var seen: [String: TextPosition] = [:]
        while true {
            try skipSpaceAndComments()
            guard current != nil else { return StringsFile(entries: entries) }
            let comment = lastComment
            let keyPosition = counter.position
            let keyStart = index
            let attachedComment = lastCommentRange.flatMap { range in
                beginsLine(range.lowerBound) && scalars[range.upperBound..<keyStart].count(where: { $0 == "\n" }) <= 1 ? range : nil
            }
            let key = try parseString(what: "a key")
            let keyRange = keyStart..<index
            var valueRange: Range<Int>?
            if let first = seen[key] {
                throw SyntaxError(message: "the key '\(key)' is written twice (first at line \(first.line))", position: keyPosition)
            }
            seen[key] = keyPosition
            try skipSpaceAndComments()
            var value = key
            var valuePosition = keyPosition
            if current == "=" {
                advance()
                try skipSpaceAndComments()
                valuePosition = counter.position
                let valueStart = index
                value = try parseString(what: "the value of '\(key)'")
                valueRange = valueStart..<index
                try skipSpaceAndComments()
            }
            guard current == ";" else {
                throw error(current == nil ? "the file ends where ';' should close the entry '\(key)'" : "expected ';' after the entry '\(key)'")
            }
            advance()
            entries.append(StringsFile.Entry(key: key, value: value, comment: comment, keyPosition: keyPosition, valuePosition: valuePosition))
            spans.append(.init(key: keyRange, value: valueRange, comment: attachedComment, end: index))
            lastComment = nil
            lastCommentRange = nil
        }
    }

    /// Whether only spaces and tabs stand between the start of its line and `offset`.
    private func beginsLine(_ offset: Int) -> Bool {
        var start = offset
        while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "\t" { start -= 1 }
        return start == 0 || scalars[start - 1] == "\n" || scalars[start - 1] == "\r"
    }

    /// Skips white space and comments, remembering the last comment's text.
    private mutating func skipSpaceAndComments() throws(SyntaxError) {
        while let scalar = current {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = counter.position
                let startIndex = index
                advance(); advance()
                var text = String.UnicodeScalarView()
                while true {
                    guard let inner = current else {
                        throw SyntaxError(message: "the comment is not closed ('*/')", position: start)
                    }
                    if inner == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                        advance(); advance()
                        break
                    }
                    text.append(inner)
                    advance()
                }
                lastComment = String(text).trimmingWhitespace
                lastCommentRange = startIndex..<index
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                let startIndex = index
                advance(); advance()
                var text = String.UnicodeScalarView()
                while let inner = current, inner != "\n", inner != "\r" {
                    text.append(inner)
                    advance()
                }
                lastComment = String(text).trimmingWhitespace
                lastCommentRange = startIndex..<index
            } else {
                return
            }
        }
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar)
    }

    private mutating func parseString(what: String) throws(SyntaxError) -> String {
        guard let first = current else { throw error("the file ends where \(what) should be") }
        if first == "\"" || first == "'" { return try parseQuoted(closing: first) }
        guard Self.isUnquoted(first) else {
            throw error("unexpected '\(first.escapedForMessage)' where \(what) should be (a quoted string)")
        }
        var text = String.UnicodeScalarView()
        while let scalar = current, Self.isUnquoted(scalar) {
            text.append(scalar)
            advance()
        }
        return String(text)
    }

    private mutating func parseQuoted(closing quote: Unicode.Scalar) throws(SyntaxError) -> String {
        let start = counter.position
        advance()
        var text = String.UnicodeScalarView()
        var pendingHighSurrogate: (unit: UInt32, position: TextPosition)?
        while true {
            guard let scalar = current else { throw SyntaxError(message: "the string is not closed", position: start) }
            if scalar == quote {
                if let pending = pendingHighSurrogate { throw lone(pending.unit, at: pending.position) }
                advance()
                return String(text)
            }
            guard scalar == "\\" else {
                if let pending = pendingHighSurrogate { throw lone(pending.unit, at: pending.position) }
                text.append(scalar)
                advance()
                continue
            }
            let escapePosition = counter.position
            advance()
            guard let escaped = current else { throw SyntaxError(message: "the string is not closed", position: start) }
            if escaped == "U" {
                advance()
                var unit: UInt32 = 0
                var digits = 0
                while digits < 4, let digit = current?.hexDigitValue {
                    unit = unit * 16 + digit
                    digits += 1
                    advance()
                }
                if digits == 0 { throw SyntaxError(message: "'\\U' needs hexadecimal digits", position: escapePosition) }
                if let pending = pendingHighSurrogate {
                    guard (0xDC00...0xDFFF).contains(unit) else { throw lone(pending.unit, at: pending.position) }
                    text.append(Unicode.Scalar(0x10000 + ((pending.unit - 0xD800) << 10) + (unit - 0xDC00))!)
                    pendingHighSurrogate = nil
                } else if (0xD800...0xDBFF).contains(unit) {
                    pendingHighSurrogate = (unit, escapePosition)
                } else if let decoded = Unicode.Scalar(unit) {
                    text.append(decoded)
                } else {
                    throw lone(unit, at: escapePosition)
                }
                continue
            }
            if let pending = pendingHighSurrogate { throw lone(pending.unit, at: pending.position) }
            if ("0"..."7").contains(escaped) {
                var value: UInt32 = 0
                var digits = 0
                while digits < 3, let digit = current, ("0"..."7").contains(digit) {
                    value = value * 8 + digit.value - 0x30
                    digits += 1
                    advance()
                }
                text.append(Unicode.Scalar(value)!)
                continue
            }
            advance()
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "a": text.append("\u{07}")
            case "b": text.append("\u{08}")
            case "f": text.append("\u{0C}")
            case "v": text.append("\u{0B}")
            default: text.append(escaped)
            }
        }
    }

    private func lone(_ unit: UInt32, at position: TextPosition) -> SyntaxError {
        SyntaxError(message: "'\\U\(String(unit, radix: 16, uppercase: true))' is half of a UTF-16 surrogate pair", position: position)
    }
}

extension String {
    /// The text without white space (and newlines) at either end.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
