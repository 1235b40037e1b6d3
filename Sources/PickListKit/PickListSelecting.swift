/// A list's rows and their selection, whichever kind of list: what an enum list's
/// ``PickListSelection`` and a runtime list's ``PickListRows`` have in common.
///
/// Both apply the list's policy to every tap through the same engine, and show the same
/// rows the same way: sections, an optional all-row, rows the app hid left out. Code that
/// draws or drives a list (a table view's data source, a SwiftUI view, a test) can be written
/// once over this protocol:
///
/// ```swift
/// func reload<List: PickListSelecting>(_ list: List, tapping row: List.Row, in table: Table) {
///     var list = list
///     let change = list.tap(row)
///     if let message = list.message(for: change, tapping: row) { announce(message) }
/// }
/// ```
///
/// Each requirement's documentation here is the rule both kinds of list follow; a conformer's
/// own documentation says only what differs (an enum list's items are its ids, a runtime
/// list's rows may include selected rows not loaded).
///
/// Calls on a concrete ``PickListSelection`` or ``PickListRows`` are the types' own members,
/// `@inlinable` where they were, so a tap costs what it always did; the protocol adds nothing
/// to them. Generic code over the protocol is specialised for the app's list when the
/// compiler sees the concrete type.
public protocol PickListSelecting<ID>: Hashable, Sendable {
    /// What identifies a row: an enum list's item, a runtime list's id.
    associatedtype ID: Hashable & Sendable
    /// A row: the all-row or a row with an id.
    associatedtype Row: Hashable & Sendable
    /// A displayed section: its title, its rows (the all-row included where it is shown) and
    /// its footer.
    associatedtype Section: Hashable & Sendable

    // MARK: Reading the selection

    /// Whether the list is in edit mode; only lists with `edit_mode` ever are.
    var isEditing: Bool { get }

    /// The number of selected rows.
    var count: Int { get }

    /// Whether nothing is selected.
    var isEmpty: Bool { get }

    /// Whether every enabled row is selected (and the list has at least one). Exclusive rows
    /// ("None of these") do not count, nor rows the app hid or marked unavailable.
    ///
    /// The all-row shows a checkmark exactly when this is `true`.
    var isAll: Bool { get }

    /// None, some or all of the enabled rows selected: the state of a mixed "select all"
    /// checkbox, and the all-row's accessibility value. `.all` exactly when ``isAll``.
    var allState: PickListAllState { get }

    /// Whether the selection satisfies the list's bounds: `min` ≤ ``count`` ≤ `max` for a
    /// multiple list; one row for a single list with `required: true`. Enable a Done button
    /// with it: a `min: 1` list starts empty, and so invalid, until the user picks.
    var isValid: Bool { get }

    /// The text describing the selection, from the spec's `summary` texts: `{count}`,
    /// `{total}` (the enabled rows) and `{title}` (the selected rows' titles joined as the
    /// language joins a list), with the plural forms of the list's language.
    var summary: String { get }

    /// The selected rows' ids as a set, for SwiftUI's `List(selection:)`; setting it applies
    /// the change through the list's policy (``applySelection(_:)``), so a refused change is
    /// undone rather than shown. On an edit-mode list, follow SwiftUI's edit mode with
    /// ``setEditing(_:)``.
    var selection: Set<ID> { get set }

    /// Whether the row with an id is selected.
    func contains(_ id: ID) -> Bool

    /// Whether a row shows a checkmark: a row with an id when it is selected, the all-row
    /// when ``isAll`` (and the list has an all-row).
    func isChecked(_ row: Row) -> Bool

    /// Whether the row at an index path shows a checkmark (`false` outside the rows shown):
    /// what a table view's `cellForRowAt` asks.
    func isChecked(section: Int, row: Int) -> Bool

    // MARK: The rows shown

    /// The displayed sections, each with its title and rows, the all-row included where the
    /// list has one; hidden rows left out (``setHidden(_:for:)``; a section whose rows are all
    /// hidden keeps its place, with no rows). Built on each read: a table view's data source
    /// should ask ``numberOfSections``, ``numberOfRows(inSection:)`` and
    /// ``row(section:row:)``.
    var sections: [Section] { get }

