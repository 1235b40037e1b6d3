import PackagePlugin

@main
struct PickListPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] { [] }
}
