import Mustache
import PickListKit

/// One list (one YAML document) in the template context.
final class ListContext: ContextLevel {
    static let keys = [
        "index", "isLast", "name", "title", "titleLiteral", "titleJSON", "selection", "isSingle", "isMultiple",
        "deselect", "hasMinimum", "minimum", "minimumJSON", "hasMaximum", "maximum", "maximumJSON",
        "hasAllRow", "allRow", "allRowJSON", "editMode", "isSearchable", "hasDoc", "docLines", "docJSON",
        "summary", "hasCustomSummary", "hasWrittenSummary", "sections", "hasSectionTitles", "items", "itemCount", "enabledItemCount",
        "default", "hasDefault", "defaultIsAll", "defaultIsItems", "defaultItems", "defaultCaseList", "defaultIDList",
        "defaultJSON", "hasRenamed", "renamed", "renamedLines", "caseDeclarations", "hasDetailItems", "detailItems",
        "hasDisabled", "disabledIDList", "isLocalized", "localizationTable", "localizationArguments",
        "titleKey", "allRowKey", "rows", "hasRuntimeRows", "hasWrittenRows",
    ]

    private let spec: Spec
    /// The list's translation keys, when it is localized.
    private let keys: PickListLocalizationKeys?
    private let index: Int
    private let isLast: Bool
    /// Built when first asked for, once. Item levels are made by their sections when a
    /// template first reads them (the built-in `swift` template reads only the few
    /// `detailItems`); `items` hands out the sections' `items` objects.
    private lazy var sectionContexts: [SectionContext] = {
        let itemCount = spec.sections.reduce(0) { $0 + $1.items.count }
        var firstOrdinal = 0
        return spec.sections.indices.map { sectionIndex in
            let section = spec.sections[sectionIndex]
            defer { firstOrdinal += section.items.count }
            return SectionContext(
                section, index: sectionIndex, isLast: sectionIndex == spec.sections.count - 1,
                firstOrdinal: firstOrdinal, listItemCount: itemCount, keys: keys)
        }
    }()
    private lazy var itemContexts: [ItemContext] = sectionContexts.flatMap(\.itemContexts)
    /// Worked out once (templates ask `hasDetailItems`, then `detailItems`), making levels for
    /// these items only: the `swift` template reads nothing else per item.
    private lazy var detailItems: [ItemContext] = sectionContexts.flatMap { section in
        section.section.items.indices
            .filter { ItemContext.hasDetails(section.section.items[$0]) }
            .map(section.itemContext(at:))
    }

    init(_ spec: Spec, index: Int, isLast: Bool) {
        self.spec = spec
        self.keys = spec.localizationKeys
        self.index = index
        self.isLast = isLast
    }

    func child(named name: String) -> Any? {
        RenderedText.wrapping(value(named: name))
    }

    private func value(named name: String) -> Any? {
        switch name {
        case "index": index
        case "isLast": isLast
        case "name": spec.name
        case "title": spec.title
        case "titleLiteral": LiteralEscaping.swiftString(spec.title)
        case "titleJSON": LiteralEscaping.jsonString(spec.title)
        case "selection": spec.selection.rawValue
        case "isSingle": spec.selection == .single
        case "isMultiple": spec.selection == .multiple
        case "deselect": spec.deselect
        case "hasMinimum": spec.min != nil
        case "minimum": spec.min.map(String.init) ?? ""
        case "minimumJSON": spec.min.map(String.init) ?? "null"
        case "hasMaximum": spec.max != nil
        case "maximum": spec.max.map(String.init) ?? ""
        case "maximumJSON": spec.max.map(String.init) ?? "null"
        case "hasAllRow": spec.allRow != nil
        case "allRow": AllRowContext(spec.allRow)
        case "allRowJSON": AllRowContext(spec.allRow).json
        case "editMode": spec.editMode
        case "isSearchable": spec.searchable
        case "hasDoc": spec.doc != nil
        case "docLines": LiteralEscaping.docCommentLines(spec.doc)
        case "docJSON": spec.doc.map(LiteralEscaping.jsonString) ?? "null"
        case "summary": SummaryContext(spec.summary, keys: keys)
        case "hasCustomSummary": SummaryContext.differsFromTheDefaults(spec.summary)
        // The spec writes at least one summary text (generated code then passes those).
        case "hasWrittenSummary": spec.summary != Spec.Summary()
        case "sections": sectionContexts
        case "hasSectionTitles": spec.sections.contains { $0.title != nil }
        case "items": itemContexts
        case "caseDeclarations": caseDeclarations
        case "itemCount": spec.sections.reduce(0) { $0 + $1.items.count }
        case "enabledItemCount": spec.sections.reduce(0) { $0 + $1.items.count(where: \.isEnabled) }
        case "default": defaultKind
        case "hasDefault": spec.defaultSelection != .none
        case "defaultIsAll": spec.defaultSelection == .all
        case "defaultIsItems": defaultKind == "items"
        case "defaultItems": defaultItems
        case "defaultCaseList": defaultItems.map { "." + $0.item.caseName }.joined(separator: ", ")
        case "defaultIDList": defaultItems.map { LiteralEscaping.swiftString($0.item.id) }.joined(separator: ", ")
        case "defaultJSON": defaultJSON
        case "hasRenamed": hasRenamed
        case "renamed": renamed
        case "renamedLines": renamed.map { RenderedText(LiteralEscaping.swiftMultilineLine("\($0.from) -> \($0.itemContext.item.id)")) }
        // Items whose texts a table line cannot hold: the `swift` template lists every item in
        // its section's tables and restates only these in full.
        case "hasDetailItems": !detailItems.isEmpty
        case "detailItems": detailItems
        case "hasDisabled": spec.items.contains { !$0.isEnabled }
        case "disabledIDList": spec.items.filter { !$0.isEnabled }.map { LiteralEscaping.swiftString($0.id) }.joined(separator: ", ")
        case "isLocalized": keys != nil
        case "localizationTable": keys?.table ?? ""
        case "localizationArguments": localizationArguments
        case "titleKey": keys?.listTitle ?? ""
        case "allRowKey": spec.allRow == nil ? "" : keys?.allRowTitle ?? ""
        // Whether the spec writes the rows (an enum, one case per item) or the app supplies
        // them (`rows: runtime`: no sections, items or cases; the type states the behaviour).
        case "rows": spec.rows.rawValue
        case "hasRuntimeRows": spec.hasRuntimeRows
        case "hasWrittenRows": !spec.hasRuntimeRows
        default: nil
        }
    }

