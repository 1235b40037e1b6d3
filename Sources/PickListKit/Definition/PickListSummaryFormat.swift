/// The texts describing a selection (`summary` in the spec), used by
/// ``PickListSelection/summary``.
///
/// Each text may use the placeholders `{count}` (number of selected items), `{total}` (number
/// of enabled items) and `{title}` (the selected items' titles joined with `, `; for one
/// item, its title).
public struct PickListSummaryFormat: Hashable, Sendable {
    /// The text when nothing is selected; `nil` means the empty string.
    public var none: String?
    /// The text when one item is selected; `nil` means `{title}`.
    public var one: String?
    /// The text when several items are selected; `nil` means `{count} selected`.
    public var other: String?
    /// The text when every enabled item (more than one) is selected; `nil` means ``other``.
    public var all: String?

    /// Creates summary texts; omitted texts fall back as described on each property.
    public init(none: String? = nil, one: String? = nil, other: String? = nil, all: String? = nil) {
        self.none = none
        self.one = one
        self.other = other
        self.all = all
    }
}
