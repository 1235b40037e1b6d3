/// Rule ids of the diagnostics that loading and spec discovery report.
///
/// Stable strings: they are printed in brackets after each message and appear in JSON and
/// GitHub output, so scripts may match on them.
package enum LoadingRule: String, DiagnosticRule {
    /// A path given on the command line does not exist.
    case missingPath = "missing-path"
    /// A file (or a directory named like a spec) could not be read.
    case unreadableFile = "unreadable-file"
    /// (warning) A folder given on the command line holds no spec file.
    case noSpecFiles = "no-spec-files"
    /// A folder of the package holds specs but no `.swift` file, so SwiftPM builds no target
    /// from it; the command plugins pass it with `--spec-only-folder`.
    case specOnlyFolder = "spec-only-folder"
    /// The file is not valid UTF-8.
    case invalidUTF8 = "invalid-utf8"
    /// The file contains NUL bytes: not text.
    case binaryFile = "binary-file"
    /// libyaml rejected the text; the message is libyaml's problem.
    case yamlSyntax = "yaml-syntax"
    /// A tab character in indentation (YAML allows only spaces there).
    case tabIndentation = "tab-indentation"
    /// The file holds no YAML document (empty, or comments only).
    case emptyFile = "empty-file"
    /// Sequences and mappings nested deeper than the loader accepts.
    case tooDeep = "too-deep"
    /// Alias expansion went over its budget (an alias bomb).
    case aliasBudget = "alias-budget"
    /// An alias names an anchor that is not defined (yet) in its document.
    case unknownAlias = "unknown-alias"
    /// A mapping has the same key twice; the first is kept.
    case duplicateKey = "duplicate-key"

}

extension Diagnostic {
    /// The error about `folder` (relative to the package) holding specs but no Swift file,
    /// which the command plugins pass to `lint` and `generate` (`--spec-only-folder`), in the
    /// words the build plugin warns with (``SpecFiles/specOnlyFolderMessage(_:)``).
    package static func specOnlyFolder(_ folder: String) -> Diagnostic {
        .error(LoadingRule.specOnlyFolder, SpecFiles.specOnlyFolderMessage(folder), at: SourceLocation(file: folder))
    }
}
