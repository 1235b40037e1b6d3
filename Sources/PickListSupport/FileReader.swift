import Foundation

/// Reads a whole file into memory with plain POSIX calls, reporting why it could not.
///
/// Why not Foundation's `FileManager.contents(atPath:)` or `Data(contentsOf:)`: the first
/// says only "nil", and the loader must tell a missing file from a folder or a permission
/// problem (each a rule of its own, with an exit status); the second reports through
/// `NSError` codes that differ between Darwin and Linux. One `open`, `fstat` and `read` loop
/// gives the bytes, the `errno` reason and the file's identity (``FileState``) at once.
/// Shared by the loader, the writer's current-output check, `picklist strings` and the
/// preview's rows and translation files.
package enum FileReader {
    /// Why a file could not be read.
    package struct Failure: Error, Equatable {
        package enum Kind: Equatable {
            case missing
            case isDirectory
            case notPermitted
            case other
        }

        package var kind: Kind
        /// A human-readable reason, e.g. `permission denied`.
        package var reason: String
    }

    /// A whole file and what `fstat` found of it, or why it could not be read.
    ///
    /// An enum of its own rather than a `Result`, because the loader reads every spec through
    /// it: the first use of a `Result` over an error type makes the Swift runtime look up the
    /// type's `Error` conformance, a scan of every conformance record in the binary that costs
    /// as much as loading a small spec (docs/performance.md, "The pipeline").
    package enum Contents {
        case read(bytes: [UInt8], state: FileState)
        case failed(Failure)

        /// The bytes, as the readers that need no state take them.
        package var bytes: Result<[UInt8], Failure> {
            switch self {
            case .read(let bytes, _): .success(bytes)
            case .failed(let failure): .failure(failure)
            }
        }
    }

    package static func read(_ path: String) -> Result<[UInt8], Failure> {
        readWithState(path).bytes
    }

    /// Reads a whole file, and says what `fstat` found of it (which file it is: the generator
    /// checks that no output is one of the specs without a `stat` of each).
    package static func readWithState(_ path: String) -> Contents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed(failure(errno: errno)) }
        defer { close(descriptor) }
        return read(statedDescriptor: descriptor)
    }

    /// Reads the whole file open at `descriptor`, from its current offset (the caller closes it).
    package static func read(descriptor: Int32) -> Result<[UInt8], Failure> {
        read(statedDescriptor: descriptor).bytes
    }

    private static func read(statedDescriptor descriptor: Int32) -> Contents {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failed(failure(errno: errno)) }
        if info.st_mode & S_IFMT == S_IFDIR {
            return .failed(failure(errno: EISDIR))
        }
        // Read straight into the array: sized from fstat, grown if the file is longer
        // (or reports no size, like a pipe). A regular file is read to the size fstat gave
        // (one read for a spec, not a second one to see the end): what is appended while it
        // is read is not part of this read, as it would not be had it come a moment later.
        var bytes: [UInt8] = []
        let expected = info.st_mode & S_IFMT == S_IFREG && info.st_size > 0 ? Int(info.st_size) : nil
        var capacity = max(Int(info.st_size), 0) + 1
        var filled = 0
        while true {
            if filled == capacity { capacity *= 2 }
            var failure: Int32 = 0
            var reachedEnd = false
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                if !bytes.isEmpty {
                    _ = bytes.withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0) }
                }
                count = filled
                while count < capacity {
                    let read = Foundation.read(descriptor, buffer.baseAddress! + count, capacity - count)
                    if read < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if read == 0 {
                        reachedEnd = true
                        return
                    }
                    count += read
                    if count == expected {
                        reachedEnd = true
                        return
                    }
                }
            }
            filled = bytes.count
            if failure != 0 { return .failed(self.failure(errno: failure)) }
            if reachedEnd { break }
        }
        return .read(bytes: bytes, state: FileState(info))
    }

    private static func failure(errno code: Int32) -> Failure {
        let kind: Failure.Kind
        switch code {
        case ENOENT, ENOTDIR: kind = .missing
        case EISDIR: kind = .isDirectory
        case EACCES, EPERM: kind = .notPermitted
        default: kind = .other
        }
        let reason = String(cString: strerror(code)).lowercased()
        return Failure(kind: kind, reason: reason)
    }
}