    /// The enum's body, one value per line, each rendered with `{{.}}`: one cheap lookup per
    /// line instead of several per item.
    ///
    /// Consecutive items without a doc share one `case` declaration, one case per line
    /// (`case design,` / `     testing`); an item with a doc gets a declaration of its own
    /// after its comment lines (a doc comment on a declaration of several cases documents
    /// none of them). Fewer declarations matter at scale: swiftc 6.3.1 type-checks an enum in
    /// time quadratic in its number of `case` declarations (40 000 declarations of one case
    /// take 10.5 s, one declaration of 40 000 cases 0.7 s; docs/design.md).
    private var caseDeclarations: [RenderedText] {
        let items = spec.items
        let docLines = items.map { LiteralEscaping.docCommentLines($0.doc) }
        var lines: [RenderedText] = []
        lines.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            for line in docLines[index] { lines.append(RenderedText(line)) }
            let startsDeclaration = index == 0 || !docLines[index].isEmpty || !docLines[index - 1].isEmpty
            let continues = index + 1 < items.count && docLines[index + 1].isEmpty && docLines[index].isEmpty
            let name = item.caseName + (continues ? "," : "")
            lines.append(RenderedText(startsDeclaration ? "case " + name : "     " + name))
        }
        return lines
    }

    /// `name: "Fruit"`, then `, table: "Fruits"` when the spec names a table.
    private var localizationArguments: String {
        guard spec.localization != nil else { return "" }
        let table = spec.localization?.table.map { ", table: " + LiteralEscaping.swiftString($0) } ?? ""
        return "name: " + LiteralEscaping.swiftString(spec.name) + table
    }

    private var defaultKind: String {
        switch spec.defaultSelection {
        case .none: "none"
        case .items: "items"
        case .all: "all"
        }
    }

    /// The default items in display order, whatever order the spec wrote them in; for
    /// `default: all`, every enabled item (what `Selection()` starts with).
    private var defaultItems: [DefaultItemContext] {
        let selected: [ItemContext]
        switch spec.defaultSelection {
        case .none:
            return []
        case .all:
            selected = itemContexts.filter(\.item.isEnabled)
        case .items(let ids):
            let wanted = Set(ids)
            selected = itemContexts.filter { wanted.contains($0.item.id) }
        }
        return selected.indices.map { DefaultItemContext(selected[$0], index: $0, isLast: $0 == selected.count - 1) }
    }

    private var defaultJSON: String {
        switch spec.defaultSelection {
        case .none: "null"
        case .all: #""all""#
        case .items: LiteralEscaping.jsonStringArray(defaultItems.map(\.item.id))
        }
    }

    private var hasRenamed: Bool {
        spec.sections.contains { $0.items.contains { !$0.renamedFrom.isEmpty } }
    }

    /// Old ids still accepted when decoding, in display order of the items they now name.
    private var renamed: [RenamedContext] {
        let pairs = itemContexts.flatMap { item in item.item.renamedFrom.map { (old: $0, item: item) } }
        return pairs.indices.map {
            RenamedContext(from: pairs[$0].old, item: pairs[$0].item, index: $0, isLast: $0 == pairs.count - 1)
        }
    }
}
