/// A group of items as the spec declares it (an entry of `sections`, or the whole `items`).
///
/// A list without sections is described by one `PickListSectionInfo` whose title is `nil`.
public struct PickListSectionInfo<Item: PickList>: Hashable, Sendable {
    /// The section header, or `nil` for the one untitled section of a list without sections.
    public var title: String?
    /// The section's items in display order.
    public var items: [PickListItemInfo<Item>]

    /// Describes a section.
    public init(title: String?, items: [PickListItemInfo<Item>]) {
        self.title = title
        self.items = items
    }
}
