import Foundation
import PackagePlugin

// Shared by the two command plugins, `picklist` and `picklist-generate` (a symbolic link in
// each plugin's folder). They differ only in what they let the tool do.

/// One run of the `picklist` tool over the specs of some targets.
struct SpecCommandRun {
    /// The specs of one target (a Swift module).
    struct Module {
        var name: String
        /// The target's folder, passed as `--module` (a package target); `nil` for an Xcode
        /// target, whose files need not share a folder: it gets a run of its own instead.
        var folder: URL?
        var specs: [URL]
        /// The target's `picklist-config.yml` (``ConfigFiles``), passed as `--config`.
        var config: URL? = nil
    }

    var tool: URL
    /// The folder the tool runs in; paths are given relative to it.
    var directory: URL
    var modules: [Module]
    /// Folders of the package that hold specs but no Swift file (``SpecOnlyFolders``),
    /// relative to ``directory``: the tool reports each as an error of its report
    /// (`--spec-only-folder`), so its closing count includes them.
    var specOnlyFolders: [String] = []

    /// Runs `picklist <arguments> <specs> [--module DIR ...] <options>`: once for all package
    /// targets (each target's folder a `--module`, so list names repeat freely across
    /// targets and one run reports every target's problems), or once per Xcode target.
    /// Says so and returns when there is no spec at all.
    func run(_ arguments: [String], options: [String], verb: String) throws {
        let modules = modules.filter { !$0.specs.isEmpty }
        guard !modules.isEmpty else {
            // On standard error: standard output is for the report (`--format sarif > file`).
            for folder in specOnlyFolders {
                FileHandle.standardError.write(Data("\(folder): error: \(SpecFiles.specOnlyFolderMessage(folder))\n".utf8))
            }
            FileHandle.standardError.write(Data("picklist: no *.picklist.yml or *.picklist.yaml files in any of the targets\n".utf8))
            if !specOnlyFolders.isEmpty { throw SpecCommandError.specOnlyFolders(count: specOnlyFolders.count) }
            return
        }
        let packageModules = modules.filter { $0.folder != nil }
        if !packageModules.isEmpty {
            let paths = packageModules.flatMap(\.specs).map { SpecFiles.relativePath(of: $0, under: directory) }
            let folders = packageModules.compactMap(\.folder).flatMap { ["--module", SpecFiles.relativePath(of: $0, under: directory)] }
            let specOnly = specOnlyFolders.flatMap { ["--spec-only-folder", $0] }
            try execute(arguments + paths + folders + specOnly + configArguments(packageModules) + options, verb: verb)
        }
        for module in modules where module.folder == nil {
            let paths = module.specs.map { SpecFiles.relativePath(of: $0, under: directory) }
            try execute(arguments + paths + configArguments([module]) + options, verb: verb)
        }
    }

    /// `--config FILE` for each module's configuration file: each applies to the specs in its
    /// folder, so one run serves targets with and without one.
    private func configArguments(_ modules: [Module]) -> [String] {
        modules.compactMap(\.config).flatMap { ["--config", SpecFiles.relativePath(of: $0, under: directory)] }
    }

