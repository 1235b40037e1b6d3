/// An output that could not be written (permissions, a full disk, a file where a folder should be).
package struct WriteError: Error, Hashable, Sendable {
    /// The output file, or the output folder when the folder itself is the problem.
    package var path: String
    /// Why, in the operating system's words (or ours).
    package var reason: String
    /// The whole message: what could not be done, to which path, and why.
    package var message: String

    /// An output file that could not be written.
    package init(path: String, reason: String) {
        self.init(path: path, reason: reason, message: "cannot write '\(path)': \(reason)")
    }

    private init(path: String, reason: String, message: String) {
        self.path = path
        self.reason = reason
        self.message = message
    }

    /// The output folder exists as something else than a folder.
    static func folderIsNotAFolder(_ path: String) -> WriteError {
        WriteError(path: path, reason: "it is a file, not a folder", message: "cannot write into '\(path)': it is a file, not a folder")
    }

    /// The output folder does not exist and could not be created.
    static func folderNotCreated(_ path: String, reason: String) -> WriteError {
        WriteError(path: path, reason: reason, message: "cannot create the output folder '\(path)': \(reason)")
    }

    /// The problem as a diagnostic (it has no place in a spec file).
    package var diagnostic: Diagnostic {
        .error(GenerationRule.writeFailed, message, at: nil)
    }
}
