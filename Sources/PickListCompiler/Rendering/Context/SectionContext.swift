import Mustache
import PickListKit

/// One displayed section of a list in the template context.
final class SectionContext: ContextLevel {
    static let keys = [
        "index", "isLast", "hasTitle", "title", "titleLiteral", "titleJSON", "items", "itemCount",
        "enabledItemCount", "hasDoc", "docLines", "docJSON", "firstCaseName", "idLines", "titleLines",
        "hasSubtitles", "subtitleLines", "hasKeywords", "keywordLines", "id", "idLiteral", "hasLocalizedID",
        "titleKey",
    ]

    let section: Spec.Section
    private let index: Int
    private let isLast: Bool
    /// The list-wide position of the section's first item, and the list's item count.
    private let firstOrdinal: Int
    private let listItemCount: Int
    /// The list's translation keys, when it is localized.
    private let keys: PickListLocalizationKeys?

    /// The section's items' levels, made when a template first reads `items`.
    private(set) lazy var itemContexts: [ItemContext] = section.items.indices.map(itemContext(at:))

    /// The level of the item at `indexInSection`.
    func itemContext(at indexInSection: Int) -> ItemContext {
        let ordinal = firstOrdinal + indexInSection
        return ItemContext(
            section.items[indexInSection], index: ordinal, isLast: ordinal == listItemCount - 1,
            indexInSection: indexInSection, isLastInSection: indexInSection == section.items.count - 1, keys: keys)
    }

    init(
        _ section: Spec.Section, index: Int, isLast: Bool, firstOrdinal: Int, listItemCount: Int,
        keys: PickListLocalizationKeys? = nil
    ) {
        self.keys = keys
        self.section = section
        self.index = index
        self.isLast = isLast
        self.firstOrdinal = firstOrdinal
        self.listItemCount = listItemCount
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
        case "items": itemContexts
        case "itemCount": section.items.count
        case "enabledItemCount": section.items.count(where: \.isEnabled)
        // Sections have no doc; answered so that `{{#docLines}}` in a section is never the list's.
        case "hasDoc": false
        case "docLines": [String]()
        case "docJSON": "null"
        // One value per item, each rendered with `{{.}}`: far fewer lookups than `titleLine`
        // per item (see docs/templates.md, "Performance notes").
        case "idLines": section.items.map { RenderedText(ItemContext.idLine($0)) }
        case "titleLines": section.items.map { RenderedText(ItemContext.titleLine($0)) }
        case "hasSubtitles": section.items.contains { $0.subtitle != nil }
        case "subtitleLines": section.items.map { RenderedText(ItemContext.subtitleLine($0)) }
        case "hasKeywords": section.items.contains { !$0.keywords.isEmpty }
        case "keywordLines": section.items.map { RenderedText(ItemContext.keywordsLine($0)) }
        case "firstCaseName": section.items.first?.caseName ?? ""
        case "id": section.id ?? ""
        case "idLiteral": section.id.map(LiteralEscaping.swiftString) ?? "nil"
        // Whether the generated `PickListSectionInfo` names the section's id: a localized
        // list's titled sections (the id keys the title's translation).
        case "hasLocalizedID": keys != nil && section.title != nil && section.id != nil
        case "titleKey": section.title == nil ? "" : section.id.flatMap { keys?.sectionTitle(id: $0) } ?? ""
        default: nil
        }
    }
}
