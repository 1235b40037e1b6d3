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
        indent: Int = 0
    ) {
        self.image = image
        self.indent = indent
        self.item = item
        self.title = title
        self.subtitle = subtitle
        self.keywords = keywords
        self.isEnabled = isEnabled
    }
}
