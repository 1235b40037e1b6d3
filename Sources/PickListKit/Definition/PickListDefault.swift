/// The initial selection of a list (`default` in the spec), what `Selection()` starts with.
public enum PickListDefault<Item: PickList>: Hashable, Sendable {
    /// Nothing selected.
    case none
    /// The given items (one for a single-selection list; of several, the first in display
    /// order is kept). Disabled items are ignored.
    case items([Item])
    /// Every enabled item (multiple-selection lists only).
    case all
}
