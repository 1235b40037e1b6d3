extension TemplatePlan {
    /// The plan of a template text, or `nil` when the text uses what a plan does not render
    /// (see ``TemplatePlan``) or does not parse: it then renders through swift-mustache, which
    /// also reports its syntax errors.
    ///
    /// The compiler follows swift-mustache 2's parser (`MustacheTemplate.parse`) step by step,
    /// over UTF-8 bytes instead of `Character`s; the text is first checked to have no
    /// character where the two could differ (``isByteParseable(_:)``).
    static func compile(_ text: String) -> TemplatePlan? {
        let bytes = Array(text.utf8)
        guard isByteParseable(bytes) else { return nil }
        var compiler = Compiler(bytes: bytes)
        guard let steps = try? compiler.parseSteps(state: Compiler.State(), isText: false) else { return nil }
        return TemplatePlan(steps: steps)
    }

    /// Whether reading a text's UTF-8 `bytes` one by one finds the same tags and lines as reading it by
    /// `Character`s, as swift-mustache does: no line break but `\n` (a `\r`, vertical tab, form
    /// feed, U+0085, U+2028 or U+2029 is a line break to `Character.isNewline`), and no ASCII
    /// character that is part of a larger `Character` (`{` followed by a combining accent is
    /// not `{` to swift-mustache).
    static func isByteParseable(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0B, 0x0C, 0x0D: return false
            case 0..<0x80:
                index += 1
                continue
            default:
                break
            }
            // Only where a non-ASCII scalar meets an ASCII one can a `Character` hold an ASCII
            // character and more (a combining mark joins the character before it, a prepended
            // mark the one after): those pairs are checked, each scalar decoded where it is.
            let end = min(bytes.count, index + (byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2))
            guard let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first else { return false }
            if scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" { return false }
            if index > 0, bytes[index - 1] < 0x80, !areSeparateCharacters(Unicode.Scalar(bytes[index - 1]), scalar) {
                return false
            }
            if end < bytes.count, bytes[end] < 0x80, !areSeparateCharacters(scalar, Unicode.Scalar(bytes[end])) {
                return false
            }
            index = end
        }
        return true
    }

    /// Whether two scalars written one after the other are two `Character`s.
    private static func areSeparateCharacters(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        var pair = String.UnicodeScalarView()
        pair.append(first)
        pair.append(second)
        return String(pair).count == 2
    }

    /// swift-mustache's parser, over bytes, for what a plan renders.
    private struct Compiler {
        /// What stops compiling: something a plan does not render, or a syntax error.
        struct Unsupported: Error {}

        /// swift-mustache's `ParserState`, without partial definitions or set delimiters.
        struct State {
            var sectionName: String?
            var newLine = true
        }

        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        private static let openBrace = UInt8(ascii: "{")
        private static let closeBrace = UInt8(ascii: "}")
        private static let lineFeed = UInt8(ascii: "\n")

        private var reachedEnd: Bool { position >= bytes.count }

        /// The byte at the position; NUL at the end (swift-mustache's `current()` is `"\0"`).
        private var current: UInt8 { reachedEnd ? 0 : bytes[position] }

        /// `MustacheTemplate.parse(_:state:)`. `isText` is whether escaped variables render as
        /// text here (the content type at the start of this section).
        mutating func parseSteps(state: State, isText: Bool) throws(Unsupported) -> [Step] {
            var steps: [Step] = []
            var state = state
            var isText = isText
            var whiteSpaceBefore: ArraySlice<UInt8> = []
            while !reachedEnd {
                if state.newLine {
                    whiteSpaceBefore = read { $0 == 0x20 || $0 == 0x09 }
                }
                let text = try readUntilDelimiterOrNewline()
                if current == Self.lineFeed {
                    steps.append(.text(Array(whiteSpaceBefore) + text + [Self.lineFeed]))
                    state.newLine = true
                    position += 1
                    continue
                }
                if !text.isEmpty {
                    steps.append(.text(Array(whiteSpaceBefore) + text))
                    whiteSpaceBefore = []
                    state.newLine = false
                }
                if reachedEnd { break }
                var setNewLine = false
                switch current {
                case UInt8(ascii: "#"), UInt8(ascii: "^"):
                    let isInverted = current == UInt8(ascii: "^")
                    position += 1
                    let name = try parseName()
                    if isStandalone(state) {
                        setNewLine = true
                    } else if !whiteSpaceBefore.isEmpty {
                        steps.append(.text(Array(whiteSpaceBefore)))
                        whiteSpaceBefore = []
                    }
                    var inner = state
                    inner.sectionName = name
                    if !setNewLine { inner.newLine = false }
                    let section = try parseSteps(state: inner, isText: isText)
                    steps.append(isInverted ? .invertedSection(Name(name), section) : .section(Name(name), section))

                case UInt8(ascii: "/"):
                    position += 1
                    let name = try parseName()
                    guard name == state.sectionName else { throw Unsupported() }
                    if isStandalone(state) {
                        setNewLine = true
                    } else if !whiteSpaceBefore.isEmpty {
                        steps.append(.text(Array(whiteSpaceBefore)))
                    }
                    return steps

                case UInt8(ascii: "!"):
                    position += 1
                    try skipComment()
                    setNewLine = isStandalone(state)

                case UInt8(ascii: "{"), UInt8(ascii: "&"):
                    let isTriple = current == Self.openBrace
                    if !whiteSpaceBefore.isEmpty {
                        steps.append(.text(Array(whiteSpaceBefore)))
                        whiteSpaceBefore = []
                    }
                    position += 1
                    let name = try parseName()
                    if isTriple {
                        guard current == Self.closeBrace else { throw Unsupported() }
                        position += 1
                    }
                    steps.append(.variable(Name(name), escaped: false))

                case UInt8(ascii: "%"):
                    position += 1
                    let contentIsText = try readContentTypePragma()
                    steps.append(.contentType(isText: contentIsText))
                    isText = contentIsText
                    setNewLine = isStandalone(state)

                case UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "$"), UInt8(ascii: "="):
                    // Partials, blocks and set-delimiter tags: not in a plan.
                    throw Unsupported()

                default:
                    if !whiteSpaceBefore.isEmpty {
                        steps.append(.text(Array(whiteSpaceBefore)))
                        whiteSpaceBefore = []
                    }
                    let name = try parseName()
                    // An escaped variable in HTML would be HTML-escaped: not in a plan.
                    guard isText else { throw Unsupported() }
                    steps.append(.variable(Name(name), escaped: true))
                }
                state.newLine = setNewLine
            }
            guard state.sectionName == nil else { throw Unsupported() }
            return steps
        }

        /// `readUntilDelimiterOrNewline`: the text up to a line feed (not read) or `{{` (read),
        /// or to the end.
        private mutating func readUntilDelimiterOrNewline() throws(Unsupported) -> [UInt8] {
            let start = position
            while !reachedEnd {
                let byte = bytes[position]
                if byte == Self.lineFeed { return Array(bytes[start..<position]) }
                if byte == Self.openBrace {
                    // swift-mustache reads two characters here, and fails at the end of the text.
                    guard position + 1 < bytes.count else { throw Unsupported() }
                    if bytes[position + 1] == Self.openBrace {
                        let text = Array(bytes[start..<position])
                        position += 2
                        return text
                    }
                }
                position += 1
            }
            return Array(bytes[start..<position])
        }

        /// `parseName`: blanks, the name, blanks, `}}`. A transform (`name(argument)`) is not in
        /// a plan.
        private mutating func parseName() throws(Unsupported) -> String {
            skipWhitespace()
            let name = read(while: Self.isNameByte)
            skipWhitespace()
            try readEndDelimiter()
            guard !name.contains(UInt8(ascii: "(")), !name.contains(UInt8(ascii: ")")) else { throw Unsupported() }
            return String(decoding: name, as: UTF8.self)
        }

        /// `parseComment`: everything up to and including `}}`.
        private mutating func skipComment() throws(Unsupported) {
            while position + 1 < bytes.count {
                if bytes[position] == Self.closeBrace, bytes[position + 1] == Self.closeBrace {
                    position += 2
                    return
                }
                position += 1
            }
            throw Unsupported()
        }

        /// `readConfigVariable`: `CONTENT_TYPE: TEXT` or `HTML`, then `}}`. Whether it is `TEXT`.
        private mutating func readContentTypePragma() throws(Unsupported) -> Bool {
            skipWhitespace()
            let variable = read(while: Self.isNameByteWithoutBrackets)
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw Unsupported() }
            position += 1
            skipWhitespace()
            let value = read(while: Self.isNameByteWithoutBrackets)
            skipWhitespace()
            try readEndDelimiter()
            guard variable.elementsEqual("CONTENT_TYPE".utf8) else { throw Unsupported() }
            if value.elementsEqual("TEXT".utf8) { return true }
            if value.elementsEqual("HTML".utf8) { return false }
            throw Unsupported()
        }

        private mutating func readEndDelimiter() throws(Unsupported) {
            guard position + 1 < bytes.count, bytes[position] == Self.closeBrace, bytes[position + 1] == Self.closeBrace
            else { throw Unsupported() }
            position += 2
        }

        /// `isStandalone`: at the start of a line, and only blanks until the line feed (read)
        /// or the end.
        private mutating func isStandalone(_ state: State) -> Bool {
            guard state.newLine else { return false }
            if reachedEnd { return true }
            var end = position
            while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            guard end < bytes.count, bytes[end] == Self.lineFeed else { return false }
            position = end + 1
            return true
        }

        /// `read(while: \.isWhitespace)`: ASCII blanks and line feeds (the text has no other
        /// line break; any other non-ASCII byte stops compiling, as it may be a Unicode space).
        private mutating func skipWhitespace() {
            while !reachedEnd, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == Self.lineFeed {
                position += 1
            }
        }

        private mutating func read(while isIncluded: (UInt8) -> Bool) -> ArraySlice<UInt8> {
            let start = position
            while !reachedEnd, isIncluded(bytes[position]) { position += 1 }
            return bytes[start..<position]
        }

        /// swift-mustache's `sectionNameChars`: letters, digits and `.-_?*()`.
        private static func isNameByte(_ byte: UInt8) -> Bool {
            isNameByteWithoutBrackets(byte) || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
        }

        /// swift-mustache's `sectionNameCharsWithoutBrackets`.
        private static func isNameByteWithoutBrackets(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"),
                UInt8(ascii: "?"), UInt8(ascii: "*"):
                true
            default:
                false
            }
        }
    }
}