    /// The number of displayed sections, the all-row's own section included (hiding rows
    /// never removes one).
    var numberOfSections: Int { get }

    /// The number of rows shown in a displayed section, the all-row included (0 outside the
    /// list).
    func numberOfRows(inSection section: Int) -> Int

    /// The row shown at an index path, or `nil` outside the rows shown. O(log n) while rows
    /// are hidden, O(1) otherwise.
    func row(section: Int, row: Int) -> Row?

    /// The index path of a row among the rows shown, or `nil` for a hidden row and for the
    /// all-row of a list without one.
    func indexPath(of row: Row) -> (section: Int, row: Int)?

    /// Whether the row with an id has no row shown because the app hid it
    /// (``setHidden(_:for:)``).
    func isHidden(_ id: ID) -> Bool

    /// The ids of the rows shown whose title or keywords match a search query, in display
    /// order: every word of the query must begin a word of the title or keywords, ignoring
    /// case and diacritics (a spec's `searchable: {in: …}` names other fields). An empty query
    /// (or one without letters or digits) returns every row shown; hidden rows are left out.
    func search(_ query: String) -> [ID]

    // MARK: Accessibility

    /// What VoiceOver should say about a row beyond its title: set it as the row's
    /// `accessibilityValue`, and give the row the `isSelected` trait exactly when
    /// ``isChecked(_:)`` (VoiceOver then says "Selected").
    ///
    /// - An enabled row: empty. Its checkmark is said by the `isSelected` trait, as in
    ///   Apple's own lists, so "Selected" is never said twice.
    /// - A disabled row: `Dimmed` (``PickListAccessibilityText/unavailable``).
    /// - The all-row: `3 of 5 selected` (``PickListAccessibilityText/someSelected``) while
    ///   some, not all, rows are selected (``allState`` is `.some`); otherwise empty (the
    ///   trait says "Selected" when all are).
    ///
    /// Translated for a localized list (`<Name>.accessibility.unavailable`,
    /// `.some_selected`); see ``PickListAccessibilityText`` for why these words.
    func accessibilityValue(for row: Row) -> String

    /// The text saying why a tap on `row` was refused with `rejection`, for a person to read or
    /// hear; `nil` for ``PickListRejection/noSuchRow`` (a programming error, not something to
    /// tell a person).
    ///
    /// The texts are the spec's `messages`, or PickListKit's (``PickListMessages``), translated
    /// for a localized list, with `{max}`, `{min}` and `{title}` (the row's title) filled in.
    /// The text is made only when asked for: a tap itself never makes one.
    func message(for rejection: PickListRejection, tapping row: Row) -> String?

    // MARK: Changing the selection

    /// Applies a tap on a row, following the list's policy, and reports what changed.
    ///
    /// - single: tapping an enabled row selects it and deselects the previous one; tapping
    ///   the selected row keeps it, or clears the selection with `deselect`.
    /// - multiple: tapping a row toggles it, unless that would leave fewer than `min`
    ///   (``PickListRejection/minimum``) or more than `max` (``PickListRejection/maximum``)
    ///   rows selected. The all-row selects every enabled row, or clears the selection
    ///   when all are selected. While all are selected, a row's tap follows `while_all`.
    /// - edit mode: taps are refused (``PickListRejection/notEditing``) until
    ///   ``setEditing(_:)`` turns editing on.
    ///
    /// Disabled rows refuse taps (``PickListRejection/disabled``), as do the all-row of a
    /// list without one and a hidden row (``PickListRejection/noSuchRow``).
    ///
    /// - Returns: The outcome and exactly the rows whose checkmark changed, in display order.
    @discardableResult
    mutating func tap(_ row: Row) -> PickListChange<Row>

    /// Applies a tap on the row shown at an index path (see ``tap(_:)``); an index path
    /// outside the rows shown is refused with ``PickListRejection/noSuchRow``.
    @discardableResult
    mutating func tap(section: Int, row: Int) -> PickListChange<Row>

