/// The outcome of one `picklist generate` run.
package struct GeneratorReport: Sendable {
    /// Every problem found: loading, validation, output clashes, write failures, and under
    /// `--check` each missing or stale output (`stale-output`).
    package var diagnostics: [Diagnostic]
    /// One result per output, sorted by output path; empty when an input had an error
    /// (nothing is written then).
    package var results: [WriteResult]
    /// Whether a file could not be read or written (exit code 3).
    package var hasIOFailure: Bool

    package init(diagnostics: [Diagnostic], results: [WriteResult], hasIOFailure: Bool = false) {
        self.diagnostics = diagnostics
        self.results = results
        self.hasIOFailure = hasIOFailure
    }

    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Outputs that `--check` reports: missing or stale (each also a `stale-output` diagnostic).
    package var outOfDate: [WriteResult] { results.filter(\.isOutOfDate) }

    /// 0 = clean, 1 = errors or out-of-date outputs under `--check`, 3 = I/O failure.
    package var exitCode: Int32 {
        if hasIOFailure { return 3 }
        if hasErrors || !outOfDate.isEmpty { return 1 }
        return 0
    }
}
