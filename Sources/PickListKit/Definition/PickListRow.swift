/// A row of a pick list: the "select all" row or one item.
///
/// Its cases are all there will be (`@frozen`): code built against a prebuilt PickListKit
/// (library evolution) may switch over them without `@unknown default`.
@frozen
public enum PickListRow<Item: PickList>: Hashable, Sendable {
    /// The "select all" row (lists with `all:` only).
    case all
    /// The row of an item.
    case item(Item)

    /// The row's text: the item's title, or the all-row's title (translated for a localized
    /// list).
    public var title: String {
        switch self {
        case .all: Item.definition.displayedAllRowTitle
        case .item(let item): item.title
        }
    }

    /// The item of an item row; `nil` for the all-row.
    public var item: Item? {
        switch self {
        case .all: nil
        case .item(let item): item
        }
    }
}
