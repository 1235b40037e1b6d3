import Foundation

/// Finds the spec files a run works on: files given by path, and `*.picklist.yml` /
/// `*.picklist.yaml` files in folders searched recursively.
///
/// The result is sorted by path and free of duplicates, so every run over the same tree
/// sees the same files in the same order. Hidden files and folders (names starting with `.`,
/// which covers `.build` and `.git`) are skipped while searching; symbolic links are followed,
/// each folder visited once.
///
/// ```swift
/// let found = SpecDiscovery().discover(["specs", "extra/one.picklist.yml"])
/// found.files        // ["extra/one.picklist.yml", "specs/a.picklist.yml", …]
/// found.diagnostics  // a missing path, a folder that cannot be listed, …
/// ```
public struct SpecDiscovery: Sendable {
    /// The file name endings that mark a spec file.
    public static let fileExtensions = [".picklist.yml", ".picklist.yaml"]

    /// Spec files found, and the problems met while looking.
    public struct Result: Sendable {
        /// Paths of the files to load, sorted, each once. A path given explicitly is kept as
        /// written; paths found in a folder are that folder's path joined with the file's.
        public var files: [String]
        /// `missing-path` for a path that does not exist, `unreadable-file` for a folder that
        /// cannot be listed or a path that is neither a file nor a folder.
        public var diagnostics: [Diagnostic]
    }

    public init() {}

    /// Whether a file name ends like a spec file (`*.picklist.yml` or `*.picklist.yaml`).
    public static func isSpecFileName(_ name: String) -> Bool {
        fileExtensions.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// Finds the spec files among `paths`; no paths means the current folder.
    ///
    /// A file given explicitly is taken whatever its name; a folder is searched for spec
    /// files. A folder named like a spec file (`x.picklist.yml/`) given explicitly is an
    /// error rather than a search, since the user meant a file.
    public func discover(_ paths: [String]) -> Result {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths.isEmpty ? ["."] : paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                let code = errno
                if code == ENOENT || code == ENOTDIR {
                    diagnostics.append(.error(LoadingRule.missingPath,
                                              "no such file or directory: '\(path)'", at: nil))
                } else {
                    diagnostics.append(.error(LoadingRule.unreadableFile,
                                              "cannot access '\(path)': \(Self.reason(code))", at: nil))
                }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                files.append(path)
            case S_IFDIR:
                if Self.isSpecFileName(Self.lastComponent(of: path)) {
                    diagnostics.append(.error(
                        LoadingRule.unreadableFile,
                        "'\(path)' is a directory, not a spec file", at: nil))
                } else {
                    search(path, into: &files, diagnostics: &diagnostics)
                }
            default:
                diagnostics.append(.error(LoadingRule.unreadableFile,
                                          "'\(path)' is not a regular file or directory", at: nil))
            }
        }
        var seen = Set<String>()
        let unique = files.filter { seen.insert($0).inserted }
        return Result(files: unique.sorted(), diagnostics: diagnostics)
    }

    /// Searches a folder tree with an explicit work list (no recursion), visiting each
    /// folder once even through symbolic-link cycles.
    private func search(_ root: String, into files: inout [String], diagnostics: inout [Diagnostic]) {
        struct FolderID: Hashable { var device: UInt64; var inode: UInt64 }
        var visited = Set<FolderID>()
        var pending = [root]
        while let folder = pending.popLast() {
            var info = stat()
            guard stat(folder, &info) == 0 else { continue }
            guard visited.insert(FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else {
                continue
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder)
            } catch {
                diagnostics.append(.error(LoadingRule.unreadableFile,
                                          "cannot list directory '\(folder)'", at: nil))
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let child = Self.join(folder, name)
                var childInfo = stat()
                guard stat(child, &childInfo) == 0 else { continue }  // a dangling link
                switch childInfo.st_mode & S_IFMT {
                case S_IFDIR:
                    pending.append(child)
                case S_IFREG where Self.isSpecFileName(name):
                    files.append(child)
                default:
                    break
                }
            }
        }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed.split(separator: "/").last ?? trimmed)
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
