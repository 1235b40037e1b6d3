/// How `picklist generate` renders and writes.
package struct GeneratorOptions: Sendable {
    /// The folder outputs are written to; `nil` writes each output next to its spec.
    package var outputDirectory: String?
    /// The parsed template (built-in `swift` by default).
    package var template: Template
    /// `public` (default), `package` or `internal` declarations.
    package var access: AccessLevel
    /// `--check`: compare only, write nothing.
    package var check: Bool
    /// Generated headers name each spec relative to this folder. By default (`nil`), relative
    /// to the spec's package or repository root, else to its output's folder (``HeaderPaths``):
    /// never the working folder, so the output does not depend on where the run starts.
    package var relativeTo: String?

    /// The template and access level of the specs in some folders (each a `picklist-config.yml`'s
    /// folder, its settings already merged with the command line's): a spec takes those of the
    /// innermost folder holding it, or ``template`` and ``access`` when none does.
    package var folderSettings: [FolderSettings]

    /// The settings of the specs in one folder and below it.
    package struct FolderSettings: Sendable {
        package var folder: String
        package var template: Template
        package var access: AccessLevel
        /// The language of the texts of the specs that do not say their own (`language` in
        /// `picklist-config.yml`); `nil` leaves them to the default, `en`.
        package var language: String?

        package init(folder: String, template: Template, access: AccessLevel, language: String? = nil) {
            self.folder = folder
            self.template = template
            self.access = access
            self.language = language
        }
    }

    package init(
        outputDirectory: String?, template: Template, access: AccessLevel = .public,
        check: Bool = false, relativeTo: String? = nil, folderSettings: [FolderSettings] = []
    ) {
        self.outputDirectory = outputDirectory
        self.template = template
        self.access = access
        self.check = check
        self.relativeTo = relativeTo
        self.folderSettings = folderSettings
    }
}
