/// The text rendered for one spec file, and where it goes.
package struct RenderedFile: Hashable, Sendable {
    /// The spec file it was rendered from, as the user gave it.
    package var sourcePath: String
    /// Where it is written (`<output>/<name>.picklist.swift`).
    package var outputPath: String
    /// The full file contents.
    package var text: String

    package init(sourcePath: String, outputPath: String, text: String) {
        self.sourcePath = sourcePath
        self.outputPath = outputPath
        self.text = text
    }
}
