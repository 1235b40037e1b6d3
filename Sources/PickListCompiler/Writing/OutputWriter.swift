import Foundation
import PickListSupport

/// Writes rendered files atomically, and only when their bytes change.
///
/// An output whose current content already equals the rendered text is not touched, so its
/// modification time stays and a build system downstream does not recompile it. A changed
/// output is written to a temporary file in the same folder and renamed over the old one,
/// so a reader (or a crash) never sees a half-written file. Each write carries the output's
/// ``OutputStamp``, which lets the next run skip rendering an output that is current. A run
/// killed between writing a temporary file and renaming it leaves the temporary behind (the
/// output keeps its old bytes); the next run removes it (``removeAbandonedTemporaries(of:)``).
///
/// Files are not flushed to disk (`fsync`) before the rename: generated code is rebuilt by
/// the next run, and a flush per file cost more than the whole render of a large run.
package struct OutputWriter: Sendable {
    /// Whether files are written or only compared.
    package enum Mode: Hashable, Sendable {
        /// Create or replace out-of-date outputs.
        case write
        /// Compare only (`--check`): report missing and stale outputs, write nothing.
        case check
    }

    /// An output file as it is now: its bytes and its stamp.
    struct Existing {
        var bytes: [UInt8]
        var stamp: OutputStamp?

        /// Whether the file is what rendering inputs with this fingerprint would write:
        /// stamped with these inputs and still holding the bytes stamped.
        func isCurrent(forInputs inputs: UInt64) -> Bool {
            guard let stamp, stamp.inputs == inputs else { return false }
            return stamp.output == StableHash.of(bytes)
        }
    }

    package var mode: Mode

    package init(mode: Mode = .write) {
        self.mode = mode
    }

    /// Writes (or checks) one rendered file.
    ///
    /// - Parameters:
    ///   - file: the rendered text and where it goes.
    ///   - inputs: the fingerprint of what it was rendered from (see ``OutputStamp``), noted
    ///     on the file; `nil` leaves the file unstamped.
    /// - Throws: ``WriteError`` when the folder cannot be created or the file cannot be written.
    package func write(_ file: RenderedFile, inputs: UInt64? = nil) throws(WriteError) -> WriteResult {
        try write(file, inputs: inputs, over: existing(at: file.outputPath))
    }

    /// Makes sure the output folder can take files, once for a whole run, so that a folder
    /// that is a file (or cannot be created) is one error rather than one per output.
    /// Creates it in ``Mode/write``; in ``Mode/check`` a missing folder is fine (every output
    /// in it is missing).
    ///
    /// - Throws: ``WriteError`` when `path` exists but is not a folder, or cannot be created.
    func prepareFolder(_ path: String) throws(WriteError) {
        guard !path.isEmpty else { return }
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw .folderIsNotAFolder(path) }
            return
        }
        guard mode == .write else { return }
        let failure = Self.makeFolders(path)
        if failure != 0 { throw .folderNotCreated(path, reason: Self.reason(errno: failure)) }
    }

    /// The output at `path`, or `nil` when there is none (or it cannot be read, in which case
    /// writing it reports why).
    func existing(at path: String) -> Existing? {
        // One open for the bytes and the stamp (no second lookup of the path).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard case .success(let bytes) = FileReader.read(descriptor: descriptor) else { return nil }
        let stamp = ExtendedAttribute.value(named: OutputStamp.attributeName, descriptor: descriptor)
            .flatMap(OutputStamp.init(attributeValue:))
        return Existing(bytes: bytes, stamp: stamp)
    }

    /// Writes (or checks) `bytes` at `path`: for a file whose bytes are not its text in UTF-8
    /// (a `.strings` file kept in UTF-16, as the app wrote it).
    package func write(bytes: [UInt8], to path: String) throws(WriteError) -> WriteResult {
        try write(bytes: bytes, outputPath: path, sourcePath: "", inputs: nil, over: existing(at: path))
    }

    /// Writes (or checks) one rendered file against what its output holds now.
    func write(_ file: RenderedFile, inputs: UInt64?, over existing: Existing?) throws(WriteError) -> WriteResult {
        try write(bytes: Array(file.text.utf8), outputPath: file.outputPath, sourcePath: file.sourcePath, inputs: inputs, over: existing)
    }

    private func write(
        bytes: [UInt8], outputPath: String, sourcePath: String, inputs: UInt64?, over existing: Existing?
    ) throws(WriteError) -> WriteResult {
        let stamp = inputs.map { OutputStamp(inputs: $0, output: StableHash.of(bytes)) }
        let status: WriteResult.Status
        switch (existing, mode) {
        case (let current?, _) where current.bytes == bytes:
            // The bytes are right; stamp them so the next run need not render to know.
            if mode == .write, let stamp, current.stamp != stamp {
                ExtendedAttribute.set(stamp.attributeValue, named: OutputStamp.attributeName, atPath: outputPath)
            }
            status = .unchanged
        case (nil, .check):
            status = .missing
        case (_?, .check):
            status = .stale
        case (_, .write):
            try replaceAtomically(outputPath, with: bytes, stamp: stamp)
            status = .written
        }
        return WriteResult(path: outputPath, sourcePath: sourcePath, status: status)
    }

    /// Writes `bytes` to a temporary file beside `path` and renames it over `path`. A file
    /// that replaces another takes its permissions; a new file gets the default of new files
    /// (0666 less the umask).
    private func replaceAtomically(_ path: String, with bytes: [UInt8], stamp: OutputStamp?) throws(WriteError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (slash == nil ? "" : folder + "/") + Self.temporaryName(for: name, process: getpid())

        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        if descriptor < 0, errno == ENOENT {
            let failure = Self.makeFolders(folder)
            if failure != 0 { throw WriteError(path: path, reason: Self.reason(errno: failure)) }
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        }
        guard descriptor >= 0 else { throw WriteError(path: path, reason: Self.reason(errno: errno)) }

        var failure = Self.copyMode(of: path, to: descriptor)
        if failure == 0 { failure = Self.writeAll(bytes, to: descriptor) }
        if failure == 0, var stamp {
            // The file's own state goes into the stamp (its modification time set to the fine
            // clock's, see FileState), so the next run can tell it unchanged by a `stat`.
            // Stamped before the rename, so the file never appears without its stamp.
            stamp.file = FileState.settingModificationTime(of: descriptor)
            ExtendedAttribute.set(stamp.attributeValue, named: OutputStamp.attributeName, descriptor: descriptor)
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw WriteError(path: path, reason: Self.reason(errno: failure))
        }
    }

    /// Gives the open file the permissions of the regular file at `path`, if there is one;
    /// returns `errno` on failure, else 0.
    private static func copyMode(of path: String, to descriptor: Int32) -> Int32 {
        var replaced = stat()
        guard stat(path, &replaced) == 0, replaced.st_mode & S_IFMT == S_IFREG else { return 0 }
        return fchmod(descriptor, replaced.st_mode & 0o7777) == 0 ? 0 : errno
    }

    /// Writes every byte (retrying short and interrupted writes); returns `errno` on failure, else 0.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return 0
        }
    }

    /// `mkdir -p`: creates `path` and its missing parents (0777 less the umask); returns
    /// `errno` on failure (`ENOTDIR` when a parent is a file), else 0.
    private static func makeFolders(_ path: String) -> Int32 {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST { return errno }
            prefix += "/"
        }
        var info = stat()
        guard stat(path, &info) == 0 else { return errno }
        return info.st_mode & S_IFMT == S_IFDIR ? 0 : ENOTDIR
    }

    private static func reason(errno code: Int32) -> String {
        String(cString: strerror(code))
    }
}
