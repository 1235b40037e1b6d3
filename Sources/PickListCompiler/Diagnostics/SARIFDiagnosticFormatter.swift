import PickListSupport

/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), the log GitHub code
/// scanning and most security dashboards import.
///
/// One run of the tool `picklist`:
///
/// - `tool.driver.rules` lists every documented rule (docs/validation-rules.md, through
///   ``RuleDocumentation``): id, a one-sentence `shortDescription`, the "reported when" text as
///   `fullDescription`, `help` in text and Markdown, and the rule's default level; a result
///   points at its rule by `ruleId` and `ruleIndex`.
/// - Each diagnostic is a result: `level` `error`, `warning` or `note`; the message, with the
///   suggestion and any note that has no place after it; its location as an artifact URI and a
///   region with `startLine` and `startColumn` (no region for a whole file); each note with a
///   place as a `relatedLocation`.
/// - A problem with no path at all (an output that cannot be written) is not a result — GitHub
///   rejects a whole log when a result has no location — but a `toolExecutionNotification` of
///   the run's invocation, which is then not `executionSuccessful` when it is an error.
/// - Columns count Unicode scalars, as picklist's do (`columnKind: unicodeCodePoints`).
/// - A relative path is a relative URI against `%SRCROOT%` (the folder picklist ran in, which
///   GitHub takes as the repository root); an absolute path is a `file://` URI.
/// - `partialFingerprints` carries the same line-independent fingerprint as the GitLab format
///   (``GitLabDiagnosticFormatter/fingerprints(for:)``), so an alert keeps its identity when
///   lines move.
struct SARIFDiagnosticFormatter {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The rules the log describes (every documented one; tests pass fewer).
    var documentedRules = RuleDocumentation.all

    func string(for diagnostics: [Diagnostic]) -> String {
        let printable = diagnostics.map(\.printable)
        var rules = documentedRules.map(Self.descriptor)
        var ruleIndex = Dictionary(documentedRules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for diagnostic in printable where ruleIndex[diagnostic.rule] == nil {
            ruleIndex[diagnostic.rule] = rules.count
            rules.append(.object([("id", .string(diagnostic.rule))]))
        }
        let fingerprints = GitLabDiagnosticFormatter.fingerprints(for: diagnostics)
        let results = zip(printable, fingerprints).filter { $0.0.location != nil }.map { diagnostic, fingerprint in
            Self.result(diagnostic, ruleIndex: ruleIndex[diagnostic.rule] ?? 0, fingerprint: fingerprint)
        }
        let notifications = printable.filter { $0.location == nil }.map { diagnostic -> ReportJSON in
            .object([
                ("level", .string(Self.level(diagnostic.severity))),
                ("message", .object([("text", .string(diagnostic.detailedMessage))])),
                ("descriptor", .object([("id", .string(diagnostic.rule))])),
            ])
        }
        let driver: ReportJSON = .object([
            ("name", .string("picklist")),
            ("version", .string(PickListVersion.current)),
            ("semanticVersion", .string(PickListVersion.current)),
            ("rules", .array(rules)),
        ])
        var run: [(key: String, value: ReportJSON)] = [("tool", .object([("driver", driver)]))]
        if !notifications.isEmpty {
            let failed = printable.contains { $0.location == nil && $0.severity == .error }
            run.append(("invocations", .array([.object([
                ("executionSuccessful", .bool(!failed)),
                ("toolExecutionNotifications", .array(notifications)),
            ])])))
        }
        run += [("columnKind", .string("unicodeCodePoints")), ("results", .array(results))]
        return ReportJSON.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).rendered()
    }

    private static func descriptor(_ rule: RuleDocumentation) -> ReportJSON {
        .object([
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string("Reported when \(rule.reportedWhen)."))])),
            ("help", .object([("text", .string(rule.text)), ("markdown", .string(rule.markdown))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
        ])
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int, fingerprint: String) -> ReportJSON {
        var message = diagnostic.message
        if let suggestion = diagnostic.suggestion {
            message += "\ndid you mean '\(suggestion)'?"
        }
        var related: [ReportJSON] = []
        for note in diagnostic.notes {
            if let location = note.location {
                var members: [(key: String, value: ReportJSON)] = [("id", .int(related.count))]
                members += [("physicalLocation", physicalLocation(location)), ("message", .object([("text", .string(note.message))]))]
                related.append(.object(members))
            } else {
                message += "\nnote: \(note.message)"
            }
        }
        var members: [(key: String, value: ReportJSON)] = [
            ("ruleId", .string(diagnostic.rule)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(message))])),
        ]
        if let location = diagnostic.location {
            members.append(("locations", .array([.object([("physicalLocation", physicalLocation(location))])])))
        }
        if !related.isEmpty {
            members.append(("relatedLocations", .array(related)))
        }
        members.append(("partialFingerprints", .object([("picklistFingerprint/v1", .string(fingerprint))])))
        return .object(members)
    }

    private static func physicalLocation(_ location: SourceLocation) -> ReportJSON {
        var artifact: [(key: String, value: ReportJSON)] = [("uri", .string(uri(for: location.file)))]
        if !location.file.hasPrefix("/") {
            artifact.append(("uriBaseId", .string("%SRCROOT%")))
        }
        var members: [(key: String, value: ReportJSON)] = [("artifactLocation", .object(artifact))]
        if location.hasPosition {
            members.append(("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])))
        }
        return .object(members)
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A path as a URI reference: each byte outside the unreserved characters and `/`
    /// percent-encoded (RFC 3986); absolute paths get the `file://` scheme.
    static func uri(for path: String) -> String {
        var result = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
