/// Whether a list holds one item or any number of items.
public enum PickListMode: String, Hashable, Sendable {
    /// Exclusive list: at most one item is selected (`selection: single`).
    case single
    /// Inclusive list: any number of items may be selected (`selection: multiple`).
    case multiple
}
