import PickListSupport

/// GitLab Code Quality (a subset of the Code Climate issue format): a JSON array with one
/// object per diagnostic, for `artifacts: reports: codequality:` in `.gitlab-ci.yml`.
///
/// Each object has the fields GitLab reads:
///
/// - `description`: the message, then `(did you mean '…'?)` when there is a suggestion;
/// - `check_name`: the rule id;
/// - `fingerprint`: see ``fingerprints(for:)``;
/// - `severity`: `major` for an error, `minor` for a warning, `info` for a note;
/// - `location.path` and `location.positions.begin` (`line`, `column`); a problem about a whole
///   file has `location.lines.begin` 1 instead, and one with no path at all the path `.`.
///
/// GitLab compares the fingerprints of a merge request's report with its target branch's to
/// show which problems are new and which are fixed, and shows one problem per fingerprint.
struct GitLabDiagnosticFormatter {
    func string(for diagnostics: [Diagnostic]) -> String {
        let printable = diagnostics.map(\.printable)
        let fingerprints = Self.fingerprints(for: diagnostics)
        let issues = zip(printable, fingerprints).map { diagnostic, fingerprint -> ReportJSON in
            var location: [(key: String, value: ReportJSON)] = [("path", .string(Self.path(of: diagnostic)))]
            if let place = diagnostic.location, place.hasPosition {
                location.append(("positions", .object([
                    ("begin", .object([("line", .int(place.line)), ("column", .int(place.column))])),
                ])))
            } else {
                location.append(("lines", .object([("begin", .int(1))])))
            }
            return .object([
                ("description", .string(Self.description(of: diagnostic))),
                ("check_name", .string(diagnostic.rule)),
                ("fingerprint", .string(fingerprint)),
                ("severity", .string(Self.severity(diagnostic.severity))),
                ("location", .object(location)),
            ])
        }
        return ReportJSON.array(issues).rendered()
    }

    /// One fingerprint per diagnostic, stable across runs and across edits that move lines:
    /// the SHA-256 (hex) of the rule id, the path, the description and the occurrence number
    /// (0 for the first diagnostic with that rule, path and description in the report, 1 for
    /// the next …), separated by NUL bytes. The line and column are left out, so adding a line
    /// above a problem does not make it "new"; the occurrence number keeps two identical
    /// problems of one file apart, as GitLab shows one problem per fingerprint. The hashed
    /// strings are the ones printed (`check_name`, `location.path`, `description`).
    static func fingerprints(for diagnostics: [Diagnostic]) -> [String] {
        var seen: [String: Int] = [:]
        return diagnostics.map(\.printable).map { diagnostic in
            let key = [diagnostic.rule, path(of: diagnostic), description(of: diagnostic)].joined(separator: "\u{0}")
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return SHA256.hex(Array((key + "\u{0}" + String(occurrence)).utf8))
        }
    }

    static func path(of diagnostic: Diagnostic) -> String {
        diagnostic.location?.file ?? "."
    }

    static func description(of diagnostic: Diagnostic) -> String {
        guard let suggestion = diagnostic.suggestion else { return diagnostic.message }
        return "\(diagnostic.message) (did you mean '\(suggestion)'?)"
    }

    static func severity(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }
}
