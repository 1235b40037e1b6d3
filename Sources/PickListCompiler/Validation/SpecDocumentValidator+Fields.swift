import PickListKit

/// `fields`: the attributes a list's items carry beside id and title (a help link, the seconds
/// a row means), each declared once with its type, and each item's values of them.
extension SpecDocumentValidator {
    /// The keys of a field written in full (`{type: int, default: 0, unique: true, swift_name: …}`).
    static let fieldKeys = ["type", "default", "unique", "swift_name"]

    /// The names `fields` declares, read before the items so that an item's keys can be its
    /// fields' names: `[]` when the list has none, or `fields` is not a mapping.
    func declaredFieldNames(_ pair: Node.Pair?) -> [String] {
        guard let pair, case .mapping(let pairs) = pair.value.content else { return [] }
        return pairs.compactMap(\.key.scalarText)
    }

    /// Checks `fields` and returns the fields it declares, in the order written.
    ///
    /// A field's type is one of ``Spec/FieldType`` (`unknown-field-type`, with a suggestion),
    /// `?` after it for an optional field; its name may be no item key and its Swift name no
    /// member of the generated type (`invalid-field`); a `default` is a value of its type.
    /// `fields` on a `rows: runtime` list (whose rows come from the app) is `invalid-field`.
    mutating func resolveFields(_ pair: Node.Pair?, rowsPair: Node.Pair?) -> [Spec.Field] {
        guard let pair else { return [] }
        if let rowsPair {
            error(
                .invalidField,
                "'fields' are attributes of the items a spec writes; the rows of a 'rows: runtime' list come from the app, which gives them in its own type",
                at: pair.key, notes: [.init("'rows: runtime' is here", at: location(rowsPair.key))])
            return []
        }
        if isUnresolved(pair.value) { return [] }
        guard case .mapping(let pairs) = pair.value.content else {
            error(
                .wrongType,
                "'fields' must be a mapping of field names to types (`help_url: url`), not \(Self.describe(pair.value))",
                at: pair.value)
            return []
        }
        checkTag(pair.value, readAs: .mapping)
        if pairs.isEmpty {
            error(.invalidField, "'fields' declares no field; declare one (`seconds: int`) or remove 'fields'", at: pair.value)
            return []
        }
        var fields: [Spec.Field] = []
        var firstBySwiftName: [String: SourceLocation] = [:]
        for fieldPair in pairs {
            guard let field = field(fieldPair) else { continue }
            if let first = firstBySwiftName[field.swiftName] {
                error(
                    .invalidField,
                    "two fields have the Swift name '\(field.swiftName)'; give one a 'swift_name' of its own",
                    at: fieldPair.key, notes: [.init("'\(field.swiftName)' first declared here", at: first)])
                continue
            }
            firstBySwiftName[field.swiftName] = location(fieldPair.key)
            fields.append(field)
        }
        return fields
    }

    /// One entry of `fields`: `name: type` or `name: {type: …, default: …, unique: …, swift_name: …}`.
    private mutating func field(_ pair: Node.Pair) -> Spec.Field? {
        if isUnresolved(pair.key) { return nil }
        guard let name = pair.key.scalarText, !name.isEmpty else {
            error(.wrongType, "a field's name must be a plain word, not \(Self.describe(pair.key))", at: pair.key)
            return nil
        }
        if SpecKeys.item.contains(name) {
            error(
                .invalidField,
                "the field '\(name)' has the name of an item key: an item gives a field's value under the field's name, so '\(name)' would mean the item's own '\(name)'; name the field otherwise",
                at: pair.key, suggestion: name + "_field")
            return nil
        }
        var typeNode: Node?
        var defaultNode: Node?
        var isUnique = false
        var swiftNameNode: Node?
        if isUnresolved(pair.value) { return nil }
        switch pair.value.content {
        case .scalar:
            typeNode = pair.value
        case .mapping(let pairs):
            let keys = knownEntries(of: pairs, allowed: Self.fieldKeys, in: "a field")
            typeNode = keys["type"]?.value
            defaultNode = keys["default"]?.value
            isUnique = keys["unique"].flatMap { bool($0, key: "unique") } ?? false
            swiftNameNode = keys["swift_name"]?.value
            if typeNode == nil, !misspeltKeys.contains("type") {
                error(.missingKey, "missing key 'type': the field '\(name)' needs a type (\(Self.fieldTypeList))", at: pair.value)
            }
        default:
            error(
                .wrongType,
                "the field '\(name)' must be a type (`\(name): int`) or a mapping with 'type', not \(Self.describe(pair.value))",
                at: pair.value)
            return nil
        }
        guard let typeNode, let (type, isOptional) = fieldType(typeNode, field: name) else { return nil }
        let swiftName: String
        if let swiftNameNode {
            guard let written = self.swiftName(swiftNameNode) else { return nil }
            swiftName = written
        } else {
            guard let derived = IdentifierDerivation.unescapedCaseName(forStoredID: name) else {
                error(
                    .invalidField,
                    "no Swift name can be derived from the field name '\(name)'; add 'swift_name:' in the field's long form",
                    at: pair.key)
                return nil
            }
            swiftName = derived
        }
        guard checkFieldSwiftName(swiftName, field: name, at: swiftNameNode.map(location) ?? location(pair.key)) else { return nil }
        var field = Spec.Field(
            name: name, swiftName: swiftName, type: type, isOptional: isOptional, isUnique: isUnique,
            location: location(pair.key))
        if let defaultNode {
            guard let value = fieldValue(defaultNode, of: field, key: "default") else { return nil }
            field.defaultValue = value
        }
        return field
    }

