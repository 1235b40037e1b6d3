import Foundation

/// What `stat` says of a file that changes whenever its bytes are rewritten: where it is
/// (device and inode), its size, and its modification time to the nanosecond.
///
/// The compiler's `OutputStamp` holds the state of the output it was written with, so a run whose
/// outputs are current needs one `stat` and one `getxattr` per output, not a read of its bytes
/// (docs/design.md, "Writing and the output stamp"). The writer sets the modification time
/// itself, to the fine clock's time when it finished the file: the kernel stamps later
/// writes with its coarse clock (the time of the last tick, a few milliseconds behind), so
/// any later write, even within the same tick, leaves a time the writer's cannot equal.
package struct FileState: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var seconds: Int64
    package var nanoseconds: Int64

    package init(device: UInt64, inode: UInt64, size: Int64, seconds: Int64, nanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// The state of the file at `path` (links followed), or `nil` when there is none.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The state of the file open at `descriptor`, or `nil`.
    package init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            seconds: Int64(modified.tv_sec), nanoseconds: Int64(modified.tv_nsec))
    }

    /// The file's place, `device:inode`: two paths with the same one name the same file.
    ///
    /// A string rather than a struct of the two numbers, because the generator keys a
    /// dictionary by it: the first dictionary keyed by a type of picklist's own makes the
    /// Swift runtime scan every conformance record for that type's `Hashable` conformance,
    /// as costly as rendering a small spec (docs/performance.md, "The pipeline").
    package var place: String { "\(device):\(inode)" }

    /// Sets the modification time of the file open at `descriptor` to the fine clock's time,
    /// and returns the file's state when the file system kept that time exactly (`nil` when it
    /// rounds it, or the call fails: the stamp then holds no state, and the output's bytes are
    /// read to check it).
    package static func settingModificationTime(of descriptor: Int32) -> FileState? {
        var now = timespec()
        guard clock_gettime(CLOCK_REALTIME, &now) == 0 else { return nil }
        // Access and modification time both (UTIME_OMIT is a macro Swift does not import).
        var times = [now, now]
        guard futimens(descriptor, &times) == 0, let state = FileState(descriptor: descriptor),
            state.seconds == Int64(now.tv_sec), state.nanoseconds == Int64(now.tv_nsec), now.tv_nsec != 0
        else { return nil }
        return state
    }
}
