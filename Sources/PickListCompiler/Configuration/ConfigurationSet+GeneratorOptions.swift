extension ConfigurationSet {
    /// The generator's options for a run with these configurations: what the command line
    /// gives wins, then each configuration's setting for the specs in its folder, then the
    /// default (`swift`, `public`).
    ///
    /// - Parameters:
    ///   - template: `--template`, parsed; `nil` when not given.
    ///   - access: `--access`; `nil` when not given.
    package func generatorOptions(
        outputDirectory: String?, template: Template?, access: AccessLevel?, check: Bool, relativeTo: String?
    ) -> GeneratorOptions {
        let defaultTemplate = template ?? Template.builtin(named: "swift")!
        let defaultAccess = access ?? .public
        return GeneratorOptions(
            outputDirectory: outputDirectory, template: defaultTemplate, access: defaultAccess, check: check,
            relativeTo: relativeTo,
            folderSettings: configurations.map { configuration in
                GeneratorOptions.FolderSettings(
                    folder: configuration.folder,
                    template: template ?? configuration.template ?? defaultTemplate,
                    access: access ?? configuration.access ?? defaultAccess,
                    language: configuration.language)
            }
        )
    }
}
