/// The selection state of a pick list, applying the list's selection policy to every tap.
///
/// Generated lists name it `X.Selection`. Keep one in your view controller or view state,
/// draw each row's checkmark from ``isChecked(_:)``, and forward taps to ``tap(_:)``, which
/// returns exactly the rows to reload:
///
/// ```swift
/// var selection = QuoteCategory.Selection()          // the spec's default
/// let change = selection.tap(.all)                   // select every enabled item
/// // change.outcome == .changed; change.rows == every row whose checkmark appeared
/// ```
///
/// The state is a bitset over the items' positions, so a tap, ``isChecked(_:)``,
/// ``contains(_:)``, ``count`` and ``isAll`` take constant time whatever the list's length.
/// They are `@inlinable`: the app compiles them for its own list, so a tap is a few dozen
/// instructions with no allocation (docs/performance.md).
///
/// Disabled items are never selected, however the selection was made (initialiser, decoding
/// or tap). A selection encodes as a JSON array of item ids in display order.
///
/// On a list with `edit_mode`, items are selected only while ``isEditing``; on any other list
/// ``isEditing`` is always `false` and taps never need edit mode.
public struct PickListSelection<Item: PickList>: Hashable, Sendable {
    /// A row of the list this selection belongs to.
    public typealias Row = PickListRow<Item>
    /// The result of a tap on this selection.
    public typealias Change = PickListChange<PickListRow<Item>>

    /// The selected items' ordinals.
    @usableFromInline var members: OrdinalSet

    /// Whether the list is in edit mode; only lists with `edit_mode` ever are.
    public private(set) var isEditing: Bool

    /// The spec's `default` selection (empty when the spec has none).
    ///
    /// On an edit-mode list a non-empty default starts in edit mode, because outside edit mode
    /// nothing is selected.
    public init() {
        let definition = Item.definition
        members = definition.defaultOrdinals
        isEditing = definition.isEditable && !members.isEmpty
    }

    /// A selection of the given items.
    ///
    /// Disabled items are left out; on a single-selection list only the first given item in
    /// display order is kept. The list's `min` and `max` are not applied (taps then move the
    /// selection towards them). On an edit-mode list a non-empty selection starts in edit mode.
    public init(_ items: some Sequence<Item>) {
        let definition = Item.definition
        self.init(ordinals: items.map { definition.ordinal(of: $0) }, definition: definition)
    }

    init(ordinals: some Sequence<Int>, definition: PickListDefinition<Item>) {
        members = Self.members(
            ordinals: ordinals, enabled: definition.enabled, mode: definition.mode, count: definition.items.count)
        isEditing = definition.isEditable && !members.isEmpty
    }

    /// What a selection of `ordinals` holds, for every way one is made (``init(_:)``, decoding,
    /// and the spec's `default` that ``init()`` starts with): the enabled ones only, and on a
    /// single-selection list only the first of those in display order.
    ///
    /// It takes the definition's parts rather than the definition so that
    /// ``PickListDefinition`` can work out its default while it is being created.
    static func members(ordinals: some Sequence<Int>, enabled: OrdinalSet, mode: PickListMode, count: Int) -> OrdinalSet {
        var members = OrdinalSet(capacity: count)
        for ordinal in ordinals where enabled.contains(ordinal) {
            members.insert(ordinal)
        }
        if mode == .single, members.count > 1, let first = members.first {
            members = OrdinalSet(capacity: count)
            members.insert(first)
        }
        return members
    }

    // MARK: Reading

    /// The selected items in display order.
    public var selectedItems: [Item] {
        let definition = Item.definition
        return members.ordinals.map { definition.cases[$0] }
    }

    /// The selected item of a single-selection list; for a multiple-selection list, the first
    /// selected item in display order.
    public var selectedItem: Item? {
        members.first.map { Item.definition.cases[$0] }
    }

    /// The number of selected items.
    @inlinable
    public var count: Int { members.count }

    /// Whether nothing is selected.
    @inlinable
    public var isEmpty: Bool { members.isEmpty }

    /// Whether every enabled item is selected (and the list has at least one enabled item).
    ///
    /// The all-row shows a checkmark exactly when this is `true`.
    @inlinable
    public var isAll: Bool { isAll(Item.definition) }

