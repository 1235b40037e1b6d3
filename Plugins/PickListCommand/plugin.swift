import Foundation
import PackagePlugin

/// `swift package picklist lint|generate --check [--target NAME ...] [picklist options]`
///
/// The read-only verb: it declares no permission, so it runs as it is in CI, in a pre-commit
/// hook or any shell without a terminal to ask on. It finds the `*.picklist.yml` /
/// `*.picklist.yaml` files of the package's non-test targets (or of the `--target` ones) and
/// runs the `picklist` tool once on all of them (``SpecCommandRun``):
///
/// - `lint` checks them (`--format`, `--strict` are passed through);
/// - `generate --check` reports each `.picklist.swift` next to a spec that is missing or stale,
///   writing nothing (`--access`, `--template`, `--format` are passed through).
///
/// Writing the generated files is the other verb's job, `picklist-generate`
/// (`PickListGenerateCommand`), which declares the permission to write into the package.
@main
struct PickListCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // A folder of specs SwiftPM never builds is reported by the tool, in its report and
        // its count (SpecCommandRun.specOnlyFolders).
        try Self.perform(arguments) { targetNames in
            try SpecCommandRun(package: context, targetNames: targetNames)
        }
    }

    /// Parses `arguments` (`--target` names, the action, the options to pass through) and runs
    /// the tool over the modules of the run `makeRun` returns for the target names.
    static func perform(_ arguments: [String], makeRun: ([String]) throws -> SpecCommandRun) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let (toolArguments, options) = try parse(extractor.remainingArguments)
        guard let toolArguments else { return }
        try makeRun(targetNames).run(toolArguments, options: options, verb: toolArguments[0])
    }

    /// The tool's subcommand (with `--beside-specs` for `generate --check`) and the options to
    /// pass through; `nil` after printing the usage for `--help`.
    static func parse(_ arguments: [String]) throws -> (arguments: [String]?, options: [String]) {
        var remaining = arguments
        guard let verb = remaining.first, !verb.hasPrefix("-") else {
            print(usage)
            if remaining.contains(where: { $0 == "--help" || $0 == "-h" }) { return (nil, []) }
            throw SpecCommandError.usage("say what to do: `swift package picklist lint` or `swift package picklist generate --check`")
        }
        remaining.removeFirst()
        switch verb {
        case "lint":
            return (["lint"], remaining)
        case "generate" where remaining.contains("--check"):
            return (["generate", "--beside-specs"], remaining)
        case "generate":
            throw SpecCommandError.usage("""
                `swift package picklist` only reads; to write the generated files run \
                `swift package --allow-writing-to-package-directory picklist-generate`, \
                or check them with `swift package picklist generate --check`
                """)
        default:
            print(usage)
            throw SpecCommandError.usage("unknown action '\(verb)': use `lint` or `generate --check`")
        }
    }

    static let usage = """
        USAGE: swift package picklist <lint|generate --check> [--target <name> ...] [picklist options]

          lint               check every spec of the package's non-test targets (or of the
                             --target ones); a list name may repeat in different targets
                             options: --format text|json|github|sarif|junit|gitlab|checkstyle, --strict
          generate --check   fail when a spec's .picklist.swift (next to the spec) is missing or
                             stale; writes nothing
                             options: --access public|package|internal, --template <name|path>, --format …
                             (each target's picklist-config.yml is passed with --config)

        Reads only. To write the generated files:
          swift package --allow-writing-to-package-directory picklist-generate [--target <name> ...]
        """
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project (File ▸ Packages, or the project's context menu in the navigator):
/// the same verbs over the spec files of the chosen targets, each target in a run of its own.
extension PickListCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.perform(arguments) { targetNames in
            try SpecCommandRun(xcode: context, targetNames: targetNames)
        }
    }
}
#endif
