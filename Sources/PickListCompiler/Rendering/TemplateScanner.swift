/// picklist's own light reading of a Mustache template's tags.
///
/// swift-mustache parses templates; this only finds what it does not tell: the names of the
/// partials a template uses (to load them), and, when a template does not parse, the tag to
/// blame. The engine notices an unclosed tag or section where it runs out of text, and
/// reports the end of the file ("overflow"); the scanner finds the opening tag. It follows
/// set-delimiter tags (`{{=<% %>=}}`) and reads comments to their end, as the engine does.
struct TemplateScanner {
    /// One tag: what kind, the name in it, and where its opening delimiter is.
    struct Tag: Hashable {
        enum Kind: Hashable {
            case variable, sectionOpen, sectionClose, comment, setDelimiters, pragma
            /// `{{> name}}`, or `{{< name}}` (a partial with blocks; it also opens a section).
            case partial
        }

        var kind: Kind
        /// The tag's text without delimiters, sigil and surrounding blanks: `lists` for `{{#lists}}`.
        var name: String
        var line: Int
        var column: Int
    }

    /// A structural problem, located at the tag to blame.
    struct Problem {
        struct Note {
            var message: String
            var line: Int
            var column: Int
        }

        var message: String
        var line: Int
        var column: Int
        /// A related place: where the open section of a mismatched closing tag was opened.
        var note: Note?
    }

    /// Every tag up to the first problem, in text order.
    private(set) var tags: [Tag] = []
    /// The first problem: an unclosed tag, a closing tag that does not match, or (at the end)
    /// the innermost section never closed.
    private(set) var problem: Problem?

    private let text: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    private var column = 1
    private var start = Array("{{".unicodeScalars)
    private var end = Array("}}".unicodeScalars)
    private var openSections: [Tag] = []

    /// Scans `text` (cheap: templates are small, and this runs once per template file).
    init(_ text: String) {
        self.text = Array(text.unicodeScalars)
        scan()
    }

    private mutating func scan() {
        while position < text.count {
            if starts(with: start, at: position) {
                guard readTag() else { return }
            } else {
                advance(to: position + 1)
            }
        }
        if let open = openSections.last {
            problem = Problem(
                message: "section '\(open.name)' is never closed: expected '\(string(start))/\(open.name)\(string(end))'",
                line: open.line, column: open.column
            )
        }
    }

    /// Reads the tag at `position`; `false` when it is a problem (scanning stops there).
    private mutating func readTag() -> Bool {
        let (line, column) = (self.line, self.column)
        let contentStart = position + start.count
        let sigil = contentStart < text.count ? text[contentStart] : nil
        let hasSigil = sigil.map { Self.sigils.contains($0) } ?? false
        let closing: [Unicode.Scalar]
        switch sigil {
        case "=": closing = Array("=".unicodeScalars) + end
        case "{": closing = end + Array("}".unicodeScalars)
        default: closing = end
        }
        let nameStart = contentStart + (hasSigil ? 1 : 0)
        // A comment may hold anything up to its end; another tag may not hold a new opening.
        let closeIndex = firstIndex(of: closing, from: nameStart)
        let nextOpening = sigil == "!" ? nil : firstIndex(of: start, from: contentStart)
        guard let closeIndex, nextOpening.map({ $0 >= closeIndex }) ?? true else {
            problem = Problem(
                message: "'\(opening(at: position))' is never closed: expected '\(string(closing))'",
                line: line, column: column
            )
            return false
        }
        let kind = sigil.map(Self.kind(of:)) ?? .variable
        let name = String(String.UnicodeScalarView(text[nameStart..<closeIndex])).trimmingBlanks
        let tag = Tag(kind: kind, name: name, line: line, column: column)
        tags.append(tag)
        advance(to: closeIndex + closing.count)

        switch kind {
        case .sectionOpen:
            openSections.append(tag)
        case .partial where sigil == "<":
            openSections.append(tag)
        case .sectionClose:
            let tagText = string(start) + "/" + tag.name + string(end)
            guard let open = openSections.popLast() else {
                problem = Problem(message: "'\(tagText)' closes no open section", line: line, column: column)
                return false
            }
            guard open.name == tag.name else {
                problem = Problem(
                    message: "'\(tagText)' does not close the open section '\(open.name)': expected '\(string(start))/\(open.name)\(string(end))'",
                    line: line, column: column,
                    note: Problem.Note(message: "section '\(open.name)' opened here", line: open.line, column: open.column)
                )
                return false
            }
        case .setDelimiters:
            let parts = tag.name.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            if parts.count == 2 {
                start = Array(parts[0].unicodeScalars)
                end = Array(parts[1].unicodeScalars)
            }
        case .variable, .comment, .partial, .pragma:
            break
        }
        return true
    }

    /// The characters that make a tag more than a variable when they follow its opening delimiter.
    private static let sigils = Set("#^/!>=%{&$<".unicodeScalars)

    /// What a tag is, by the character after its opening delimiter.
    private static func kind(of sigil: Unicode.Scalar) -> Tag.Kind {
        switch sigil {
        case "#", "^", "$": .sectionOpen
        case "/": .sectionClose
        case "!": .comment
        case ">", "<": .partial
        case "=": .setDelimiters
        case "%": .pragma
        default: .variable
        }
    }

    /// The start of an unclosed tag as the message quotes it: up to the end of its line or
    /// the next opening delimiter, at most 30 characters.
    private func opening(at index: Int) -> String {
        var stop = index + start.count
        while stop < text.count, text[stop] != "\n", text[stop] != "\r", !starts(with: start, at: stop), stop - index < 30 {
            stop += 1
        }
        return String(String.UnicodeScalarView(text[index..<stop])).trimmingBlanks
    }

    private func starts(with delimiter: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + delimiter.count <= text.count else { return false }
        for offset in delimiter.indices where text[index + offset] != delimiter[offset] { return false }
        return true
    }

    private func firstIndex(of delimiter: [Unicode.Scalar], from index: Int) -> Int? {
        var candidate = index
        while candidate + delimiter.count <= text.count {
            if starts(with: delimiter, at: candidate) { return candidate }
            candidate += 1
        }
        return nil
    }

    /// Moves to `index`, counting lines and columns (in Unicode scalars, as ``SourceLocation``).
    private mutating func advance(to index: Int) {
        while position < index {
            if text[position] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            position += 1
        }
    }

    private func string(_ scalars: [Unicode.Scalar]) -> String {
        String(String.UnicodeScalarView(scalars))
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    fileprivate var trimmingBlanks: String {
        let blanks: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
        guard let first = firstIndex(where: { !blanks.contains($0) }),
            let last = lastIndex(where: { !blanks.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}