    /// Whether an item is selected.
    @inlinable
    public func contains(_ item: Item) -> Bool {
        members.contains(Item.definition.ordinal(of: item))
    }

    /// Whether a row shows a checkmark: an item row when its item is selected, the all-row
    /// when ``isAll`` (and the list has an all-row).
    @inlinable
    public func isChecked(_ row: Row) -> Bool {
        let definition = Item.definition
        switch row {
        case .all: return definition.hasAllRow && isAll(definition)
        case .item(let item): return members.contains(definition.ordinal(of: item))
        }
    }

    /// ``isAll`` with the definition at hand.
    @inlinable
    func isAll(_ definition: PickListDefinition<Item>) -> Bool {
        let enabledCount = definition.enabledCount
        return enabledCount > 0 && members.count == enabledCount
    }

    // MARK: Tapping

    /// Applies a tap on a row, following the list's policy, and reports what changed.
    ///
    /// - single: tapping an enabled item selects it and deselects the previous one; tapping
    ///   the selected item keeps it, or clears the selection with `deselect`.
    /// - multiple: tapping an item toggles it, unless that would leave fewer than `min`
    ///   (``PickListRejection/minimum``) or more than `max` (``PickListRejection/maximum``)
    ///   items selected. The all-row selects every enabled item, or clears the selection
    ///   when all are selected. While all are selected, an item tap follows `while_all`.
    /// - edit mode: taps are refused (``PickListRejection/notEditing``) until
    ///   ``setEditing(_:)`` turns editing on.
    ///
    /// Disabled items refuse taps (``PickListRejection/disabled``), as does the all-row of a
    /// list without one (``PickListRejection/noSuchRow``).
    ///
    /// - Returns: The outcome and exactly the rows whose checkmark changed, in display order.
    @inlinable @discardableResult
    public mutating func tap(_ row: Row) -> Change {
        let definition = Item.definition
        switch row {
        case .all:
            return tapAllRow(definition)
        case .item(let item):
            return tapItem(definition.ordinal(of: item), definition)
        }
    }

    /// Applies a tap on the row at an index path (see ``tap(_:)``); an index path outside the
    /// list is refused with ``PickListRejection/noSuchRow``.
    @inlinable @discardableResult
    public mutating func tap(section: Int, row: Int) -> Change {
        let definition = Item.definition
        let layout = definition.layout
        guard let position = layout.position(section: section, row: row) else { return .rejected(.noSuchRow) }
        if position == layout.allRowPosition { return tapAllRow(definition) }
        return tapItem(layout.ordinal(atItemPosition: position), definition)
    }

    /// Enters or leaves edit mode; leaving clears the selection.
    ///
    /// Lists without `edit_mode` ignore this (``isEditing`` stays `false`).
    ///
    /// - Returns: The rows whose checkmark cleared on leaving edit mode.
    @discardableResult
    public mutating func setEditing(_ editing: Bool) -> Change {
        let definition = Item.definition
        guard definition.isEditable, editing != isEditing else { return .unchanged }
        isEditing = editing
        guard !editing, !members.isEmpty else { return .unchanged }
        return replaceMembers(with: OrdinalSet(capacity: definition.cases.count), definition)
    }

    /// A tap on the item with `ordinal`.
    @inlinable
    mutating func tapItem(_ ordinal: Int, _ definition: PickListDefinition<Item>) -> Change {
        guard isEditing || !definition.isEditable else { return .rejected(.notEditing) }
        guard definition.enabled.contains(ordinal) else { return .rejected(.disabled) }
        switch definition.mode {
        case .single: return tapSingle(ordinal, definition)
        case .multiple: return tapMultiple(ordinal, definition)
        }
    }

    @inlinable
    mutating func tapSingle(_ ordinal: Int, _ definition: PickListDefinition<Item>) -> Change {
        let tapped = definition.row(ordinal: ordinal)
        if members.contains(ordinal) {
            guard definition.deselect else { return .unchanged }
            members.remove(ordinal)
            return Change(outcome: .changed, storage: .one(tapped))
        }
        let previous = members.first
        members.insert(ordinal)
        guard let previous else { return Change(outcome: .changed, storage: .one(tapped)) }
        members.remove(previous)
        let previousRow = definition.row(ordinal: previous)
        return Change(outcome: .changed, storage: previous < ordinal ? .two(previousRow, tapped) : .two(tapped, previousRow))
    }

