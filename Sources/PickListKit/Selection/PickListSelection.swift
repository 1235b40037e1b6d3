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
/// instructions with no allocation (docs/performance.md). The type is `@frozen` for the same
/// reason: in an app built against a prebuilt PickListKit (library evolution) too, they read
/// the selection directly.
///
/// Disabled items are never selected, however the selection was made (initialiser, decoding
/// or tap). A selection encodes as a JSON array of item ids in display order.
///
/// On a list with `edit_mode`, items are selected only while ``isEditing``; on any other list
/// ``isEditing`` is always `false` and taps never need edit mode.
@frozen
public struct PickListSelection<Item: PickList>: Hashable, Sendable {
    /// A row of the list this selection belongs to.
    public typealias Row = PickListRow<Item>
    /// The result of a tap on this selection.
    public typealias Change = PickListChange<PickListRow<Item>>

    /// The selection: the selected items' ordinals and edit mode, kept by the engine that
    /// applies every rule (``SelectionState``), the same for enum lists and runtime lists.
    @usableFromInline var state: SelectionState
    /// What the app changed at runtime (items unavailable or hidden, the subset, titles), and
    /// what is selectable and shown with it; `nil` until it changes something
    /// (``setAvailable(_:for:)``, ``setHidden(_:for:)``, ``init(subset:)``,
    /// ``setTitle(_:for:)``), so a list that never does reads its definition's tables alone.
    ///
    /// Held in a box, so that the taps' test for it is one pointer compared with `nil`: a
    /// list that never changes anything taps as it did before (docs/performance.md).
    @usableFromInline var runtime: SelectionOverlay.Box?

    /// ``runtime``'s overlay; setting one that changes nothing stores `nil`.
    var overlay: SelectionOverlay? {
        get { runtime?.value }
        set { runtime = newValue.flatMap { $0.isEmpty ? nil : SelectionOverlay.Box($0) } }
    }

    /// Whether the list is in edit mode (``PickListSelecting/isEditing``).
    public var isEditing: Bool { state.isEditing }

    /// The spec's `default` selection (empty when the spec has none).
    ///
    /// On an edit-mode list a non-empty default starts in edit mode, because outside edit mode
    /// nothing is selected.
    public init() {
        let definition = Item.definition
        state = SelectionState(members: definition.defaultOrdinals, order: definition.defaultOrder, rules: definition.rules)
        runtime = nil
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
        let ordinals = Array(ordinals)
        let members = SelectionState.members(ordinals: ordinals, selectable: definition.selectable, mode: definition.mode)
        state = SelectionState(members: members, order: ordinals, rules: definition.rules)
        runtime = nil
        state.checkInvariants(selectable: definition.selectable, rules: definition.rules)
    }

    /// The selected items' ordinals.
    @inlinable
    var members: OrdinalSet { state.members }

