/// What an app has stored keeps reading: `raw_value` (the enum stores its items' values),
/// `value_aliases` (former values of an item) and `fallback` (the item an unknown stored id
/// or value reads as), and `absent` (the item no stored value means).
extension SpecDocumentValidator {
    /// `raw_value: id | value`. With `value`, the list needs `value_type: int` or `string`:
    /// `@AppStorage` stores a raw-representable setting only through an `Int` or `String` raw
    /// value. An action row (`action: true`) has no value, so a list with one cannot store its
    /// items as their values (`action-item`, with a note at the row).
    mutating func resolveRawValue(
        _ pair: Node.Pair?, valueType: Spec.ValueType?, valueTypePair: Node.Pair?, items: [ParsedItem], runtimeRows: Node.Pair?
    ) -> Spec.RawValueSource {
        guard let pair, let source = enumValue(pair, key: "raw_value", as: Spec.RawValueSource.self) else { return .id }
        guard source == .value else { return .id }
        if runtimeRows != nil {
            error(
                .rawValueType,
                "'raw_value' applies to a list whose spec writes its items; the rows of a 'rows: runtime' list are the app's own, stored as the app stores their ids",
                at: pair.key)
            return .id
        }
        guard let valueTypePair else {
            error(
                .rawValueType,
                "'raw_value: value' makes each item's 'value' its raw value, so the list needs 'value_type: int' or 'value_type: string' and a 'value' on every item",
                at: pair.value)
            return .id
        }
        guard let valueType else { return .id }          // an invalid `value_type`, reported there
        switch valueType {
        case .int, .string:
            if let action = items.first(where: \.isAction) {
                error(
                    .actionItem,
                    "'raw_value: value' stores each item as its 'value', and the action row '\(action.id ?? action.title ?? "")' chooses nothing, so it has no value to store; remove 'raw_value' (the items' values still read through 'value' and 'init(value:)') or the action row",
                    at: pair.value, notes: action.actionNote(self))
                return .id
            }
            return .value
        case .int32, .int64, .double, .bool:
            let article = valueType == .int32 || valueType == .int64 ? "an" : "a"
            error(
                .rawValueType,
                "'raw_value: value' needs 'value_type: int' or 'value_type: string': @AppStorage keeps a RawRepresentable setting only through an Int or String raw value, so \(article) \(valueType.rawValue) value cannot be the raw value; remove 'raw_value' (the item's 'value' still reads as its \(valueType.swiftType))",
                at: pair.value, notes: [.init("'value_type: \(valueType.rawValue)' is here", at: location(valueTypePair.value))])
            return .id
        }
    }

    /// Every item's `value_aliases`: values of the list's type, none the item's own value nor
    /// another item's value or alias (`alias-clash`, with a note at the other).
    mutating func resolveValueAliases(
        _ items: [ParsedItem], valueType: Spec.ValueType, firstByValue: [Spec.Value: SourceLocation]
    ) {
        var ownerByAlias: [Spec.Value: (owner: String?, location: SourceLocation)] = [:]
        for item in items {
            guard let pair = item.aliasesPair else { continue }
            if isUnresolved(pair.value) { continue }
            guard case .sequence(let nodes) = pair.value.content else {
                let hint = pair.value.scalarText.map { "; write '[\($0)]'" } ?? ""
                error(
                    .wrongType, "'value_aliases' must be a sequence of values, not \(Self.describe(pair.value))\(hint)",
                    at: pair.value, suggestion: pair.value.scalarText.map { "[\($0)]" })
                continue
            }
            checkTag(pair.value, readAs: .sequence)
            let ownValue = item.valuePair?.value.scalarText
            var aliases: [Spec.Value] = []
            for node in nodes {
                guard let alias = value(node, as: valueType, key: "value_aliases") else { continue }
                let here = location(node)
                if let ownValue, Self.sameText(ownValue, alias, valueType) {
                    error(
                        .aliasClash,
                        "'value_aliases' lists '\(alias.text)', the item's own value; remove it",
                        at: node)
                } else if let other = firstByValue[alias] {
                    error(
                        .aliasClash,
                        "'value_aliases' lists '\(alias.text)', which is another item's value, so reading '\(alias.text)' would be ambiguous",
                        at: node, notes: [.init("'\(alias.text)' is the value given here", at: other)])
                } else if let earlier = ownerByAlias[alias] {
                    let message = earlier.owner != nil && earlier.owner == item.id
                        ? "'value_aliases' lists '\(alias.text)' twice"
                        : "'value_aliases' lists '\(alias.text)', which another item already lists; a stored value can read as only one item"
                    error(.aliasClash, message, at: node, notes: [.init("first listed here", at: earlier.location)])
                } else {
                    ownerByAlias[alias] = (item.id, here)
                    aliases.append(alias)
                }
            }
            item.item?.valueAliases = aliases
        }
    }

