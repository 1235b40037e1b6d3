/// The values of a list's items, when its spec has `value_type` and each item a `value`: what
/// a setting means to the app (Auto-Lock's "30 Seconds" is `30`), beside the id it saves.
///
/// Generated code declares one table per list with values and gives the list `value` and
/// `init?(value:)` over it:
///
/// ```swift
/// public enum AutoLock: PickList {
///     case thirtySeconds, oneMinute, never
///     // definition …
///     static let values = PickListValues<AutoLock, Int>("""
///         30
///         60
///         0
///         """)
///     public var value: Int { Self.values.value(of: self) }
///     public init?(value: Int) { guard let item = Self.values.item(withValue: value) else { return nil }; self = item }
/// }
///
/// AutoLock.oneMinute.value        // 60
/// AutoLock(value: 0)              // .never
/// ```
///
/// The table has one line per item in `allCases` order, each the value as `Value(_:)` reads
/// it (`30`, `0.5`, `true`, `Quarterly`); values are unique. A table that does not fit the
/// list (a line that is not a `Value`, a line too many or too few, a value twice) stops the
/// program with a message naming it. Reading the table parses it once, on first use.
///
/// Values an older build stored, or that a server sends for the same row (`value_aliases` in
/// the spec), read as their item too: one `alias -> value` line each in `aliases`. A value
/// that names no item reads as the list's `fallback` item when it has one
/// (``PickListDefinition/fallback``). Both live in the one table every reader uses, so a
/// lookup is one hash whatever the list's length.
///
/// An action row (`action: true`: "Custom…") chooses nothing, so it has no value: its line
/// is empty, ``optionalValue(of:)`` gives `nil` for it, and ``item(withValue:)`` never gives
/// it. The generated `value` of a list with action rows is optional (over
/// ``optionalValue(of:)``); a list without them keeps its non-optional `value`.
///
/// A list whose spec says `raw_value: value` stores its items as their values: its
/// `rawValue`, `init?(rawValue:)` and `Codable` conformance read and write this table
/// (``encode(_:to:)``, ``decodeItem(from:)``).
public struct PickListValues<Item: PickList, Value: LosslessStringConvertible & Hashable & Sendable>: Sendable {
    /// Each item's value, by ordinal (`nil` for an action row).
    private let values: [Value?]
    /// Each value's ordinal, and each alias's (`value_aliases`).
    private let ordinalsByValue: [Value: Int]

    /// Reads a table of values, one line per item, and the aliases' table, one
    /// `alias -> value` line per alias (empty for none).
    public init(_ table: String, aliases: String = "") {
        let name = "PickListValues<\(Item.self), \(Value.self)>"
        let lines = PickListSectionInfo.lines(of: table)
        let count = Item.allCases.count
        precondition(lines.count == count, "\(name): \(lines.count) values for \(count) items")
        var values: [Value?] = []
        var ordinalsByValue: [Value: Int] = [:]
        values.reserveCapacity(count)
        ordinalsByValue.reserveCapacity(count)
        for (ordinal, line) in lines.enumerated() {
            // An action row's line is empty (asked only then: an empty line is also the
            // empty string of a `String` value).
            if line.isEmpty, (CaseTag.item(atOrdinal: ordinal) as Item).isAction {
                values.append(nil)
                continue
            }
            guard let value = Value(line) else {
                preconditionFailure("\(name): the line '\(line)' is not a \(Value.self)")
            }
            if let first = ordinalsByValue.updateValue(ordinal, forKey: value) {
                preconditionFailure("\(name): items \(first) and \(ordinal) have the same value '\(line)'")
            }
            values.append(value)
        }
        let aliasPairs = StoredFormTable.pairs(of: aliases) { line in
            preconditionFailure("\(name): the alias line '\(line)' is not 'alias -> value'")
        }
        for (aliasText, valueText) in aliasPairs {
            guard let alias = Value(aliasText), let value = Value(valueText), let ordinal = ordinalsByValue[value] else {
                preconditionFailure("\(name): the alias line '\(aliasText) -> \(valueText)' does not name a value")
            }
            if ordinalsByValue.updateValue(ordinal, forKey: alias) != nil {
                preconditionFailure("\(name): the alias '\(aliasText)' is a value or another alias")
            }
        }
        self.values = values
        self.ordinalsByValue = ordinalsByValue
    }

    /// The value of an item, which is not an action row (stops the program for one: an
    /// action row has no value).
    public func value(of item: Item) -> Value {
        guard let value = values[CaseTag.ordinal(of: item)] else {
            preconditionFailure("PickListValues<\(Item.self), \(Value.self)>: the action item '\(item.id)' has no value")
        }
        return value
    }

    /// The value of an item, or `nil` for an action row (`action: true`), which chooses
    /// nothing and so has no value.
    public func optionalValue(of item: Item) -> Value? {
        values[CaseTag.ordinal(of: item)]
    }

    /// The item a stored value reads as: the item with that value or alias
    /// (`value_aliases`), otherwise the list's `fallback` item; `nil` when no item has the
    /// value and the list has no fallback.
    public func item(withValue value: Value) -> Item? {
        guard let ordinal = ordinalsByValue[value] else { return Item.definition.fallback }
        return CaseTag.item(atOrdinal: ordinal)
    }
}

extension PickListValues where Value: Codable {
    /// Encodes an item as its value: what a list with `raw_value: value` stores.
    public func encode(_ item: Item, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value(of: item))
    }

    /// Decodes an item from a stored value, read as ``item(withValue:)`` reads it (aliases,
    /// then the `fallback` item).
    ///
    /// A stored id (a string where a number was expected, say) reads as its item too, as
    /// ``PickListDefinition/item(forStoredID:)`` reads it, and data of any other type reads as
    /// the `fallback` item. Throws `DecodingError.dataCorrupted` for a stored form that names
    /// no item on a list without a fallback; never traps, whatever the data.
    public func decodeItem(from decoder: any Decoder) throws -> Item {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Value.self), let item = item(withValue: value) {
            return item
        }
        if let id = try? container.decode(String.self), let item = Item.definition.item(forStoredID: id) {
            return item
        }
        if let fallback = Item.definition.fallback {
            return fallback
        }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "\(Item.self) has no item with this stored value"
            )
        )
    }
}
