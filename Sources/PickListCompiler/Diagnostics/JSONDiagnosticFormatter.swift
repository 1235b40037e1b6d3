import PickListSupport

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
                "{\"message\":\(ReportJSON.quoted(note.message)),\(Self.fields(note.location))}"
            }
            return "{\(Self.fields(diagnostic.location)),"
                + "\"severity\":\(ReportJSON.quoted(diagnostic.severity.rawValue)),"
                + "\"rule\":\(ReportJSON.quoted(diagnostic.rule)),"
                + "\"message\":\(ReportJSON.quoted(diagnostic.message)),"
                + "\"notes\":[\(notes.joined(separator: ","))],"
                + "\"suggestion\":\(diagnostic.suggestion.map(ReportJSON.quoted) ?? "null")}"
        }
        return "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
    }

    private static func fields(_ location: SourceLocation?) -> String {
        guard let location else { return "\"file\":null,\"line\":null,\"column\":null" }
        guard location.hasPosition else { return "\"file\":\(ReportJSON.quoted(location.file)),\"line\":null,\"column\":null" }
        return "\"file\":\(ReportJSON.quoted(location.file)),\"line\":\(location.line),\"column\":\(location.column)"
    }
}
