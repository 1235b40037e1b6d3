import Foundation

/// Which build of picklist is running, for ``OutputStamp``: its version, and the size and
/// modification time of its executable.
///
/// Any rebuild of the tool — a new release, or a local change while developing picklist —
/// may render differently, so it must invalidate every stamp. Like ccache's default compiler
/// check, the executable's size and mtime stand in for its content: reading a few megabytes
/// on every run would cost more than the renders a stamp saves.
enum ToolIdentity {
    /// The identity of the running process's executable (`picklist`, or a test runner).
    static let current: String = {
        var identity = "picklist \(PickListVersion.current)"
        if let path = executablePath {
            var info = stat()
            if stat(path, &info) == 0 {
                #if canImport(Darwin)
                let modified = info.st_mtimespec
                #else
                let modified = info.st_mtim
                #endif
                identity += " \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
            } else {
                identity += " \(path)"
            }
        }
        return identity
    }()

    /// The running executable: `/proc/self/exe` on Linux (read without starting Foundation's
    /// bundle machinery, which a small run would notice), the main bundle's elsewhere.
    private static var executablePath: String? {
        #if os(Linux)
        "/proc/self/exe"
        #else
        Bundle.main.executablePath
        #endif
    }
}
