import Foundation
import PackagePlugin

/// `swift package picklist lint|generate [--target NAME ...] [picklist options]`
///
/// Finds the `*.picklist.yml` / `*.picklist.yaml` files of the package's non-test targets (or
/// of the targets named with `--target`) and runs the `picklist` tool once on all of them,
/// passing every spec as an explicit path and each target's folder as a `--module`: a list
/// name is a Swift type name, unique within a target (module) but free to repeat across
/// targets, and one run reports every target's problems.
///
/// - `lint` checks them (`--format github`, `--strict` are passed through);
/// - `generate` writes each spec's `.picklist.swift` next to the spec (`--beside-specs`),
///   inside the package (SwiftPM asks for the package-writing permission first;
///   `--allow-writing-to-package-directory` grants it up front). Being one run, it writes
///   nothing unless every target's specs are valid, and `--check` reports every missing or
///   stale file. `--check`, `--access`, `--template` and `--format` are passed through.
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
        let paths = allFiles.map { Self.relativePath(of: $0, under: packageDirectory) }
        let modules = specs.filter { !$0.files.isEmpty }.flatMap {
            ["--module", Self.relativePath(of: $0.target.directoryURL, under: packageDirectory)]
        }

        switch verb {
        case "lint":
            try Self.run(tool.url, ["lint"] + paths + modules + remaining, in: packageDirectory, verb: verb)
        case "generate":
            try Self.run(tool.url, ["generate"] + paths + ["--beside-specs"] + modules + remaining, in: packageDirectory, verb: verb)
        default:
            print(Self.usage)
            throw PickListCommandError.unknownVerb(verb)
        }
    }

    static let usage = """
        USAGE: swift package picklist <lint|generate> [--target <name> ...] [picklist options]

          lint       check every spec of the package's non-test targets (or of the --target ones);
                     a list name may repeat in different targets
                     options: --format text|json|github, --strict
          generate   write each spec's .picklist.swift next to the spec (nothing, if any
                     target's specs have an error)
                     options: --check, --access public|internal, --template <name|path>,
                     --format text|json|github
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
