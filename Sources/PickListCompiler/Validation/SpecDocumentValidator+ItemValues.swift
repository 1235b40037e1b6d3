/// `value_type` and each item's `value`: what a setting means to the app (Auto-Lock's
/// "30 Seconds" is `30`).
extension SpecDocumentValidator {
    /// Checks `value_type` and every item's `value` against it, setting each valid item's
    /// ``Spec/Item/value``; returns the list's value type.
    ///
    /// With `value_type`, every item needs a `value` of exactly that type (`missing-key`,
    /// `wrong-type`), and no two items may have the same one (`duplicate-value`, with a note at
    /// the first). A `value` without `value_type`, or `value_type` on a `rows: runtime` list
    /// (its rows, and so their values, come from the app), is `misplaced-value`.
    mutating func resolveValues(
        _ pair: Node.Pair?, items: [ParsedItem], runtimeRows: Node.Pair?
    ) -> Spec.ValueType? {
        guard let pair else {
            for item in items where !item.isAction {  // an action row's value is reported as such
                if let aliasesPair = item.aliasesPair {
                    error(
                        .misplacedValue,
                        "'value_aliases' are former values of the item, so they need the list's 'value_type' and the item's 'value'",
                        at: aliasesPair.key)
                }
                if let valuePair = item.valuePair {
                    error(
                        .misplacedValue,
                        "an item's 'value' needs the list's 'value_type' (int, double, string or bool); add 'value_type: \(Self.guessedValueType(valuePair.value).rawValue)' to the list",
                        at: valuePair.key)
                }
            }
            return nil
        }
        if runtimeRows != nil {
            error(
                .misplacedValue,
                "'value_type' applies to a list whose spec writes its items; the rows of a 'rows: runtime' list come from the app, so give their values in the app's own type",
                at: pair.key)
            return nil
        }
        guard let valueType = enumValue(pair, key: "value_type", as: Spec.ValueType.self) else { return nil }
        var firstByValue: [Spec.Value: SourceLocation] = [:]
        for item in items {
            // An action row chooses nothing, so it has no value: its `value` is `nil`, and
            // `init(value:)` never reads as it (a `value` on one is `action-item`).
            if item.isAction { continue }
            guard let valuePair = item.valuePair else {
                if item.title != nil || item.id != nil {
                    error(
                        .missingKey,
                        "missing key 'value': every item of a list with 'value_type: \(valueType.rawValue)' needs a 'value' (write the full form, '- id: …', 'title: …', 'value: …')",
                        at: item.location)
                }
                continue
            }
            guard let value = value(valuePair, as: valueType) else { continue }
            let here = location(valuePair.value)
            if let first = firstByValue[value] {
                error(
                    .duplicateValue,
                    "two items have the value '\(value.text)', and 'value' is what the list stores: each value reads back as one item ('init(value:)'); if '\(value.text)' is an attribute the items share rather than what the app stores for them, it does not belong in 'value'",
                    at: here, notes: [.init("'\(value.text)' first given here", at: first)])
                continue
            }
            firstByValue[value] = here
            item.item?.value = value
        }
        resolveValueAliases(items, valueType: valueType, firstByValue: firstByValue)
        return valueType
    }

    /// One `value`, read as `type`: `30` for int, `0.5` for double, `true` for bool, any
    /// one-line text for string.
    private mutating func value(_ pair: Node.Pair, as type: Spec.ValueType) -> Spec.Value? {
        value(pair.value, as: type, key: "value")
    }

    /// One value of `type` written at `node` (a `value`, or an entry of `value_aliases`).
    mutating func value(_ node: Node, as type: Spec.ValueType, key: String) -> Spec.Value? {
        if isUnresolved(node) { return nil }
        guard case .scalar(let text, let isPlain) = node.content else {
            error(.wrongType, "'\(key)' must be \(Self.describe(type)), not \(Self.describe(node))", at: node)
            return nil
        }
        if text.isEmpty, isPlain {
            error(.missingValue, "'\(key)' has no value; write \(Self.describe(type)) after '\(key):'", at: node)
            return nil
        }
        let value: Spec.Value?
        switch type {
        case .int: value = Int(text).map(Spec.Value.int)
        case .int32, .int64:
            guard let number = Int64(text) else {
                if Self.isWholeNumber(text) {
                    error(
                        .invalidValue,
                        "'\(key)' is \(text), outside the range of \(type.swiftType) (\(Self.range(of: type))); write a value in range, or use a wider 'value_type'",
                        at: node)
                    return nil
                }
                value = nil
                break
            }
            if type == .int32, Int32(exactly: number) == nil {
                error(
                    .invalidValue,
                    "'\(key)' is \(text), outside the range of Int32 (\(Self.range(of: type))); write a value in range, or use 'value_type: int64'",
                    at: node)
                return nil
            }
            value = Int(exactly: number).map(Spec.Value.int)
        case .double: value = Double(text).flatMap { $0.isFinite ? Spec.Value.double($0) : nil }
        case .bool: value = Bool(text).map(Spec.Value.bool)
        case .string:
            value = text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) ? nil : .string(text)
        }
        guard let value else {
            error(
                .wrongType,
                "'\(key)' must be \(Self.describe(type)) ('value_type: \(type.rawValue)'), not '\(text)'",
                at: node)
            return nil
        }
        return value
    }

    static func describe(_ type: Spec.ValueType) -> String {
        switch type {
        case .int: "a whole number such as 30"
        case .int32: "a whole number from -2147483648 to 2147483647"
        case .int64: "a whole number such as 30"
        case .double: "a finite number such as 0.5"
        case .string: "text on one line"
        case .bool: "true or false"
        }
    }

    /// Whether `text` is written as a whole number (digits, with an optional sign), whatever
    /// its size.
    private static func isWholeNumber(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `-2147483648…2147483647`: the values of an integer `value_type`.
    private static func range(of type: Spec.ValueType) -> String {
        switch type {
        case .int32: "\(Int32.min)…\(Int32.max)"
        default: "\(Int64.min)…\(Int64.max)"
        }
    }

    /// The value type a `value` looks like, for the hint of a list without `value_type`.
    private static func guessedValueType(_ node: Node) -> Spec.ValueType {
        guard let text = node.scalarText else { return .string }
        if Int(text) != nil { return .int }
        if Double(text).map(\.isFinite) == true { return .double }
        if Bool(text) != nil { return .bool }
        return .string
    }
}
