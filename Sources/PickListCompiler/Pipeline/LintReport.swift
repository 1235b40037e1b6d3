/// Everything one lint run found: the loaded files, the valid specs and every diagnostic.
///
/// `picklist lint` prints it; `picklist generate` renders its ``specs`` when it has no errors.
package struct LintReport: Sendable {
    /// Every file loaded, in path order (files that could not be read included). Their
    /// `documents` are empty unless the linter was asked to keep them (``Linter/keepsDocuments``).
    package var files: [LoadedFile]
    /// One spec per valid document, in file order then document order.
    package var specs: [Spec]
    /// Every diagnostic of the run (discovery, loading, validation, cross-file), in report order:
    /// by file, line, column, then rule.
    package var diagnostics: [Diagnostic]

    package init(files: [LoadedFile], specs: [Spec], diagnostics: [Diagnostic]) {
        self.files = files
        self.specs = specs
        self.diagnostics = diagnostics.sorted(by: Diagnostic.reportOrder)
    }

    /// How many diagnostics are errors.
    package var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// How many diagnostics are warnings.
    package var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    /// How many spec files the run looked at (the `in K files` of the text format's count line).
    package var fileCount: Int { files.count }
    /// Whether any diagnostic is an error: `picklist generate` writes nothing then.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Each file's text by path, for the source excerpts of the text format.
    package var sources: [String: String] {
        Dictionary(files.map { ($0.path, $0.source) }, uniquingKeysWith: { first, _ in first })
    }

    /// The exit status this report calls for (see ``ExitStatus/status(for:strict:)``).
    package func exitStatus(strict: Bool) -> ExitStatus {
        ExitStatus.status(for: diagnostics, strict: strict)
    }
}
