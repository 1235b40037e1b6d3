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
    /// Whether the selection satisfies the list's bounds, for a list that has some
    /// (`min`, `max`, `required`); `nil` for a list without (nothing to show).
    var validity: Bool? { get }

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
    /// The Select All button's title (`Select All`, `Deselect All`) of a list with
    /// `all: {row: false}`, drawn on the title line; `nil` for a list without the button.
    var allButtonTitle: String? { get }
    /// Presses the Select All button (`a`): the list's `toggleAll()`.
    mutating func toggleAll() -> TerminalPreviewFeedback
}

extension TerminalPreviewModel {
    /// No Select All button.
    package var allButtonTitle: String? { nil }

    /// A list without a Select All button refuses `a`.
    package mutating func toggleAll() -> TerminalPreviewFeedback {
        TerminalPreviewFeedback(message: "this list has no Select All button (all: {row: false} in the spec)", isRefusal: true)
    }
}

/// One line of the list as the terminal shows it.
package struct TerminalPreviewLine: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case sectionHeader
        /// The space before an untitled section that follows another (a blank line).
        case gap
        /// A row that can be tapped (an item or the all-row).
        case row(isChecked: Bool, isEnabled: Bool, isAllRow: Bool)
        /// The explanatory text under a section's rows (its `footer`).
        case footer
    }

    package var kind: Kind
    /// A row's id (nil for a header, a gap and the all-row); the cursor follows it when the
    /// lines change.
    package var id: String?
    package var title: String
    package var subtitle: String?
    /// The image before a row's title, as a terminal can show it: its name (`bell.badge`).
    package var image: String?
    /// A swatch's colours before a row's title (`#RRGGBBAA` each), drawn as coloured blocks;
    /// empty for a row without one (whose ``image`` is its name).
    package var swatch: [String] = []
    /// The all-row while some but not all items are selected (drawn with a dash).
    package var isMixed: Bool
    /// An exclusive row ("None of these"), marked after its title.
    package var isExclusive: Bool = false
    /// An action row ("Add Sound…"): a button, drawn without a checkmark.
    package var isAction: Bool = false
    /// A row only the app selects (`selectable: false`): drawn as any row, marked after its
    /// title.
    package var isAppOnly: Bool = false
    /// How far the row is indented, in levels (`indent`): two columns a level.
    package var indent: Int = 0

    package init(
        kind: Kind, id: String? = nil, title: String, subtitle: String? = nil, image: String? = nil, isMixed: Bool = false
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.isMixed = isMixed
    }

    package static func header(_ title: String) -> Self { Self(kind: .sectionHeader, title: title) }

    package static func footer(_ text: String) -> Self { Self(kind: .footer, title: text) }

    package static var gap: Self { Self(kind: .gap, title: "") }

    package static func row(
        id: String?, title: String, subtitle: String? = nil, isChecked: Bool = false,
        isEnabled: Bool = true, isAllRow: Bool = false, image: String? = nil, isMixed: Bool = false,
        isExclusive: Bool = false, isAction: Bool = false, isAppOnly: Bool = false, indent: Int = 0
    ) -> Self {
        var line = Self(
            kind: .row(isChecked: isChecked, isEnabled: isEnabled, isAllRow: isAllRow), id: id, title: title, subtitle: subtitle,
            image: image, isMixed: isMixed)
        line.isExclusive = isExclusive
        line.isAction = isAction
        line.isAppOnly = isAppOnly
        line.indent = indent
        return line
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

extension TerminalPreviewModel {
    /// No bounds to show, unless the model says otherwise.
    package var validity: Bool? { nil }
}
