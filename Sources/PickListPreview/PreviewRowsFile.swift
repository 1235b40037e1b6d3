package import PickListCompiler
package import PickListKit
import PickListSupport

/// The rows of a `rows: runtime` list for `picklist preview --rows FILE`: a JSON array or a
/// CSV table, read into the runtime's own `PickListEntrySection`s.
///
/// Every row has the fields `id` and `title`, and optionally `subtitle`, `enabled`,
/// `keywords`, `section`, `symbol` (an SF Symbol's name) or `image` (an asset's name), the
/// image before the title (`PickListEntry.image`; not both), and the fields `exclusive`,
/// `action`, `selectable` and `indent`, named as the spec's item keys are and meaning what a
/// `PickListEntry`'s `isExclusive`, `isAction`, `isSelectable` and `indent` mean: a "None of
/// these" row, an "Add Tone…" row that chooses nothing, a row only the app selects, a folder
/// indented under its account (0 to 10 levels, as an item's `indent`). An action row ignores
/// `exclusive` and `selectable` as the runtime does, with a warning.
///
/// - **JSON** (`.json`, or any file whose first character is `[`): an array of objects.
///   `id` is a string or a whole number (`4106` is the id `"4106"`), `title`, `subtitle` and
///   `section` strings (`null` for none), `enabled`, `exclusive`, `action` and `selectable`
///   `true` or `false`, `indent` a whole number, `keywords` an array of strings. Other keys
///   are refused (a misspelt `subtitel` would otherwise vanish).
/// - **CSV** (anything else): RFC 4180, a header row naming the columns (in any order; `id`
///   and `title` required), then one row per line; fields with commas, quotes or line
///   breaks are quoted (`"Sales, EMEA"`, `""` for a quote). `enabled`, `exclusive`, `action`
///   and `selectable` are `true`, `false` or empty (the runtime's default: enabled, not
///   exclusive, no action, selectable); `indent` a whole number or empty (0); `keywords` are
///   separated by `;`; an empty `subtitle` or `section` is none. A UTF-8 byte order mark is
///   ignored.
///
/// Rows with a `section` are grouped into titled sections in the order the sections first
/// appear, each keeping its rows' order; rows without one form an untitled section at the
/// place of the first of them. Problems are located: `file:line:column` of the value (JSON),
/// of the field (CSV, whose messages also name the row, counted from 1 after the header).
package struct PreviewRowsFile: Sendable {
    /// The file's path, as given.
    package var path: String
    /// The rows grouped into sections.
    package var sections: [PickListEntrySection<String>]
    /// How many rows the file gives.
    package var rowCount: Int
    /// Problems found: errors (nothing to show) or warnings (duplicate ids).
    package var diagnostics: [Diagnostic]
    /// The file's text, for the diagnostics' excerpts; `nil` when it could not be read.
    package var source: String?

    /// The columns, or keys, a row may have.
    package static let fields = [
        "id", "title", "subtitle", "enabled", "keywords", "section", "symbol", "image", "exclusive", "action", "selectable", "indent",
    ]

    /// Reads `path`: its rows, or the diagnostics saying why not.
    package static func read(path: String) -> PreviewRowsFile {
        switch FileReader.read(path) {
        case .success(let bytes):
            var file = parse(bytes: bytes, path: path)
            file.source = TextDecoding.displayText(of: bytes)
            return file
        case .failure(let failure) where failure.kind == .missing:
            return failed(path, .error(LoadingRule.missingPath, "no such file or directory: '\(path)'", at: SourceLocation(file: path)))
        case .failure(let failure):
            return failed(path, .error(LoadingRule.unreadableFile, "cannot read '\(path)': \(failure.reason)", at: SourceLocation(file: path)))
        }
    }

    /// Reads rows from `bytes`, as the file `path` (its extension chooses the format).
    package static func parse(bytes: [UInt8], path: String) -> PreviewRowsFile {
        var bytes = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let lowercased = path.lowercased()
        let isJSON = lowercased.hasSuffix(".json")
            || (!lowercased.hasSuffix(".csv") && bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "["))
        var reader = RowsFileReader(path: path)
        if isJSON {
            reader.readJSON(Array(bytes))
        } else {
            reader.readCSV(Array(bytes))
        }
        return reader.result()
    }

    private static func failed(_ path: String, _ diagnostic: Diagnostic) -> PreviewRowsFile {
        PreviewRowsFile(path: path, sections: [], rowCount: 0, diagnostics: [diagnostic], source: nil)
    }

    /// Whether the file could be read (no errors).
    package var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
}
