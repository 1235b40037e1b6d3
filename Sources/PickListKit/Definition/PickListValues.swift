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
public struct PickListValues<Item: PickList, Value: LosslessStringConvertible & Hashable & Sendable>: Sendable {
    /// Each item's value, by ordinal.
    private let values: [Value]
    /// Each value's ordinal.
    private let ordinalsByValue: [Value: Int]

    /// Reads a table of values, one line per item.
    public init(_ table: String) {
        let name = "PickListValues<\(Item.self), \(Value.self)>"
        let lines = PickListSectionInfo.lines(of: table)
        let count = Item.allCases.count
        precondition(lines.count == count, "\(name): \(lines.count) values for \(count) items")
        var values: [Value] = []
        var ordinalsByValue: [Value: Int] = [:]
        values.reserveCapacity(count)
        ordinalsByValue.reserveCapacity(count)
        for (ordinal, line) in lines.enumerated() {
            guard let value = Value(line) else {
                preconditionFailure("\(name): the line '\(line)' is not a \(Value.self)")
            }
            if let first = ordinalsByValue.updateValue(ordinal, forKey: value) {
                preconditionFailure("\(name): items \(first) and \(ordinal) have the same value '\(line)'")
            }
            values.append(value)
        }
        self.values = values
        self.ordinalsByValue = ordinalsByValue
    }

    /// The value of an item.
    public func value(of item: Item) -> Value {
        values[CaseTag.ordinal(of: item)]
    }

    /// The item with a value, or `nil` when no item has it.
    public func item(withValue value: Value) -> Item? {
        ordinalsByValue[value].map { CaseTag.item(atOrdinal: $0) }
    }
}
