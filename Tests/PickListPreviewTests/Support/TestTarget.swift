import PickListCompilerTestSupport

// What PickListCompilerTestSupport's helpers need to know of this test target: where its
// golden files are, and the tool its PickListBuiltTool plugin built.

extension GoldenFile {
    /// This target's `Golden/` folder.
    static let target = GoldenFile(besideTestsOf: #filePath)
}

extension PickListBinary {
    /// The picklist tool SwiftPM built for this target's `PickListBuiltTool` plugin.
    init() throws {
        try self.init(path: PickListBuiltTool.path)
    }
}
