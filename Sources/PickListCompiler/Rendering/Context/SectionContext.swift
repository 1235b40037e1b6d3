import Mustache

/// One displayed section of a list in the template context.
final class SectionContext: ContextLevel {
    static let keys = [
        "index", "isLast", "hasTitle", "title", "titleLiteral", "titleJSON", "items", "itemCount",
        "enabledItemCount", "hasDoc", "docLines", "docJSON", "firstCaseName", "hasDetailItems", "detailItems",
        "titleLines",
    ]

    private let section: Spec.Section
    private let index: Int
    private let isLast: Bool
    private let items: [ItemContext]

    init(_ section: Spec.Section, index: Int, isLast: Bool, items: [ItemContext]) {
        self.section = section
        self.index = index
        self.isLast = isLast
        self.items = items
    }

    func child(named name: String) -> Any? {
        RenderedText.wrapping(value(named: name))
    }

    private func value(named name: String) -> Any? {
        switch name {
        case "index": index
        case "isLast": isLast
        case "hasTitle": section.title != nil
        case "title": section.title ?? ""
        case "titleLiteral": section.title.map(LiteralEscaping.swiftString) ?? "nil"
        case "titleJSON": section.title.map(LiteralEscaping.jsonString) ?? "null"
        case "items": items
        case "itemCount": items.count
        case "enabledItemCount": section.items.count(where: \.isEnabled)
        // Sections have no doc; answered so that `{{#docLines}}` in a section is never the list's.
        case "hasDoc": false
        case "docLines": [String]()
        case "docJSON": "null"
        // One value per item, each rendered with `{{.}}`: far fewer lookups than `titleLine`
        // per item (see docs/templates.md, "Performance notes").
        case "titleLines": section.items.map { RenderedText(ItemContext.titleLine($0)) }
        case "firstCaseName": section.items.first?.caseName ?? ""
        // Items with more than a title (subtitle, keywords, disabled, a title holding a line
        // feed): the `swift` template lists every title as a line of one string literal and
        // restates only these in full.
        case "hasDetailItems": section.items.contains(where: ItemContext.hasDetails)
        case "detailItems": zip(section.items, items).filter { ItemContext.hasDetails($0.0) }.map(\.1)
        default: nil
        }
    }
}
