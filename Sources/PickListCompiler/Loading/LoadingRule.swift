/// Rule ids of the diagnostics that loading and spec discovery report.
///
/// Stable strings: they are printed in brackets after each message and appear in JSON and
/// GitHub output, so scripts may match on them.
public enum LoadingRule {
    /// A path given on the command line does not exist.
    public static let missingPath = "missing-path"
    /// A file (or a directory named like a spec) could not be read.
    public static let unreadableFile = "unreadable-file"
    /// (warning) A folder given on the command line holds no spec file.
    public static let noSpecFiles = "no-spec-files"
    /// The file is not valid UTF-8.
    public static let invalidUTF8 = "invalid-utf8"
    /// The file contains NUL bytes: not text.
    public static let binaryFile = "binary-file"
    /// libyaml rejected the text; the message is libyaml's problem.
    public static let yamlSyntax = "yaml-syntax"
    /// A tab character in indentation (YAML allows only spaces there).
    public static let tabIndentation = "tab-indentation"
    /// The file holds no YAML document (empty, or comments only).
    public static let emptyFile = "empty-file"
    /// Sequences and mappings nested deeper than the loader accepts.
    public static let tooDeep = "too-deep"
    /// Alias expansion went over its budget (an alias bomb).
    public static let aliasBudget = "alias-budget"
    /// An alias names an anchor that is not defined (yet) in its document.
    public static let unknownAlias = "unknown-alias"
    /// A mapping has the same key twice; the first is kept.
    public static let duplicateKey = "duplicate-key"

    /// Every rule id above (docs/validation-rules.md lists each).
    public static let all = [
        missingPath, unreadableFile, noSpecFiles, invalidUTF8, binaryFile, yamlSyntax, tabIndentation,
        emptyFile, tooDeep, aliasBudget, unknownAlias, duplicateKey,
    ]
}
