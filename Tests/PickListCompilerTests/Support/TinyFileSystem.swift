import Foundation

/// A small tmpfs mounted on a folder, for tests of what happens when a disk is full or read-only.
///
/// Mounting needs root (or CAP_SYS_ADMIN) on Linux; ``isAvailable`` says whether this machine
/// allows it, and tests that need one are skipped with that reason otherwise.
final class TinyFileSystem {
    let path: String
    private var mounted = false

    /// Mounts a tmpfs of `bytes` bytes on the existing folder `path`.
    init(at path: String, bytes: Int) throws {
        self.path = path
        #if os(Linux)
        guard mount("tmpfs", path, "tmpfs", 0, "size=\(bytes),mode=0755") == 0 else { throw Self.error("mount") }
        mounted = true
        #else
        throw CocoaError(.featureUnsupported)
        #endif
    }

    deinit {
        unmount()
    }

    /// Makes the file system read-only (`true`) or writable again.
    func remount(readOnly: Bool) throws {
        #if os(Linux)
        let flags = UInt(MS_REMOUNT) | (readOnly ? UInt(MS_RDONLY) : 0)
        guard mount("tmpfs", path, "tmpfs", flags, nil) == 0 else { throw Self.error("remount") }
        #endif
    }

    /// Fills the free space with one file, `name`, until writing fails; returns its size.
    @discardableResult
    func fill(name: String = "filler") -> Int {
        let descriptor = open(path + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x2E, count: 4096)
        var total = 0
        while true {
            let written = block.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            total += written
        }
        // A partial last page may still fit a few bytes: fill those too.
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, 1) }) == 1 { total += 1 }
        return total
    }

    func unmount() {
        #if os(Linux)
        if mounted, umount2(path, Int32(MNT_DETACH)) == 0 { mounted = false }
        #endif
    }

    /// Whether this process may mount a tmpfs (tried once, on a scratch folder).
    static let isAvailable: Bool = {
        #if os(Linux)
        let folder = NSTemporaryDirectory() + "picklist-tmpfs-probe-" + UUID().uuidString
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
        else { return false }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard mount("tmpfs", folder, "tmpfs", 0, "size=65536") == 0 else { return false }
        umount2(folder, Int32(MNT_DETACH))
        return true
        #else
        return false
        #endif
    }()

    private static func error(_ call: String) -> any Error {
        CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(call): \(String(cString: strerror(errno)))"])
    }
}
