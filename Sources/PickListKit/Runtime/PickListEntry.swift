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
    /// What the row is and does beyond its texts: the same value an enum list's item
    /// carries (``PickListItemInfo/traits``).
    public var traits: PickListRowTraits

    /// Creates a row.
    public init(
        id: ID, title: String, subtitle: String? = nil, isEnabled: Bool = true, keywords: [String] = [],
        image: PickListImage? = nil, isExclusive: Bool = false, isAction: Bool = false, isSelectable: Bool = true, indent: Int = 0
    ) {
        self.init(
            id: id, title: title, subtitle: subtitle,
            traits: PickListRowTraits(
                isEnabled: isEnabled, keywords: keywords, image: image, isExclusive: isExclusive, isAction: isAction,
                isSelectable: isSelectable, indent: indent))
    }

    /// Creates a row with its traits.
    public init(id: ID, title: String, subtitle: String? = nil, traits: PickListRowTraits) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.traits = traits
    }

    /// The same row under another id (a mixed list's ``PickListMixedID``).
    @usableFromInline
    func withID<NewID>(_ id: NewID) -> PickListEntry<NewID> {
        PickListEntry<NewID>(id: id, title: title, subtitle: subtitle, traits: traits)
    }

    /// Whether the row can be selected (``PickListRowTraits/isEnabled``).
    public var isEnabled: Bool {
        get { traits.isEnabled }
        set { traits.isEnabled = newValue }
    }
    /// Extra words search matches besides the title's (``PickListRowTraits/keywords``).
    public var keywords: [String] {
        get { traits.keywords }
        set { traits.keywords = newValue }
    }
    /// The image shown before the title, if any (``PickListRowTraits/image``).
    public var image: PickListImage? {
        get { traits.image }
        set { traits.image = newValue }
    }
    /// Whether the row is exclusive, a "None of these" row (``PickListRowTraits/isExclusive``).
    public var isExclusive: Bool {
        get { traits.isExclusive }
        set { traits.isExclusive = newValue }
    }
    /// Whether the row is an action row, one that chooses nothing
    /// (``PickListRowTraits/isAction``).
    public var isAction: Bool {
        get { traits.isAction }
        set { traits.isAction = newValue }
    }
    /// Whether a tap may select the row (``PickListRowTraits/isSelectable``).
    public var isSelectable: Bool {
        get { traits.isSelectable }
        set { traits.isSelectable = newValue }
    }
    /// How far the row is indented, in levels (``PickListRowTraits/indent``): at most
    /// ``maximumIndent``, a deeper level clamped to it.
    public var indent: Int {
        get { traits.indent }
        set { traits.indent = newValue }
    }
}

extension PickListEntry {
    /// The deepest a row is indented, in levels (10): a spec's `indent` and a preview's rows
    /// file refuse more, and ``indent`` clamps a deeper level to it
    /// (``PickListRowTraits/maximumIndent``).
    public static var maximumIndent: Int { PickListRowTraits.maximumIndent }
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
