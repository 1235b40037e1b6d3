import Mustache

/// One old id still accepted when decoding, and the item it now names.
final class RenamedContext: ContextLevel {
    static let keys = ["from", "fromLiteral", "fromJSON", "id", "idJSON", "caseName", "isLast"]

    private let from: String
    private let item: Spec.Item
    private let isLast: Bool

    init(from: String, item: Spec.Item, isLast: Bool) {
        self.from = from
        self.item = item
        self.isLast = isLast
    }

    func child(named name: String) -> Any? {
        RenderedText.wrapping(value(named: name))
    }

    private func value(named name: String) -> Any? {
        switch name {
        case "from": from
        case "fromLiteral": LiteralEscaping.swiftString(from)
        case "fromJSON": LiteralEscaping.jsonString(from)
        case "id": item.id
        case "idJSON": LiteralEscaping.jsonString(item.id)
        case "caseName": item.caseName
        case "isLast": isLast
        default: nil
        }
    }
}
