/// The text rendered for one spec file, and where it goes.
public struct RenderedFile: Hashable, Sendable {
    /// The spec file it was rendered from, as the user gave it.
    public var sourcePath: String
    /// Where it is written (`<output>/<name>.picklist.swift`).
    public var outputPath: String
    /// The full file contents.
    public var text: String

    public init(sourcePath: String, outputPath: String, text: String) {
        self.sourcePath = sourcePath
        self.outputPath = outputPath
        self.text = text
    }
}
