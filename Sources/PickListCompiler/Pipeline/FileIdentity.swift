import Foundation

/// Which file a path names: its device and inode, so two paths to one file (through a
/// symbolic link, or differing only in case on a case-insensitive file system) compare equal.
struct FileIdentity: Hashable {
    private let device: UInt64
    private let inode: UInt64

    /// The file at `path` (links followed), or `nil` when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