    /// The Swift name of a field may not be a member every generated list has (`id`,
    /// `rawValue`, `definition` …) nor a keyword: the property would clash with it.
    private mutating func checkFieldSwiftName(_ swiftName: String, field: String, at location: SourceLocation) -> Bool {
        let bare = swiftName.hasPrefix("`") ? String(swiftName.dropFirst().dropLast()) : swiftName
        guard ReservedNames.memberNames.contains(bare) || SwiftKeywords.needingBackticks.contains(bare) else { return true }
        error(
            .invalidField,
            "the field '\(field)' would generate the property '\(bare)', a name every generated list already uses (or a Swift keyword); give it another 'swift_name' in the field's long form",
            at: location, suggestion: bare + "Field")
        return false
    }

    /// Every type a field may have, for messages.
    static let fieldTypeList = Spec.FieldType.allCases.map(\.rawValue).joined(separator: ", ")

    /// A field's type, `int` or `int?`.
    private mutating func fieldType(_ node: Node, field: String) -> (Spec.FieldType, Bool)? {
        if isUnresolved(node) { return nil }
        guard case .scalar(let text, _) = node.content else {
            error(.wrongType, "the type of the field '\(field)' must be one of \(Self.fieldTypeList), not \(Self.describe(node))", at: node)
            return nil
        }
        let isOptional = text.hasSuffix("?")
        let name = isOptional ? String(text.dropLast()) : text
        guard let type = Spec.FieldType(rawValue: name) else {
            let suggestion = Suggestion.closest(to: name, among: Spec.FieldType.allCases.map(\.rawValue))
            error(
                .unknownFieldType,
                "unknown field type '\(text)' for the field '\(field)'; expected one of \(Self.fieldTypeList), with '?' after it for an optional field",
                at: node, suggestion: suggestion.map { $0 + (isOptional ? "?" : "") })
            return nil
        }
        return (type, isOptional)
    }

    /// Reads every item's value of each field into its ``Spec/Item/fieldValues``: a value of
    /// the field's type (`wrong-type`, `invalid-value`), present on every item when the field is
    /// neither optional nor has a default (`missing-key`, naming the item), not repeated in a
    /// `unique` field (`duplicate-field-value`, with a note at the first). An item whose case
    /// name is a field's property or table name is `invalid-field`.
    mutating func resolveFieldValues(_ fields: [Spec.Field], items: [ParsedItem]) {
        guard !fields.isEmpty else { return }
        var reserved: [String: String] = [:]
        for field in fields {
            reserved[field.swiftName] = field.name
            reserved[field.tableName] = field.name
        }
        var firstByValue = [[String: SourceLocation]](repeating: [:], count: fields.count)
        for item in items {
            if let caseName = item.item?.caseName, let field = reserved[caseName] {
                error(
                    .invalidField,
                    "the case name '\(caseName)' of this item is also a member the field '\(field)' generates; give the item a 'swift_name' or the field another one",
                    at: item.idLocation)
            }
            var values: [String?] = []
            values.reserveCapacity(fields.count)
            for (index, field) in fields.enumerated() {
                let pair = item.fieldPairs.first { $0.key.scalarText == field.name }
                guard let pair else {
                    if field.defaultValue == nil, !field.isOptional, item.title != nil || item.id != nil {
                        let name = item.id.map { "'\($0)'" } ?? "'\(item.title ?? "")'"
                        error(
                            .missingKey,
                            "missing field '\(field.name)' on the item \(name): every item needs it, as the field has neither a 'default' nor an optional type ('\(field.type.rawValue)?')",
                            at: item.location, notes: [.init("the field '\(field.name)' is declared here", at: field.location)])
                    }
                    values.append(field.defaultValue)
                    continue
                }
                guard let value = fieldValue(pair.value, of: field, key: field.name) else {
                    values.append(nil)
                    continue
                }
                values.append(value)
                if field.isUnique {
                    let here = location(pair.value)
                    if let first = firstByValue[index][value] {
                        error(
                            .duplicateFieldValue,
                            "two items have the value '\(value)' of the field '\(field.name)', which is 'unique: true' (each value reads back as one item); give each item its own, or remove 'unique'",
                            at: here, notes: [.init("'\(value)' first given here", at: first)])
                    } else {
                        firstByValue[index][value] = here
                    }
                }
            }
            item.item?.fieldValues = values
        }
    }

