/// A ``PreviewSession`` as the terminal screen reads it: its lines computed once per change
/// (the session builds them afresh on each read), so drawing a frame reads only the rows on
/// screen, and each step said in words on the status line.
package struct PreviewSessionScreenModel: TerminalPreviewModel {
    package private(set) var session: PreviewSession
    private var lines: [PreviewLine]

    package init(_ session: PreviewSession) {
        self.session = session
        lines = session.lines
    }

    package var title: String { session.title }
    package var isEditable: Bool { session.isEditable }
    package var isEditing: Bool { session.isEditing }
    package var isSearchable: Bool { session.isSearchable }
    package var searchQuery: String { session.searchQuery }
    package var summary: String { session.summary }
    package var lineCount: Int { lines.count }

    package func line(at index: Int) -> TerminalPreviewLine {
        switch lines[index] {
        case .header(let title):
            .header(title)
        case .gap:
            .gap
        case .row(let row):
            .row(id: row.id, title: row.title, subtitle: row.subtitle, isChecked: row.isChecked,
                 isEnabled: row.isEnabled, isAllRow: row.isAllRow)
        }
    }

    /// `Alice Archer: checked`, `Alice Archer: refused: maximum of 5 reached`.
    package mutating func tap(line index: Int) -> TerminalPreviewFeedback {
        guard index >= 0, index < lines.count, let row = lines[index].row else {
            return TerminalPreviewFeedback(message: "refused: no such row", isRefusal: true)
        }
        // By id: the session's tap by line would lay out every line again to find the row.
        let outcome = row.id.map { session.tap(itemID: $0) } ?? session.tapAllRow()
        lines = session.lines
        let name = row.title.isEmpty ? (row.id ?? "all") : row.title
        if outcome.rejection != nil {
            return TerminalPreviewFeedback(message: "\(name): \(outcome.message)", isRefusal: true)
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
        lines = session.lines
        if session.isEditing { return TerminalPreviewFeedback(message: "editing: taps select rows; e again for Done") }
        if case .changed = outcome.outcome { return TerminalPreviewFeedback(message: "done: the selection is cleared") }
        return TerminalPreviewFeedback(message: "done")
    }

    package mutating func search(_ query: String) -> TerminalPreviewFeedback {
        session.search(query)
        lines = session.lines
        return TerminalPreviewFeedback(message: "")
    }

    package mutating func reset() -> TerminalPreviewFeedback {
        session.reset()
        lines = session.lines
        return TerminalPreviewFeedback(message: "reset: the default selection, not editing")
    }
}

extension InteractivePreview where Model == PreviewSessionScreenModel {
    /// The interactive preview of `session`.
    package init(session: PreviewSession, environment: [String: String] = InteractivePreview.processEnvironment()) {
        self.init(model: PreviewSessionScreenModel(session), environment: environment)
    }
}
