@testable import PickListCompiler
@testable import PickListTerminal

/// A small stand-in for the preview session: sections of rows, a maximum, disabled rows, an
/// edit mode and a title search, enough to drive ``PreviewScreen`` as the real session would.
struct StubPreviewModel: TerminalPreviewModel {
    struct Row {
        var id: String
        var title: String
        var subtitle: String?
        var isEnabled = true
    }

    var title = "Recipients"
    var isEditable = false
    var isEditing = false
    var isSearchable = false
    var searchQuery = ""
    var maximum: Int?
    var sections: [(title: String?, rows: [Row])]
    var checked: Set<String> = []
    /// How many times ``search(_:)`` ran.
    var searchCount = 0
    private(set) var lines: [TerminalPreviewLine] = []

    init(title: String = "Recipients", sections: [(title: String?, rows: [Row])], maximum: Int? = nil,
         isEditable: Bool = false, isSearchable: Bool = false) {
        self.title = title
        self.sections = sections
        self.maximum = maximum
        self.isEditable = isEditable
        self.isSearchable = isSearchable
        rebuild()
    }

    /// One untitled section of `count` rows, `Item 1` … `Item count`.
    static func numbered(_ count: Int) -> StubPreviewModel {
        StubPreviewModel(title: "Many", sections: [(nil, (1 ... count).map { Row(id: "i\($0)", title: "Item \($0)") })])
    }

    var summary: String { checked.isEmpty ? "None" : "\(checked.count) selected" }
    var lineCount: Int { lines.count }
    func line(at index: Int) -> TerminalPreviewLine { lines[index] }

    mutating func tap(line index: Int) -> TerminalPreviewFeedback {
        guard index < lines.count, let id = lines[index].id,
              let row = sections.flatMap(\.rows).first(where: { $0.id == id }) else {
            return TerminalPreviewFeedback(message: "refused: no such row", isRefusal: true)
        }
        if isEditable, !isEditing { return TerminalPreviewFeedback(message: "refused: not editing", isRefusal: true) }
        if !row.isEnabled { return TerminalPreviewFeedback(message: "refused: disabled", isRefusal: true) }
        if checked.contains(id) {
            checked.remove(id)
        } else {
            if let maximum, checked.count >= maximum {
                return TerminalPreviewFeedback(message: "refused: maximum of \(maximum) reached", isRefusal: true)
            }
            checked.insert(id)
        }
        rebuild()
        return TerminalPreviewFeedback(message: "changed")
    }

    mutating func toggleEditing() -> TerminalPreviewFeedback {
        guard isEditable else { return TerminalPreviewFeedback(message: "refused: no edit mode", isRefusal: true) }
        isEditing.toggle()
        if !isEditing { checked = [] }
        rebuild()
        return TerminalPreviewFeedback(message: isEditing ? "editing" : "done")
    }

    mutating func search(_ query: String) -> TerminalPreviewFeedback {
        searchQuery = query
        searchCount += 1
        rebuild()
        return TerminalPreviewFeedback(message: "")
    }

    mutating func reset() -> TerminalPreviewFeedback {
        checked = []
        isEditing = false
        searchQuery = ""
        rebuild()
        return TerminalPreviewFeedback(message: "reset")
    }

    private mutating func rebuild() {
        lines = []
        for section in sections {
            let rows = section.rows.filter { searchQuery.isEmpty || $0.title.lowercased().contains(searchQuery.lowercased()) }
            guard !rows.isEmpty else { continue }
            if let title = section.title { lines.append(.header(title)) }
            for row in rows {
                lines.append(.row(id: row.id, title: row.title, subtitle: row.subtitle,
                                  isChecked: checked.contains(row.id), isEnabled: row.isEnabled))
            }
        }
    }
}
