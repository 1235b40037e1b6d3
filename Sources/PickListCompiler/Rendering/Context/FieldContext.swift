/// One field of a list (`fields` in the spec) in the template context.
///
/// `name` is the field's name as written (`help_url`), `swiftName` the generated property's
/// (`helpURL`), `swiftType` its Swift type (`URL`, `Int?`), `valueSwiftType` the type without
/// `?`; `tableName` the generated table's name and `tableArguments` what the built-in template
/// passes `PickListField` before the table; `lines`/`linesBlock` one line per item in display
/// order (empty for `nil`).
final class FieldContext: ContextLevel {
    static let keys = [
        "index", "isLast", "name", "nameJSON", "swiftName", "type", "swiftType", "valueSwiftType", "isOptional",
        "isUnique", "hasDefault", "defaultJSON", "tableName", "tableArguments", "lines", "linesBlock", "listName",
        "declarationJSON",
    ]

    private let field: Spec.Field
    /// The field's position among the list's fields.
    private let index: Int
    private let isLast: Bool
    private let spec: Spec

    init(_ spec: Spec, field index: Int) {
        self.spec = spec
        self.field = spec.fields[index]
        self.index = index
        self.isLast = index == spec.fields.count - 1
    }

    func child(named name: String) -> Any? {
        switch name {
        case "index": index
        case "isLast": isLast
        case "name": RenderedText(field.name)
        case "nameJSON": RenderedText(LiteralEscaping.jsonString(field.name))
        case "swiftName": RenderedText(field.swiftName)
        case "type": RenderedText(field.type.rawValue)
        case "swiftType": RenderedText(field.swiftType)
        case "valueSwiftType": RenderedText(field.type.swiftType)
        case "isOptional": field.isOptional
        case "isUnique": field.isUnique
        case "hasDefault": field.defaultValue != nil
        case "defaultJSON": RenderedText(field.json(field.defaultValue))
        case "tableName": RenderedText(field.tableName)
        case "tableArguments": RenderedText(tableArguments)
        case "lines": lines.map(RenderedText.init)
        case "linesBlock": RenderedText(TextBlock.joining(lines, indentation: TextBlock.spaces(12)))
        case "listName": RenderedText(spec.name)
        case "declarationJSON": RenderedText(field.declarationJSON)
        default: nil
        }
    }

    /// Each item's value as one line of the table, in display order: empty for `nil`.
    private var lines: [String] {
        let index = self.index
        return spec.items.map { item in
            LiteralEscaping.swiftMultilineLine((index < item.fieldValues.count ? item.fieldValues[index] : nil) ?? "")
        }
    }

    /// What `PickListField` is given before the table: nothing for a type Swift reads from
    /// text (`Int`, `String` …), `URL`'s reader for a `url` field.
    private var tableArguments: String {
        switch field.type {
        case .url: field.isOptional ? "parsingNonEmpty: URL.init(string:), " : "parsing: URL.init(string:), "
        case .string, .int, .int32, .int64, .double, .bool, .color: ""
        }
    }
}
