/// How `picklist generate` renders and writes.
package struct GeneratorOptions: Sendable {
    /// The folder outputs are written to; `nil` writes each output next to its spec.
    package var outputDirectory: String?
    /// The parsed template (built-in `swift` by default).
    package var template: Template
    /// `public` (default) or `internal` declarations.
    package var access: AccessLevel
    /// `--check`: compare only, write nothing.
    package var check: Bool
    /// Generated headers name each spec relative to this folder (default: the working folder),
    /// so the output does not depend on where a checkout lives.
    package var relativeTo: String?

    package init(
        outputDirectory: String?, template: Template, access: AccessLevel = .public,
        check: Bool = false, relativeTo: String? = nil
    ) {
        self.outputDirectory = outputDirectory
        self.template = template
        self.access = access
        self.check = check
        self.relativeTo = relativeTo
    }
}
