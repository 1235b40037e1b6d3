/// What happened to one output file.
public struct WriteResult: Hashable, Sendable {
    /// The outcome for one output.
    public enum Status: String, Hashable, Sendable {
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
    public var path: String
    /// The spec file it is generated from.
    public var sourcePath: String
    public var status: Status

    public init(path: String, sourcePath: String, status: Status) {
        self.path = path
        self.sourcePath = sourcePath
        self.status = status
    }

    /// Whether `--check` should fail for this output.
    public var isOutOfDate: Bool { status == .stale || status == .missing }
}
