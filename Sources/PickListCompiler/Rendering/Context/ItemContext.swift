import Mustache
import PickListKit

/// One item of a list in the template context.
final class ItemContext: ContextLevel {
    static let keys = ItemContextKey.allCases.map(\.name)

    let item: Spec.Item
    private let index: Int
    private let isLast: Bool
    private let indexInSection: Int
    private let isLastInSection: Bool
    /// The list's translation keys, when it is localized.
    private let keys: PickListLocalizationKeys?
    /// The list's fields (`fields`), which the item gives values of.
    private let fields: [Spec.Field]
    /// The item's row as PickListKit gets it (``ListModel/entry(of:translate:)``): its traits
    /// are read from here.
    private lazy var row = ListModel.entry(of: item)

    init(
        _ item: Spec.Item, index: Int, isLast: Bool, indexInSection: Int, isLastInSection: Bool,
        keys: PickListLocalizationKeys? = nil, fields: [Spec.Field] = []
    ) {
        self.keys = keys
        self.fields = fields
        self.item = item
        self.index = index
        self.isLast = isLast
        self.indexInSection = indexInSection
        self.isLastInSection = isLastInSection
    }

    func child(named name: String) -> Any? {
        guard let key = ItemContextKey(name: name) else { return nil }
        return RenderedText.wrapping(value(of: key))
    }

    /// Every key of the item level (templates/context-keys.json): a key added there does not
    /// compile until it is answered here.
    private func value(of key: ItemContextKey) -> Any? {
        switch key {
        case .caseName: item.caseName
        case .titleLiteral: LiteralEscaping.swiftString(item.title)
        case .titleLine: Self.titleLine(item)
        case .idLine: Self.idLine(item)
        case .subtitleLine: Self.subtitleLine(item)
        case .keywordsLine: Self.keywordsLine(item)
        case .hasDetails: Self.hasDetails(item)
        case .needsRawValue: Self.needsRawValue(item)
        case .docLines: LiteralEscaping.docCommentLines(item.doc)
        case .idJSON: LiteralEscaping.jsonString(item.id)
        case .titleJSON: LiteralEscaping.jsonString(item.title)
        case .subtitleJSON: item.subtitle.map(LiteralEscaping.jsonString) ?? "null"
        case .keywordsJSON: LiteralEscaping.jsonStringArray(item.keywords)
        case .isEnabled: row.isEnabled
        case .isExclusive: row.isExclusive
        case .isAction: row.isAction
        case .isSelectable: row.isSelectable
        // How many levels the row is indented (0 for none).
        case .hasIndent: row.indent != 0
        case .indent: String(row.indent)
        // A title (subtitle) that is a format: its arguments, and the text shown.
        case .hasTitleArguments: item.titleArguments != nil
        case .titleArgumentsJSON: item.titleArguments.map(Self.argumentsJSON) ?? "null"
        case .shownTitleJSON: LiteralEscaping.jsonString(row.title)
        case .hasSubtitleArguments: item.subtitleArguments != nil
        case .subtitleArgumentsJSON: item.subtitleArguments.map(Self.argumentsJSON) ?? "null"
        case .shownSubtitleJSON: row.subtitle.map(LiteralEscaping.jsonString) ?? "null"
        case .renamedFromJSON: LiteralEscaping.jsonStringArray(item.renamedFrom)
        case .docJSON: item.doc.map(LiteralEscaping.jsonString) ?? "null"
        case .isLastInSection: isLastInSection
        case .index: index
        case .isLast: isLast
        case .indexInSection: indexInSection
        case .id: item.id
        case .idLiteral: LiteralEscaping.swiftString(item.id)
        case .title: item.title
        case .hasSubtitle: item.subtitle != nil
        case .subtitle: item.subtitle ?? ""
        case .subtitleLiteral: item.subtitle.map(LiteralEscaping.swiftString) ?? "nil"
        case .hasKeywords: !item.keywords.isEmpty
        case .keywords: item.keywords
        case .keywordsLiteral: LiteralEscaping.swiftStringArray(item.keywords)
        case .hasRenamedFrom: !item.renamedFrom.isEmpty
        case .hasDoc: item.doc != nil
        case .caseDeclaration: Self.caseDeclaration(item)
        case .titleKey: keys.map { $0.key(for: $0.itemTitle(id: item.id), text: item.title) } ?? ""
        case .subtitleKey: item.subtitle.flatMap { subtitle in keys.map { $0.key(for: $0.itemSubtitle(id: item.id), text: subtitle) } } ?? ""
        case .hasImage: item.image != nil
        case .hasSymbol: Self.symbolName(item) != nil
        case .symbol: Self.symbolName(item) ?? ""
        case .hasAsset: Self.assetName(item) != nil
        case .asset: Self.assetName(item) ?? ""
        case .imageLiteral: Self.imageLiteral(item)
        case .imageJSON: Self.imageJSON(item)
        case .imageLine: Self.imageLine(item)
        case .hasFields: !fields.isEmpty
        case .fieldsJSON: item.fieldsJSON(fields)
        case .hasValue: item.value != nil
        case .value: item.value?.text ?? ""
        case .valueLiteral: Self.valueLiteral(item)
        case .valueJSON: Self.valueJSON(item)
        case .valueLine: Self.valueLine(item)
        // The app's own keys the spec names (`title_key`, `subtitle_key`).
        case .hasAppKeys: appKeysJSON != nil
        case .appKeysJSON: appKeysJSON ?? "null"
        case .hasValueAliases: !item.valueAliases.isEmpty
        case .valueAliasesJSON: "[" + item.valueAliases.map { Self.valueJSON($0) }.joined(separator: ", ") + "]"
        }
    }

