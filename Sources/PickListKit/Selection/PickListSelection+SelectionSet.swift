extension PickListSelection {
    /// The selected items as a set, for SwiftUI's `List(selection:)`; setting it applies the
    /// change through the list's policy (``applySelection(_:)``), so a refused change is
    /// undone rather than shown.
    ///
    /// ```swift
    /// List(Topping.allCases, selection: $model.toppings.selection) { topping in
    ///     Text(topping.title)
    /// }
    /// .environment(\.editMode, $editMode)
    /// ```
    ///
    /// On an edit-mode list, follow SwiftUI's edit mode with ``setEditing(_:)``.
    public var selection: Set<Item> {
        get { Set(selectedItems) }
        set { applySelection(newValue) }
    }

    /// Applies a set of items that SwiftUI (or any set-based UI) shows as selected through the
    /// list's policy, and returns each step's change.
    ///
    /// A set says which items should be selected, not which row was tapped, so its changes
    /// are applied as selects and deselects rather than taps:
    ///
    /// - A list with an all-row: a set of every enabled item while not all are selected, or
    ///   an empty set while all are, is one tap on the all-row (so `min`, `max` and edit mode
    ///   refuse it whole).
    /// - Otherwise each item that left the set is deselected (``deselect(_:)``: never an
    ///   isolating tap), then each item that joined it selected (``select(_:)``), both in
    ///   display order.
    ///
    /// A hidden item in the set has no row: its change is refused
    /// (``PickListRejection/noSuchRow``), first, and the rest of the set applies as above.
    ///
    /// Afterwards ``selection`` is what the list holds: show that, not the set given, and a
    /// refused change is undone.
    @discardableResult
    public mutating func applySelection(_ items: Set<Item>) -> [Change] {
        let definition = Item.definition
        var target = OrdinalSet(capacity: definition.selectable.capacity)
        var refused: [Change] = []
        for item in items {
            let ordinal = definition.ordinal(of: item)
            if let runtime, runtime.value.isHidden(ordinal) {
                refused.append(.rejected(.noSuchRow))
            } else {
                target.insert(ordinal)
            }
        }
        let cases = definition.cases
        return refused
            + state.apply(target, rules: definition.rules, selectable: selectable(definition), all: .all, row: { .item(cases[$0]) })
    }

    /// Selects an item, as a tap on it would when it is not selected
    /// (``PickListSelecting/select(_:)``).
    @discardableResult
    public mutating func select(_ item: Item) -> Change {
        let definition = Item.definition
        if let runtime, runtime.value.isHidden(definition.ordinal(of: item)) { return .rejected(.noSuchRow) }
        let cases = definition.cases
        return state.select(
            definition.ordinal(of: item), rules: definition.rules, selectable: selectable(definition), all: .all,
            row: { .item(cases[$0]) })
    }

    /// Deselects an item (``PickListSelecting/deselect(_:)``).
    @discardableResult
    public mutating func deselect(_ item: Item) -> Change {
        let definition = Item.definition
        if let runtime, runtime.value.isHidden(definition.ordinal(of: item)) { return .rejected(.noSuchRow) }
        let cases = definition.cases
        return state.deselect(
            definition.ordinal(of: item), rules: definition.rules, selectable: selectable(definition), all: .all,
            row: { .item(cases[$0]) })
    }
}
