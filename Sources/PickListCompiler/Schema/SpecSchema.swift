/// The JSON Schema of the spec format, for editors.
///
/// Editors running yaml-language-server (VS Code's YAML extension, Neovim, Helix, …) validate
/// and complete a spec while it is typed when the file starts with
///
/// ```yaml
/// # yaml-language-server: $schema=../schema/picklist.schema.json
/// ```
///
/// The schema lives in the repository as `schema/picklist.schema.json`; ``json`` is the same
/// text compiled into the tool, printed by `picklist schema`. It checks the shape of a spec
/// (keys, value types, enum values, which options go with which `selection`), a subset of what
/// `picklist lint` checks: a spec the schema rejects is always rejected by `picklist lint`.
package enum SpecSchema {
    /// The file name users save the printed schema under.
    package static let fileName = "picklist.schema.json"

    /// The JSON Schema dialect ``json`` is written in. Draft-07 is the dialect
    /// yaml-language-server supports most completely.
    static let dialect = "http://json-schema.org/draft-07/schema#"
}
