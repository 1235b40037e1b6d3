/// Turns diagnostics into the text a command prints, in any ``DiagnosticFormat``.
///
/// ```swift
/// let formatter = DiagnosticFormatter(format: .text, sources: report.sources, colors: false)
/// print(formatter.string(for: report.diagnostics, fileCount: report.fileCount), terminator: "")
/// ```
///
/// Diagnostics are printed in the order given; ``LintReport`` already sorts them.
package struct DiagnosticFormatter: Sendable {
    package var format: DiagnosticFormat
    /// Each file's text by path, for the source excerpts of the text format; the JUnit and
    /// Checkstyle formats list each of these files, clean ones too.
    package var sources: [String: String]
    /// ANSI colours in the text format (when `TerminalColors.shouldUseColors(isTerminal:environment:)` says so).
    package var colors: Bool
    /// Whether warnings fail the run (`lint --strict`): the JUnit format then reports them as
    /// failures, as it does errors.
    package var strict: Bool

    package init(format: DiagnosticFormat, sources: [String: String] = [:], colors: Bool = false, strict: Bool = false) {
        self.format = format
        self.sources = sources
        self.colors = colors
        self.strict = strict
    }

    /// The whole output for `diagnostics`, ending with a line break (the text format closes
    /// with a count line such as `2 errors, 1 warning in 3 files`).
    package func string(for diagnostics: [Diagnostic], fileCount: Int) -> String {
        switch format {
        case .text:
            TextDiagnosticFormatter(sources: sources, colors: colors).string(for: diagnostics, fileCount: fileCount)
        case .json:
            JSONDiagnosticFormatter().string(for: diagnostics)
        case .github:
            GitHubDiagnosticFormatter().string(for: diagnostics)
        case .sarif:
            SARIFDiagnosticFormatter().string(for: diagnostics)
        case .junit:
            JUnitDiagnosticFormatter(readFiles: Array(sources.keys), strict: strict).string(for: diagnostics)
        case .gitlab:
            GitLabDiagnosticFormatter().string(for: diagnostics)
        case .checkstyle:
            CheckstyleDiagnosticFormatter(readFiles: Array(sources.keys)).string(for: diagnostics)
        }
    }
}
