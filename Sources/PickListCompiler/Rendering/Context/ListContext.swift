import Mustache
import PickListKit

/// One list (one YAML document) in the template context.
final class ListContext: ContextLevel {
    static let keys = ListContextKey.allCases.map(\.name)

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
                firstOrdinal: firstOrdinal, listItemCount: itemCount, keys: keys, fields: spec.fields,
                tableIndentation: hasSectionTitles ? 20 : 12)
        }
    }()
    private lazy var itemContexts: [ItemContext] = sectionContexts.flatMap(\.itemContexts)
    /// The written rows' ids and traits as PickListKit gets them (``ListModel/traits(of:)``),
    /// in display order: the definition's trait tables (exclusive, action, only-the-app,
    /// disabled, indents) are read off these, so what a key means to a row is decided in one
    /// place. Only the traits: a whole row (``ListModel/entry(of:translate:)``) would copy
    /// its texts for every item of every list, and rendering reads none of them here.
    private lazy var rows: [WrittenRow] = spec.sections.flatMap { section in
        section.items.map { WrittenRow(id: $0.id, traits: ListModel.traits(of: $0)) }
    }
    /// Worked out once (templates ask `hasDetailItems`, then `detailItems`), making levels for
    /// these items only: the `swift` template reads nothing else per item.
    private lazy var detailItems: [ItemContext] = sectionContexts.flatMap { section in
        let items = section.section.items
        return items.indices.filter {
            ItemContext.hasDetails(title: items[$0].title, subtitle: items[$0].subtitle, keywords: items[$0].keywords)
        }.map(section.itemContext(at:))
    }


    init(_ spec: Spec, index: Int, isLast: Bool) {
        self.spec = spec
        self.keys = spec.localizationKeys
        self.index = index
        self.isLast = isLast
    }

    func child(named name: String) -> Any? {
        guard let key = ListContextKey(name: name) else { return nil }
        return RenderedText.wrapping(value(of: key))
    }

    /// Every key of the list level (templates/context-keys.json): a key added there does not
    /// compile until it is answered here.
    private func value(of key: ListContextKey) -> Any? {
        switch key {
        case .name: spec.name
        case .caseDeclarationsBlock: CaseDeclarations.block(of: spec, indentation: 4)
        case .titleLiteral: LiteralEscaping.swiftString(spec.title)
        case .selection: spec.selection.rawValue
        case .deselect: spec.deselect
        case .isRequired: spec.required
        case .hasExclusive: rows.contains { $0.traits.isExclusive }
        case .ordersBySelection: spec.order == .selection
        case .hasMinimum: spec.min != nil
        case .hasMaximum: spec.max != nil
        case .hasAllRow: spec.allRow != nil
        case .allRow: AllRowContext(spec.allRow)
        case .editMode: spec.editMode
        case .hasWrittenSummary: spec.summary != Spec.Summary()
        // The spec writes at least one refusal text (generated code then passes those).
        case .hasWrittenMessages: spec.messages != Spec.Messages()
        case .isLocalized: keys != nil
        case .hasSectionTitles: hasSectionTitles
        case .sections: sectionContexts
        case .hasDetailItems: !detailItems.isEmpty
        case .hasDisabled: rows.contains { !$0.traits.isEnabled }
        case .defaultIsAll: spec.defaultSelection == .all
        case .defaultIsItems: defaultKind == "items"
        case .hasRenamed: hasRenamed
        case .isSearchable: spec.searchable
        // A mixed list is generated as its written items' enum (`hasWrittenRows`).
        case .hasRuntimeRows: spec.hasRuntimeRows && !spec.isMixed
        case .hasWrittenRows: !spec.hasRuntimeRows || spec.isMixed
        case .listProtocol: spec.isMixed ? "MixedPickList" : "PickList"
        case .writtenLast: spec.written == .last
        case .keepsWrittenSections: spec.isMixed && spec.writesSections
        case .docLines: LiteralEscaping.docCommentLines(spec.doc)
        case .hasImages: rows.contains { $0.traits.image != nil }
        // Whether an item is indented, and every item's levels in display order (`0, 1, 1`).
        case .hasIndents: rows.contains { $0.traits.indent != 0 }
        case .indentList: Self.listed(rows.map { String($0.traits.indent) })
        // The items whose title (subtitle) is a format, with their arguments (`title_arguments`).
        case .hasTitleArguments: spec.hasItem { $0.titleArguments != nil }
        case .titleArgumentsBlock: Self.argumentsBlock(spec.items.compactMap { item in item.titleArguments.map { (item.id, $0) } })
        case .hasSubtitleArguments: spec.hasItem { $0.subtitleArguments != nil }
        case .subtitleArgumentsBlock: Self.argumentsBlock(spec.items.compactMap { item in item.subtitleArguments.map { (item.id, $0) } })
        case .hasSummaryKeys: !spec.summaryKeys.isEmpty
        case .summaryKeysJSON:
            "{" + PickListSummaryFormat.Text.allCases.compactMap { text in
                spec.summaryKeys[text].map { LiteralEscaping.jsonString(text.rawValue) + ": " + LiteralEscaping.jsonString($0) }
            }.joined(separator: ", ") + "}"
        case .imageLinesBlock: TextBlock.joining(spec.items.map(ItemContext.imageLine), indentation: TextBlock.spaces(12))
        case .hasRuntimeFooter: spec.runtimeFooter != nil
        // `fields`: the attributes the items carry, in the order declared.
        case .hasFields: spec.hasFields
        case .fields: spec.fields.indices.map { FieldContext(spec, field: $0) }
        case .fieldsJSON: "[" + spec.fields.map(\.declarationJSON).joined(separator: ", ") + "]"
        case .hasValues: spec.valueType != nil
        case .valueSwiftType: spec.valueType?.swiftType ?? ""
        case .valueLinesBlock: TextBlock.joining(spec.items.map(ItemContext.valueLine), indentation: TextBlock.spaces(12))
        case .index: index
        case .isLast: isLast
        case .title: spec.title
        case .titleJSON: LiteralEscaping.jsonString(spec.title)
        case .isSingle: spec.selection == .single
        case .isMultiple: spec.selection == .multiple
        case .minimum: spec.min.map(String.init) ?? ""
        case .minimumJSON: spec.min.map(String.init) ?? "null"
        case .maximum: spec.max.map(String.init) ?? ""
        case .maximumJSON: spec.max.map(String.init) ?? "null"
        case .allRowJSON: AllRowContext(spec.allRow).json
        case .hasDoc: spec.doc != nil
        case .docJSON: spec.doc.map(LiteralEscaping.jsonString) ?? "null"
        case .summary: SummaryContext(spec.summary, keys: keys)
        case .hasCustomSummary: SummaryContext.differsFromTheDefaults(spec.summary)
        case .messages: MessagesContext(spec.messages, keys: keys)
        // The spec writes at least one summary text (generated code then passes those).
        case .items: itemContexts
        case .caseDeclarations: CaseDeclarations.lines(of: spec).map(RenderedText.init)
        case .itemCount: spec.sections.reduce(0) { $0 + $1.items.count }
        case .enabledItemCount: spec.sections.reduce(0) { $0 + $1.items.count(where: \.isEnabled) }
        case .default: defaultKind
        case .hasDefault: spec.defaultSelection != .none
        case .defaultItems: defaultItems
        case .defaultCaseList: defaultItems.map { "." + $0.item.caseName }.joined(separator: ", ")
        case .defaultIDList: defaultItems.map { LiteralEscaping.swiftString($0.item.id) }.joined(separator: ", ")
        case .defaultJSON: defaultJSON
        case .renamed: renamed
        case .renamedLines: renamedLines.map(RenderedText.init)
        case .renamedLinesBlock: TextBlock.joining(renamedLines, indentation: TextBlock.spaces(12))
        // One line per item, in display order: `symbol bell.badge`, `asset Logo`, or empty.
        case .imageLines: spec.items.map { RenderedText(ItemContext.imageLine($0)) }
        // `value_type` (`int`, `double`, `string`, `bool`; empty without), and one line per
        // item of the `PickListValues` table.
        case .runtimeFooter: spec.runtimeFooter ?? ""
        case .runtimeFooterLiteral: spec.runtimeFooter.map(LiteralEscaping.swiftString) ?? "nil"
        case .runtimeFooterJSON: spec.runtimeFooter.map(LiteralEscaping.jsonString) ?? "null"
        case .runtimeFooterKey: spec.runtimeFooter.flatMap { footer in keys.map { $0.key(for: $0.listFooter, text: footer) } } ?? ""
        // The language the texts are written in, when it is not PickListKit's default (`en`).
        case .hasLanguage: spec.language.map { $0 != "en" } ?? false
        case .language: spec.language ?? "en"
        case .languageLiteral: LiteralEscaping.swiftString(spec.language ?? "en")
        // `localization: {keys: text}`.
        case .usesTextKeys: spec.localization?.keys == .text
        // The app's own keys the spec names for the list title, the all-row and a runtime footer.
        case .hasAppKeys: appKeysJSON != nil
        case .appKeysJSON: appKeysJSON ?? "null"
        // `searchable: {in: […]}`: the fields search matches, when the spec names them.
        case .hasSearchFields: spec.searchFields != nil
        case .searchFieldList: (spec.searchFields ?? []).map { "." + $0.rawValue }.joined(separator: ", ")
        case .searchFieldsJSON: spec.searchFields.map { LiteralEscaping.jsonStringArray($0.map(\.rawValue)) } ?? "null"
        case .searchFieldsDescription: Self.describe(spec.searchFields ?? PickListSearchField.defaults)
        // `subsets`: the named subsets of the items, in the order written.
        case .hasSubsets: !spec.subsets.isEmpty
        case .subsets: subsetContexts
        case .subsetsJSON: subsetsJSON
        case .hasSummaryForms: !spec.summary.forms.isEmpty
        case .summaryFormsJSON: SummaryContext.formsJSON(spec.summary)
        case .valueType: spec.valueType?.rawValue ?? ""
        case .storesValues: spec.rawValue == .value
        case .rawValue: spec.rawValue.rawValue
        case .hasFallback: spec.fallback != nil
        case .fallback: spec.fallback ?? ""
        case .fallbackCaseName: spec.fallback.flatMap { id in spec.items.first { $0.id == id }?.caseName } ?? ""
        case .fallbackLiteral: spec.fallback.map(LiteralEscaping.swiftString) ?? "nil"
        case .fallbackJSON: spec.fallback.map(LiteralEscaping.jsonString) ?? "null"
        case .hasAbsent: spec.absent != nil
        case .absent: spec.absent ?? ""
        case .absentCaseName: spec.absent.flatMap { id in spec.items.first { $0.id == id }?.caseName } ?? ""
        case .absentJSON: spec.absent.map(LiteralEscaping.jsonString) ?? "null"
        case .hasValueAliases: spec.hasItem { !$0.valueAliases.isEmpty }
        case .valueAliasLines: valueAliasLines.map(RenderedText.init)
        case .valueAliasLinesBlock: TextBlock.joining(valueAliasLines, indentation: TextBlock.spaces(12))
        // The exclusive items' ids as Swift string literals, in display order: `"none"`.
        case .exclusiveIDList: Self.idList(of: rows.filter { $0.traits.isExclusive })
        // The action items (`action: true`) and those only the app selects (`selectable:
        // false`): their ids as Swift string literals, in display order.
        case .hasActions: rows.contains { $0.traits.isAction }
        case .actionIDList: Self.idList(of: rows.filter { $0.traits.isAction })
        case .hasUnselectable: spec.hasUnselectableItems
        case .unselectableIDList: Self.idList(of: rows.filter { !$0.traits.isSelectable })
        // `display` or `selection`.
        case .order: spec.order.rawValue
        case .valueTypeJSON: spec.valueType.map { "\"" + $0.rawValue + "\"" } ?? "null"
        case .valueLines: spec.items.map { RenderedText(ItemContext.valueLine($0)) }
        // Items whose texts a table line cannot hold: the `swift` template lists every item in
        // its section's tables and restates only these in full.
        case .detailItems: detailItems
        case .disabledIDList: Self.idList(of: rows.filter { !$0.traits.isEnabled })
        case .localizationTable: keys?.table ?? ""
        case .localizationArguments: localizationArguments
        case .titleKey: keys.map { $0.key(for: $0.listTitle, text: spec.title) } ?? ""
        case .allRowKey: spec.allRow.flatMap { row in keys.map { $0.key(for: $0.allRowTitle, text: row.effective.title) } } ?? ""
        // Whether the spec writes the rows (an enum, one case per item) or the app supplies
        // them (`rows: runtime`: no sections, items or cases; the type states the behaviour).
        case .rows: spec.rows.rawValue
        // A mixed list (`rows: runtime` beside written rows), and where its written rows go
        // (`first` unless the spec says `last`).
        case .isMixed: spec.isMixed
        case .written: (spec.written ?? PickListWrittenPosition.unspecified).rawValue
        }
    }

    /// Whether the spec writes sections (`sections:`): more than one, or one with a title
    /// (one section without a title is what `items:` describes).
    private var hasSectionTitles: Bool {
        spec.sections.count > 1 || spec.sections.contains { $0.title != nil }
    }

    private var subsetContexts: [SubsetContext] {
        var caseNames: [String: String] = [:]
        for item in spec.items { caseNames[item.id] = item.caseName }
        return spec.subsets.indices.map {
            SubsetContext(spec.subsets[$0], caseNames: caseNames, index: $0, isLast: $0 == spec.subsets.count - 1)
        }
    }

    /// `{"poll": ["fiveMinutes", "oneHour"]}`, or `null` for a list without subsets.
    private var subsetsJSON: String {
        guard !spec.subsets.isEmpty else { return "null" }
        return "{" + spec.subsets.map { LiteralEscaping.jsonString($0.name) + ": " + LiteralEscaping.jsonStringArray($0.ids) }
            .joined(separator: ", ") + "}"
    }

    /// What search matches, in words: `title or keywords`, `title, subtitle or section title`.
    static func describe(_ fields: [PickListSearchField]) -> String {
        let words = fields.map { $0 == .section ? "section title" : $0.rawValue }
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }

    /// One line per renamed id, `former -> current`, each ready for a multi-line string literal.
    private var renamedLines: [String] {
        spec.sections.flatMap { section in
            section.items.flatMap { item in
                item.renamedFrom.map { Self.storedFormLine($0, item.id) }
            }
        }
    }

    /// One line per value alias, `alias -> value`, in display order of the items.
    private var valueAliasLines: [String] {
        spec.items.flatMap { item in
            item.valueAliases.map { alias in Self.storedFormLine(alias.text, item.value?.text ?? "") }
        }
    }

    /// A line of PickListKit's tables of stored forms: `stored -> current`, or the two
    /// separated by a tab when either holds ` -> ` (ids and values hold no control character).
    static func storedFormLine(_ stored: String, _ current: String) -> String {
        let separator = stored.contains(" -> ") || current.contains(" -> ") ? "\t" : " -> "
        return LiteralEscaping.swiftMultilineLine(stored + separator + current)
    }

    /// `name: "Fruit"`, then `, table: "Fruits"` when the spec names a table, `, keys: .text`
    /// for a list keyed by its texts, and the app's own keys (`title_key`, …) as a table of
    /// `stable key<tab>app key` lines.
    private var localizationArguments: String {
        guard let localization = spec.localization else { return "" }
        let table = localization.table.map { ", table: " + LiteralEscaping.swiftString($0) } ?? ""
        let style = localization.keys == .stable ? "" : ", keys: ." + localization.keys.rawValue
        let appKeys = spec.appKeys
        let appKeyTable = appKeys.isEmpty ? "" : ", appKeys: \"\"\"\n" + TextBlock.joining(
            appKeys.map { LiteralEscaping.swiftMultilineLine($0.stableKey) + "\\t" + LiteralEscaping.swiftMultilineLine($0.appKey) },
            indentation: TextBlock.spaces(12)) + "\n" + TextBlock.spaces(12) + "\"\"\""
        return "name: " + LiteralEscaping.swiftString(spec.name) + table + style + appKeyTable
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

    private var appKeysJSON: String? {
        LiteralEscaping.jsonObject(["title": spec.titleKey, "allRowTitle": spec.allRow?.titleKey, "footer": spec.runtimeFooterKey])
    }

    /// The rows' ids as the elements of one of the definition's array arguments.
    private static func idList(of rows: [WrittenRow]) -> RenderedText {
        listed(rows.map { LiteralEscaping.swiftString($0.id) })
    }

    /// The elements of one of the definition's array arguments (`indents: [...]`, at 8 spaces),
    /// on the argument's line while short, broken into lines when long (``ArrayLiteralLayout``).
    private static func listed(_ elements: [String]) -> RenderedText {
        RenderedText(ArrayLiteralLayout.elements(elements, indentation: 8))
    }

    /// A written row as the definition's trait tables see it.
    private struct WrittenRow {
        let id: String
        let traits: PickListRowTraits
    }
}

extension ListContext {
    /// The lines of the built-in template's `titleArguments:` dictionary: `"eightHours": [8],`.
    static func argumentsBlock(_ items: [(id: String, arguments: [PickListFormatArgument])]) -> String {
        TextBlock.joining(
            items.map { LiteralEscaping.swiftString($0.id) + ": " + ItemContext.argumentsLiteral($0.arguments) + "," },
            indentation: TextBlock.spaces(12))
    }
}
