/// One output file to render: every list of one spec file.
public struct RenderJob: Sendable {
    /// The spec file, as the user gave it.
    public var sourcePath: String
    /// The spec's path as the header prints it (relative to the working folder).
    public var displayPath: String
    /// Where the rendered text goes.
    public var outputPath: String
    /// The file's lists, in document order.
    public var specs: [Spec]

    public init(sourcePath: String, displayPath: String, outputPath: String, specs: [Spec]) {
        self.sourcePath = sourcePath
        self.displayPath = displayPath
        self.outputPath = outputPath
        self.specs = specs
    }
}
