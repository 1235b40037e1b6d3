import ArgumentParser
import Foundation
import PickListCompiler

@main
struct PickListTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "picklist",
        abstract: "Validate pick-list specs and generate typed Swift from them.",
        version: PickListVersion.current,
        subcommands: [Lint.self, Generate.self, Strings.self, Preview.self, Schema.self]
    )

    /// Runs the command, mapping argument-parser usage errors to exit code 2 (the
    /// contract's usage status) instead of its default 64.
    static func main() {
        do {
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
