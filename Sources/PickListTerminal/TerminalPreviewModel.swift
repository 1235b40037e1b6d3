/// What the interactive terminal view needs of a preview: the list as lines, and the actions
/// a key can take. `PreviewSession` (the model shared with the scripted output) conforms; the
/// terminal layer knows nothing else about it, so it is tested with a small stand-in.
///
/// Lines are read by index and only for the rows on screen, so a model may hold thousands.
package protocol TerminalPreviewModel {
    /// The list's title, the first line of the screen.
    var title: String { get }
    /// Whether the list has an edit mode (`e` toggles it).
    var isEditable: Bool { get }
    var isEditing: Bool { get }
    /// Whether the list can be searched (`/`).
    var isSearchable: Bool { get }
    var searchQuery: String { get }
    /// The bottom toolbar's text: what the list's summary says of the selection.
    var summary: String { get }

    /// How many lines the list shows now (section headers and rows, after the search).
    var lineCount: Int { get }
    /// Line `index`, `0 ..< lineCount`.
    func line(at index: Int) -> TerminalPreviewLine

    /// Taps the row at line `index`.
    mutating func tap(line index: Int) -> TerminalPreviewFeedback
    mutating func toggleEditing() -> TerminalPreviewFeedback
    /// Replaces the search query (the app filters as it is typed).
    mutating func search(_ query: String) -> TerminalPreviewFeedback
    /// Back to the list's default selection (and out of edit mode and search).
    mutating func reset() -> TerminalPreviewFeedback
}

/// One line of the list as the terminal shows it.
package struct TerminalPreviewLine: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case sectionHeader
        /// The space before an untitled section that follows another (a blank line).
        case gap
        /// A row that can be tapped (an item or the all-row).
        case row(isChecked: Bool, isEnabled: Bool, isAllRow: Bool)
    }

    package var kind: Kind
    /// A row's id (nil for a header, a gap and the all-row); the cursor follows it when the
    /// lines change.
    package var id: String?
    package var title: String
    package var subtitle: String?

    package init(kind: Kind, id: String? = nil, title: String, subtitle: String? = nil) {
        self.kind = kind
        self.id = id
        self.title = title
        self.subtitle = subtitle
    }

    package static func header(_ title: String) -> Self { Self(kind: .sectionHeader, title: title) }

    package static var gap: Self { Self(kind: .gap, title: "") }

    package static func row(
        id: String?, title: String, subtitle: String? = nil, isChecked: Bool = false,
        isEnabled: Bool = true, isAllRow: Bool = false
    ) -> Self {
        Self(kind: .row(isChecked: isChecked, isEnabled: isEnabled, isAllRow: isAllRow), id: id, title: title, subtitle: subtitle)
    }

    package var isRow: Bool {
        if case .row = kind { true } else { false }
    }
}

/// What an action did, said on the status line: `"checked Alice Archer"`, or a refusal and
/// why (`"refused: You can choose up to 3."`), which the screen shows as a warning.
package struct TerminalPreviewFeedback: Equatable, Sendable {
    package var message: String
    package var isRefusal: Bool

    package init(message: String, isRefusal: Bool = false) {
        self.message = message
        self.isRefusal = isRefusal
    }
}
