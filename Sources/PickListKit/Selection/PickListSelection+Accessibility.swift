extension PickListSelection {
    /// What VoiceOver should say about a row beyond its title
    /// (``PickListSelecting/accessibilityValue(for:)``); an item the app marked unavailable
    /// (``setAvailable(_:for:)``) is `Dimmed` as a disabled one is.
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
