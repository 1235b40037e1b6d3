/// An output that could not be written (permissions, a full disk, a file where a folder should be).
public struct WriteError: Error, Hashable, Sendable {
    /// The output file.
    public var path: String
    /// Why, in the operating system's words.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The problem as a diagnostic (it has no place in a spec file).
    public var diagnostic: Diagnostic {
        .error(GenerationRule.writeFailed, "cannot write '\(path)': \(reason)", at: nil)
    }
}
