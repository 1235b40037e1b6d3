/// The "select all" row of a multiple-selection list (`all:` in the spec), or its button.
///
/// The initialisers' defaults are the all-row's defaults for picklist too: generated code
/// passes only what its spec writes (`PickListAllRow(title: "Everything")`), so the tool and
/// the runtime can never disagree about them.
///
/// A list whose spec says `all: {row: false}` has the select-all behaviour (`while_all`,
/// ``PickListAllState``) but no all-row: its app shows a Select All / Deselect All button (a
/// toolbar's, in a selection mode) instead, titled by the list's `allTitle` and acting through
/// `selectAll()`, `deselectAll()` and `toggleAll()`:
///
/// ```swift
/// PickListAllRow(showsRow: false)  // "Select All" / "Deselect All"
/// ```
public struct PickListAllRow: Hashable, Sendable {
    /// Where the all-row is shown.
    ///
    /// Its cases are all there will be (`@frozen`): code built against a prebuilt PickListKit
    /// (library evolution) may switch over them without `@unknown default`.
    @frozen
    public enum Position: String, Hashable, Sendable, CaseIterable {
        /// Before the items (in its own leading section when the list has sections).
        case first
        /// After the items (in its own trailing section when the list has sections).
        case last
    }

    /// What tapping an item does while every enabled item is selected (`while_all`).
    ///
    /// Its cases are all there will be (`@frozen`): code built against a prebuilt PickListKit
    /// (library evolution) may switch over them without `@unknown default`.
    @frozen
    public enum WhileAll: String, Hashable, Sendable, CaseIterable {
        /// Keep only the tapped item selected.
        case isolate
        /// Deselect just the tapped item.
        case exclude
        /// Ignore the tap (rejected with ``PickListRejection/locked``); only the all-row
        /// can clear the selection.
        case lock
    }

    /// The all-row's title; a button's title while not every item is selected.
    public var title: String
    /// Where the all-row is shown (not read when ``showsRow`` is `false`).
    public var position: Position
    /// What tapping an item does while every enabled item is selected.
    public var whileAll: WhileAll
    /// Whether the list shows an all-row (`true`, the spec's `all: true`), or selects all
    /// through a button only (`all: {row: false}`): then no section, index path or change
    /// holds the all-row, and a tap on it is refused (``PickListRejection/noSuchRow``).
    public var showsRow: Bool
    /// The button's title while every item is selected (`deselect_title`); the all-row's
    /// ``title`` for a list that shows the row, whose title never changes.
    public var deselectTitle: String

    /// Creates an all-row description; the defaults match the spec's `all: true`.
    public init(title: String = "All", position: Position = .first, whileAll: WhileAll = .isolate) {
        self.title = title
        self.position = position
        self.whileAll = whileAll
        self.showsRow = true
        self.deselectTitle = title
    }

    /// Creates a select-all description that shows a row or, with `showsRow: false`, a
    /// button; the defaults match the spec's `all: {row: false}`.
    ///
    /// - Parameters:
    ///   - title: The button's title while not every item is selected (`Select All`); the
    ///     row's title when it shows a row (`All`).
    ///   - deselectTitle: The button's title while every item is selected (`Deselect All`);
    ///     a row's title does not change.
    ///   - whileAll: What tapping an item does while every enabled item is selected.
    ///   - showsRow: `false` for a button.
    public init(title: String? = nil, deselectTitle: String? = nil, whileAll: WhileAll = .isolate, showsRow: Bool) {
        let title = title ?? (showsRow ? "All" : "Select All")
        self.title = title
        self.position = .first
        self.whileAll = whileAll
        self.showsRow = showsRow
        self.deselectTitle = showsRow ? title : deselectTitle ?? "Deselect All"
    }

    /// Where the all-row is shown, or `nil` for a list whose select-all is a button.
    @usableFromInline
    var shownPosition: Position? { showsRow ? position : nil }
}
