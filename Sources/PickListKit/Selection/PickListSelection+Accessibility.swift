extension PickListSelection {
    /// What VoiceOver should say about a row beyond its title: set it as the row's
    /// `accessibilityValue`, and give the row the `isSelected` trait exactly when
    /// ``isChecked(_:)`` (VoiceOver then says "Selected").
    ///
    /// - An enabled item row: empty. Its checkmark is said by the `isSelected` trait, as in
    ///   Apple's own lists, so "Selected" is never said twice.
    /// - A disabled item row, or one the app marked unavailable (``setAvailable(_:for:)``):
    ///   `Dimmed` (``PickListAccessibilityText/unavailable``).
    /// - The all-row: `3 of 5 selected` (``PickListAccessibilityText/someSelected``) while
    ///   some, not all, items are selected (``allState`` is `.some`); otherwise empty (the
    ///   trait says "Selected" when all are).
    ///
    /// Translated for a localized list (`<Name>.accessibility.unavailable`,
    /// `.some_selected`); see ``PickListAccessibilityText`` for why these words.
    public func accessibilityValue(for row: Row) -> String {
        let definition = Item.definition
        // What the all-row selects and counts: enabled items the app has not marked
        // unavailable, exclusive items left out (as for `{total}` in the summary).
        let total = selectable(definition).total
        return switch row {
        case .all:
            definition.policy.accessibilityValue(
                isAllRow: true, isEnabled: true, allState: allState, count: count, total: total)
        case .item(let item):
            definition.policy.accessibilityValue(
                isAllRow: false, isEnabled: isEnabled(item), allState: allState, count: count, total: total)
        }
    }
}
