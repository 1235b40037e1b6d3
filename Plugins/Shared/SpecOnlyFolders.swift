import Foundation
import PackagePlugin

// Shared by the three picklist plugins (a symbolic link in each plugin's folder).

/// Target folders that hold specs but no Swift file.
///
/// SwiftPM builds a target from its source files; a folder with only `*.picklist.yml` files has
/// none, so SwiftPM drops the target before any plugin runs for it (it warns "Source files for
/// target Lists should be located under 'Sources/Lists'") and `import Lists` then fails with
/// "no such module". No plugin is ever asked about the dropped target, so this looks for it
/// from the targets that remain: a folder beside a non-test target's folder (or in `Sources/`)
/// that is no target's folder and holds specs but no `.swift` file.
enum SpecOnlyFolders {
    static func find(in package: Package) -> [URL] {
        let fileManager = FileManager.default
        let sourceTargets = package.targets.compactMap { $0 as? any SourceModuleTarget }
        let targetFolders = Set(sourceTargets.map { $0.directoryURL.standardizedFileURL.path })
        let packageFolder = package.directoryURL.standardizedFileURL
        var roots = Set(sourceTargets.filter { $0.kind != .test }.map { $0.directoryURL.standardizedFileURL.deletingLastPathComponent() })
        roots.insert(packageFolder.appendingPathComponent("Sources"))
        roots.remove(packageFolder)
        var found: [URL] = []
        for root in roots {
            let children = (try? fileManager.contentsOfDirectory(
                at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
            for child in children where !Self.belongsToATarget(child.standardizedFileURL.path, targetFolders: targetFolders) {
                guard (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
                var hasSpec = false
                var hasSwift = false
                let files = fileManager.enumerator(at: child, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
                while let file = files?.nextObject() as? URL {
                    if SpecFiles.isSpec(file) { hasSpec = true }
                    if file.pathExtension == "swift" { hasSwift = true; break }
                }
                if hasSpec && !hasSwift { found.append(child.standardizedFileURL) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Whether `path` is a target's folder or lies inside one: then its files are that
    /// target's (sources, resources or excluded, as `Benchmarks/Specs` beside the C target
    /// `Benchmarks/CHeapUsage` is), not a target SwiftPM dropped.
    static func belongsToATarget(_ path: String, targetFolders: Set<String>) -> Bool {
        targetFolders.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// What to tell the user about `folder`, naming it relative to the package.
    static func message(for folder: URL, in package: Package) -> String {
        SpecFiles.specOnlyFolderMessage(relativePath(of: folder, in: package))
    }

    static func relativePath(of folder: URL, in package: Package) -> String {
        SpecFiles.relativePath(of: folder, under: package.directoryURL)
    }
}
