/// What ``PickListRows/update(_:unloaded:)-([PickListEntry<ID>],_)`` does with the selected ids its rows lack, and
/// ``PickListRows/restore(_:unloaded:)`` with the saved ids no row has.
///
/// By default the rows given are all the list's rows, so a selected id they lack belongs to a
/// row that is gone, and it leaves the selection. A list whose rows arrive a page at a time, or
/// as the results of a search on a server, shows only some of its rows: the others are not
/// gone, just not loaded, and what the user picked among them should stay picked.
///
/// ```swift
/// people.tap(.entry(1)); people.tap(.entry(3))       // page 1: rows 1–3
/// people.update(page2, unloaded: .keepSelected)       // page 2: rows 3–6
/// people.selectedIDs                                  // [3, 1]: 3 shown, 1 kept
/// people.unloadedIDs                                  // [1]
///
/// // Next launch, page 1 only: the saved ids of later pages stay selected.
/// people = Recipients.Rows(page1)
/// people.restore(saved, unloaded: .keepSelected)
/// ```
public enum PickListUnloadedRows: Hashable, Sendable {
    /// A selected id the new rows lack leaves the selection, and the update reports it
    /// (``PickListUpdate/deselected``): the rows given are every row there is.
    case deselect
    /// A selected id the new rows lack stays selected, unseen (``PickListRows/unloadedIDs``,
    /// ``PickListUpdate/unloaded``): it counts for `count`, `max` and the summary and is
    /// listed after the rows shown in ``PickListRows/selectedIDs``, until the app deselects it
    /// (``PickListRows/deselect(_:)``), a later update drops it (``deselect``), or it arrives
    /// as a row again: selected when enabled, deselected and reported when disabled. The
    /// all-row and ``PickListRows/isAll`` concern the rows present.
    case keepSelected
}
