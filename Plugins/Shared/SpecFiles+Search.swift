import Foundation

// Compiled into the picklist tool (a symbolic link in Sources/PickListCompiler/Discovery) and into
// the two command plugins (a link in each one's folder), not into the build plugin, which is
// given its target's files and searches nothing. SpecFilesTests checks the links.

// MARK: - Searching a folder tree

extension SpecFiles {
    /// What ``search(_:)`` found under a folder.
    struct SearchResult: Equatable {
        /// The spec files, each path the folder's path joined with the names leading to it,
        /// in name order (folder by folder).
        var specs: [String] = []
        /// What stood in the way, in the order met.
        var problems: [SearchProblem] = []
        /// How many spec-named entries the search met, readable or not.
        var specNamedEntries = 0
    }

    /// Something a search met that is not a readable spec file or folder.
    enum SearchProblem: Equatable {
        /// A folder that cannot be listed; `code` is the `errno` of the failure.
        case unlistableFolder(path: String, code: Int32)
        /// An entry named like a spec that cannot be followed: a dangling symbolic link
        /// (`linkTarget` is where it points) or a link loop.
        case unreadableSpec(path: String, code: Int32, linkTarget: String?)
        /// An entry named like a spec that is neither a regular file nor a folder:
        /// `kind` is "a named pipe", "a socket", …
        case notAFile(path: String, kind: String)

        /// The path the problem concerns.
        var path: String {
            switch self {
            case .unlistableFolder(let path, _), .unreadableSpec(let path, _, _), .notAFile(let path, _): path
            }
        }
    }

    /// Searches the folder tree at `root` for spec files.
    ///
    /// Hidden files and folders (names starting with `.`, which covers `.build` and `.git`)
    /// are skipped; symbolic links are followed, each folder visited once even through link
    /// cycles (an explicit work list, no recursion). Names are taken in sorted order, so the
    /// result does not depend on the file system. A folder named like a spec is searched,
    /// like any folder.
    static func search(_ root: String) -> SearchResult {
        var result = SearchResult()
        var visited = Set<FileIdentity>()
        var pending = [root]
        while let folder = pending.popLast() {
            guard let identity = FileIdentity(path: folder), visited.insert(identity).inserted else { continue }
            let names: [String]
            switch listFolder(folder) {
            case .success(let listed):
                names = listed
            case .failure(let failure):
                result.problems.append(.unlistableFolder(path: folder, code: failure.code))
                continue
            }
            var folders: [String] = []
            for name in names where !name.hasPrefix(".") {
                let child = join(folder, name)
                let isSpecName = isSpec(fileName: name)
                if isSpecName { result.specNamedEntries += 1 }
                var info = stat()
                guard stat(child, &info) == 0 else {
                    let code = errno
                    if isSpecName { result.problems.append(.unreadableSpec(path: child, code: code, linkTarget: linkTarget(child))) }
                    continue
                }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    folders.append(child)
                case S_IFREG where isSpecName:
                    result.specs.append(child)
                case _ where isSpecName:
                    result.problems.append(.notAFile(path: child, kind: kind(of: info)))
                default:
                    break
                }
            }
            pending.append(contentsOf: folders.reversed())   // visited in name order
        }
        return result
    }

    /// Why a folder could not be listed: the `errno` of the failure.
    struct ListingError: Error, Equatable {
        var code: Int32
    }

    /// The names in a folder, sorted (`.` and `..` left out), or why it cannot be listed.
    static func listFolder(_ path: String) -> Result<[String], ListingError> {
        guard let stream = opendir(path) else { return .failure(ListingError(code: errno)) }
        defer { closedir(stream) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { return .failure(ListingError(code: errno)) }
                break
            }
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return .success(names.sorted())
    }

    /// "a named pipe", "a socket", … for a file that is neither a regular file nor a folder.
    static func kind(of info: stat) -> String {
        switch info.st_mode & S_IFMT {
        case S_IFIFO: "a named pipe"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "not a regular file or directory"
        }
    }

    /// `folder/name`, or `name` alone in the current folder (`.`).
    static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Where the symbolic link at `path` points, or `nil` when it is no link.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

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
