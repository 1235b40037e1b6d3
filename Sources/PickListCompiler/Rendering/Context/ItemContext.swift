import Mustache

/// One item of a list in the template context.
final class ItemContext: ContextLevel {
    static let keys = [
        "index", "isLast", "indexInSection", "isLastInSection", "id", "idLiteral", "idJSON", "caseName",
        "needsRawValue", "title", "titleLiteral", "titleJSON", "hasSubtitle", "subtitle", "subtitleLiteral",
        "subtitleJSON", "hasKeywords", "keywords", "keywordsLiteral", "keywordsJSON", "isEnabled",
        "hasRenamedFrom", "renamedFromJSON", "hasDoc", "docLines", "docJSON", "hasDetails", "titleLine",
        "caseDeclaration",
    ]

    let item: Spec.Item
    private let index: Int
    private let isLast: Bool
    private let indexInSection: Int
    private let isLastInSection: Bool

    init(_ item: Spec.Item, index: Int, isLast: Bool, indexInSection: Int, isLastInSection: Bool) {
        self.item = item
        self.index = index
        self.isLast = isLast
        self.indexInSection = indexInSection
        self.isLastInSection = isLastInSection
    }

    func child(named name: String) -> Any? {
        RenderedText.wrapping(value(named: name))
    }

    private func value(named name: String) -> Any? {
        // A string switch compares in order: the keys a template reads for each item (the
        // `json` template's, the `swift` template's detail items') come first.
        switch name {
        case "caseName": item.caseName
        case "titleLiteral": LiteralEscaping.swiftString(item.title)
        case "titleLine": Self.titleLine(item)
        case "hasDetails": Self.hasDetails(item)
        case "needsRawValue": Self.needsRawValue(item)
        case "docLines": LiteralEscaping.docCommentLines(item.doc)
        case "idJSON": LiteralEscaping.jsonString(item.id)
        case "titleJSON": LiteralEscaping.jsonString(item.title)
        case "subtitleJSON": item.subtitle.map(LiteralEscaping.jsonString) ?? "null"
        case "keywordsJSON": LiteralEscaping.jsonStringArray(item.keywords)
        case "isEnabled": item.isEnabled
        case "renamedFromJSON": LiteralEscaping.jsonStringArray(item.renamedFrom)
        case "docJSON": item.doc.map(LiteralEscaping.jsonString) ?? "null"
        case "isLastInSection": isLastInSection
        case "index": index
        case "isLast": isLast
        case "indexInSection": indexInSection
        case "id": item.id
        case "idLiteral": LiteralEscaping.swiftString(item.id)
        case "title": item.title
        case "hasSubtitle": item.subtitle != nil
        case "subtitle": item.subtitle ?? ""
        case "subtitleLiteral": item.subtitle.map(LiteralEscaping.swiftString) ?? "nil"
        case "hasKeywords": !item.keywords.isEmpty
        case "keywords": item.keywords
        case "keywordsLiteral": LiteralEscaping.swiftStringArray(item.keywords)
        case "hasRenamedFrom": !item.renamedFrom.isEmpty
        case "hasDoc": item.doc != nil
        case "caseDeclaration": Self.caseDeclaration(item)
        default: nil
        }
    }

    /// Whether an item has more for the runtime than its id and a title that fits on one line
    /// of a multi-line string literal (the `swift` template restates such items in full).
    static func hasDetails(_ item: Spec.Item) -> Bool {
        item.subtitle != nil || !item.keywords.isEmpty || !item.isEnabled || LiteralEscaping.containsLineFeed(item.title)
    }

    /// The title as one line of a multi-line string literal. A line feed cannot stay on the
    /// line, so it becomes a space there; such an item ``hasDetails(_:)``, which restate the
    /// exact title.
    static func titleLine(_ item: Spec.Item) -> String {
        guard LiteralEscaping.containsLineFeed(item.title) else { return LiteralEscaping.swiftMultilineLine(item.title) }
        let oneLine = String(decoding: item.title.utf8.map { $0 == 0x0A ? 0x20 : $0 }, as: UTF8.self)
        return LiteralEscaping.swiftMultilineLine(oneLine)
    }

    /// The item's `case` declaration: `case design`, or `case _1st = "1st"` where the case
    /// name alone would not give the id as raw value.
    static func caseDeclaration(_ item: Spec.Item) -> String {
        needsRawValue(item) ? "case \(item.caseName) = \(LiteralEscaping.swiftString(item.id))" : "case \(item.caseName)"
    }

    /// A case's implicit raw value is its name without backticks: `` `default` `` is
    /// `"default"`, but `_1st` (for the id `1st`) needs an explicit `= "1st"`.
    static func needsRawValue(_ item: Spec.Item) -> Bool {
        let name = item.caseName
        let isBackticked = name.count >= 2 && name.hasPrefix("`") && name.hasSuffix("`")
        return (isBackticked ? name.dropFirst().dropLast() : Substring(name)) != item.id
    }
}
