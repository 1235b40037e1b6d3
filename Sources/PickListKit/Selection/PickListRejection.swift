/// Why a tap was refused; a refused tap changes nothing.
public enum PickListRejection: String, Hashable, Sendable {
    /// The tapped item is disabled (`enabled: false`).
    case disabled
    /// Every item is selected and the all-row's `while_all` policy is `lock`.
    case locked
    /// The tap would leave fewer items selected than the list's `min`.
    case minimum
    /// The tap would leave more items selected than the list's `max`.
    case maximum
    /// The list selects only in edit mode, and it is not editing.
    case notEditing
    /// The tapped row is one only the app selects (`selectable: false` in the spec,
    /// ``PickListEntry/isSelectable`` at runtime): a "Custom" preset the app checks when the
    /// settings match no other. It is shown as any row, and the app's `select` selects it.
    case notSelectable
    /// The index path is outside the list, or the all-row was tapped on a list without one.
    case noSuchRow
}
