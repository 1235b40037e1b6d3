import Foundation
import PackagePlugin

/// For picklist's own tests, and no product: makes the `picklist` executable a dependency of
/// the test target that uses this plugin, and tells the tests where it is.
///
/// A test target cannot simply depend on the executable here: SwiftPM would link the
/// executable's module into the test bundle twice (once as built for the target, once as the
/// build tool `PickListPlugin` runs), and the link fails with "multiple definition". A plugin's
/// tool is built before the target it serves, and its path is known to the plugin, so this one
/// writes `PickListBuiltTool.swift`:
///
/// ```swift
/// enum PickListBuiltTool {
///     static let path = "/…/.build/debug/picklist-tool"
/// }
/// ```
///
/// The file is written when the plugin runs (only when its text changes, so an unchanged build
/// compiles nothing again); the build command that declares it runs `picklist --version`, which
/// orders the tool's build before the tests' and fails the build if the tool cannot start.
@main
struct PickListBuiltToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        let tool = try context.tool(named: "picklist").url
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("PickListBuiltTool.swift")
        let text = """
            // Written by the PickListBuiltTool plugin (Plugins/PickListBuiltTool): the picklist
            // executable SwiftPM built for this package's plugins, which the tests run.
            enum PickListBuiltTool {
                static let path = \(Self.literal(tool.path))
            }

            """
        if (try? String(contentsOf: output, encoding: .utf8)) != text {
            try FileManager.default.createDirectory(at: context.pluginWorkDirectoryURL, withIntermediateDirectories: true)
            try text.write(to: output, atomically: true, encoding: .utf8)
        }
        return [
            .buildCommand(
                displayName: "Checking that the picklist tool starts",
                executable: tool,
                arguments: ["--version"],
                inputFiles: [tool],
                outputFiles: [output]
            ),
        ]
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        let escaped = text
            .replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"" + escaped + "\""
    }
}
