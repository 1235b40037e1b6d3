import Foundation

/// How a generated file's header names its spec, so that the same specs give the same bytes
/// whichever folder `picklist generate` (or `generate --check`) runs from.
///
/// Without `--relative-to`, a spec is named relative to its *root*: the nearest folder above it
/// that holds a `Package.swift` or a `.git` entry (the package, or the repository of an Xcode
/// project) — `Sources/Lists/purpose.picklist.yml`, as the build plugin names it relative to the
/// package. A spec under neither is named relative to the folder its output is written to
/// (`../specs/purpose.picklist.yml`, or just `purpose.picklist.yml` beside the spec). Both
/// depend only on where the files are, never on the working folder.
struct HeaderPaths {
    /// The names whose presence makes a folder a root.
    static let rootMarkers = ["Package.swift", ".git"]

    private let workingDirectory: String
    /// Each absolute spec folder looked at, with the root found for it (`nil`: none).
    private var roots: [String: String?] = [:]

    init(workingDirectory: String) {
        self.workingDirectory = workingDirectory
    }

    /// The folder the spec at `path` is named relative to, when its output goes to
    /// `outputFolder` (see the type's documentation). Absolute, or `outputFolder` as given.
    mutating func base(forSpec path: String, outputFolder: String) -> String {
        let folder = GeneratorPaths.folder(of: GeneratorPaths.absolute(path, workingDirectory: workingDirectory))
        return root(of: folder) ?? (outputFolder.isEmpty ? "." : outputFolder)
    }

    /// The nearest folder at or above `folder` (absolute) holding a root marker.
    private mutating func root(of folder: String) -> String? {
        if let known = roots[folder] { return known }
        var found: String?
        var candidate = folder
        var visited: [String] = []
        while true {
            if let known = roots[candidate] {
                found = known
                break
            }
            visited.append(candidate)
            if Self.rootMarkers.contains(where: { access(SpecFiles.join(candidate, $0), F_OK) == 0 }) {
                found = candidate
                break
            }
            let parent = GeneratorPaths.folder(of: candidate)
            if parent.isEmpty || parent == candidate { break }
            candidate = parent
        }
        for folder in visited { roots[folder] = .some(found) }
        return found
    }
}
