import Foundation

/// Writes rendered files atomically, and only when their bytes change.
///
/// An output whose current content already equals the rendered text is not touched, so its
/// modification time stays and a build system downstream does not recompile it. A changed
/// output is written to a temporary file in the same folder and renamed over the old one,
/// so a reader (or a crash) never sees a half-written file.
public struct OutputWriter: Sendable {
    /// Whether files are written or only compared.
    public enum Mode: Hashable, Sendable {
        /// Create or replace out-of-date outputs.
        case write
        /// Compare only (`--check`): report missing and stale outputs, write nothing.
        case check
    }

    public var mode: Mode

    public init(mode: Mode = .write) {
        self.mode = mode
    }

    /// Writes (or checks) one rendered file.
    ///
    /// - Throws: ``WriteError`` when the folder cannot be created or the file cannot be written.
    public func write(_ file: RenderedFile) throws(WriteError) -> WriteResult {
        let bytes = Data(file.text.utf8)
        let existing = FileManager.default.contents(atPath: file.outputPath)
        let status: WriteResult.Status
        switch (existing, mode) {
        case (let current?, _) where current == bytes:
            status = .unchanged
        case (nil, .check):
            status = .missing
        case (_?, .check):
            status = .stale
        case (_, .write):
            try replaceAtomically(file.outputPath, with: bytes)
            status = .written
        }
        return WriteResult(path: file.outputPath, sourcePath: file.sourcePath, status: status)
    }

    private func replaceAtomically(_ path: String, with bytes: Data) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try bytes.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: Self.reason(of: error))
        }
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    private static func reason(of error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}
