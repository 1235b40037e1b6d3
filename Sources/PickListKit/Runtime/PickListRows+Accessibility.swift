extension PickListRows {
    /// What VoiceOver should say about a row beyond its title, as for an enum list
    /// (``PickListSelection/accessibilityValue(for:)``): empty for an enabled row (give it the
    /// `isSelected` trait when ``isChecked(_:)``), `Dimmed` for a disabled one, and for the
    /// all-row `3 of 5 selected` while some, not all, rows are selected (``allState``). The
    /// numbers are those of ``summary``: selected rows not loaded count too.
    public func accessibilityValue(for row: Row) -> String {
        let total = selectable.total &+ state.unloadedCount
        return switch row {
        case .all:
            policy.accessibilityValue(isAllRow: true, isEnabled: true, allState: allState, count: count, total: total)
        case .entry(let id):
            policy.accessibilityValue(
                isAllRow: false, isEnabled: entry(id)?.isEnabled ?? true, allState: allState, count: count, total: total)
        }
    }
}