    /// Selects every enabled row: what a tap on the all-row does while not every row is
    /// selected, for a list whose spec has `all:` — with an all-row, or with `all: {row:
    /// false}` a Select All button (a toolbar's, in a selection mode). `while_all`, `min`,
    /// `max`, edit mode, disabled, unavailable, hidden, exclusive and action rows and rows only
    /// the app selects are treated exactly as by that tap: past `max` it is refused
    /// (``PickListRejection/maximum``), outside edit mode too
    /// (``PickListRejection/notEditing``). With every row selected it changes nothing
    /// (`unchanged`); a list without `all:` refuses it (``PickListRejection/noSuchRow``).
    ///
    /// ```swift
    /// let change = list.selectAll()
    /// tableView.reloadRows(at: change.indexPaths(in: list), with: .none)
    /// ```
    ///
    /// - Returns: The outcome and exactly the rows whose checkmark changed, in display order
    ///   (the all-row among them only when the list shows one).
    @discardableResult
    mutating func selectAll() -> PickListChange<Row>

    /// Clears the selection: what a tap on the all-row does while every row is selected, and
    /// also while only some are (a Deselect All button): every selected row shown leaves,
    /// rows only the app selects too; refused below `min` (``PickListRejection/minimum``) and
    /// outside edit mode. With nothing selected it changes nothing (`unchanged`); a list
    /// without `all:` refuses it (``PickListRejection/noSuchRow``).
    ///
    /// - Returns: The outcome and exactly the rows whose checkmark changed, in display order.
    @discardableResult
    mutating func deselectAll() -> PickListChange<Row>

    /// A tap on the all-row, for a list that shows one or a button instead (`all: {row:
    /// false}`): ``selectAll()`` unless every row is selected (``allState`` is `.all`), then
    /// ``deselectAll()``. A toolbar button titled ``allTitle`` calls it.
    ///
    /// - Returns: The outcome and exactly the rows whose checkmark changed, in display order.
    @discardableResult
    mutating func toggleAll() -> PickListChange<Row>

    /// The select-all button's title for the selection as it is: the spec's `all.title`
    /// (`Select All`) unless every row is selected, then `all.deselect_title` (`Deselect
    /// All`); translated for a localized list. A list that shows an all-row gives its title
    /// whatever is selected, and a list without `all:` gives `All`.
    ///
    /// ```swift
    /// Button(list.allTitle) { list.toggleAll() }
    /// ```
    var allTitle: String { get }

    /// Enters or leaves edit mode; leaving clears the selection. Lists without `edit_mode`
    /// ignore this (``isEditing`` stays `false`).
    ///
    /// - Returns: The rows whose checkmark cleared on leaving edit mode.
    @discardableResult
    mutating func setEditing(_ editing: Bool) -> PickListChange<Row>

    /// Selects the row with an id, as a tap on it would when it is not selected: refused for
    /// a row not shown (``PickListRejection/noSuchRow``, a hidden row's too), outside edit
    /// mode (``PickListRejection/notEditing``), for a disabled row
    /// (``PickListRejection/disabled``) and past `max` (``PickListRejection/maximum``); on a
    /// single-selection list the previous row leaves. A selected row stays (`unchanged`).
    ///
    /// - Returns: The outcome and exactly the rows whose checkmark changed, in display order.
    @discardableResult
    mutating func select(_ id: ID) -> PickListChange<Row>

    /// Deselects the row with an id: refused for a row not shown
    /// (``PickListRejection/noSuchRow``), outside edit mode and below `min`. While every row
    /// is selected it leaves the selection as under `while_all: exclude` whatever the list's
    /// `while_all` (it never isolates), and is refused under `lock`
    /// (``PickListRejection/locked``). A single-selection list keeps its row unless it has
    /// `deselect`, as a tap would. An unselected row stays (`unchanged`).
    ///
    /// - Returns: The outcome and exactly the rows whose checkmark changed, in display order.
    @discardableResult
    mutating func deselect(_ id: ID) -> PickListChange<Row>

