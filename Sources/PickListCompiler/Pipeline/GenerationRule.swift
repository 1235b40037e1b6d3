/// Rule ids of the diagnostics `picklist generate` adds to those of lint: template, output
/// and write problems.
///
/// Stable strings, like ``LoadingRule`` and ``ValidationRule``: they are printed in brackets
/// after each message and appear in JSON and GitHub output, so scripts may match on them.
public enum GenerationRule {
    /// A template file that cannot be read or is not UTF-8 (exit status 3).
    public static let unreadableTemplate = "unreadable-template"
    /// A template that is not valid Mustache, located at the offending tag.
    public static let templateSyntax = "template-syntax"
    /// A template whose outputs would be named like specs (`NAME.yml.mustache` writes
    /// `foo.picklist.yml`), so they would overwrite or join the specs they are made from.
    public static let templateExtension = "template-extension"
    /// A partial (`{{> name}}`) that is not a file next to the template, or is dynamic (`{{>*name}}`).
    public static let templatePartial = "template-partial"
    /// Two spec files that would write the same output.
    public static let outputCollision = "output-collision"
    /// An output that is one of the run's spec files.
    public static let outputOverwritesSpec = "output-overwrites-spec"
    /// `--check`: an output that is missing or does not hold what its spec generates.
    public static let staleOutput = "stale-output"
    /// An output (or its folder) that cannot be written (exit status 3).
    public static let writeFailed = "write-failed"

    /// Every rule id above (docs/validation-rules.md lists each).
    public static let all = [
        unreadableTemplate, templateSyntax, templateExtension, templatePartial, outputCollision,
        outputOverwritesSpec, staleOutput, writeFailed,
    ]
}
