/// Whether a list holds one item or any number of items.
///
/// Its cases are all there will be (`@frozen`): code built against a prebuilt PickListKit
/// (library evolution) may switch over them without `@unknown default`.
@frozen
public enum PickListMode: String, Hashable, Sendable {
    /// Exclusive list: at most one item is selected (`selection: single`).
    case single
    /// Inclusive list: any number of items may be selected (`selection: multiple`).
    case multiple
}
