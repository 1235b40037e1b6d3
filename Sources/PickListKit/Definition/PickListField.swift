/// One field of a list's items, when its spec declares `fields`: an attribute each item carries
/// beside its id and title (a help link, the seconds a row means, a "pro only" flag).
///
/// Generated code declares one table per field and gives the list one property over it, and
/// for a field whose values are `unique`, a lookup from a value to its item:
///
/// ```swift
/// public enum ReportReason: PickList {
///     case spam, abuse, other
///     // definition …
///     private static let helpURLs = PickListField<ReportReason, URL>(parsing: URL.init(string:), """
///         https://example.com/help/spam
///         https://example.com/help/abuse
///         https://example.com/help/other
///         """, unique: true)
///     public var helpURL: URL { Self.helpURLs.value(of: self) }
///     public init?(helpURL: URL) { guard let item = Self.helpURLs.item(withValue: helpURL) else { return nil }; self = item }
/// }
///
/// ReportReason.abuse.helpURL                  // https://example.com/help/abuse
/// ReportReason(helpURL: someURL)              // the item with that link, or nil
/// ```
///
/// The table has one line per item in `allCases` order, each the value as its type reads it
/// (`30`, `0.5`, `true`, `Quarterly`, `#FF9500FF`); a field whose values are optional writes an
/// empty line for an item without one. Reading a value is one array access by the item's
/// ordinal, and a `unique` field's lookup one hash, whatever the list's length: the table is
/// parsed once, on first use, so the compile cost of a list stays linear in its items. A table
/// that does not fit the list (a line that does not read as a value, a line too many or too
/// few, a value twice in a `unique` field) stops the program with a message naming it.
public struct PickListField<Item: PickList, Value: Hashable & Sendable>: Sendable {
    /// Each item's value, by ordinal.
    private let values: [Value]
    /// Each value's ordinal: filled in for a `unique` field only (`nil` values left out).
    private let ordinalsByValue: [Value: Int]

    /// Reads a table of values, one line per item, each line read by `read` (`nil` when the
    /// line is not a value). With `unique`, no two items may have the same value, and
    /// ``item(withValue:)`` finds an item by its value.
    public init(parsing read: (String) -> Value?, _ table: String, unique: Bool = false) {
        self.init(table, unique: unique, isMissing: { _ in false }, read: read)
    }

    /// The table reader every initializer uses; `isMissing` tells the values left out of the
    /// lookup (an optional field's `nil`).
    private init(_ table: String, unique: Bool, isMissing: (Value) -> Bool, read: (String) -> Value?) {
        let name = "PickListField<\(Item.self), \(Value.self)>"
        let lines = PickListSectionInfo.lines(of: table)
        let count = Item.allCases.count
        precondition(lines.count == count, "\(name): \(lines.count) values for \(count) items")
        var values: [Value] = []
        var ordinalsByValue: [Value: Int] = [:]
        values.reserveCapacity(count)
        if unique { ordinalsByValue.reserveCapacity(count) }
        for (ordinal, line) in lines.enumerated() {
            guard let value = read(line) else {
                preconditionFailure("\(name): the line '\(line)' is not a \(Value.self)")
            }
            if unique, !isMissing(value), let first = ordinalsByValue.updateValue(ordinal, forKey: value) {
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

    /// The item whose value is `value`, in a `unique` field; `nil` when no item has it (and
    /// always in a field that is not `unique`).
    public func item(withValue value: Value) -> Item? {
        ordinalsByValue[value].map { CaseTag.item(atOrdinal: $0) }
    }
}

extension PickListField where Value: LosslessStringConvertible {
    /// Reads a table of values of a type Swift reads from text (`Int`, `Double`, `Bool`,
    /// `String`, ``PickListColor``), one line per item.
    public init(_ table: String, unique: Bool = false) {
        self.init(parsing: { Value($0) }, table, unique: unique)
    }
}

extension PickListField {
    /// Reads a table of optional values, one line per item: an empty line is `nil`, any other
    /// line must read as a `Wrapped` through `read`.
    public init<Wrapped: Hashable & Sendable>(
        parsingNonEmpty read: (String) -> Wrapped?, _ table: String, unique: Bool = false
    ) where Value == Wrapped? {
        self.init(table, unique: unique, isMissing: { $0 == nil }) { line in
            line.isEmpty ? .some(nil) : read(line).map { .some($0) }
        }
    }

    /// Reads a table of optional values of a type Swift reads from text, one line per item: an
    /// empty line is `nil`.
    public init<Wrapped: LosslessStringConvertible & Hashable & Sendable>(
        _ table: String, unique: Bool = false
    ) where Value == Wrapped? {
        self.init(parsingNonEmpty: { Wrapped($0) }, table, unique: unique)
    }
}