    /// One value of `field` written at `node`, as the text its table holds (`30`, `0.5`,
    /// `true`, `https://…`); `nil` (reported) when it is not a value of the field's type.
    mutating func fieldValue(_ node: Node, of field: Spec.Field, key: String) -> String? {
        if isUnresolved(node) { return nil }
        let expected = Self.describe(field.type)
        guard case .scalar(let text, let isPlain) = node.content else {
            error(.wrongType, "'\(key)' must be \(expected) (the field '\(field.name): \(field.type.rawValue)'), not \(Self.describe(node))", at: node)
            return nil
        }
        if text.isEmpty, isPlain {
            let hint = field.type == .color
                ? "; write the colour in quotes ('\(key): \"#FF9500\"'): YAML reads '#' after a space as the start of a comment"
                : "; write \(expected) after '\(key):'"
            error(.missingValue, "'\(key)' has no value" + hint, at: node)
            return nil
        }
        func wrong() -> String? {
            error(.wrongType, "'\(key)' must be \(expected) (the field '\(field.name): \(field.type.rawValue)'), not '\(text)'", at: node)
            return nil
        }
        switch field.type {
        case .int: return Int(text).map { String($0) } ?? wrong()
        case .int64: return Int64(text).map { String($0) } ?? wrong()
        case .int32:
            guard let wide = Int64(text) else { return wrong() }
            guard let value = Int32(exactly: wide) else {
                error(.invalidValue, "'\(key)' is out of the range of an int32 (\(Int32.min) to \(Int32.max)): \(text)", at: node)
                return nil
            }
            return String(value)
        case .double:
            guard let value = Double(text), value.isFinite else { return wrong() }
            return String(value)
        case .bool: return Bool(text).map { String($0) } ?? wrong()
        case .string:
            if text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
                error(.invalidValue, "'\(key)' must be text on one line (the field '\(field.name): string')", at: node)
                return nil
            }
            if text.isEmpty, field.isOptional {
                error(
                    .invalidValue,
                    "'\(key)' is empty, and an optional field's empty value is how its table writes 'nil'; leave '\(key)' out for no value",
                    at: node)
                return nil
            }
            return text
        case .color:
            guard let color = Self.color(text) else {
                error(
                    .invalidValue,
                    "'\(key)' must be a colour '#RRGGBB' or '#RRGGBBAA' (sRGB, hex digits; the field '\(field.name): color'), not '\(text)'",
                    at: node)
                return nil
            }
            return color.hex
        case .url:
            if let problem = Self.urlProblem(text) {
                error(.invalidValue, "'\(key)' must be an absolute URL such as https://example.com/help (the field '\(field.name): url'): \(problem)", at: node)
                return nil
            }
            return text
        }
    }

    /// What keeps `text` from being an absolute URL that Foundation's `URL(string:)` reads as
    /// written, or `nil`: a scheme (`https:`) and more after it, printable ASCII without
    /// spaces, quotes, `<>{}|\^` or backquotes, `%` only before two hex digits.
    static func urlProblem(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
              Self.isLetter(bytes[0]),
              bytes[..<colon].allSatisfy({ Self.isLetter($0) || Self.isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E })
        else { return "'\(text)' has no scheme (a relative URL); write it in full, with 'https://'" }
        guard colon + 1 < bytes.count else { return "'\(text)' has nothing after its scheme" }
        let refused = Set("\"<>\\^`{|} ".utf8)
        for (index, byte) in bytes.enumerated() {
            if byte < 0x21 || byte > 0x7E || refused.contains(byte) {
                return "'\(text)' holds a character a URL cannot (write a space as %20, other characters percent-encoded)"
            }
            if byte == 0x25 {
                let isEncoded = index + 2 < bytes.count && Self.isHexDigit(bytes[index + 1]) && Self.isHexDigit(bytes[index + 2])
                if !isEncoded { return "'\(text)' has a '%' that is not followed by two hex digits" }
            }
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// A colour as a spec writes it, `#RRGGBB` or `#RRGGBBAA`: PickListColor's own reading.
    static func color(_ text: String) -> PickListColor? {
        PickListColor(text)
    }

    static func describe(_ type: Spec.FieldType) -> String {
        switch type {
        case .int, .int64: "a whole number such as 30"
        case .int32: "a whole number such as 30 (32 bits)"
        case .double: "a finite number such as 0.5"
        case .bool: "true or false"
        case .string: "text on one line"
        case .url: "an absolute URL such as https://example.com/help"
        case .color: "a colour such as \"#FF9500\" (sRGB '#RRGGBB' or '#RRGGBBAA', in quotes)"
        }
    }
}
