/// What an app changed on one selection of an enum list at runtime, beside the selection
/// itself: the items it marked unavailable (``PickListSelection/setAvailable(_:for:)``), the
/// items it hid (``PickListSelection/setHidden(_:for:)``) or that the selection's subset leaves
/// out (``PickListSelection/init(subset:)``), and the titles and subtitles it set
/// (``PickListSelection/setTitle(_:for:)``); and what is selectable and shown with them.
///
/// A selection holds one only once the app changes something; until then its taps read the
/// definition's tables directly, as they always did. `@frozen`, for apps built against a
/// prebuilt PickListKit (PickListKit.docc, "Prebuilt PickListKit: what is frozen").
@frozen @usableFromInline
struct SelectionOverlay: Hashable, Sendable {
    /// The ordinals of the items marked unavailable.
    @usableFromInline var unavailable: OrdinalSet
    /// The ordinals of the items the app hid.
    @usableFromInline var hidden: OrdinalSet
    /// The ordinals of the items outside the selection's subset (none without one).
    @usableFromInline var outside: OrdinalSet
    /// The rows shown, when any is hidden (or outside the subset); `nil` when every row is.
    @usableFromInline var shown: ShownRows?
    /// Titles the app set, by ordinal.
    @usableFromInline var titles: [Int: String]
    /// Subtitles the app set, by ordinal.
    @usableFromInline var subtitles: [Int: String]
    /// The definition's selectable rows without the unavailable, hidden and outside items.
    @usableFromInline var selectable: SelectableRows

    /// Nothing changed for a list with `definition`'s rows.
    init<Item>(_ definition: PickListDefinition<Item>) {
        let none = OrdinalSet(capacity: definition.selectable.capacity)
        unavailable = none
        hidden = none
        outside = none
        shown = nil
        titles = [:]
        subtitles = [:]
        selectable = definition.selectable
    }

    /// An overlay in a box: what a selection stores, so that testing whether it has one is a
    /// pointer compared with `nil`. Immutable: a change stores a new box. Equal when the
    /// overlays are.
    @usableFromInline
    final class Box: Hashable, Sendable {
        /// The overlay.
        @usableFromInline let value: SelectionOverlay

        /// A box holding `value`. Not inlinable: a class's designated initializer cannot be
        /// under library evolution, and none is made on a tap.
        @usableFromInline
        init(_ value: SelectionOverlay) { self.value = value }

        /// Whether the overlays are equal.
        @usableFromInline static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }

        /// Hashes the overlay.
        @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// Whether the overlay changes nothing: a selection then holds none.
    var isEmpty: Bool {
        unavailable.isEmpty && hidden.isEmpty && outside.isEmpty && titles.isEmpty && subtitles.isEmpty
    }

    /// Whether the row with `ordinal` has no row: hidden, or outside the subset.
    @usableFromInline
    func isHidden(_ ordinal: Int) -> Bool {
        shown?.hidden.contains(ordinal) ?? false
    }

    /// Makes ``selectable`` the definition's enabled items less the unavailable, hidden and
    /// outside ones (its exclusive, action and app-only items staying what they are).
    mutating func updateSelectable<Item>(_ definition: PickListDefinition<Item>) {
        let base = definition.selectable
        guard !unavailable.isEmpty || !(shown?.hidesNothing ?? true) else {
            selectable = base
            return
        }
        // The unavailable items leave every kind; the hidden ones are taken out as hiding
        // takes them out (keeping their kind: an action or exclusive item shown again is
        // one still).
        var rows = unavailable.isEmpty ? base : base.removing(unavailable)
        if let hidden = shown?.hidden, !hidden.isEmpty {
            SelectableRows.change(&rows, making: Array(hidden.ordinals), selectable: false, base: base)
        }
        selectable = rows
    }

    /// Hides or shows the row with `ordinal` in the layout of `definition`; `false` when it
    /// already was. A row is hidden while the app hides it or the subset leaves it out.
    mutating func setShown<Item>(_ isShown: Bool, ordinal: Int, _ definition: PickListDefinition<Item>) -> Bool {
        if shown == nil {
            guard !isShown else { return false }
            shown = ShownRows(base: definition.layout.positions, count: definition.cases.count)
        }
        return shown!.setHidden(!isShown, ordinal: ordinal)
    }
}
