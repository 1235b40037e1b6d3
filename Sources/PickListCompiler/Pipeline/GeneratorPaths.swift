import Foundation

/// Path arithmetic for the generator, done on the text of paths so it is the same on every
/// machine: no symlink resolution, no dependence on what exists on disk.
enum GeneratorPaths {
    /// `path` relative to `base` (both made absolute against `workingDirectory` first):
    /// `/work/app/specs/a.picklist.yml` from `/work/app` → `specs/a.picklist.yml`;
    /// a path outside `base` climbs with `..`.
    static func relative(_ path: String, to base: String, workingDirectory: String) -> String {
        // The usual case, specs named relative to the working folder (`specs/a.picklist.yml`):
        // the path itself.
        if base == workingDirectory, isPlainRelative(path) { return path }
        let target = components(absolute(path, workingDirectory: workingDirectory))
        let from = components(absolute(base, workingDirectory: workingDirectory))
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
        // Joined by hand: the first `joined(separator:)` of a run costs a quarter of a million
        // instructions of generic metadata lookups, as much as rendering a small spec.
        var result = ""
        for _ in common..<from.count { result += result.isEmpty ? ".." : "/.." }
        for component in target[common...] {
            if !result.isEmpty { result += "/" }
            result += component
        }
        return result.isEmpty ? "." : result
    }

    /// Whether `path` is ASCII, relative, and has no empty, `.` or `..` component: what
    /// ``relative(_:to:workingDirectory:)`` gives for it from the working folder is itself.
    private static func isPlainRelative(_ path: String) -> Bool {
        var componentLength = 0
        var dots = 0
        for byte in path.utf8 {
            guard byte < 0x80 else { return false }
            if byte == UInt8(ascii: "/") {
                guard componentLength > 0, dots != componentLength else { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        // (A component of dots only is turned away, `...` too: the general case handles it.)
        return componentLength > 0 && dots != componentLength
    }

    /// Joins a relative path onto `workingDirectory`; an absolute path is kept.
    static func absolute(_ path: String, workingDirectory: String) -> String {
        path.hasPrefix("/") ? path : workingDirectory + "/" + path
    }

    /// The output file for a spec: `<output>/<spec name without .yml/.yaml>.<extension>`,
    /// `specs/job-purpose.picklist.yml` → `<output>/job-purpose.picklist.swift`.
    static func output(forSpec path: String, in outputDirectory: String, extension: String) -> String {
        let file = SpecFiles.outputName(forSpecFileName: lastComponent(of: path), extension: `extension`)
        if outputDirectory.isEmpty { return file }
        return outputDirectory + (outputDirectory.hasSuffix("/") ? "" : "/") + file
    }

    /// The last non-empty component of a path (by bytes for an ASCII path: splitting by
    /// `Character` costs hundreds of instructions a character).
    static func lastComponent(of path: String) -> String {
        if path.utf8.allSatisfy({ $0 < 0x80 }) {
            return path.utf8.split(separator: UInt8(ascii: "/")).last.map { String(Substring($0)) } ?? path
        }
        return String(path.split(separator: "/").last ?? Substring(path))
    }

    /// The folder part of a path, without the slash: `specs/a.picklist.yml` → `specs`,
    /// `a.picklist.yml` → `` (the current folder).
    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
    }

    /// Folders that paths are sorted into — the module folders of a lint run — made absolute
    /// and split once, however many paths are looked up.
    struct Folders {
        private let folders: [(folder: String, components: [Substring])]
        private let workingDirectory: String

        init(_ folders: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) {
            self.workingDirectory = workingDirectory
            self.folders = folders.map { ($0, GeneratorPaths.components(GeneratorPaths.absolute($0, workingDirectory: workingDirectory))) }
        }

        /// The folder that holds `path` most closely (compared as absolute paths, on their
        /// text), or `nil` when none holds it.
        func innermost(holding path: String) -> String? {
            let target = GeneratorPaths.components(GeneratorPaths.absolute(path, workingDirectory: workingDirectory))
            var best: (folder: String, depth: Int)?
            for (folder, prefix) in folders where prefix.count < target.count && target.starts(with: prefix) {
                if prefix.count > best?.depth ?? -1 { best = (folder, prefix.count) }
            }
            return best?.folder
        }
    }

    /// The components of an absolute path with `.`, `..` and empty components resolved.
    static func components(_ path: String) -> [Substring] {
        var result: [Substring] = []
        // An ASCII path is split on its bytes: splitting by `Character` costs hundreds of
        // instructions a character, and every output's path is made relative once per run.
        let parts: [Substring] = path.utf8.allSatisfy { $0 < 0x80 }
            ? path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
            : path.split(separator: "/", omittingEmptySubsequences: true)
        for component in parts {
            switch component {
            case ".": continue
            case "..": if !result.isEmpty { result.removeLast() }
            default: result.append(component)
            }
        }
        return result
    }
}
