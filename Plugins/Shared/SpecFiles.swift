import Foundation

// One file, compiled into the picklist tool (Sources/PickListCompiler/Discovery/SpecFiles.swift
// is a symbolic link to it) and into each of the three plugins (a symbolic link in each plugin's
// folder: a plugin cannot depend on a library). So which files are specs and what their outputs
// are called is written once; SpecFilesTests checks the links. How a folder is searched for
// them is SpecFiles+Search.swift, linked into the tool and the command plugins only: every app
// compiles each plugin of picklist-kit on a cold build, and the build plugin needs no search.

/// The file rules of picklist: which files are specs, how a folder tree is searched for them,
/// and what their outputs are called.
enum SpecFiles {
    /// The endings of a spec file's name.
    static let extensions = [".picklist.yml", ".picklist.yaml"]

    /// Whether a file name is a spec's: `*.picklist.yml` or `*.picklist.yaml`, with something
    /// before the ending (`.picklist.yml` alone is a hidden file, not a spec).
    static func isSpec(fileName name: String) -> Bool {
        extensions.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The names of a target's configuration file (`picklist-config.yml`), in the target's
    /// folder beside its specs. Not a spec's name: it does not end in `.picklist.yml`. A folder
    /// with both is an error, in the tool (`duplicate-config`) and in the plugins.
    static let configFileNames = ["picklist-config.yml", "picklist-config.yaml"]

    /// Whether `url` names a spec (see ``isSpec(fileName:)``).
    static func isSpec(_ url: URL) -> Bool {
        isSpec(fileName: url.lastPathComponent)
    }

    /// A spec's output name: its name without `.yml`/`.yaml`, then `.extension`
    /// (`job-purpose.picklist.yml` → `job-purpose.picklist.swift`).
    static func outputName(forSpecFileName name: String, extension: String = "swift") -> String {
        // By UTF-8 bytes: the suffixes are ASCII, and a byte count is what dropping them needs.
        var stem = name
        for suffix in [".yml", ".yaml"] where stem.hasSuffix(suffix) {
            stem = String(decoding: Array(stem.utf8).dropLast(suffix.utf8.count), as: UTF8.self)
        }
        return stem + "." + `extension`
    }

    /// What to say about a folder that holds specs but no `.swift` file (`path`, relative to
    /// the package): SwiftPM drops it as a target before any plugin runs. The build plugin
    /// prints it as a warning; the command plugins pass the folder to the tool
    /// (`--spec-only-folder`), which reports it as the error `spec-only-folder` and counts it.
    static func specOnlyFolderMessage(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return """
            '\(path)' holds picklist specs but no .swift file, so SwiftPM ignores it as a target \
            ("Source files for target \(name) should be located under …") and `import \(name)` \
            fails with "no such module". Add a Swift file to it, for example: \
            echo '// Lists generated from the *.picklist.yml files here by PickListPlugin.' > \(path)/\(name).swift
            """
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
