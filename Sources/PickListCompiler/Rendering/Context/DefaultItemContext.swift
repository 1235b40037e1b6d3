import Mustache

/// One item of a list's default selection in the template context.
///
/// It answers every key of the item (``ItemContext``), so `{{title}}` inside `{{#defaultItems}}`
/// is the item's title, never the list's; `index` and `isLast` are its position among the
/// default items.
final class DefaultItemContext: ContextLevel {
    static let keys = ItemContext.keys

    let item: Spec.Item
    private let itemContext: ItemContext
    private let index: Int
    private let isLast: Bool

    init(_ itemContext: ItemContext, index: Int, isLast: Bool) {
        self.item = itemContext.item
        self.itemContext = itemContext
        self.index = index
        self.isLast = isLast
    }

    func child(named name: String) -> Any? {
        switch name {
        case "index": index
        case "isLast": isLast
        default: itemContext.child(named: name)
        }
    }
}