    @inlinable
    mutating func tapMultiple(_ ordinal: Int, _ definition: PickListDefinition<Item>) -> Change {
        let wasAll = isAll(definition)
        if wasAll, definition.hasAllRow {
            switch definition.whileAll {
            case .lock:
                return .rejected(.locked)
            case .isolate:
                // Already only this item: nothing to isolate.
                guard members.count != 1 || !members.contains(ordinal) else { return .unchanged }
                if let rejection = boundsRejection(newCount: 1, definition) { return .rejected(rejection) }
                var isolated = OrdinalSet(capacity: definition.cases.count)
                isolated.insert(ordinal)
                return replaceMembers(with: isolated, definition)
            case .exclude:
                break  // deselects the tapped item: the toggle below
            }
        }
        if members.contains(ordinal) {
            if let rejection = boundsRejection(newCount: members.count &- 1, definition) { return .rejected(rejection) }
            members.remove(ordinal)
        } else {
            if let rejection = boundsRejection(newCount: members.count &+ 1, definition) { return .rejected(rejection) }
            members.insert(ordinal)
        }
        let tapped = definition.row(ordinal: ordinal)
        guard definition.hasAllRow, wasAll != isAll(definition) else {
            return Change(outcome: .changed, storage: .one(tapped))
        }
        return Change(outcome: .changed, storage: definition.isAllRowFirst ? .two(.all, tapped) : .two(tapped, .all))
    }

    /// A tap on the all-row.
    @inlinable
    mutating func tapAllRow(_ definition: PickListDefinition<Item>) -> Change {
        guard definition.hasAllRow else { return .rejected(.noSuchRow) }
        guard isEditing || !definition.isEditable else { return .rejected(.notEditing) }
        if isAll(definition) {
            if let rejection = boundsRejection(newCount: 0, definition) { return .rejected(rejection) }
            return replaceMembers(with: OrdinalSet(capacity: definition.cases.count), definition)
        }
        guard definition.enabledCount > 0 else { return .unchanged }
        if let rejection = boundsRejection(newCount: definition.enabledCount, definition) {
            return .rejected(rejection)
        }
        return replaceMembers(with: definition.enabled, definition)
    }

    /// The rejection for a tap that would move the count from ``count`` to `newCount`: going
    /// down below `min` or up above `max`. A count already outside the bounds (a default or a
    /// restored selection) may still move towards them.
    @inlinable
    func boundsRejection(newCount: Int, _ definition: PickListDefinition<Item>) -> PickListRejection? {
        if newCount < members.count && newCount < definition.minimum { return .minimum }
        if let maximum = definition.maximum, newCount > members.count && newCount > maximum { return .maximum }
        return nil
    }

    /// Replaces the members, reporting every item row that changed and the all-row if its
    /// checkmark flipped.
    @inlinable
    mutating func replaceMembers(with newMembers: OrdinalSet, _ definition: PickListDefinition<Item>) -> Change {
        let oldMembers = members
        members = newMembers
        let enabledCount = definition.enabledCount
        let allRowFlips = definition.hasAllRow
            && (enabledCount > 0 && oldMembers.count == enabledCount) != (enabledCount > 0 && newMembers.count == enabledCount)
        let total = oldMembers.differenceCount(from: newMembers) &+ (allRowFlips ? 1 : 0)
        guard total > 0 else { return .unchanged }
        // Written in place: a "select all" on a long list reports thousands of rows.
        let cases = definition.cases
        let allRowFirst = definition.isAllRowFirst
        let rows = [Row](unsafeUninitializedCapacity: total) { buffer, initialized in
            var next = 0
            if allRowFlips && allRowFirst {
                buffer.initializeElement(at: next, to: .all)
                next &+= 1
            }
            oldMembers.forEachDifference(from: newMembers) { ordinal in
                buffer.initializeElement(at: next, to: .item(cases[ordinal]))
                next &+= 1
            }
            if allRowFlips && !allRowFirst {
                buffer.initializeElement(at: next, to: .all)
                next &+= 1
            }
            initialized = next
        }
        return Change(outcome: .changed, rows: rows)
    }
}
