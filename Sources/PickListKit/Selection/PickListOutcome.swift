/// What a tap did to a selection.
///
/// It is `@frozen`: code built against a prebuilt PickListKit (library evolution) may switch
/// over its cases without `@unknown default`. A case added in a later PickListKit (as
/// ``action`` was) is then a change to the source of such a switch: an app rebuilt against
/// that PickListKit handles the new case, or adds a `default`.
@frozen
public enum PickListOutcome: Hashable, Sendable {
    /// The selection changed.
    case changed
    /// The tap was allowed but left the selection as it was (tapping the selected item of a
    /// single list without `deselect`, say).
    case unchanged
    /// The tap was refused, for the given reason; the selection is as it was.
    case rejected(PickListRejection)
    /// The tapped row is an action row (`action: true` in the spec,
    /// ``PickListEntry/isAction`` at runtime: "Custom…", "Add Sound…"): it chooses nothing, so
    /// the selection is as it was and no checkmark changed. The change names the row
    /// (``PickListChange/actionRow``) for the app to open what it stands for.
    case action
}
