import Foundation

/// The configuration files of one run (`--config FILE`, repeatable), read, checked against
/// each other and against the run's specs, their templates resolved.
///
/// Each configuration applies to the specs in its folder and below it; a spec under two
/// takes the innermost one's. What a run checks, besides each file's own keys and values
/// (``ConfigurationReader``):
///
/// - `duplicate-config`: a second configuration for one folder — `picklist-config.yml`
///   beside `picklist-config.yaml`, or two `--config` files in one folder;
/// - `config-without-specs`: a configuration given for specs outside its folder, so that none
///   of the run's specs is in its folder (the specs of another target, say);
/// - `missing-template`: `template:` names neither a built-in nor a file, relative to the
///   configuration's folder; a template that is not valid Mustache is reported as with
///   `--template`.
///
/// ```swift
/// let set = ConfigurationSet.load(["Sources/App/picklist-config.yml"], specPaths: lint.files.map(\.path))
/// set.diagnostics   // every problem, located in the file
/// set.configurations.first?.access   // .internal
/// ```
package struct ConfigurationSet: Sendable {
    /// One configuration, ready for the generator.
    package struct Resolved: Sendable {
        /// The file's path, as given.
        package var path: String
        /// The folder it applies to.
        package var folder: String
        package var access: AccessLevel?
        /// `language`: the default language of the specs' texts in ``folder``.
        package var language: String?
        /// The template it names, parsed; `nil` when it names none (or a bad one, reported).
        package var template: Template?
    }

    /// The configurations that can be used (a file with problems is still listed, with the
    /// settings that could be read), in the order given, each file once.
    package var configurations: [Resolved] = []
    /// Every problem found, located in the configuration files.
    package var diagnostics: [Diagnostic] = []
    /// Each configuration's text by path, for the excerpts of the text format.
    package var sources: [String: String] = [:]

    /// Whether any problem is an error: the run then generates nothing.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The names a configuration file has when it is found rather than given: in a target's
    /// folder, as the plugins look for it.
    package static let fileNames = SpecFiles.configFileNames

    /// Reads the configuration files at `paths` and checks them against the run's spec files.
    ///
    /// - Parameters:
    ///   - paths: the `--config` files, as given.
    ///   - specPaths: the spec files of the run; when there are none (a run that found nothing
    ///     to do reports that itself), `config-without-specs` is not checked.
    ///   - workingDirectory: the folder relative paths are taken from.
    package static func load(
        _ paths: [String], specPaths: [String],
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> ConfigurationSet {
        var set = ConfigurationSet()
        var seen = Set<String>()
        var firstByFolder: [String: String] = [:]
        let given = Set(paths.map { Self.normalized($0, workingDirectory: workingDirectory) })
        for path in paths {
            let absolute = Self.normalized(path, workingDirectory: workingDirectory)
            guard seen.insert(absolute).inserted else { continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                set.diagnostics.append(.error(LoadingRule.missingPath, "no such configuration file: '\(path)'", at: SourceLocation(file: path)))
                continue
            }
            if isFolder.boolValue {
                let file = SpecFiles.join(path, fileNames[0])
                set.diagnostics.append(.error(
                    LoadingRule.unreadableFile, "cannot read '\(path)': it is a folder; give its configuration file, such as '\(file)'",
                    at: SourceLocation(file: path)))
                continue
            }
            let file = YAMLLoader().load(path: path)
            set.sources[path] = file.source
            let (configuration, diagnostics) = ConfigurationReader().read(file)
            set.diagnostics += diagnostics
            let folder = configuration.folder
            let folderKey = Self.normalized(folder, workingDirectory: workingDirectory)
            if let first = firstByFolder[folderKey] {
                set.diagnostics.append(Self.duplicate(path, first: first, folder: folder))
            } else {
                firstByFolder[folderKey] = path
                // (A sibling that is given too is reported when its turn comes, as above.)
                if let sibling = Self.sibling(of: path, folder: folder),
                    !given.contains(Self.normalized(sibling, workingDirectory: workingDirectory))
                {
                    set.diagnostics.append(Self.duplicate(path, first: sibling, folder: folder))
                }
            }
            var resolved = Resolved(path: path, folder: folder, access: configuration.access?.value, language: configuration.language?.value)
            if let template = configuration.template {
                resolved.template = set.resolve(template, folder: folder)
            }
            set.configurations.append(resolved)
        }
        if !specPaths.isEmpty {
            set.checkScopes(specPaths: specPaths, workingDirectory: workingDirectory)
        }
        return set
    }

    /// The default language of each spec file's texts: the `language` of the innermost
    /// configuration holding the file, as the generator takes it (``SpecValidator/defaultLanguage``).
    package func defaultLanguages(
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> @Sendable (_ path: String) -> String? {
        let configurations = self.configurations
        guard configurations.contains(where: { $0.language != nil }) else { return { _ in nil } }
        let folders = GeneratorPaths.Folders(configurations.map(\.folder), workingDirectory: workingDirectory)
        return { path in
            folders.innermost(holding: path).flatMap { folder in configurations.last { $0.folder == folder }?.language }
        }
    }

    /// The template `setting` names: a built-in, else a file relative to `folder`.
    private mutating func resolve(_ setting: Configuration.Setting<String>, folder: String) -> Template? {
        if let builtin = Template.builtin(named: setting.value) { return builtin }
        let path = setting.value.hasPrefix("/") ? setting.value : SpecFiles.join(folder, setting.value)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            let isName = !setting.value.contains("/") && !setting.value.contains(".")
            let suggestion = isName ? Suggestion.closest(to: setting.value, among: Template.builtinNames) : nil
            let message = isName
                ? "no template '\(setting.value)': not a built-in (\(Template.builtinNames.joined(separator: ", "))) nor a file in '\(folder)'"
                : "no template file '\(path)' (a template path is relative to the configuration's folder, '\(folder)')"
            diagnostics.append(.error(ConfigurationRule.missingTemplate, message, at: setting.location, suggestion: suggestion))
            return nil
        }
        do {
            return try Template.load(path: path)
        } catch {
            var diagnostic = error.diagnostic
            if diagnostic.location == nil { diagnostic.location = setting.location }
            diagnostics.append(diagnostic)
            return nil
        }
    }

    /// `config-without-specs` for each configuration whose folder holds none of `specPaths`.
    private mutating func checkScopes(specPaths: [String], workingDirectory: String) {
        for configuration in configurations {
            let folders = GeneratorPaths.Folders([configuration.folder], workingDirectory: workingDirectory)
            guard !specPaths.contains(where: { folders.innermost(holding: $0) != nil }) else { continue }
            diagnostics.append(.error(
                ConfigurationRule.configWithoutSpecs,
                "'\(configuration.path)' configures the specs in '\(configuration.folder)' and its subfolders, and none of this run's specs is there; give it with the specs of its folder, or give the specs' own configuration",
                at: SourceLocation(file: configuration.path)))
        }
    }

    /// The other configuration file of `path`'s folder, when there is one: `picklist-config.yaml`
    /// beside `picklist-config.yml` (a file given under another name counts too).
    private static func sibling(of path: String, folder: String) -> String? {
        let name = GeneratorPaths.lastComponent(of: path)
        for other in fileNames where other != name {
            let candidate = SpecFiles.join(folder, other)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return nil
    }

    private static func duplicate(_ path: String, first: String, folder: String) -> Diagnostic {
        .error(
            ConfigurationRule.duplicateConfig,
            "'\(folder)' has two configuration files, '\(first)' and '\(path)'; keep one",
            at: SourceLocation(file: path),
            notes: [Diagnostic.Note("the other one", at: SourceLocation(file: first))])
    }

    /// `path` made absolute, with `.`, `..` and empty components resolved (on its text).
    private static func normalized(_ path: String, workingDirectory: String) -> String {
        "/" + GeneratorPaths.components(GeneratorPaths.absolute(path, workingDirectory: workingDirectory)).joined(separator: "/")
    }
}
