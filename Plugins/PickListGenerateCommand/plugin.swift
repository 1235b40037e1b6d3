import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory picklist-generate [--target NAME ...] [picklist options]`
///
/// Writes each spec's `.picklist.swift` next to the spec, for targets that commit their
/// generated Swift, so it declares the permission to write into the package (SwiftPM asks
/// first; `--allow-writing-to-package-directory` grants it up front). It runs
/// `picklist generate --beside-specs` once over every target's specs (``SpecCommandRun``):
/// nothing is written unless every target's specs are valid. `--access`, `--template`,
/// `--format` and `--check` are passed through.
///
/// Targets that use the `PickListPlugin` build plugin get their Swift at build time and need
/// neither this nor the read-only `picklist` verb's `generate --check`.
@main
struct PickListGenerateCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // A folder of specs SwiftPM never builds is reported by the tool, in its report and
        // its count (SpecCommandRun.specOnlyFolders).
        try Self.perform(arguments) { targetNames in
            try SpecCommandRun(package: context, targetNames: targetNames)
        }
    }

    /// Parses `arguments` (`--target` names, the options to pass through) and runs
    /// `picklist generate --beside-specs` over the modules of the run `makeRun` returns.
    static func perform(_ arguments: [String], makeRun: ([String]) throws -> SpecCommandRun) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        guard let options = try options(extractor.remainingArguments) else { return }
        try makeRun(targetNames).run(["generate", "--beside-specs"], options: options, verb: "generate")
    }

    /// The options to pass through; `nil` after printing the usage for `--help`.
    static func options(_ arguments: [String]) throws -> [String]? {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(usage)
            return nil
        }
        if let word = arguments.first(where: { !$0.hasPrefix("-") }), ["lint", "generate"].contains(word) {
            throw SpecCommandError.usage("`picklist-generate` takes no action word: run `swift package picklist-generate [--target <name> ...]`")
        }
        return arguments
    }

    static let usage = """
        USAGE: swift package --allow-writing-to-package-directory picklist-generate [--target <name> ...] [picklist options]

          write each spec's .picklist.swift next to the spec, in the package's non-test targets
          (or the --target ones); nothing, if any target's specs have an error
          options: --access public|package|internal, --template <name|path>, --format …, --check
          (each target's picklist-config.yml is passed with --config; options given here win over it)
        """
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project: writes the generated files next to the specs of the chosen targets.
extension PickListGenerateCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.perform(arguments) { targetNames in
            try SpecCommandRun(xcode: context, targetNames: targetNames)
        }
    }
}
#endif
