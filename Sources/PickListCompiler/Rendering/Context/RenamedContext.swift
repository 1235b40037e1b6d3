import Mustache

/// One old id still accepted when decoding, and the item it now names.
///
/// Besides `from` (the old id) it answers every key of that item (``ItemContext``), so
/// `{{title}}` inside `{{#renamed}}` is the item's title, never the list's; `index` and
/// `isLast` are its position among the renamed ids.
final class RenamedContext: ContextLevel {
    static let keys = ["from", "fromLiteral", "fromJSON"] + ItemContext.keys

    let from: String
    let itemContext: ItemContext
    private let index: Int
    private let isLast: Bool

    init(from: String, item itemContext: ItemContext, index: Int, isLast: Bool) {
        self.from = from
        self.itemContext = itemContext
        self.index = index
        self.isLast = isLast
    }

    func child(named name: String) -> Any? {
        switch name {
        case "from": RenderedText(from)
        case "fromLiteral": RenderedText(LiteralEscaping.swiftString(from))
        case "fromJSON": RenderedText(LiteralEscaping.jsonString(from))
        case "index": index
        case "isLast": isLast
        default: itemContext.child(named: name)
        }
    }
}
