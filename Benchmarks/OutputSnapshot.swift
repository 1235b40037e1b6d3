import Foundation

/// The identity of every file in an output folder (inode and modification time), taken
/// before and after a run to count the files the run wrote — from the outside, without
/// trusting the tool's own report. A rewrite with identical bytes still shows: an atomic
/// write gives a new inode, an in-place write a new modification time.
struct OutputSnapshot: Equatable {
    private var files: [String: FileIdentity] = [:]

    private struct FileIdentity: Equatable {
        var inode: UInt64
        var modified: Date
    }

    init(of folder: URL) throws {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: folder.path) else {
            throw BenchError("cannot list \(folder.path)")
        }
        for case let relative as String in enumerator {
            let attributes = try fileManager.attributesOfItem(atPath: folder.appendingPathComponent(relative).path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
            let modified = attributes[.modificationDate] as? Date ?? .distantPast
            files[relative] = FileIdentity(inode: inode, modified: modified)
        }
    }

    /// How many files there are.
    var count: Int { files.count }

    /// Files that are new in `later` or whose inode or modification time differs.
    func filesWritten(comparedTo later: OutputSnapshot) -> Int {
        later.files.filter { path, identity in files[path] != identity }.count
    }
}
