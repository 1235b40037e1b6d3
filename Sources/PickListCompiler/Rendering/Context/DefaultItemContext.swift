import Mustache

/// One item of a list's default selection in the template context.
final class DefaultItemContext: ContextLevel {
    static let keys = ["id", "idJSON", "caseName", "isLast"]

    let item: Spec.Item
    private let isLast: Bool

    init(_ item: Spec.Item, isLast: Bool) {
        self.item = item
        self.isLast = isLast
    }

    func child(named name: String) -> Any? {
        RenderedText.wrapping(value(named: name))
    }

    private func value(named name: String) -> Any? {
        switch name {
        case "id": item.id
        case "idJSON": LiteralEscaping.jsonString(item.id)
        case "caseName": item.caseName
        case "isLast": isLast
        default: nil
        }
    }
}
