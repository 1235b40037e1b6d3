import ArgumentParser
import PickListCompiler

@main
struct PickListTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "picklist",
        abstract: "Validate pick-list specs and generate typed Swift from them.",
        version: PickListVersion.current,
        subcommands: [Schema.self]
    )
}
