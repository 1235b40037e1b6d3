import Foundation

// Shared by the three picklist plugins (a symbolic link in each plugin's folder: a plugin
// cannot depend on a library, so this one file is compiled into each of them).

/// The file-name rules of picklist, as the `picklist` tool applies them.
enum SpecFiles {
    /// Whether `url` names a spec: `*.picklist.yml` or `*.picklist.yaml`.
    static func isSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".picklist.yml") || name.hasSuffix(".picklist.yaml")
    }

    /// `job-purpose.picklist.yml` → `job-purpose.picklist.swift` (the tool's naming).
    static func outputName(for spec: URL) -> String {
        spec.deletingPathExtension().lastPathComponent + ".swift"
    }

    /// `url` relative to `base` when it lies inside it (short, readable diagnostics), else absolute.
    static func relativePath(of url: URL, under base: URL) -> String {
        let path = url.standardizedFileURL.path
        var prefix = base.standardizedFileURL.path
        if !prefix.hasSuffix("/") { prefix += "/" }
        guard path.hasPrefix(prefix) else { return path }
        let relative = String(path.dropFirst(prefix.count))
        return relative.isEmpty ? "." : relative
    }
}
