/// What a tap did to a selection.
///
/// Its cases are all there will be (`@frozen`): code built against a prebuilt PickListKit
/// (library evolution) may switch over them without `@unknown default`.
@frozen
public enum PickListOutcome: Hashable, Sendable {
    /// The selection changed.
    case changed
    /// The tap was allowed but left the selection as it was (tapping the selected item of a
    /// single list without `deselect`, say).
    case unchanged
    /// The tap was refused, for the given reason; the selection is as it was.
    case rejected(PickListRejection)
}
