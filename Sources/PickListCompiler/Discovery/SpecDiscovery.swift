import Foundation

/// Finds the spec files a run works on: files given by path, and `*.picklist.yml` /
/// `*.picklist.yaml` files in folders searched recursively.
///
/// The result is sorted by path and holds each file once, however it was reached: `x`,
/// `./x`, `specs/../x` and `linked-folder/x` are one file (compared by the real path of the
/// folder and the file's own name), listed under the first spelling given. A file's name is
/// kept as written, so a symbolic link named `b.picklist.yml` to `a.picklist.yml` is a
/// spec of its own (its type name and output file come from its name). Display paths are never
/// resolved through links.
///
/// Hidden files and folders (names starting with `.`, which covers `.build` and `.git`) are
/// skipped while searching; symbolic links are followed, each folder visited once. A spec-named
/// entry that cannot be read (a dangling link, a link loop, a named pipe) is reported, not
/// skipped. Every problem is located at the path it concerns.
///
/// ```swift
/// let found = SpecDiscovery().discover(["specs", "extra/one.picklist.yml"])
/// found.files        // ["extra/one.picklist.yml", "specs/a.picklist.yml", …]
/// found.diagnostics  // a missing path, a folder that cannot be listed, …
/// ```
package struct SpecDiscovery: Sendable {
    /// The file name endings that mark a spec file.
    package static let fileExtensions = SpecFiles.extensions

    /// Spec files found, and the problems met while looking.
    package struct Result: Sendable {
        /// Paths of the files to load, sorted, each file once. A path given explicitly is kept
        /// as written; paths found in a folder are that folder's path joined with the file's.
        package var files: [String]
        /// `missing-path` for a path that does not exist, `unreadable-file` for a folder that
        /// cannot be listed, a path that is neither a file nor a folder or a spec-named entry
        /// that cannot be read, `no-spec-files` (a warning) for a folder given explicitly that
        /// holds no spec file.
        package var diagnostics: [Diagnostic]
    }

    package init() {}

    /// Whether a file name ends like a spec file (`*.picklist.yml` or `*.picklist.yaml`).
    package static func isSpecFileName(_ name: String) -> Bool {
        SpecFiles.isSpec(fileName: name)
    }

    /// Finds the spec files among `paths`; no paths means the current folder.
    ///
    /// A file given explicitly is taken whatever its name; a folder is searched for spec
    /// files. A folder named like a spec file (`x.picklist.yml/`) given explicitly is an
    /// error rather than a search, since the user meant a file.
    package func discover(_ paths: [String]) -> Result {
        var found = Found()
        for path in paths.isEmpty ? ["."] : paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                let code = errno
                if code == ENOENT, let target = SpecFiles.linkTarget(path) {
                    found.report(Self.diagnostic(for: .unreadableSpec(path: path, code: code, linkTarget: target)))
                } else if code == ENOENT || code == ENOTDIR {
                    found.report(.error(LoadingRule.missingPath, "no such file or directory: '\(path)'",
                                        at: SourceLocation(file: path)))
                } else {
                    found.report(.error(LoadingRule.unreadableFile, "cannot access '\(path)': \(Self.reason(code))",
                                        at: SourceLocation(file: path)))
                }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                found.add(path)
            case S_IFDIR:
                if Self.isSpecFileName(Self.lastComponent(of: path)) {
                    found.report(.error(LoadingRule.unreadableFile, "'\(path)' is a directory, not a spec file",
                                        at: SourceLocation(file: path)))
                } else {
                    let entries = search(path, into: &found)
                    if entries == 0, !paths.isEmpty {
                        found.report(.warning(
                            LoadingRule.noSpecFiles,
                            "no spec files (\(Self.fileExtensions.map { "*" + $0 }.joined(separator: ", "))) in '\(path)'",
                            at: SourceLocation(file: path)))
                    }
                }
            default:
                found.report(.error(LoadingRule.unreadableFile, "'\(path)' is \(SpecFiles.kind(of: info)), not a spec file",
                                    at: SourceLocation(file: path)))
            }
        }
        return Result(files: found.files.sorted(), diagnostics: found.diagnostics)
    }

    /// The files found so far, each under its first spelling, and the problems.
    private struct Found {
        private(set) var files: [String] = []
        private(set) var diagnostics: [Diagnostic] = []
        private var seen: Set<String> = []
        /// The real path of each folder met, by its spelling.
        private var realFolders: [String: String] = [:]

        mutating func add(_ path: String) {
            if seen.insert(identity(of: path)).inserted { files.append(path) }
        }

        mutating func report(_ diagnostic: Diagnostic) {
            diagnostics.append(diagnostic)
        }

        /// The real path of the file's folder, then its own name: one string for every way of
        /// writing the path, yet distinct for links with names of their own.
        private mutating func identity(of path: String) -> String {
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            let real: String
            if let cached = realFolders[folder] {
                real = cached
            } else {
                real = SpecDiscovery.realPath(folder) ?? folder
                realFolders[folder] = real
            }
            return real + "/" + name
        }
    }

    /// Searches a folder tree (``SpecFiles/search(_:)``, the walk the command plugins make
    /// too), adding its specs and reporting what stood in the way. Returns how many spec-named
    /// entries it met (found before or not, readable or not).
    private func search(_ root: String, into found: inout Found) -> Int {
        let result = SpecFiles.search(root)
        for spec in result.specs { found.add(spec) }
        for problem in result.problems { found.report(Self.diagnostic(for: problem)) }
        return result.specNamedEntries
    }

    /// The `unreadable-file` error for what a search met.
    static func diagnostic(for problem: SpecFiles.SearchProblem) -> Diagnostic {
        let message = switch problem {
        case .unlistableFolder(let path, let code):
            "cannot list directory '\(path)': \(reason(code))"
        case .unreadableSpec(let path, let code, let target?) where code == ENOENT:
            "cannot read '\(path)': it is a symbolic link to '\(target)', which does not exist"
        case .unreadableSpec(let path, let code, _):
            "cannot read '\(path)': \(reason(code))"
        case .notAFile(let path, let kind):
            "'\(path)' is \(kind), not a spec file"
        }
        return .error(LoadingRule.unreadableFile, message, at: SourceLocation(file: problem.path))
    }

    fileprivate static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed.split(separator: "/").last ?? trimmed)
    }

    /// `permission denied`, `no such file or directory`, … for an `errno` value.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
