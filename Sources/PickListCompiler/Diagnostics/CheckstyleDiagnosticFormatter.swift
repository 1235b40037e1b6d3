/// Checkstyle XML, which Jenkins (Warnings Next Generation), reviewdog, SonarQube, Danger and
/// many code-review bots import.
///
/// One `<file>` per file the run read (clean ones too, as Checkstyle lists every file it
/// checked) and per other path a diagnostic is about; inside it one `<error>` per diagnostic
/// with `line` and `column` (left out for a problem about a whole file), `severity` (`error`,
/// `warning`, `info` for a note), `message` (with the suggestion and notes after it) and
/// `source` (`picklist.` + the rule id). A diagnostic with no path is in a `<file name="">`.
///
/// ```xml
/// <file name="specs/a.picklist.yml">
///   <error line="2" column="1" severity="error" message="unknown key &apos;selction&apos;" source="picklist.unknown-key"/>
/// </file>
/// ```
struct CheckstyleDiagnosticFormatter {
    var readFiles: [String]

    func string(for diagnostics: [Diagnostic]) -> String {
        let files = ReportFiles(diagnostics: diagnostics.map(\.printable), readFiles: readFiles)
        var output = XMLText.declaration + "\n<checkstyle version=\"4.3\">\n"
        for path in files.paths {
            let all = files.diagnostics[path] ?? []
            let opening = "  <file name=\"\(XMLText.escaped(path))\""
            guard !all.isEmpty else {
                output += opening + "/>\n"
                continue
            }
            output += opening + ">\n"
            for diagnostic in all {
                var attributes = ""
                if let location = diagnostic.location, location.hasPosition {
                    attributes += "line=\"\(location.line)\" column=\"\(location.column)\" "
                }
                attributes += "severity=\"\(Self.severity(diagnostic.severity))\" "
                attributes += "message=\"\(XMLText.escaped(diagnostic.detailedMessage))\" "
                attributes += "source=\"picklist.\(XMLText.escaped(diagnostic.rule))\""
                output += "    <error \(attributes)/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    static func severity(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
