/// The JSON Schema of `picklist-config.yml`, for editors.
///
/// A configuration file that starts with
///
/// ```yaml
/// # yaml-language-server: $schema=picklist-config.schema.json
/// ```
///
/// is checked and completed while it is typed (after `picklist schema --config >
/// picklist-config.schema.json`). The schema lives in the repository as
/// `schema/picklist-config.schema.json`; ``json`` is the same text compiled into the tool. It
/// checks keys and values, a subset of what `picklist lint --config` checks (not whether the
/// template file exists).
package enum ConfigurationSchema {
    /// The file name users save the printed schema under.
    package static let fileName = "picklist-config.schema.json"
}