    /// The SF Symbol's name of an item with `symbol`.
    static func symbolName(_ item: Spec.Item) -> String? {
        if case .symbol(let name) = item.image { name } else { nil }
    }

    /// The asset's name of an item with `image`.
    static func assetName(_ item: Spec.Item) -> String? {
        if case .asset(let name) = item.image { name } else { nil }
    }

    /// The value as a Swift literal: `30`, `0.5`, `true`, `"Quarterly"`; `nil` without one.
    static func valueLiteral(_ item: Spec.Item) -> String {
        switch item.value {
        case .string(let text): LiteralEscaping.swiftString(text)
        case let value?: value.text
        case nil: "nil"
        }
    }

    /// The value as JSON: `30`, `0.5`, `true`, `"Quarterly"`; `null` without one.
    static func valueJSON(_ item: Spec.Item) -> String {
        item.value.map(valueJSON) ?? "null"
    }

    /// A value as JSON: `30`, `0.5`, `true`, `"Quarterly"`.
    static func valueJSON(_ value: Spec.Value) -> String {
        if case .string(let text) = value { LiteralEscaping.jsonString(text) } else { value.text }
    }

    /// The value as one line of the generated `PickListValues` table, as Swift's
    /// `LosslessStringConvertible` reads it back (validation keeps values on one line).
    static func valueLine(_ item: Spec.Item) -> String {
        LiteralEscaping.swiftMultilineLine(item.value?.text ?? "")
    }

    /// The image as Swift: `.symbol("bell.badge")`, `.asset("Logo")`, or `nil`.
    static func imageLiteral(_ item: Spec.Item) -> String {
        switch item.image {
        case .symbol(let name): ".symbol(" + LiteralEscaping.swiftString(name) + ")"
        case .asset(let name): ".asset(" + LiteralEscaping.swiftString(name) + ")"
        case .swatch(let colors):
            ".swatch([" + colors.map {
                "PickListColor(redByte: \($0.redByte), greenByte: \($0.greenByte), blueByte: \($0.blueByte), alphaByte: \($0.alphaByte))"
            }.joined(separator: ", ") + "])"
        case nil: "nil"
        }
    }

    /// The image as JSON: `{"symbol": "bell.badge"}`, `{"asset": "Logo"}`, or `null`.
    static func imageJSON(_ item: Spec.Item) -> String {
        switch item.image {
        case .symbol(let name): #"{"symbol": "# + LiteralEscaping.jsonString(name) + "}"
        case .asset(let name): #"{"asset": "# + LiteralEscaping.jsonString(name) + "}"
        case .swatch(let colors): #"{"swatch": "# + LiteralEscaping.jsonStringArray(colors.map(\.hex)) + "}"
        case nil: "null"
        }
    }

