import PickListCompiler
import PickListSupport

/// Writes a ``StringsFile`` in the layout picklist uses for `.strings` tables.
///
/// Each entry is its comment (`/* … */`), then `"key" = "value";`, with an empty line
/// between entries, and the file ends with a newline:
///
/// ```text
/// /* The title of the list Fruit. */
/// "Fruit.title" = "Fruit";
///
/// /* The title of an item of the list Fruit. */
/// "Fruit.apple.title" = "Apple";
/// ```
///
/// Keys and values are quoted, with `"` and `\` escaped, newline, tab and carriage return as
/// `\n`, `\t`, `\r`, other control characters as `\U` and four hexadecimal digits; every
/// other character is written as it is, in UTF-8. A `*/` inside a comment is written `* /`,
/// so it cannot end the comment early.
enum StringsFileWriter {
    static func render(_ file: StringsFile) -> String {
        var output = ""
        for (offset, entry) in file.entries.enumerated() {
            if offset > 0 { output += "\n" }
            if let comment = entry.comment {
                output += "/* " + comment.trimmingWhitespace.replacingAll("*/", with: "* /") + " */\n"
            }
            output += quoted(entry.key) + " = " + quoted(entry.value) + ";\n"
        }
        return output
    }

    /// `file` written over `original` as `original` was read (its ``StringsFile/source``),
    /// changing only what differs, so that a file the app owns keeps its bytes: its encoding
    /// (UTF-8 with or without a byte order mark, UTF-16), line breaks, spacing, empty lines and
    /// comments. An entry both have keeps its text, except a value or comment that changed
    /// (written in place; a comment that was not there goes on the line before the key); an
    /// entry only `original` has is removed with its comment and line (and one empty line
    /// around it, when the entries are separated by empty lines); an entry only `file` has is
    /// added after the last entry, in the file's line breaks, separated from the others as the
    /// file's last two entries are (by an empty line, or by none). What follows the last entry
    /// (an empty line, a closing comment) stays at the end.
    ///
    /// Without a source (a file built in memory), the whole file is written as ``render(_:)``
    /// writes it, in UTF-8.
    static func render(_ file: StringsFile, over original: StringsFile) -> [UInt8] {
        guard let source = original.source, source.spans.count == original.entries.count else {
            return Array(render(file).utf8)
        }
        let scalars = source.scalars
        let lineBreak = source.lineBreak
        let wanted = Dictionary(file.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var edits: [(range: Range<Int>, text: String)] = []
        for (entry, span) in zip(original.entries, source.spans) {
            guard let new = wanted[entry.key] else {
                edits.append((removalRange(of: span, in: scalars), ""))
                continue
            }
            let oldComment = span.comment == nil ? nil : entry.comment
            if let comment = new.comment.map(commentBody), comment != oldComment {
                if let range = span.comment {
                    edits.append((range, "/* " + comment + " */"))
                } else {
                    edits.append((span.key.lowerBound..<span.key.lowerBound, "/* " + comment + " */" + separator(before: span.key.lowerBound, in: scalars, lineBreak: lineBreak)))
                }
            }
            if new.value != entry.value {
                if let range = span.value {
                    edits.append((range, quoted(new.value)))
                } else {
                    edits.append((span.key.upperBound..<span.key.upperBound, " = " + quoted(new.value)))
                }
            }
        }
        let present = Set(original.entries.map(\.key))
        let added = file.entries.filter { !present.contains($0.key) }
        if !added.isEmpty {
            edits.append(insertion(of: added, into: source, lineBreak: lineBreak))
        }
        var text = String.UnicodeScalarView()
        var offset = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= offset {
            text.append(contentsOf: scalars[offset..<edit.range.lowerBound])
            text.append(contentsOf: edit.text.unicodeScalars)
            offset = edit.range.upperBound
        }
        text.append(contentsOf: scalars[offset...])
        return encoded(String(text), as: source.encoding)
    }

    /// A comment's text as the writer writes it between `/* ` and ` */`.
    private static func commentBody(_ comment: String) -> String {
        comment.trimmingWhitespace.replacingAll("*/", with: "* /")
    }

    /// What goes between a comment inserted at `offset` and the key there: a line break and
    /// the key's indentation when the key begins its line, else a space.
    private static func separator(before offset: Int, in scalars: [Unicode.Scalar], lineBreak: String) -> String {
        var start = offset
        while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "\t" { start -= 1 }
        guard start == 0 || scalars[start - 1] == "\n" || scalars[start - 1] == "\r" else { return " " }
        var indentation = String.UnicodeScalarView()
        indentation.append(contentsOf: scalars[start..<offset])
        return lineBreak + String(indentation)
    }

    /// The text an entry takes, from its comment (or key) to its `;`, widened to whole lines
    /// when it has its lines to itself, and to one empty line around it when it stands
    /// between empty lines (or between one and the end of the file).
    private static func removalRange(of span: StringsFile.Source.Span, in scalars: [Unicode.Scalar]) -> Range<Int> {
        var start = span.comment?.lowerBound ?? span.key.lowerBound
        var end = span.end
        var lineStart = start
        while lineStart > 0, scalars[lineStart - 1] == " " || scalars[lineStart - 1] == "\t" { lineStart -= 1 }
        var lineEnd = end
        while lineEnd < scalars.count, scalars[lineEnd] == " " || scalars[lineEnd] == "\t" { lineEnd += 1 }
        let startsLine = lineStart == 0 || scalars[lineStart - 1] == "\n"
        guard startsLine, let afterBreak = lineBreakEnd(at: lineEnd, in: scalars) ?? (lineEnd == scalars.count ? lineEnd : nil) else {
            return start..<end
        }
        start = lineStart
        end = afterBreak
        // An empty line before and one after (or the end of the file): one of them goes too.
        if let emptyBefore = emptyLineStart(endingAt: start, in: scalars),
           end == scalars.count || lineBreakEnd(at: end, in: scalars) != nil {
            start = emptyBefore
        }
        return start..<end
    }

    /// Where the line break at `offset` ends, or `nil` when there is none there.
    private static func lineBreakEnd(at offset: Int, in scalars: [Unicode.Scalar]) -> Int? {
        guard offset < scalars.count else { return nil }
        if scalars[offset] == "\n" { return offset + 1 }
        if scalars[offset] == "\r" { return offset + 1 < scalars.count && scalars[offset + 1] == "\n" ? offset + 2 : offset + 1 }
        return nil
    }

    /// The start of the empty line (white space only) that ends at `offset`, a line start, or `nil`.
    private static func emptyLineStart(endingAt offset: Int, in scalars: [Unicode.Scalar]) -> Int? {
        guard offset > 0, scalars[offset - 1] == "\n" else { return nil }
        var start = offset - 1
        if start > 0, scalars[start - 1] == "\r" { start -= 1 }
        while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "\t" { start -= 1 }
        guard start > 0, scalars[start - 1] == "\n" else { return nil }
        return start
    }

    /// The added entries, placed after the file's last entry (at the end of a file without one).
    private static func insertion(of added: [StringsFile.Entry], into source: StringsFile.Source, lineBreak: String) -> (range: Range<Int>, text: String) {
        let scalars = source.scalars
        // Separated as the last two entries are: by an empty line, or not.
        var separatedByEmptyLine = true
        if source.spans.count >= 2 {
            let previous = source.spans[source.spans.count - 2], last = source.spans[source.spans.count - 1]
            let gap = scalars[previous.end..<(last.comment?.lowerBound ?? last.key.lowerBound)]
            separatedByEmptyLine = gap.count(where: { $0 == "\n" }) >= 2
        }
        var offset = scalars.count
        if let last = source.spans.last {
            // After the last entry's line, a comment ending it included.
            var lineEnd = last.end
            while lineEnd < scalars.count, scalars[lineEnd] != "\n", scalars[lineEnd] != "\r" { lineEnd += 1 }
            let rest = String(String.UnicodeScalarView(scalars[last.end..<lineEnd])).trimmingWhitespace
            offset = rest.isEmpty || rest.hasPrefix("//") ? lineBreakEnd(at: lineEnd, in: scalars) ?? lineEnd : last.end
        }
        let atLineStart = offset == 0 || scalars[offset - 1] == "\n" || scalars[offset - 1] == "\r"
        var text = atLineStart ? "" : lineBreak
        for (index, entry) in added.enumerated() {
            if separatedByEmptyLine, index > 0 || offset > 0 { text += lineBreak }
            if let comment = entry.comment {
                text += "/* " + commentBody(comment) + " */" + lineBreak
            }
            text += quoted(entry.key) + " = " + quoted(entry.value) + ";" + lineBreak
        }
        if offset == scalars.count, !atLineStart {
            // A file that did not end with a line break still does not.
            text.removeLast()   // "\r\n" is one Character
        }
        return (offset..<offset, text)
    }

    /// `text` in `encoding`, with its byte order mark.
    private static func encoded(_ text: String, as encoding: StringsFile.Source.Encoding) -> [UInt8] {
        switch encoding {
        case .utf8: return Array(text.utf8)
        case .utf8WithByteOrderMark: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case .utf16LittleEndian: return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
        case .utf16BigEndian: return [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8(truncatingIfNeeded: $0)] }
        }
    }

    static func quoted(_ text: String) -> String {
        let escaped = text.replacingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\t": "\\t"
            case "\r": "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: "\\U" + scalar.hexDigits(width: 4)
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }
}

extension String {
    /// The text with every `target` replaced (without Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
