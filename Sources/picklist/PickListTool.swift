import ArgumentParser

@main
struct PickListTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "picklist",
        abstract: "Validate pick-list specs and generate typed Swift from them."
    )
}