    /// The image as one line of the definition's `images` table: `symbol bell.badge`,
    /// `asset Logo`, or empty for none (validation keeps names on one line).
    static func imageLine(_ item: Spec.Item) -> String {
        switch item.image {
        case .symbol(let name): LiteralEscaping.swiftMultilineLine("symbol " + name)
        case .asset(let name): LiteralEscaping.swiftMultilineLine("asset " + name)
        case .swatch(let colors): "swatch " + colors.map(\.hex).joined(separator: " ")
        case nil: ""
        }
    }

    /// Whether an item has a text that one line of a table (a multi-line string literal,
    /// see `PickListSectionInfo`) cannot hold: a title or subtitle with a line feed, an empty
    /// subtitle (an empty line means none), or a keyword that is empty or holds a line feed or
    /// tab (keywords are separated by tabs). The `swift` template restates such items in
    /// full in `details`.
    static func hasDetails(_ item: Spec.Item) -> Bool {
        hasDetails(title: item.title, subtitle: item.subtitle, keywords: item.keywords)
    }

    /// ``hasDetails(_:)`` of an item with these texts.
    static func hasDetails(title: String, subtitle: String?, keywords: [String]) -> Bool {
        LiteralEscaping.containsLineFeed(title)
            || subtitle.map { $0.isEmpty || LiteralEscaping.containsLineFeed($0) } == true
            || keywords.contains { $0.isEmpty || $0.utf8.contains { $0 == 0x0A || $0 == 0x09 } }
    }

    /// The id as one line of the `ids` table.
    static func idLine(_ item: Spec.Item) -> String {
        LiteralEscaping.swiftMultilineLine(item.id)
    }

    /// The title as one line of the `titles` table. A line feed cannot stay on the line, so it
    /// becomes a space there; such an item ``hasDetails(_:)``, which restate the exact title.
    static func titleLine(_ item: Spec.Item) -> String {
        tableLine(item.title)
    }

    /// The subtitle as one line of the `subtitles` table: empty for none.
    static func subtitleLine(_ item: Spec.Item) -> String {
        tableLine(item.subtitle ?? "")
    }

    /// The keywords as one line of the `keywords` table, separated by tabs (written `\t`).
    static func keywordsLine(_ item: Spec.Item) -> String {
        tableLine(item.keywords.joined(separator: "\t"))
    }

    /// `text` as one line of a multi-line string literal, line feeds as spaces.
    static func tableLine(_ text: String) -> String {
        guard LiteralEscaping.containsLineFeed(text) else { return LiteralEscaping.swiftMultilineLine(text) }
        let oneLine = String(decoding: text.utf8.map { $0 == 0x0A ? 0x20 : $0 }, as: UTF8.self)
        return LiteralEscaping.swiftMultilineLine(oneLine)
    }

    /// The item's `case` declaration: `case design`, `` case `default` ``, `case _1st`. The
    /// raw value is the id whatever the case is called: it comes from the `ids` table.
    static func caseDeclaration(_ item: Spec.Item) -> String {
        "case \(item.caseName)"
    }

    /// Whether the case name, without backticks, differs from the id (`_1st` for the id
    /// `1st`): a template that declares `enum X: String` must then give the raw value.
    static func needsRawValue(_ item: Spec.Item) -> Bool {
        let name = item.caseName
        let isBackticked = name.count >= 2 && name.hasPrefix("`") && name.hasSuffix("`")
        return (isBackticked ? name.dropFirst().dropLast() : Substring(name)) != item.id
    }

    private var appKeysJSON: String? {
        LiteralEscaping.jsonObject(["title": item.titleKey, "subtitle": item.subtitleKey])
    }
}

extension ItemContext {
    /// Format arguments as a Swift array literal of `PickListFormatArgument`s: `[8, 1.5, "Safari"]`.
    static func argumentsLiteral(_ arguments: [PickListFormatArgument]) -> String {
        "[" + arguments.map { argument in
            switch argument {
            case .integer(let value): String(value)
            case .number(let value): String(value)
            case .text(let value): LiteralEscaping.swiftString(value)
            }
        }.joined(separator: ", ") + "]"
    }

    /// Format arguments as a JSON array: `[8, 1.5, "Safari"]`.
    static func argumentsJSON(_ arguments: [PickListFormatArgument]) -> String {
        "[" + arguments.map { argument in
            switch argument {
            case .integer(let value): String(value)
            case .number(let value): String(value)
            case .text(let value): LiteralEscaping.jsonString(value)
            }
        }.joined(separator: ", ") + "]"
    }
}