    /// Whether the written `value` text reads as `alias`.
    private static func sameText(_ text: String, _ alias: Spec.Value, _ type: Spec.ValueType) -> Bool {
        switch (type, alias) {
        case (.int, .int(let number)), (.int32, .int(let number)), (.int64, .int(let number)): Int(text) == number
        case (.string, .string(let string)): text == string
        case (.double, .double(let number)): Double(text) == number
        case (.bool, .bool(let flag)): Bool(text) == flag
        default: false
        }
    }

    /// `fallback`: the id of an enabled item that is not exclusive, on a list whose spec writes
    /// its items.
    mutating func resolveFallback(
        _ pair: Node.Pair?, items: [ParsedItem], allIDsKnown: Bool, runtimeRows: Node.Pair?
    ) -> String? {
        guard let pair else { return nil }
        if runtimeRows != nil {
            error(
                .invalidFallback,
                "'fallback' applies to a list whose spec writes its items; a 'rows: runtime' list's ids are the app's own, and restoring drops the ids no row has",
                at: pair.key)
            return nil
        }
        guard let id = storedID(pair.value, key: "fallback") else { return nil }
        guard let target = items.first(where: { $0.id == id }) else {
            guard allIDsKnown, !items.isEmpty else { return nil }
            let byTitle = items.first { $0.title == id }?.id
            var suggestions = SuggestionIndex(items.lazy.compactMap(\.id))
            let suggestion = byTitle ?? suggestions.closest(to: id)
            error(
                .unknownFallback,
                "'fallback' names '\(id)', but no item has that id" + (byTitle != nil ? " ('fallback' takes an id, not a title)" : ""),
                at: pair.value, suggestion: suggestion)
            return nil
        }
        if target.isEnabled == false {
            error(
                .invalidFallback,
                "'fallback' names '\(id)', which is disabled ('enabled: false'): an unknown stored value would read as an item that can never be selected; name an enabled item",
                at: pair.value, notes: [.init("'\(id)' is defined here", at: target.idLocation)])
            return nil
        }
        if target.isAction {
            error(
                .actionItem,
                "'fallback' names '\(id)', an action row ('action: true'): it chooses nothing, so no stored value can read as it; name an item that can be chosen",
                at: pair.value, notes: target.actionNote(self))
            return nil
        }
        if target.isExclusive {
            error(
                .invalidFallback,
                "'fallback' names '\(id)', an exclusive item ('None of these'): an unknown stored id would deselect every other item; name an item that is not exclusive",
                at: pair.value, notes: [.init("'\(id)' is defined here", at: target.idLocation)])
            return nil
        }
        return id
    }

    /// `absent`: the id of the item that no stored value means, on a list whose spec writes its
    /// items. The item must be one a stored value could name: enabled, and not an action row.
    mutating func resolveAbsent(
        _ pair: Node.Pair?, items: [ParsedItem], allIDsKnown: Bool, runtimeRows: Node.Pair?
    ) -> String? {
        guard let pair else { return nil }
        if runtimeRows != nil {
            error(
                .invalidAbsent,
                "'absent' applies to a list whose spec writes its items; a 'rows: runtime' list's ids are the app's own, so the app reads its own nil",
                at: pair.key)
            return nil
        }
        guard let id = storedID(pair.value, key: "absent") else { return nil }
        // `absent` gives the enum a member `storedValue`, which a case of that name would clash with.
        if let clash = items.first(where: { $0.caseName == "storedValue" }) {
            error(
                .reservedID,
                "the item '\(clash.id ?? "")' is the Swift case 'storedValue', and 'absent' gives the list a member 'storedValue'; add 'swift_name:' to the item to name its case otherwise",
                at: clash.idLocation, notes: [.init("'absent' is here", at: location(pair.key))])
            return nil
        }
        guard let target = items.first(where: { $0.id == id }) else {
            guard allIDsKnown, !items.isEmpty else { return nil }
            let byTitle = items.first { $0.title == id }?.id
            var suggestions = SuggestionIndex(items.lazy.compactMap(\.id))
            let suggestion = byTitle ?? suggestions.closest(to: id)
            error(
                .unknownAbsent,
                "'absent' names '\(id)', but no item has that id" + (byTitle != nil ? " ('absent' takes an id, not a title)" : ""),
                at: pair.value, suggestion: suggestion)
            return nil
        }
        if target.isEnabled == false {
            error(
                .invalidAbsent,
                "'absent' names '\(id)', which is disabled ('enabled: false'): every app that has stored nothing would read an item that can never be selected; name an enabled item",
                at: pair.value, notes: [.init("'\(id)' is defined here", at: target.idLocation)])
            return nil
        }
        if target.isAction {
            error(
                .actionItem,
                "'absent' names '\(id)', an action row ('action: true'): it chooses nothing, so no stored value, not even none, can read as it; name an item that can be chosen",
                at: pair.value, notes: target.actionNote(self))
            return nil
        }
        return id
    }
}