    /// Applies a set of ids that SwiftUI (or any set-based UI) shows as selected through the
    /// list's policy, and returns each step's change.
    ///
    /// A set says which rows should be selected, not which row was tapped, so its changes are
    /// applied as selects and deselects rather than taps: a hidden row in the set is refused
    /// (``PickListRejection/noSuchRow``) first; on a list with an all-row, a set of every
    /// enabled row while not all are selected, or an empty set while all are, is one tap on
    /// the all-row; otherwise each row that left the set is deselected (``deselect(_:)``),
    /// then each row that joined it selected (``select(_:)``), both in display order.
    ///
    /// Afterwards ``selection`` is what the list holds: show that, not the set given, and a
    /// refused change is undone.
    @discardableResult
    mutating func applySelection(_ ids: Set<ID>) -> [PickListChange<Row>]

    /// Moves picks of a list with `order: selection`, as SwiftUI's `onMove` reorders a list:
    /// the picks at `source` (offsets into the selected rows, in their order) go before the
    /// pick at `destination` (an offset before the move, or the number of picks for the end).
    /// The selection itself does not change, nor any checkmark. A list without `order:
    /// selection` keeps no order to move: the call changes nothing. Offsets outside the picks
    /// are ignored.
    ///
    /// - Returns: Whether the order changed.
    @discardableResult
    mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) -> Bool

    /// Hides or shows the row with an id, as decided at runtime (a service that needs a newer
    /// system, an account signed out), and reports what a table view animates.
    ///
    /// A hidden row has no row: ``sections``, ``numberOfRows(inSection:)``,
    /// ``row(section:row:)``, ``indexPath(of:)``, ``tap(section:row:)`` and
    /// ``isChecked(section:row:)`` (and PickListFoundation's index paths) show the other rows
    /// only, and ``isAll``, ``allState``, the all-row, the summary's `{total}`, ``search(_:)``
    /// and VoiceOver's counts leave it out. A tap, ``select(_:)`` or ``deselect(_:)`` of a
    /// hidden row is refused with ``PickListRejection/noSuchRow``. As when a row becomes
    /// disabled:
    ///
    /// - a selected row that is hidden leaves the selection (``PickListUpdate/deselected``);
    ///   the selection may then be below `min`;
    /// - while the all-row is checked, rows shown again join the selection, so it stays
    ///   checked (``PickListUpdate/selected``), unless that would pass `max`.
    ///
    /// The update names the rows to animate: ``PickListUpdate/deletedRows`` (index paths
    /// before the change), ``PickListUpdate/insertedRows`` (after it) and
    /// ``PickListUpdate/reloadedRows`` (the all-row, when its checkmark changed):
    ///
    /// ```swift
    /// let update = list.setHidden(true, for: id)
    /// tableView.performBatchUpdates {
    ///     tableView.deleteRows(at: update.deletedIndexPaths, with: .fade)
    ///     tableView.insertRows(at: update.insertedIndexPaths, with: .fade)
    /// }
    /// tableView.reloadRows(at: update.reloadedIndexPaths, with: .none)
    /// ```
    ///
    /// Sections keep their places: a section whose rows are all hidden has no rows (give it
    /// no header then). Hiding every row leaves the all-row alone, unchecked; a tap on it
    /// changes nothing. Hiding a row already hidden (or showing one shown) changes nothing.
    ///
    /// Hiding or showing one row costs O(log n) for its index path and the layout, and O(1)
    /// for the rest (the rows a tap may select, the selection), however long the list; the
    /// first row hidden makes the layout, O(n).
    @discardableResult
    mutating func setHidden(_ hidden: Bool, for id: ID) -> PickListUpdate<ID>
}

extension PickListSelecting {
    /// The text saying why a tap on `row` was refused, for a person to read or hear; `nil` when
    /// the tap was not refused, or refused as ``PickListRejection/noSuchRow``: the
    /// `message(for:tapping:)` of the change's rejection.
    ///
    /// ```swift
    /// let change = list.tap(row)
    /// if let message = list.message(for: change, tapping: row) {
    ///     AccessibilityNotification.Announcement(message).post()
    /// }
    /// ```
    @inlinable
    public func message(for change: PickListChange<Row>, tapping row: Row) -> String? {
        change.rejection.flatMap { message(for: $0, tapping: row) }
    }
}
