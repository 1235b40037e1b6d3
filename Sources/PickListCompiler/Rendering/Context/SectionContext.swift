import Mustache
import PickListKit

/// One displayed section of a list in the template context.
final class SectionContext: ContextLevel {
    static let keys = [
        "index", "isLast", "hasTitle", "title", "titleLiteral", "titleJSON", "items", "itemCount",
        "enabledItemCount", "hasDoc", "docLines", "docJSON", "firstCaseName", "idLines", "titleLines",
        "hasSubtitles", "subtitleLines", "hasKeywords", "keywordLines", "id", "idLiteral", "hasLocalizedID",
        "titleKey", "idLinesBlock", "titleLinesBlock", "subtitleLinesBlock", "keywordLinesBlock",
        "hasFooter", "footer", "footerLiteral", "footerJSON", "footerKey", "hasAppKeys", "appKeysJSON",
    ]

    let section: Spec.Section
    private let index: Int
    private let isLast: Bool
    /// The list-wide position of the section's first item, and the list's item count.
    private let firstOrdinal: Int
    private let listItemCount: Int
    /// The list's translation keys, when it is localized.
    private let keys: PickListLocalizationKeys?
    /// The list's fields (`fields`), which each item gives values of.
    private let fields: [Spec.Field]
    /// The indentation of the lines of the `…LinesBlock` tables: where the built-in `swift`
    /// template writes them (12 spaces; 20 in a list with section titles).
    private let tableIndentation: String

    /// The section's items' levels, made when a template first reads `items`.
    private(set) lazy var itemContexts: [ItemContext] = section.items.indices.map(itemContext(at:))

    /// The level of the item at `indexInSection`.
    func itemContext(at indexInSection: Int) -> ItemContext {
        let ordinal = firstOrdinal + indexInSection
        return ItemContext(
            section.items[indexInSection], index: ordinal, isLast: ordinal == listItemCount - 1,
            indexInSection: indexInSection, isLastInSection: indexInSection == section.items.count - 1, keys: keys,
            fields: fields)
    }

    init(
        _ section: Spec.Section, index: Int, isLast: Bool, firstOrdinal: Int, listItemCount: Int,
        keys: PickListLocalizationKeys? = nil, fields: [Spec.Field] = [], tableIndentation: Int = 12
    ) {
        self.keys = keys
        self.fields = fields
        self.tableIndentation = TextBlock.spaces(tableIndentation)
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
        // The built-in `swift` template's tables, one value each (docs/templates.md).
        case "idLinesBlock":
            TextBlock.joiningTableLines(count: section.items.count, indentation: tableIndentation, text: { section.items[$0].id }) {
                LiteralEscaping.swiftMultilineLine(section.items[$0].id)
            }
        case "titleLinesBlock":
            TextBlock.joiningTableLines(count: section.items.count, indentation: tableIndentation, text: { section.items[$0].title }) {
                ItemContext.tableLine(section.items[$0].title)
            }
        case "hasSubtitles": section.items.contains { $0.subtitle != nil }
        case "hasKeywords": section.items.contains { !$0.keywords.isEmpty }
        case "subtitleLinesBlock": block { ItemContext.tableLine(section.items[$0].subtitle ?? "") }
        case "keywordLinesBlock": block { ItemContext.tableLine(section.items[$0].keywords.joined(separator: "\t")) }
        // Whether the generated `PickListSectionInfo` names the section's id: a localized
        // list's titled sections (the id keys the title's translation).
        case "hasLocalizedID": keys != nil && section.title != nil && section.id != nil
        case "titleLiteral": section.title.map(LiteralEscaping.swiftString) ?? "nil"
        case "index": index
        case "isLast": isLast
        case "hasTitle": section.title != nil
        case "title": section.title ?? ""
        case "titleJSON": section.title.map(LiteralEscaping.jsonString) ?? "null"
        case "items": itemContexts
        case "itemCount": section.items.count
        case "enabledItemCount": section.items.count(where: \.isEnabled)
        // Sections have no doc; answered so that `{{#docLines}}` in a section is never the list's.
        case "hasDoc": false
        case "docLines": [String]()
        case "docJSON": "null"
        // One value per item, each rendered with `{{.}}`: fewer lookups than `titleLine` per
        // item; the `…LinesBlock` keys above hold them as one value (docs/templates.md,
        // "Performance notes").
        case "idLines": section.items.map { RenderedText(ItemContext.idLine($0)) }
        case "titleLines": section.items.map { RenderedText(ItemContext.titleLine($0)) }
        case "subtitleLines": section.items.map { RenderedText(ItemContext.subtitleLine($0)) }
        case "keywordLines": section.items.map { RenderedText(ItemContext.keywordsLine($0)) }
        case "firstCaseName": section.items.first?.caseName ?? ""
        case "id": section.id ?? ""
        case "idLiteral": section.id.map(LiteralEscaping.swiftString) ?? "nil"
        case "titleKey": section.title.flatMap { title in section.id.flatMap { id in keys.map { $0.key(for: $0.sectionTitle(id: id), text: title) } } } ?? ""
        // The text under the section's rows (for a list without sections, the list's footer).
        case "hasFooter": section.footer != nil
        case "footer": section.footer ?? ""
        case "footerLiteral": section.footer.map(LiteralEscaping.swiftString) ?? "nil"
        case "footerJSON": section.footer.map(LiteralEscaping.jsonString) ?? "null"
        case "footerKey": footerKey
        // The app's own keys the spec names (`title_key`, `footer_key`).
        case "hasAppKeys": appKeysJSON != nil
        case "appKeysJSON": appKeysJSON ?? "null"
        default: nil
        }
    }

    /// The translation key of the footer: `<Name>.section.<id>.footer` for a titled section,
    /// `<Name>.footer` for the untitled section of a list without sections; empty when the
    /// list is not localized or the section has no footer.
    private var appKeysJSON: String? {
        LiteralEscaping.jsonObject(["title": section.titleKey, "footer": section.footerKey])
    }

    private var footerKey: String {
        guard let keys, let footer = section.footer else { return "" }
        if section.title == nil { return keys.key(for: keys.listFooter, text: footer) }
        return section.id.map { keys.key(for: keys.sectionFooter(id: $0), text: footer) } ?? ""
    }

    /// One table of the section (a line per item) as one value: each line indented by
    /// ``tableIndentation``, joined by line feeds.
    /// (The lines are read by index: an item is not copied for each.)
    private func block(_ line: (Int) -> String) -> String {
        TextBlock.joining(count: section.items.count, indentation: tableIndentation, line: line)
    }
}
