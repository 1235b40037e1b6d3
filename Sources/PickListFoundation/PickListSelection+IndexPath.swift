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

    /// The row at a table view's index path, or `nil` outside the list: `Item.row(at:)`, here
    /// so that code holding a selection needs no list type.
    public func row(at indexPath: IndexPath) -> Row? {
        Item.row(at: indexPath)
    }

    /// The index path of a row, or `nil` for the all-row of a list without one:
    /// `Item.indexPath(for:)`.
    public func indexPath(for row: Row) -> IndexPath? {
        Item.indexPath(for: row)
    }

    /// Whether the row at a table view's index path shows a checkmark (`false` outside the
    /// list): what `cellForRowAt` asks.
    public func isChecked(at indexPath: IndexPath) -> Bool {
        row(at: indexPath).map(isChecked) ?? false
    }
}