    /// Whether two selections hold the same items in the same order, in the same edit mode,
    /// with the same runtime changes (items unavailable or hidden, the subset, titles set).
    ///
    /// Written out rather than synthesised: a selection is also `RawRepresentable`, and the
    /// standard library's equality of raw-representable values would compare only the ids.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.state == rhs.state && lhs.overlay == rhs.overlay
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(state)
        hasher.combine(overlay)
    }

    /// What a tap may select: the definition's enabled items, without those the app marked
    /// unavailable or hid.
    @inlinable
    func selectable(_ definition: PickListDefinition<Item>) -> SelectableRows {
        runtime?.value.selectable ?? definition.selectable
    }

    // MARK: Reading

    /// The selected items in display order; on a list with `order: selection`, in the order
    /// they were selected.
    public var selectedItems: [Item] {
        let definition = Item.definition
        return state.orderedMembers(definition.rules).map { definition.cases[$0] }
    }

    /// The selected item of a single-selection list; for a multiple-selection list, the first
    /// of ``selectedItems`` (in display order, or the first selected with `order: selection`).
    public var selectedItem: Item? {
        let definition = Item.definition
        let first = definition.rules.keepsOrder ? state.orderedMembers(definition.rules).first : members.first
        return first.map { definition.cases[$0] }
    }

    /// The number of selected items.
    @inlinable
    public var count: Int { state.members.count }

    /// Whether nothing is selected.
    @inlinable
    public var isEmpty: Bool { state.members.isEmpty }

    /// Whether every enabled item is selected (and the list has at least one enabled item).
    /// Exclusive items ("None of these") do not count, nor items the app marked unavailable
    /// or hid.
    ///
    /// The all-row shows a checkmark exactly when this is `true`.
    @inlinable
    public var isAll: Bool {
        // Without runtime changes the definition's rows are read in place (no copy).
        guard runtime == nil else { return state.isAll(selectable(Item.definition)) }
        return state.isAll(Item.definition.selectable)
    }

    /// Whether an item is selected.
    @inlinable
    public func contains(_ item: Item) -> Bool {
        state.members.contains(Item.definition.ordinal(of: item))
    }

    /// Whether a row shows a checkmark: an item row when its item is selected, the all-row
    /// when ``isAll`` (and the list has an all-row).
    @inlinable
    public func isChecked(_ row: Row) -> Bool {
        let definition = Item.definition
        switch row {
        case .all: return definition.rules.showsAllRow && isAll
        case .item(let item): return state.members.contains(definition.ordinal(of: item))
        }
    }

    // MARK: Tapping

    /// Applies a tap on a row, following the list's policy (``PickListSelecting/tap(_:)``),
    /// and reports what changed. An item the app marked unavailable refuses it as a disabled
    /// one does (``PickListRejection/disabled``).
    @inlinable @discardableResult
    public mutating func tap(_ row: Row) -> Change {
        let definition = Item.definition
        switch row {
        case .all: return tapAllRow(definition: definition)
        case .item(let item): return tapItem(definition.ordinal(of: item), definition: definition)
        }
    }

    /// A tap on the all-row.
    @inlinable @inline(__always)
    mutating func tapAllRow(definition: PickListDefinition<Item>) -> Change {
        let cases = definition.cases
        return state.tapAllRow(rules: definition.rules, selectable: selectable(definition), all: .all, row: { .item(cases[$0]) })
    }

    /// A tap on the item with `ordinal`: the plain path, or for exclusive items, `order:
    /// selection` or a selection the app changed at runtime, the general one.
    @inlinable @inline(__always)
    mutating func tapItem(_ ordinal: Int, definition: PickListDefinition<Item>) -> Change {
        if definition.rules.takesGeneralPath || runtime != nil {
            return tapGeneral(ordinal, definition: definition)
        }
        return tapPlainItem(ordinal, definition: definition)
    }

    /// A tap on the item with `ordinal` of a list whose taps take the plain path, on a
    /// selection without runtime changes.
    @inlinable @inline(__always)
    mutating func tapPlainItem(_ ordinal: Int, definition: PickListDefinition<Item>) -> Change {
        let cases = definition.cases
        return state.tapPlain(
            ordinal, rules: definition.rules, enabled: definition.enabled, selectable: definition.selectable, all: .all,
            row: { .item(cases[$0]) })
    }

    /// A tap on the item with `ordinal` through the engine's general path: a list with
    /// exclusive items or `order: selection`, or a selection the app changed at runtime (items
    /// unavailable or hidden). Kept out of the taps of every other list, which stay as small
    /// as they were (docs/performance.md). A hidden item has no row: its tap is refused with
    /// ``PickListRejection/noSuchRow``.
    @inlinable @inline(never)
    mutating func tapGeneral(_ ordinal: Int, definition: PickListDefinition<Item>) -> Change {
        if let runtime, runtime.value.isHidden(ordinal) { return .rejected(.noSuchRow) }
        let cases = definition.cases
        let selectable = selectable(definition)
        return state.tap(
            ordinal, rules: definition.rules, enabled: selectable.tappable, selectable: selectable, all: .all,
            row: { .item(cases[$0]) })
    }

    /// Applies a tap on the row shown at an index path: the selection's own index path
    /// (``row(section:row:)``), which with hidden items is not `X.row(section:row:)`'s.
    @inlinable @discardableResult
    public mutating func tap(section: Int, row: Int) -> Change {
        let definition = Item.definition
        if runtime != nil { return tapShown(section: section, row: row, definition: definition) }
        let positions = definition.layout.positions
        guard let position = positions.position(section: section, row: row) else { return .rejected(.noSuchRow) }
        if position == positions.allRowPosition { return tapAllRow(definition: definition) }
        let ordinal = positions.ordinal(atRowPosition: position)
        if definition.rules.takesGeneralPath { return tapGeneral(ordinal, definition: definition) }
        return tapPlainItem(ordinal, definition: definition)
    }

    /// A tap by index path on a selection the app changed at runtime: the index path is
    /// looked up among the rows shown. Not inlined into the taps of other selections.
    @usableFromInline @inline(never)
    mutating func tapShown(section: Int, row: Int, definition: PickListDefinition<Item>) -> Change {
        guard let ordinal = ordinal(section: section, row: row, definition: definition) else { return .rejected(.noSuchRow) }
        return ordinal < 0 ? tapAllRow(definition: definition) : tapGeneral(ordinal, definition: definition)
    }

    /// Enters or leaves edit mode (``PickListSelecting/setEditing(_:)``).
    @discardableResult
    public mutating func setEditing(_ editing: Bool) -> Change {
        let definition = Item.definition
        let cases = definition.cases
        return state.setEditing(editing, rules: definition.rules, selectable: selectable(definition), all: .all, row: { .item(cases[$0]) })
    }
}

extension PickListSelection: PickListSelecting {}
