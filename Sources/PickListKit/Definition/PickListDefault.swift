/// The initial selection of a list (`default` in the spec), what `Selection()` starts with.
public enum PickListDefault: Hashable, Sendable {
    /// Nothing selected.
    case none
    /// The items with these ids (one for a single-selection list; of several, the first in
    /// display order is kept). Disabled items are ignored.
    case ids([String])
    /// Every enabled item (multiple-selection lists only).
    case all
}
