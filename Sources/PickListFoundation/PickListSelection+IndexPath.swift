#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PickListKit

extension PickListSelection {
    /// Applies a tap on the row at a table view's index path: ``PickListKit/PickListSelection/tap(section:row:)``
    /// for an `IndexPath`. An index path outside the list, or not a `[section, row]` pair, is
    /// refused with ``PickListKit/PickListRejection/noSuchRow``.
    ///
    /// ```swift
    /// override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    ///     let change = selection.tap(indexPath)
    ///     tableView.reloadRows(at: change.indexPaths, with: .none)
    /// }
    /// ```
    @discardableResult
    public mutating func tap(_ indexPath: IndexPath) -> Change {
        guard let address = indexPath.pickListAddress else { return .rejected(.noSuchRow) }
        return tap(section: address.section, row: address.row)
    }

    /// The row shown at a table view's index path, or `nil` outside the rows shown:
    /// ``PickListKit/PickListSelection/row(section:row:)`` for an `IndexPath` (hidden items
    /// left out; `Item.row(at:)` when none is hidden).
    public func row(at indexPath: IndexPath) -> Row? {
        guard let address = indexPath.pickListAddress else { return nil }
        return row(section: address.section, row: address.row)
    }

    /// The index path of a row among the rows shown, or `nil` for a hidden item and for the
    /// all-row of a list without one: ``PickListKit/PickListSelection/indexPath(of:)`` as an
    /// `IndexPath` (`Item.indexPath(for:)` when no item is hidden).
    public func indexPath(for row: Row) -> IndexPath? {
        indexPath(of: row).map { IndexPath(pickListSection: $0.section, row: $0.row) }
    }

    /// Whether the row at a table view's index path shows a checkmark (`false` outside the
    /// list): what `cellForRowAt` asks.
    public func isChecked(at indexPath: IndexPath) -> Bool {
        row(at: indexPath).map(isChecked) ?? false
    }
}
