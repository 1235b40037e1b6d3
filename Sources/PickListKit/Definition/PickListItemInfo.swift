/// The description of one item: its title and the other per-item spec keys.
public struct PickListItemInfo<Item: PickList>: Hashable, Sendable {
    /// The item described.
    public var item: Item
    /// The text shown in the item's row.
    public var title: String
    /// Secondary text shown under the title, if any.
    public var subtitle: String?
    /// Extra words search matches besides the title's.
    public var keywords: [String]
    /// Whether the item can be selected; a disabled item is shown but never selected.
    public var isEnabled: Bool
    /// The image shown before the title (`symbol` or `image` in the spec), if any.
    public var image: PickListImage?
    /// Whether the item is an action row (`action: true`: "Custom…", "Add Sound…"): a row that
    /// chooses nothing. A tap on it is an action (``PickListOutcome/action``); draw it as a
    /// button, without a checkmark.
    public var isAction: Bool
    /// Whether a tap may select the item: `false` for an item only the app selects
    /// (`selectable: false`), whose taps are refused (``PickListRejection/notSelectable``).
    /// Such an item is drawn as any row, not dimmed.
    public var isSelectable: Bool
    /// How far the row is indented, in levels (`indent` in the spec; 0 for none): a folder
    /// under its account, a sub-option under its option.
    public var indent: Int

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
        self.isAction = isAction
        self.isSelectable = isSelectable
        self.image = image
        self.indent = indent
        self.item = item
        self.title = title
        self.subtitle = subtitle
        self.keywords = keywords
        self.isEnabled = isEnabled
    }
}
