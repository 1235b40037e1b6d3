package import PickListCompiler

/// What `picklist strings` did: the files it wrote or found current, and every problem.
package struct StringsReport: Sendable {
    /// One catalog or `.strings` file the run wrote or left as it was.
    package struct File: Hashable, Sendable {
        package var path: String
        /// ``WriteResult/Status/written`` or ``WriteResult/Status/unchanged``.
        package var status: WriteResult.Status
        /// What changed, for the summary line: `2 keys added, 1 marked stale`.
        package var summary: String
    }

    package var diagnostics: [Diagnostic]
    package var files: [File]
    /// The text of each catalog or `.strings` file read, for the excerpts of its diagnostics.
    package var sources: [String: String]
    /// Whether a file could not be read or written (exit status 3).
    package var hasIOFailure: Bool

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
