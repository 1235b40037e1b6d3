import Foundation
import PackagePlugin

/// Generates Swift for every `*.picklist.yml` / `*.picklist.yaml` in a target's sources.
///
/// One build command per spec file: its input is the spec, its output
/// `<plugin work folder>/<name>.picklist.swift`, so editing one spec re-runs only that
/// spec's command and an unchanged build runs none. The tool receives every path
/// explicitly; it prints problems as `file:line:column: error: …`, which SwiftPM and
/// Xcode show at the spec's line. A target without specs gets no commands.
///
/// As each command sees one spec file, two spec files of a target that declare the same list
/// `name` are not caught here: the compiler then reports the second type's "invalid
/// redeclaration" in a generated file. That trade keeps an edit to one spec from regenerating
/// the others; `swift package picklist lint` checks the names across each target's specs.
@main
struct PickListPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let sourceTarget = target as? any SourceModuleTarget else { return [] }
        return try Self.commands(
            specs: sourceTarget.sourceFiles.map(\.url),
            tool: context.tool(named: "picklist").url,
            workDirectory: context.pluginWorkDirectoryURL,
            packageDirectory: context.package.directoryURL
        )
    }

    /// The build commands for `specs` (any source files; the non-specs are skipped).
    static func commands(specs files: [URL], tool: URL, workDirectory: URL, packageDirectory: URL) throws -> [Command] {
        let specs = files.filter(isSpec).sorted { $0.path < $1.path }
        var specByOutput: [String: URL] = [:]
        return try specs.map { spec in
            let output = workDirectory.appendingPathComponent(outputName(for: spec))
            if let other = specByOutput[output.lastPathComponent] {
                throw PickListPluginError.outputCollision(first: other, second: spec, output: output.lastPathComponent)
            }
            specByOutput[output.lastPathComponent] = spec
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(spec.lastPathComponent)",
                executable: tool,
                arguments: [
                    "generate", spec.path,
                    "--output", workDirectory.path,
                    // Headers name the spec relative to the package, whatever folder the build runs in.
                    "--relative-to", packageDirectory.path,
                ],
                inputFiles: [spec],
                outputFiles: [output]
            )
        }
    }

    static func isSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".picklist.yml") || name.hasSuffix(".picklist.yaml")
    }

    /// `job-purpose.picklist.yml` → `job-purpose.picklist.swift` (the tool's naming).
    static func outputName(for spec: URL) -> String {
        spec.deletingPathExtension().lastPathComponent + ".swift"
    }
}

/// A problem with a target's specs that stops the plugin before the tool runs.
enum PickListPluginError: Error, CustomStringConvertible {
    case outputCollision(first: URL, second: URL, output: String)

    var description: String {
        switch self {
        case .outputCollision(let first, let second, let output):
            "\(second.path):1:1: error: '\(second.lastPathComponent)' and '\(first.path)' would both generate '\(output)'; rename one of them"
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PickListPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            specs: target.inputFiles.map(\.url),
            tool: context.tool(named: "picklist").url,
            workDirectory: context.pluginWorkDirectoryURL,
            packageDirectory: context.xcodeProject.directoryURL
        )
    }
}
#endif
