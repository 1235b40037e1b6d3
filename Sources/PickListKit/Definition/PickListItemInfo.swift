/// The description of one item: its texts and its traits (the other per-item spec keys).
public struct PickListItemInfo<Item: PickList>: Hashable, Sendable {
    /// The item described.
    public var item: Item
    /// The text shown in the item's row.
    public var title: String
    /// Secondary text shown under the title, if any.
    public var subtitle: String?
    /// What the item is and does beyond its texts (`disabled`, `exclusive`, `action`,
    /// `selectable`, `indent`, `symbol` or `image`, `keywords` in the spec): the same value a
    /// runtime row carries (``PickListEntry/traits``).
    public var traits: PickListRowTraits

    /// Describes an item.
    public init(
        _ item: Item,
        title: String,
        subtitle: String? = nil,
        keywords: [String] = [],
        isEnabled: Bool = true,
        image: PickListImage? = nil,
        isAction: Bool = false,
        isSelectable: Bool = true,
        indent: Int = 0
    ) {
        self.init(
            item, title: title, subtitle: subtitle,
            traits: PickListRowTraits(
                isEnabled: isEnabled, keywords: keywords, image: image, isAction: isAction, isSelectable: isSelectable,
                indent: indent))
    }

    /// Describes an item with its traits.
    public init(_ item: Item, title: String, subtitle: String? = nil, traits: PickListRowTraits) {
        self.item = item
        self.title = title
        self.subtitle = subtitle
        self.traits = traits
    }

    /// Extra words search matches besides the title's (``PickListRowTraits/keywords``).
    public var keywords: [String] {
        get { traits.keywords }
        set { traits.keywords = newValue }
    }
    /// Whether the item can be selected; a disabled item is shown but never selected
    /// (``PickListRowTraits/isEnabled``).
    public var isEnabled: Bool {
        get { traits.isEnabled }
        set { traits.isEnabled = newValue }
    }
    /// The image shown before the title (`symbol` or `image` in the spec), if any
    /// (``PickListRowTraits/image``).
    public var image: PickListImage? {
        get { traits.image }
        set { traits.image = newValue }
    }
    /// Whether the item is an action row (`action: true`): a row that chooses nothing
    /// (``PickListRowTraits/isAction``).
    public var isAction: Bool {
        get { traits.isAction }
        set { traits.isAction = newValue }
    }
    /// Whether a tap may select the item: `false` for an item only the app selects
    /// (`selectable: false`, ``PickListRowTraits/isSelectable``).
    public var isSelectable: Bool {
        get { traits.isSelectable }
        set { traits.isSelectable = newValue }
    }
    /// How far the row is indented, in levels (`indent` in the spec; 0 for none,
    /// ``PickListRowTraits/indent``).
    public var indent: Int {
        get { traits.indent }
        set { traits.indent = newValue }
    }
}
