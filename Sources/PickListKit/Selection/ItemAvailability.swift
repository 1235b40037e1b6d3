/// The items an app has marked unavailable on one selection (``PickListSelection/setAvailable(_:for:)``),
/// and the selectable rows that leaves: the definition's, without them.
///
/// A selection holds one only once the app marks an item; until then its taps read the
/// definition's tables directly. `@frozen`, so that an app built against a prebuilt
/// PickListKit (library evolution) reads its stored properties directly too.
@frozen @usableFromInline
struct ItemAvailability: Hashable, Sendable {
    /// The ordinals of the items marked unavailable.
    @usableFromInline var unavailable: OrdinalSet
    /// The definition's selectable rows without the unavailable items.
    @usableFromInline var selectable: SelectableRows
}
