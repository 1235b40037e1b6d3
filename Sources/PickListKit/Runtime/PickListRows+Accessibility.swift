extension PickListRows {
    /// What VoiceOver should say about a row beyond its title
    /// (``PickListSelecting/accessibilityValue(for:)``). The numbers are those of ``summary``:
    /// selected rows not loaded count too.
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
