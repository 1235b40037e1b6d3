/// Rule ids of the diagnostics `picklist generate` adds to those of lint: template, output
/// and write problems.
///
/// Stable strings, like ``LoadingRule`` and ``ValidationRule``: they are printed in brackets
/// after each message and appear in JSON and GitHub output, so scripts may match on them.
package enum GenerationRule: String, DiagnosticRule {
    /// A template file that cannot be read or is not UTF-8 (exit status 3).
    case unreadableTemplate = "unreadable-template"
    /// A template that is not valid Mustache, located at the offending tag.
    case templateSyntax = "template-syntax"
    /// A template whose outputs would be named like specs (`NAME.yml.mustache` writes
    /// `foo.picklist.yml`), so they would overwrite or join the specs they are made from.
    case templateExtension = "template-extension"
    /// A partial (`{{> name}}`) that is not a file next to the template, or is dynamic (`{{>*name}}`).
    case templatePartial = "template-partial"
    /// Two spec files that would write the same output.
    case outputCollision = "output-collision"
    /// An output that is one of the run's spec files.
    case outputOverwritesSpec = "output-overwrites-spec"
    /// `--check`: an output that is missing or does not hold what its spec generates.
    case staleOutput = "stale-output"
    /// An output (or its folder) that cannot be written (exit status 3).
    case writeFailed = "write-failed"

}
