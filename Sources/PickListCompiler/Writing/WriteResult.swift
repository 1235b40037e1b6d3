/// What happened to one output file.
package struct WriteResult: Hashable, Sendable {
    /// The outcome for one output.
    package enum Status: String, Hashable, Sendable {
        /// The file was created or its content replaced.
        case written
        /// The file already held exactly these bytes; it was not touched (its mtime is kept).
        case unchanged
        /// `--check`: the file exists but holds different bytes.
        case stale
        /// `--check`: the file does not exist.
        case missing
    }

    /// The output file's path.
    package var path: String
    /// The spec file it is generated from.
    package var sourcePath: String
    package var status: Status

    package init(path: String, sourcePath: String, status: Status) {
        self.path = path
        self.sourcePath = sourcePath
        self.status = status
    }

    /// Whether `--check` should fail for this output.
    var isOutOfDate: Bool { status == .stale || status == .missing }
}
