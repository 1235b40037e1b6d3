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

    /// Describes an item.
    public init(
        _ item: Item,
        title: String,
        subtitle: String? = nil,
        keywords: [String] = [],
        isEnabled: Bool = true,
        image: PickListImage? = nil
    ) {
        self.image = image
        self.item = item
        self.title = title
        self.subtitle = subtitle
        self.keywords = keywords
        self.isEnabled = isEnabled
    }
}