    /// Runs the tool with the terminal's output streams; a non-zero exit fails the command.
    private func execute(_ arguments: [String], verb: String) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw SpecCommandError.toolFailed(verb: verb, status: process.terminationStatus)
        }
    }

    /// The modules of a package: the targets named with `--target`, or else every source
    /// target that is not a test target (test targets tend to hold deliberately broken specs
    /// as fixtures; name one with `--target` to include it). A target named with `--target`
    /// that has no spec is an error.
    static func modules(of package: Package, named names: [String]) throws -> [Module] {
        let targets: [any SourceModuleTarget]
        if names.isEmpty {
            targets = package.targets.compactMap { $0 as? any SourceModuleTarget }.filter { $0.kind != .test }
        } else {
            targets = try package.targets(named: names).compactMap { $0 as? any SourceModuleTarget }
        }
        let modules = try targets.map { target in
            let specs = specFiles(of: target)
            return Module(
                name: target.name, folder: target.directoryURL, specs: specs,
                config: try specs.isEmpty ? nil : ConfigFiles.find(inFolder: target.directoryURL))
        }
        for module in modules where module.specs.isEmpty && names.contains(module.name) {
            throw SpecCommandError.noSpecs(target: module.name)
        }
        return modules
    }

    /// The target's spec files in a stable order: those SwiftPM lists as its files, and those
    /// the tool finds searching the target's folder (``SpecFiles/search(_:)``, the walk
    /// `picklist lint <folder>` makes), so specs the manifest `exclude:`s count too (a target
    /// that commits its generated Swift keeps SwiftPM quiet about the `.yml` files that way).
    /// A spec-named entry the search cannot read is passed on all the same, for the tool to
    /// report where it is; a folder it cannot list is reported here, as a warning.
    static func specFiles(of target: any SourceModuleTarget) -> [URL] {
        var files = Set(target.sourceFiles.map(\.url.standardizedFileURL).filter(SpecFiles.isSpec))
        let found = SpecFiles.search(target.directoryURL.path)
        for path in found.specs { files.insert(URL(fileURLWithPath: path).standardizedFileURL) }
        for problem in found.problems {
            guard case .unlistableFolder(let path, let code) = problem else {
                files.insert(URL(fileURLWithPath: problem.path).standardizedFileURL)
                continue
            }
            let reason = String(cString: strerror(code))
            FileHandle.standardError.write(Data("\(path): warning: cannot list the folder (\(reason)); its specs are left out\n".utf8))
        }
        return files.sorted { $0.path < $1.path }
    }
}

extension SpecCommandRun {
    /// A run over the spec files of the package's targets named `targetNames` (its non-test
    /// targets when none is named), with the picklist tool the plugin context provides.
    init(package context: PluginContext, targetNames: [String]) throws {
        self.init(
            tool: try context.tool(named: "picklist").url,
            directory: context.package.directoryURL,
            modules: try Self.modules(of: context.package, named: targetNames),
            specOnlyFolders: SpecOnlyFolders.find(in: context.package).map { SpecOnlyFolders.relativePath(of: $0, in: context.package) }
        )
    }
}

/// Why a picklist command plugin stopped, worded as what to do next.
enum SpecCommandError: Error, CustomStringConvertible {
    case usage(String)
    case noSpecs(target: String)
    case specOnlyFolders(count: Int)
    case toolFailed(verb: String, status: Int32)

    var description: String {
        switch self {
        case .usage(let message):
            message
        case .noSpecs(let target):
            "target '\(target)' has no *.picklist.yml or *.picklist.yaml files"
        case .specOnlyFolders(let count):
            "\(count == 1 ? "a folder holds" : "\(count) folders hold") specs that SwiftPM never builds; see the messages above"
        case .toolFailed(let verb, let status):
            "`picklist \(verb)` failed (exit status \(status)); see the messages above"
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SpecCommandRun {
    /// A run over the spec files of the Xcode project's targets named `targetNames` (every
    /// target when none is named), with the picklist tool the plugin context provides.
    init(xcode context: XcodePluginContext, targetNames: [String]) throws {
        self.init(
            tool: try context.tool(named: "picklist").url,
            directory: context.xcodeProject.directoryURL,
            modules: try Self.modules(of: context.xcodeProject, named: targetNames)
        )
    }

    /// The modules of an Xcode project: the targets chosen in Xcode's dialog (it passes each
    /// as `--target NAME`), or every target; each one's spec files among its input files. A
    /// target named with `--target` that has no spec is an error.
    static func modules(of project: XcodeProject, named names: [String]) throws -> [Module] {
        let targets = project.targets.filter { names.isEmpty || names.contains($0.displayName) }
        let modules = try targets.map { target in
            let files = target.inputFiles.map(\.url)
            let specs = files.filter(SpecFiles.isSpec).sorted { $0.path < $1.path }
            return Module(
                name: target.displayName,
                folder: nil,
                specs: specs,
                config: try specs.isEmpty ? nil : ConfigFiles.find(among: files, target: target.displayName)
            )
        }
        for module in modules where module.specs.isEmpty && names.contains(module.name) {
            throw SpecCommandError.noSpecs(target: module.name)
        }
        return modules
    }
}
#endif
