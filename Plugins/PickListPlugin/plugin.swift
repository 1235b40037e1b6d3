import Foundation
import PackagePlugin

/// Generates Swift for every `*.picklist.yml` / `*.picklist.yaml` in a target's sources.
///
/// One build command per spec file: its input is the spec, its output
/// `<plugin work folder>/<name>.picklist.swift`, so editing one spec re-runs only that
/// spec's command and an unchanged build runs none (in SwiftPM and in Xcode alike). The tool
/// receives every path explicitly; it prints problems as `file:line:column: error: …`, which
/// SwiftPM and Xcode show at the spec's line. A target without specs gets no commands.
///
/// As each command sees one spec file, two spec files of a target that declare the same list
/// `name` are not caught here: the compiler then reports the second type's "invalid
/// redeclaration" in a generated file. That trade keeps an edit to one spec from regenerating
/// the others; `swift package picklist lint` checks the names across each target's specs.
///
/// A `picklist-config.yml` in the target's folder (``ConfigFiles``) is passed to every command
/// (`--config`) and is an input of each, so editing it regenerates every list of the target;
/// so is the custom template it names. Two configuration files are an error.
///
/// A target folder with specs and no Swift file is no target at all to SwiftPM, and no plugin
/// runs for it; when this plugin runs for another target of the package it warns about such a
/// folder and says what to add (``SpecOnlyFolders``).
@main
struct PickListPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        for folder in SpecOnlyFolders.find(in: context.package) {
            Diagnostics.warning(SpecOnlyFolders.message(for: folder, in: context.package))
        }
        guard let sourceTarget = target as? any SourceModuleTarget else { return [] }
        let specs = sourceTarget.sourceFiles.map(\.url)
        return try Self.commands(
            specs: specs,
            config: specs.contains(where: SpecFiles.isSpec) ? ConfigFiles.find(inFolder: sourceTarget.directoryURL) : nil,
            tool: context.tool(named: "picklist").url,
            workDirectory: context.pluginWorkDirectoryURL,
            packageDirectory: context.package.directoryURL
        )
    }

    /// The build commands for `specs` (any source files; the non-specs are skipped), with the
    /// target's configuration file, if it has one.
    static func commands(specs files: [URL], config: URL?, tool: URL, workDirectory: URL, packageDirectory: URL) throws -> [Command] {
        let specs = files.filter(SpecFiles.isSpec).sorted { $0.path < $1.path }
        let configArguments = config.map { ["--config", $0.path] } ?? []
        let configInputs = [config, config.flatMap(ConfigFiles.templateFile)].compactMap { $0 }
        var specByOutput: [String: URL] = [:]
        return try specs.map { spec in
            let output = workDirectory.appendingPathComponent(SpecFiles.outputName(for: spec))
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
                    // Headers name the spec relative to the package (or Xcode project), whatever
                    // folder the build runs in.
                    "--relative-to", packageDirectory.path,
                ] + configArguments,
                inputFiles: [spec] + configInputs,
                outputFiles: [output]
            )
        }
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

/// In an Xcode project: the same commands for the spec files among the target's input files
/// (the files of its Compile Sources and Copy Bundle Resources phases); the generated files
/// are compiled into the target.
extension PickListPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        return try Self.commands(
            specs: files,
            config: files.contains(where: SpecFiles.isSpec) ? ConfigFiles.find(among: files, target: target.displayName) : nil,
            tool: context.tool(named: "picklist").url,
            workDirectory: context.pluginWorkDirectoryURL,
            packageDirectory: context.xcodeProject.directoryURL
        )
    }
}
#endif
