package import PickListPreview
import PickListKit

/// A ``PreviewSession`` as the terminal screen reads it, with each step said in words on the
/// status line.
///
/// The session lays out every line afresh on each read of its `lines` (milliseconds for
/// 10 000 rows), so they are kept here: read again after a search, an edit-mode change or a
/// reset, while a tap only updates the rows its outcome names (found through an index of the
/// lines by id). A frame then reads only the rows on screen.
package struct PreviewSessionScreenModel: TerminalPreviewModel {
    package private(set) var session: PreviewSession
    private var lines: [PreviewLine] = []
    /// The line of each row shown, by id (`nil`: the all-row); built at the first tap after
    /// the lines change, so typing a search query does not pay for it.
    private var lineOfRow: [String?: Int]?

    package init(_ session: PreviewSession) {
        self.session = session
        refresh()
    }

    private mutating func refresh() {
        lines = session.lines
        lineOfRow = nil
    }

    /// The rows whose checkmark a step changed, updated in place.
    private mutating func apply(_ outcome: PreviewOutcome) {
        guard !outcome.changes.isEmpty else { return }
        let lineOfRow = lineOfRow ?? Self.index(lines)
        self.lineOfRow = lineOfRow
        for change in outcome.changes {
            guard let index = lineOfRow[change.id], case .row(var row) = lines[index] else { continue }
            row.isChecked = change.isChecked
            lines[index] = .row(row)
        }
        // The all-row's dash (some items selected) follows every change, checkmark or not.
        if let index = lineOfRow[nil], case .row(var row) = lines[index] {
            row.isMixed = session.allState == .some
            lines[index] = .row(row)
        }
    }

    private static func index(_ lines: [PreviewLine]) -> [String?: Int] {
        var index: [String?: Int] = [:]
        index.reserveCapacity(lines.count)
        for (position, line) in lines.enumerated() {
            if let row = line.row { index[row.id] = position }
        }
        return index
    }

    package var title: String { session.title }
    package var isEditable: Bool { session.isEditable }
    package var isEditing: Bool { session.isEditing }
    package var isSearchable: Bool { session.isSearchable }
    package var searchQuery: String { session.searchQuery }
    package var summary: String { session.summary }
    package var validity: Bool? { session.hasBounds ? session.isValid : nil }
    package var lineCount: Int { lines.count }

    package func line(at index: Int) -> TerminalPreviewLine {
        switch lines[index] {
        case .header(let title):
            .header(title)
        case .gap:
            .gap
        case .row(let row):
            {
                var line = TerminalPreviewLine.row(
                    id: row.id, title: row.title, subtitle: row.subtitle, isChecked: row.isChecked,
                    isEnabled: row.isEnabled, isAllRow: row.isAllRow, image: row.image?.name, isMixed: row.isMixed,
                    isExclusive: row.isExclusive, isAction: row.isAction, isAppOnly: !row.isSelectable, indent: row.indent)
                if case .swatch(let colors)? = row.image { line.swatch = colors.map(\.hex) }
                return line
            }()
        case .footer(let text):
            .footer(text)
        }
    }

    /// `Alice Archer: checked`, `Alice Archer: refused: You can choose up to 5.`.
    package mutating func tap(line index: Int) -> TerminalPreviewFeedback {
        guard index >= 0, index < lines.count, let row = lines[index].row else {
            return TerminalPreviewFeedback(message: "refused: no such row", isRefusal: true)
        }
        // By id: the session's tap by line would lay out every line again to find the row.
        let outcome = row.id.map { session.tap(itemID: $0) } ?? session.tapAllRow()
        apply(outcome)
        let name = row.title.isEmpty ? (row.id ?? "all") : row.title
        if outcome.rejection != nil {
            return TerminalPreviewFeedback(message: "\(name): \(outcome.message)", isRefusal: true)
        }
        if case .action = outcome.outcome {
            return TerminalPreviewFeedback(message: "\(name): \(outcome.message)")
        }
        guard case .changed = outcome.outcome else {
            return TerminalPreviewFeedback(message: "\(name): unchanged")
        }
        let isChecked = index < lines.count ? lines[index].row?.isChecked ?? false : false
        return TerminalPreviewFeedback(message: "\(name): \(isChecked ? "checked" : "unchecked")")
    }

    package mutating func toggleEditing() -> TerminalPreviewFeedback {
        guard session.isEditable else {
            return TerminalPreviewFeedback(message: "this list has no edit mode (edit_mode: true in the spec)", isRefusal: true)
        }
        let outcome = session.toggleEditing()
        refresh()
        if session.isEditing { return TerminalPreviewFeedback(message: "editing: taps select rows; e again for Done") }
        if case .changed = outcome.outcome { return TerminalPreviewFeedback(message: "done: the selection is cleared") }
        return TerminalPreviewFeedback(message: "done")
    }

    package var allButtonTitle: String? { session.allButtonTitle }

    /// `Select All: 12 checked`, `Deselect All: refused: Keep at least 1 selected.`.
    package mutating func toggleAll() -> TerminalPreviewFeedback {
        guard let title = session.allButtonTitle else {
            return TerminalPreviewFeedback(message: "this list has no Select All button (all: {row: false} in the spec)", isRefusal: true)
        }
        let outcome = session.allButton(.toggleAll)
        refresh()
        if outcome.rejection != nil {
            return TerminalPreviewFeedback(message: "\(title): \(outcome.message)", isRefusal: true)
        }
        guard case .changed = outcome.outcome else { return TerminalPreviewFeedback(message: "\(title): unchanged") }
        let checked = outcome.changes.filter(\.isChecked).count
        let unchecked = outcome.changes.count - checked
        return TerminalPreviewFeedback(message: "\(title): " + (checked > 0 ? "\(checked) checked" : "\(unchecked) unchecked"))
    }

    package mutating func search(_ query: String) -> TerminalPreviewFeedback {
        session.search(query)
        refresh()
        return TerminalPreviewFeedback(message: "")
    }

    package mutating func reset() -> TerminalPreviewFeedback {
        session.reset()
        refresh()
        return TerminalPreviewFeedback(message: "reset: the default selection, not editing")
    }
}

extension InteractivePreview where Model == PreviewSessionScreenModel {
    /// The interactive preview of `session`.
    package init(session: PreviewSession, environment: [String: String] = InteractivePreview.processEnvironment()) {
        self.init(model: PreviewSessionScreenModel(session), environment: environment)
    }
}
