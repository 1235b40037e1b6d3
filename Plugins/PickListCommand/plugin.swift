import Foundation
import PackagePlugin

/// `swift package picklist lint|generate [--target NAME ...] [picklist options]`
///
/// Finds the `*.picklist.yml` / `*.picklist.yaml` files of the package's non-test targets (or
/// of the targets named with `--target`) and runs the `picklist` tool on them, passing every spec
/// as an explicit path:
///
/// - `lint` checks them all in one run (`--format github`, `--strict` are passed through);
/// - `generate` writes each spec's `.picklist.swift` next to the spec, inside the package
///   (SwiftPM asks for the package-writing permission first; `--allow-writing-to-package-directory`
///   grants it up front). `--check`, `--access` and `--template` are passed through.
///
/// Use `generate` for targets that commit their generated Swift; targets that use the
/// `PickListPlugin` build plugin get theirs at build time and need neither.
@main
struct PickListCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var remaining = extractor.remainingArguments
        guard let verb = remaining.first, !verb.hasPrefix("-") else {
            print(Self.usage)
            if remaining.contains(where: { $0 == "--help" || $0 == "-h" }) { return }
            throw PickListCommandError.missingVerb
        }
        remaining.removeFirst()

        let targets = try selectedTargets(in: context.package, named: targetNames)
        let specs = targets.map { (target: $0, files: Self.specFiles(of: $0)) }
        for entry in specs where entry.files.isEmpty && targetNames.contains(entry.target.name) {
            throw PickListCommandError.noSpecs(target: entry.target.name)
        }
        let packageDirectory = context.package.directoryURL
        let allFiles = specs.flatMap(\.files)
        guard !allFiles.isEmpty else {
            print("picklist: no *.picklist.yml or *.picklist.yaml files in any target of '\(context.package.displayName)'")
            return
        }
        let tool = try context.tool(named: "picklist")

        switch verb {
        case "lint":
            let paths = allFiles.map { Self.relativePath(of: $0, under: packageDirectory) }
            try Self.run(tool.url, ["lint"] + paths + remaining, in: packageDirectory, verb: verb)
        case "generate":
            // One run per folder, so each output lands next to its spec whatever the layout.
            for files in specs.map(\.files) where !files.isEmpty {
                let folders = Dictionary(grouping: files) { $0.deletingLastPathComponent().standardizedFileURL.path }
                for folder in folders.keys.sorted() {
                    let paths = folders[folder, default: []].map { Self.relativePath(of: $0, under: packageDirectory) }
                    let output = Self.relativePath(of: URL(fileURLWithPath: folder, isDirectory: true), under: packageDirectory)
                            try Self.run(tool.url, ["generate"] + paths + ["--output", output] + remaining, in: packageDirectory, verb: verb)
                }
            }
        default:
            print(Self.usage)
            throw PickListCommandError.unknownVerb(verb)
        }
    }

    static let usage = """
        USAGE: swift package picklist <lint|generate> [--target <name> ...] [picklist options]

          lint       check every spec of the package's non-test targets (or of the --target ones)
                     options: --format text|json|github, --strict
          generate   write each spec's .picklist.swift next to the spec
                     options: --check, --access public|internal, --template <name|path>
                     (needs --allow-writing-to-package-directory, or say yes when asked)
        """

    /// The targets named with `--target`, or else every source target that is not a test
    /// target (test targets tend to hold deliberately broken specs as fixtures; name one with
    /// `--target` to include it).
    private func selectedTargets(in package: Package, named names: [String]) throws -> [any SourceModuleTarget] {
        if names.isEmpty {
            return package.targets.compactMap { $0 as? any SourceModuleTarget }.filter { $0.kind != .test }
        }
        return try package.targets(named: names).compactMap { $0 as? any SourceModuleTarget }
    }

    /// The target's spec files in a stable order: those SwiftPM lists as its files, and those
    /// under its folder that the manifest `exclude:`s (so a target that commits its generated
    /// Swift can keep SwiftPM quiet about the unhandled `.yml` files).
    static func specFiles(of target: any SourceModuleTarget) -> [URL] {
        var files = Set(target.sourceFiles.map(\.url.standardizedFileURL).filter(isSpec))
        let enumerator = FileManager.default.enumerator(
            at: target.directoryURL,
            includingPropertiesForKeys: [.isRegularFileKey],
            options: [.skipsHiddenFiles]
        )
        while let url = enumerator?.nextObject() as? URL {
            if isSpec(url) { files.insert(url.standardizedFileURL) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func isSpec(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(".picklist.yml") || url.lastPathComponent.hasSuffix(".picklist.yaml")
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

    /// Runs the tool with the terminal's output streams; a non-zero exit fails the command.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL, verb: String) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PickListCommandError.toolFailed(verb: verb, status: process.terminationStatus)
        }
    }
}

/// Why `swift package picklist` stopped, worded as what to do next.
enum PickListCommandError: Error, CustomStringConvertible {
    case missingVerb
    case unknownVerb(String)
    case noSpecs(target: String)
    case toolFailed(verb: String, status: Int32)

    var description: String {
        switch self {
        case .missingVerb:
            "say what to do: `swift package picklist lint` or `swift package picklist generate`"
        case .unknownVerb(let verb):
            "unknown action '\(verb)': use `lint` or `generate`"
        case .noSpecs(let target):
            "target '\(target)' has no *.picklist.yml or *.picklist.yaml files"
        case .toolFailed(let verb, let status):
            "`picklist \(verb)` failed (exit status \(status)); see the messages above"
        }
    }
}
