/// One row of a list whose rows come at runtime: what the app supplies for each message,
/// person or file.
///
/// The ``id`` is the row's identity: a selection follows it through updates that move,
/// retitle or re-section the row. Any `Hashable` type serves (a database key, a `UUID`, a
/// file path). An empty title is allowed and shown as it is.
public struct PickListEntry<ID: Hashable & Sendable>: Hashable, Sendable, Identifiable {
    /// The row's identity.
    public var id: ID
    /// The text shown in the row.
    public var title: String
    /// Secondary text shown under the title, if any.
    public var subtitle: String?
    /// Whether the row can be selected. A disabled row is shown but never selected.
    public var isEnabled: Bool
    /// Extra words search matches besides the title's.
    public var keywords: [String]
    /// The image shown before the title (an SF Symbol or an asset), if any.
    public var image: PickListImage?
    /// Multiple-selection lists: whether the row is exclusive, a "None of these" row:
    /// selecting it deselects every other row, selecting another row deselects it, and the
    /// all-row neither selects nor counts it. A single-selection list ignores it.
    public var isExclusive: Bool
    /// Whether the row is an action row ("Add Sound…", "Create List…"): it chooses nothing. A
    /// tap on it changes no selection and returns ``PickListOutcome/action`` with the change
    /// naming the row; nothing selects it, and `{total}`, the all-row, `min` and `max` leave
    /// it out. Draw it as a button row (no checkmark). An action row is neither exclusive nor
    /// selected only by the app: those flags are ignored on it.
    public var isAction: Bool
    /// Whether a tap may select the row: `false` for a row only the app selects (a "Custom"
    /// preset shown checked when the settings match no other). A tap on it is refused
    /// (``PickListRejection/notSelectable``), the all-row neither selects nor counts it, and
    /// the app selects it with `select`. It is drawn as any row, not dimmed.
    public var isSelectable: Bool
    /// How far the row is indented, in levels: 0 at the list's edge, 1 for a row under
    /// another (a folder under its account), at most ``maximumIndent``. Draw it indented; the
    /// rules ignore it. A level outside `0...maximumIndent`, given here or to the initialiser, is
    /// clamped into it: a folder tree deeper than 10 levels draws its deeper folders at 10.
    public var indent: Int {
        didSet { indent = Self.clampedIndent(indent) }
    }

    /// Creates a row.
    public init(
        id: ID, title: String, subtitle: String? = nil, isEnabled: Bool = true, keywords: [String] = [],
        image: PickListImage? = nil, isExclusive: Bool = false, isAction: Bool = false, isSelectable: Bool = true, indent: Int = 0
    ) {
        self.isAction = isAction
        self.isSelectable = isSelectable
        self.image = image
        self.indent = Self.clampedIndent(indent)
        self.isExclusive = isExclusive
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.isEnabled = isEnabled
        self.keywords = keywords
    }

    /// The same row under another id (a mixed list's ``PickListMixedID``): every field but the
    /// id copied, so a field added here must be copied here too.
    @usableFromInline
    func withID<NewID>(_ id: NewID) -> PickListEntry<NewID> {
        PickListEntry<NewID>(
            id: id, title: title, subtitle: subtitle, isEnabled: isEnabled, keywords: keywords, image: image,
            isExclusive: isExclusive, isAction: isAction, isSelectable: isSelectable, indent: indent)
    }
}

/// A titled group of runtime rows: what a table view shows as one section.
public struct PickListEntrySection<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The section header, or `nil` for none.
    public var title: String?
    /// The section's rows in display order.
    public var entries: [PickListEntry<ID>]
    /// Explanatory text shown under the section's rows (a table view's section footer), or
    /// `nil` for none. Shown as given: the app translates it, as it does the rows' titles.
    public var footer: String?

    /// Creates a section.
    public init(title: String?, entries: [PickListEntry<ID>], footer: String? = nil) {
        self.title = title
        self.entries = entries
        self.footer = footer
    }
}

/// A row of a list whose rows come at runtime: the "select all" row or one entry.
///
/// Its cases are all there will be (`@frozen`): code built against a prebuilt PickListKit
/// (library evolution) may switch over them without `@unknown default`.
@frozen
public enum PickListEntryRow<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The "select all" row (lists with `all:` only).
    case all
    /// The row of the entry with this id.
    case entry(ID)

    /// The entry's id; `nil` for the all-row.
    public var id: ID? {
        switch self {
        case .all: nil
        case .entry(let id): id
        }
    }
}

extension PickListEntry {
    /// The deepest a row is indented, in levels (10): a spec's `indent` and a preview's rows
    /// file refuse more, and ``indent`` clamps a deeper level to it.
    public static var maximumIndent: Int { 10 }

    /// `levels` within `0...maximumIndent`.
    static func clampedIndent(_ levels: Int) -> Int {
        min(max(levels, 0), maximumIndent)
    }
}
