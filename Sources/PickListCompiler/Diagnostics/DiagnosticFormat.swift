/// The output formats of `picklist lint` and `picklist generate` (`--format`).
package enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:column: severity: message [rule]`, the source line with a caret under the
    /// column, `note:` lines, and a closing count line. For people.
    case text
    /// A JSON array with one object per diagnostic. For tools.
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`),
    /// which show up as annotations on a pull request.
    case github
    /// SARIF 2.1.0, for GitHub code scanning and security dashboards: rules with their
    /// documentation, results with regions, notes as related locations.
    case sarif
    /// JUnit XML, for CI test reports: one test case per file, a failure per error.
    case junit
    /// GitLab Code Quality JSON, with fingerprints that stay put when lines move.
    case gitlab
    /// Checkstyle XML, for Jenkins and code-review bots.
    case checkstyle

    /// Whether the format prints a whole document even for a clean run (an empty SARIF log, a
    /// JUnit report of passing files …), so a CI step always has a report to parse. Text and
    /// GitHub output of `picklist generate` print nothing when there is nothing to say.
    package var printsCleanRuns: Bool {
        switch self {
        case .text, .github: false
        case .json, .sarif, .junit, .gitlab, .checkstyle: true
        }
    }
}
