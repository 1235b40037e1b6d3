import PackagePlugin

@main
struct PickListCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
