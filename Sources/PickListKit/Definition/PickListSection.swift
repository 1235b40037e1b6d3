/// A displayed section of a pick list: what a table view shows as one section.
///
/// For a list with sections and an all-row, the all-row is a section of its own with a `nil`
/// title, before or after the item sections.
public struct PickListSection<Item: PickList>: Hashable, Sendable {
    /// The section header, or `nil` for none.
    public var title: String?
    /// The section's rows in display order.
    public var rows: [PickListRow<Item>]
    /// Explanatory text shown under the rows (`footer` in the spec: a section's, or for a list
    /// without sections the list's), or `nil` for none; translated for a localized list.
    public var footer: String?

    /// Creates a section.
    public init(title: String?, rows: [PickListRow<Item>], footer: String? = nil) {
        self.footer = footer
        self.title = title
        self.rows = rows
    }
}
