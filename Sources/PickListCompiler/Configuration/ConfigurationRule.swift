/// Rule ids of the problems with a `picklist-config.yml` that are about the file as a whole:
/// where it is, what it names. Mistakes inside it (an unknown key, a wrong type, a value that
/// is not allowed) have the spec rules' ids — `unknown-key`, `wrong-type`, `missing-value`,
/// `invalid-value`, `not-a-mapping` — as they are the same mistakes; YAML problems have the
/// loader's (`yaml-syntax`, `duplicate-key`, …).
///
/// Stable strings, like every ``DiagnosticRule``: documented in docs/validation-rules.md.
package enum ConfigurationRule: String, DiagnosticRule {
    /// Two configuration files for one folder: `picklist-config.yml` beside
    /// `picklist-config.yaml`, or two `--config` files in one folder.
    case duplicateConfig = "duplicate-config"
    /// A configuration given for specs outside its folder: none of the run's specs is in the
    /// config's folder or below it, so it would configure nothing.
    case configWithoutSpecs = "config-without-specs"
    /// `template:` names neither a built-in template nor a file (relative to the config).
    case missingTemplate = "missing-template"
}
