import PickListCompiler

/// Rule ids of `picklist preview`: the inputs it reads besides the spec (a rows file,
/// translations) and the options that choose what it shows.
///
/// Stable strings, like ``TranslationRule``: printed in brackets after each message and in
/// JSON output. The spec itself is checked by lint's own rules first.
package enum PreviewRule: String, DiagnosticRule {
    /// `--list NAME` names no list of the spec file, or the file holds several lists and no
    /// `--list` chooses one; the message names them.
    case unknownList = "unknown-list"
    /// A `--rows` file that is not a JSON array of rows or a CSV table with a header row, or a
    /// row in it that is not one (no `id`, an `enabled` that is not `true` or `false` …);
    /// located at the offending value.
    case invalidRowsFile = "invalid-rows-file"
    /// (warning) A `--rows` file gives an id twice: the first row is kept, as the runtime keeps
    /// it; located at the later one.
    case duplicateRowID = "duplicate-row-id"
    /// (warning) A row of a `--rows` file is an action row (`action: true`) and also
    /// `selectable: false` or `exclusive: true`, which say nothing of a row nothing selects:
    /// they are ignored, as the runtime ignores them; located at the ignored value.
    case ignoredRowField = "ignored-row-field"
    /// An option that does not fit the list: `--rows` for a list that writes its items, a
    /// language the translations do not have, a catalog of another strings table; (warning)
    /// `--localization` for a list that is not localized.
    case previewOption = "preview-option"
}
