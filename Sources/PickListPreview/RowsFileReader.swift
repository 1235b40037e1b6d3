import PickListCompiler
import PickListKit
import PickListSupport

/// Collects the rows of a `--rows` file, grouping them by section, and the problems found on
/// the way. The JSON and CSV readers (`RowsFileReader+JSON.swift`, `+CSV.swift`) read each row
/// into a ``RowsFileRow`` and hand it to ``add(_:number:at:)``.
struct RowsFileReader {
    let path: String
    var sectionOrder: [String?] = []
    var sectionRows: [String?: [PickListEntry<String>]] = [:]
    var firstRowOfID: [String: SourceLocation] = [:]
    var rowCount = 0
    var diagnostics: [Diagnostic] = []

    init(path: String) {
        self.path = path
    }

    func result() -> PreviewRowsFile {
        let failed = hasErrors
        let sections = failed ? [] : sectionOrder.map { PickListEntrySection(title: $0, entries: sectionRows[$0] ?? []) }
        return PreviewRowsFile(path: path, sections: sections, rowCount: failed ? 0 : rowCount, diagnostics: diagnostics, source: nil)
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    mutating func fail(_ message: String, at position: TextPosition, suggestion: String? = nil) {
        diagnostics.append(.error(PreviewRule.invalidRowsFile, message, at: position.location(in: path), suggestion: suggestion))
    }

    /// Adds row `number` (counted from 1), which starts at `position`, after checking what
    /// concerns the row as a whole; a row whose id came earlier is left out with a warning.
    mutating func add(_ row: RowsFileRow, number: Int, at position: TextPosition) {
        guard let id = row.id, let title = row.title else { return }
        if row.symbol != nil, row.asset != nil {
            fail("row \(number) has a symbol and an image: give one (the image before the title)", at: position)
            return
        }
        var row = row
        if row.isAction {
            // PickListEntry ignores both on an action row; so does the preview, saying so.
            if let selectable = row.selectablePosition {
                warnIgnored("selectable: false", row: number, at: selectable)
                row.isSelectable = true
            }
            if let exclusive = row.exclusivePosition {
                warnIgnored("exclusive: true", row: number, at: exclusive)
                row.isExclusive = false
            }
        }
        let location = position.location(in: path)
        if let first = firstRowOfID[id] {
            diagnostics.append(.warning(
                PreviewRule.duplicateRowID, "a row with the id '\(id)' comes earlier; this one is left out, as the runtime leaves it out",
                at: location, notes: [Diagnostic.Note("the first row with this id", at: first)]))
            return
        }
        firstRowOfID[id] = location
        rowCount += 1
        if sectionRows[row.section] == nil {
            sectionOrder.append(row.section)
            sectionRows[row.section] = []
        }
        sectionRows[row.section]?.append(row.entry(id: id, title: title))
    }

    private mutating func warnIgnored(_ field: String, row number: Int, at position: TextPosition) {
        diagnostics.append(.warning(
            PreviewRule.ignoredRowField,
            "row \(number) is an action row, which nothing selects, so '\(field)' says nothing: it is ignored, as the runtime ignores it",
            at: position.location(in: path)))
    }
}
