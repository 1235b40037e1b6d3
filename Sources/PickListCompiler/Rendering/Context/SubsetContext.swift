/// One named subset of a list's items (`subsets` in the spec) in the template context.
///
/// `name` is the subset's name (a Swift identifier: the generated `PickListSubset` member),
/// `idList` its item ids as Swift string literals (`"fiveMinutes", "oneHour"`), `idsJSON`
/// as a JSON array; `index` and `isLast` its position among the subsets.
final class SubsetContext: ContextLevel {
    static let keys = ["index", "isLast", "name", "nameLiteral", "nameJSON", "idList", "idsLiteral", "idsJSON", "caseList"]

    private let subset: Spec.Subset
    /// The case name of each item id of the list.
    private let caseNames: [String: String]
    private let index: Int
    private let isLast: Bool

    init(_ subset: Spec.Subset, caseNames: [String: String], index: Int, isLast: Bool) {
        self.subset = subset
        self.caseNames = caseNames
        self.index = index
        self.isLast = isLast
    }

    func child(named name: String) -> Any? {
        switch name {
        case "name": RenderedText(subset.name)
        case "nameLiteral": RenderedText(LiteralEscaping.swiftString(subset.name))
        case "nameJSON": RenderedText(LiteralEscaping.jsonString(subset.name))
        // Broken into lines when long: it stands in `"name": [...]` at 12 spaces.
        case "idList": RenderedText(ArrayLiteralLayout.elements(subset.ids.map(LiteralEscaping.swiftString), indentation: 12))
        // The built-in template's argument: the array while it fits on its line, otherwise a
        // table of lines (``PickListIDList``), which compiles in linear time where an array
        // literal of thousands of strings does not.
        case "idsLiteral": RenderedText(idsLiteral)
        case "idsJSON": RenderedText(LiteralEscaping.jsonStringArray(subset.ids))
        // The items as Swift cases, `.fiveMinutes, .oneHour`, for documentation comments (the
        // first ten and how many more, for a long subset).
        case "caseList": RenderedText(ArrayLiteralLayout.caseSummary(subset.ids.map { "." + (caseNames[$0] ?? $0) }))
        case "index": index
        case "isLast": isLast
        default: nil
        }
    }

    /// `["fiveMinutes", "oneHour"]`, or for a subset whose ids do not fit on the argument's
    /// line a multi-line string literal of one id a line at 16 spaces.
    private var idsLiteral: String {
        let literals = subset.ids.map(LiteralEscaping.swiftString)
        guard !ArrayLiteralLayout.fitsInline(literals) else { return "[" + literals.joined(separator: ", ") + "]" }
        let indentation = String(repeating: " ", count: 16)
        return "\"\"\"\n" + subset.ids.map { indentation + LiteralEscaping.swiftMultilineLine($0) + "\n" }.joined() + indentation + "\"\"\""
    }
}
