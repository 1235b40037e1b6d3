/// The process exit codes of every `picklist` command (README, "Command line"; docs/design.md).
package enum ExitStatus: Int32, Sendable, Comparable {
    /// No errors (and, with `--strict`, no warnings).
    case clean = 0
    /// Findings: errors, warnings under `--strict`, or stale outputs under `--check`.
    case findings = 1
    /// The command line is wrong, including a path that does not exist.
    case usage = 2
    /// A file or folder could not be read, or an output could not be written.
    case ioFailure = 3

    /// Which status wins when several apply: usage, then I/O, then findings.
    private var precedence: Int {
        switch self {
        case .clean: 0
        case .findings: 1
        case .ioFailure: 2
        case .usage: 3
        }
    }

    package static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool {
        lhs.precedence < rhs.precedence
    }

    /// The status a set of diagnostics calls for: `missing-path` is a usage error,
    /// `unreadable-file` an I/O failure, any other error (or warning, when `strict`) a finding.
    package static func status(for diagnostics: [Diagnostic], strict: Bool) -> ExitStatus {
        var status = ExitStatus.clean
        for diagnostic in diagnostics {
            switch (diagnostic.severity, diagnostic.rule) {
            case (.error, LoadingRule.missingPath.rawValue): status = max(status, .usage)
            case (.error, LoadingRule.unreadableFile.rawValue): status = max(status, .ioFailure)
            case (.error, _): status = max(status, .findings)
            case (.warning, _) where strict: status = max(status, .findings)
            case (.warning, _), (.note, _): break
            }
        }
        return status
    }
}
