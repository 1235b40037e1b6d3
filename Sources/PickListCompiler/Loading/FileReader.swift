import Foundation

/// Reads a whole file into memory with plain POSIX calls, reporting why it could not.
enum FileReader {
    /// Why a file could not be read.
    struct Failure: Error, Equatable {
        enum Kind: Equatable {
            case missing
            case isDirectory
            case notPermitted
            case other
        }

        var kind: Kind
        /// A human-readable reason, e.g. `permission denied`.
        var reason: String
    }

    static func read(_ path: String) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(failure(errno: errno)) }
        defer { close(descriptor) }

        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(failure(errno: errno)) }
        if info.st_mode & S_IFMT == S_IFDIR {
            return .failure(failure(errno: EISDIR))
        }
        // Read straight into the array: sized from fstat, grown if the file is longer
        // (or reports no size, like a pipe).
        var bytes: [UInt8] = []
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
                }
            }
            filled = bytes.count
            if failure != 0 { return .failure(self.failure(errno: failure)) }
            if reachedEnd { break }
        }
        return .success(bytes)
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
