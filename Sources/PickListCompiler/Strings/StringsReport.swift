/// What `picklist strings` did: the files it wrote or found current, and every problem.
public struct StringsReport: Sendable {
    /// One catalog or `.strings` file the run wrote or left as it was.
    public struct File: Hashable, Sendable {
        public var path: String
        /// ``WriteResult/Status/written`` or ``WriteResult/Status/unchanged``.
        public var status: WriteResult.Status
        /// What changed, for the summary line: `2 keys added, 1 marked stale`.
        public var summary: String
    }

    public var diagnostics: [Diagnostic]
    public var files: [File]
    /// The text of each catalog or `.strings` file read, for the excerpts of its diagnostics.
    public var sources: [String: String]
    /// Whether a file could not be read or written (exit status 3).
    public var hasIOFailure: Bool

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
