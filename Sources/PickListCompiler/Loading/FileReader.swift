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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        let chunk = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, chunk) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(failure(errno: errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
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
