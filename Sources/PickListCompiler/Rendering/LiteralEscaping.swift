import PickListSupport

/// Escapes text for the two languages the built-in templates write: Swift and JSON.
///
/// The template context carries every string already escaped and quoted
/// (`titleLiteral`, `titleJSON`, …), so a template never has to know the escaping rules.
enum LiteralEscaping {
    /// A Swift string literal, quotes included: `Wi-Fi "only"` → `"Wi-Fi \"only\""`.
    ///
    /// Backslashes, quotes and control characters are escaped, so `\(` in a title is never
    /// an interpolation; so are the characters that would make the source read differently
    /// from what it compiles to (see ``needsUnicodeEscape(_:)``). Other characters (accents,
    /// emoji, right-to-left letters) stay as they are: Swift source is UTF-8.
    static func swiftString(_ text: String) -> String {
        if !mayNeedEscape(text) { return "\"" + text + "\"" }
        let escaped = text.replacingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case _: swiftEscape(scalar)
            }
        }
        return "\"" + escaped + "\""
    }

    /// One line of a Swift multi-line string literal (`"""` … `"""`), without indentation:
    /// `Wi-Fi "only"` stays `Wi-Fi "only"`.
    ///
    /// Backslashes and control characters are escaped as in ``swiftString(_:)``, every third
    /// quote of a run of quotes is escaped so no `"""` closes the literal early, and a space or
    /// tab at the end of the line is escaped so it survives editors that trim lines. A line
    /// feed cannot be kept on one line: it is escaped as `\n` too, so callers that split the
    /// literal into lines must not use this for text holding one (see ``containsLineFeed(_:)``).
    static func swiftMultilineLine(_ text: String) -> String {
        if !mayNeedEscape(text), text.utf8.last != 0x20 {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 2)
        var quoteRun = 0
        let scalars = Array(text.unicodeScalars)
        var trailingBlanks = scalars.count
        while trailingBlanks > 0, scalars[trailingBlanks - 1] == " " || scalars[trailingBlanks - 1] == "\t" {
            trailingBlanks -= 1
        }
        for (index, scalar) in scalars.enumerated() {
            quoteRun = scalar == "\"" ? quoteRun + 1 : 0
            switch scalar {
            case "\"" where quoteRun == 3:
                result += "\\\""
                quoteRun = 0
            case " " where index >= trailingBlanks:
                result += "\\u{20}"
            default:
                if let escaped = swiftEscape(scalar) {
                    result += escaped
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether ``swiftMultilineLine(_:)`` writes the UTF-8 `bytes` as they are: nothing to
    /// escape and no space at the end (a line feed is one of the bytes it escapes).
    static func isPlainMultilineLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.last != 0x20 && !containsEscapeCandidate(bytes)
    }

    /// Whether text holds a line feed, which one line of a multi-line string literal cannot.
    static func containsLineFeed(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(0x0A) } ?? text.utf8.contains(0x0A)
    }

    /// A Swift array literal of string literals: `["a", "b"]`.
    static func swiftStringArray(_ texts: [String]) -> String {
        "[" + texts.map(swiftString).joined(separator: ", ") + "]"
    }

    /// A JSON string, quotes included, per RFC 8259 (control characters as `\u00XX`).
    static func jsonString(_ text: String) -> String {
        if !mayNeedEscape(text) { return "\"" + text + "\"" }
        let escaped = text.replacingScalars { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "\u{08}": "\\b"
            case "\u{0C}": "\\f"
            case _ where needsUnicodeEscape(scalar): "\\u" + scalar.hexDigits(width: 4, uppercase: false)
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }

    /// A JSON array of strings: `["a", "b"]`.
    /// A JSON object of the named strings that are set, in the order given (`{"title":
    /// "Scene.Light", "footer": "Scene.Footer"}`); `nil` when none is.
    static func jsonObject(_ members: KeyValuePairs<String, String?>) -> String? {
        let set = members.compactMap { name, value in value.map { jsonString(name) + ": " + jsonString($0) } }
        return set.isEmpty ? nil : "{" + set.joined(separator: ", ") + "}"
    }

    static func jsonStringArray(_ texts: [String]) -> String {
        "[" + texts.map(jsonString).joined(separator: ", ") + "]"
    }

    /// Doc-comment lines (`/// text`, or `///` for an empty line) for a `doc` text.
    ///
    /// Trailing spaces and blank lines at the end are dropped so the output has no
    /// trailing whitespace; line breaks of any kind (`\r\n`, `\r`, U+2028 …) become separate
    /// lines, and other control and bidirectional characters are written as escapes
    /// (``commentText(_:)``): swiftc rejects a NUL anywhere in a file.
    static func docCommentLines(_ doc: String?) -> [String] {
        guard let doc else { return [] }
        if let length = plainDocCommentLineLength(doc) {
            guard length > 0 else { return [] }
            return ["/// " + (length == doc.utf8.count ? doc : String(decoding: doc.utf8.prefix(length), as: UTF8.self))]
        }
        return splitDocCommentLines(doc)
    }

    /// ``docCommentLines(_:)`` of any text, read a `Character` at a time: what the quick way
    /// for one plain line must agree with (`LiteralEscapingTests`).
    static func splitDocCommentLines(_ doc: String) -> [String] {
        var lines = doc.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { line -> String in
                var text = Substring(line)
                while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
                return text.isEmpty ? "///" : "/// " + commentText(String(text))
            }
        while lines.last == "///" { lines.removeLast() }
        while lines.first == "///" { lines.removeFirst() }
        return lines
    }

    /// Appends the ``docCommentLines(_:)`` of `doc` to `bytes`, each after `indentation` and
    /// followed by a line feed; returns whether it appended any.
    ///
    /// The built-in `swift` template documents every case with its title: text of one line
    /// with nothing to escape (almost every title) is copied as it is, without splitting it
    /// into `Character`s, which cost about 15 000 instructions a case (docs/performance.md).
    static func appendDocCommentLines(_ doc: String, indentation: [UInt8], to bytes: inout [UInt8]) -> Bool {
        // One pass over the text's own bytes: checked, trimmed and copied where they are.
        let plain: Bool?? = doc.utf8.withContiguousStorageIfAvailable { utf8 in
            guard !containsEscapeCandidate(utf8) else { return nil }
            var end = utf8.count
            while end > 0, utf8[end - 1] == 0x20 { end -= 1 }
            guard end > 0 else { return false }
            bytes.append(contentsOf: indentation)
            bytes.append(contentsOf: docLinePrefix)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<end]))
            bytes.append(0x0A)
            return true
        }
        if case .some(.some(let appended)) = plain { return appended }
        let lines = docCommentLines(doc)
        for line in lines {
            bytes.append(contentsOf: indentation)
            bytes.append(contentsOf: line.utf8)
            bytes.append(0x0A)
        }
        return !lines.isEmpty
    }

    /// `/// `, the start of a doc comment line with text.
    private static let docLinePrefix = Array("/// ".utf8)

    /// The length in UTF-8 of the one comment line of `doc` (without `/// `), when `doc` has
    /// nothing ``docCommentLines(_:)`` escapes or splits — no line break, control or
    /// bidirectional character, which is what ``mayNeedEscape(_:)`` rules out: `doc` without
    /// its trailing spaces (0 for a blank text: no line). `nil` for any other text.
    private static func plainDocCommentLineLength(_ doc: String) -> Int? {
        guard !mayNeedEscape(doc) else { return nil }
        let utf8 = doc.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == 0x20 { end = utf8.index(before: end) }
        return utf8.distance(from: utf8.startIndex, to: end)
    }

    /// Text for one comment line: line breaks, control characters other than tab, and the
    /// characters of ``needsUnicodeEscape(_:)`` written as `\u{…}` (a comment has no escapes,
    /// so they are shown as text): `a⏎b` → `a\u{A}b`. Used for the spec path in the header.
    static func commentText(_ text: String) -> String {
        if !mayNeedEscape(text) { return text }
        return text.replacingScalars { scalar in
            scalar != "\t" && needsUnicodeEscape(scalar) ? "\\u{" + scalar.hexDigits() + "}" : nil
        }
    }

    /// The escape of a scalar in a Swift string literal, the quote aside (a multi-line
    /// literal keeps most quotes): a backslash, a control character, or a character of
    /// ``needsUnicodeEscape(_:)`` as `\u{…}`; `nil` for a scalar written as it is.
    private static func swiftEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\0": "\\0"
        case _ where needsUnicodeEscape(scalar): "\\u{" + scalar.hexDigits() + "}"
        default: nil
        }
    }

    /// Whether any byte of `text` ``needsEscapeFastCheck(_:)``: one pass over the contiguous
    /// UTF-8 of a native string (every title is checked once per output).
    private static func mayNeedEscape(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(containsEscapeCandidate)
            ?? text.utf8.contains(where: needsEscapeFastCheck)
    }

    /// Whether any of `bytes` ``needsEscapeFastCheck(_:)``, a plain loop over the buffer.
    private static func containsEscapeCandidate(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where needsEscapeFastCheck(byte) { return true }
        return false
    }

    /// Whether a UTF-8 byte may need escaping in Swift or JSON: a quote, a backslash, a control
    /// character, or the lead byte of a scalar ``needsUnicodeEscape(_:)`` may select (0xC2 for
    /// U+0080–U+00BF, 0xD8 for U+061C, 0xE2 for U+2000–U+2FFF, 0xEF for U+FEFF); text without
    /// one is copied as is.
    private static func needsEscapeFastCheck(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00..<0x20, 0x22, 0x5C, 0x7F, 0xC2, 0xD8, 0xE2, 0xEF: true
        default: false
        }
    }

    /// Characters never written raw into generated text: controls, line separators,
    /// bidirectional formatting characters and U+FEFF — the same set diagnostics never print
    /// raw (``DisplayText/needsEscape(_:)``). Escaped (`\u{202E}` in Swift, `\u202e` in JSON),
    /// they compile to the same text.
    private static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        DisplayText.needsEscape(scalar)
    }
}
