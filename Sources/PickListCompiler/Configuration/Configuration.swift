/// One target's `picklist-config.yml`: the options of `picklist generate` that belong to the
/// target rather than to a run, read from a file beside its specs.
///
/// A configuration applies to the specs in its own folder and the folders below it (a
/// SwiftPM target's folder, or the folder of an Xcode target's specs). Options given on the
/// command line win over the file's; what neither says is the default.
///
/// ```yaml
/// # yaml-language-server: $schema=picklist-config.schema.json
/// access: internal          # public (default), package or internal
/// template: swift           # a built-in template, or a path relative to this file
/// ```
package struct Configuration: Hashable, Sendable {
    /// A value read from the file, with where it is written (for errors about it later).
    package struct Setting<Value: Hashable & Sendable>: Hashable, Sendable {
        package var value: Value
        package var location: SourceLocation

        package init(_ value: Value, at location: SourceLocation) {
            self.value = value
            self.location = location
        }
    }

    /// The file's path, as given (`--config`).
    package var path: String
    /// `access`: the access level of the generated declarations.
    package var access: Setting<AccessLevel>?
    /// `template`: a built-in template's name or a path, as written (relative to ``folder``).
    package var template: Setting<String>?
    /// `language`: the language the texts of the specs under ``folder`` are written in, for
    /// each spec that does not say its own `language`.
    package var language: Setting<String>?

    package init(path: String, access: Setting<AccessLevel>? = nil, template: Setting<String>? = nil) {
        self.path = path
        self.access = access
        self.template = template
    }

    /// The folder the configuration applies to: the one it is in (`.` for a bare file name).
    package var folder: String {
        let folder = GeneratorPaths.folder(of: path)
        return folder.isEmpty ? "." : folder
    }

    /// The keys a configuration file may hold, in the order the documentation lists them.
    package static let keys = SpecKeys.configuration
}
