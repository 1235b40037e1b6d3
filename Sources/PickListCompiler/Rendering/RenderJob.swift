package import PickListSupport

/// One output file to render: every list of one spec file.
package struct RenderJob: Sendable {
    /// The spec file, as the user gave it.
    package var sourcePath: String
    /// The spec's path as the header prints it (relative to the working folder).
    package var displayPath: String
    /// Where the rendered text goes.
    package var outputPath: String
    /// The file's lists, in document order.
    package var specs: [Spec]
    /// The fingerprint of everything the output is rendered from (``OutputStamp/inputs``),
    /// or `nil` when the spec's text is not known (the output is then always rendered).
    package var inputs: UInt64?
    /// The state of the output file when the job was made (``FileState``); `nil` when there
    /// is none or it is not known.
    var outputState: FileState?
    /// The template and access level of this job when they are not the renderer's (the spec's
    /// folder has a `picklist-config.yml` that says otherwise).
    package var settings: GeneratorOptions.FolderSettings?

    package init(
        sourcePath: String, displayPath: String, outputPath: String, specs: [Spec], inputs: UInt64? = nil,
        outputState: FileState? = nil
    ) {
        self.outputState = outputState
        self.sourcePath = sourcePath
        self.displayPath = displayPath
        self.outputPath = outputPath
        self.specs = specs
        self.inputs = inputs
    }
}
