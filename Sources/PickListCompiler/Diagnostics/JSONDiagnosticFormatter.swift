/// The machine-readable format: a JSON array with one object per diagnostic.
///
/// Keys, in this order: `file`, `line`, `column` (`null` for a diagnostic with no place;
/// `line` and `column` `null` for one about a whole file),
/// `severity`, `rule`, `message`, `notes` (objects with `message`, `file`, `line`, `column`)
/// and `suggestion` (`null` when there is none). One object per line, so the output is
/// easy to diff and grep as well as to parse.
struct JSONDiagnosticFormatter {
    func string(for diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "[]\n" }
        let objects = diagnostics.map { diagnostic in
            let notes = diagnostic.notes.map { note in
                "{\"message\":\(Self.quoted(note.message)),\(Self.fields(note.location))}"
            }
            return "{\(Self.fields(diagnostic.location)),"
                + "\"severity\":\(Self.quoted(diagnostic.severity.rawValue)),"
                + "\"rule\":\(Self.quoted(diagnostic.rule)),"
                + "\"message\":\(Self.quoted(diagnostic.message)),"
                + "\"notes\":[\(notes.joined(separator: ","))],"
                + "\"suggestion\":\(diagnostic.suggestion.map(Self.quoted) ?? "null")}"
        }
        return "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
    }

    private static func fields(_ location: SourceLocation?) -> String {
        guard let location else { return "\"file\":null,\"line\":null,\"column\":null" }
        guard location.hasPosition else { return "\"file\":\(quoted(location.file)),\"line\":null,\"column\":null" }
        return "\"file\":\(quoted(location.file)),\"line\":\(location.line),\"column\":\(location.column)"
    }

    /// A JSON string literal: quotes, backslashes, control characters and the invisible
    /// characters of ``DisplayText/needsEscape(_:)`` escaped (the parsed text is exact; the
    /// printed JSON holds nothing that recolours a terminal or reorders a line).
    static func quoted(_ text: String) -> String {
        let escaped = text.replacingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where DisplayText.needsEscape(scalar): "\\u" + scalar.hexDigits(width: 4, uppercase: false)
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }
}
