import ArgumentParser
import Foundation
import PickListCompiler

@main
struct PickListTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "picklist",
        abstract: "Validate pick-list specs and generate typed Swift from them.",
        version: PickListVersion.current,
        subcommands: [LintCommand.self, GenerateCommand.self, StringsCommand.self, PreviewCommand.self, SchemaCommand.self]
    )

    /// Runs the command, mapping argument-parser usage errors to exit code 2 (the
    /// contract's usage status) instead of its default 64.
    static func main() {
        do {
            // `picklist generate …`, as the build plugin runs it once per spec, is parsed as the
            // subcommand alone: building the root's tree of every subcommand and parsing through
            // it cost more than generating a small spec (docs/performance.md, "One small
            // spec"). Anything that does not parse that way (--help, a usage error) takes the
            // usual way, which reports it.
            let arguments = Array(CommandLine.arguments.dropFirst())
            if let invocation = GenerateCommand.pluginInvocation(arguments) {
                try GenerateCommand.run(invocation)
                return
            }
            if arguments.first == "generate", let command = try? GenerateCommand.parse(Array(arguments.dropFirst())) {
                try command.run()
                return
            }
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.usage.rawValue)
            }
            exit(withError: error)
        }
    }
}
