import Foundation

// One file, compiled into the picklist tool (Sources/PickListCompiler/Pipeline/SpecFiles.swift
// is a symbolic link to it) and into each of the three plugins (a symbolic link in each plugin's
// folder: a plugin cannot depend on a library). So which files are specs, and what their
// outputs are called, is written once; SpecFilesTests checks the links.

/// The file-name rules of picklist: which files are specs, and what their outputs are called.
enum SpecFiles {
    /// The endings of a spec file's name.
    static let extensions = [".picklist.yml", ".picklist.yaml"]

    /// Whether a file name is a spec's: `*.picklist.yml` or `*.picklist.yaml`, with something
    /// before the ending (`.picklist.yml` alone is a hidden file, not a spec).
    static func isSpec(fileName name: String) -> Bool {
        extensions.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// Whether `url` names a spec (see ``isSpec(fileName:)``).
    static func isSpec(_ url: URL) -> Bool {
        isSpec(fileName: url.lastPathComponent)
    }

    /// A spec's output name: its name without `.yml`/`.yaml`, then `.extension`
    /// (`job-purpose.picklist.yml` → `job-purpose.picklist.swift`).
    static func outputName(forSpecFileName name: String, extension: String = "swift") -> String {
        var stem = Substring(name)
        for suffix in [".yml", ".yaml"] where stem.hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
        }
        return stem + "." + `extension`
    }

    /// The Swift output name of the spec at `url`.
    static func outputName(for spec: URL) -> String {
        outputName(forSpecFileName: spec.lastPathComponent)
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
