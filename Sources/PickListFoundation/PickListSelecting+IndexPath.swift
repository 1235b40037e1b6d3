#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PickListKit

extension PickListSelecting {
    /// Applies a tap on the row at a table view's index path:
    /// ``PickListKit/PickListSelecting/tap(section:row:)`` for an `IndexPath`. An index path
    /// outside the rows shown, or not a `[section, row]` pair, is refused with
    /// ``PickListKit/PickListRejection/noSuchRow``.
    ///
    /// ```swift
    /// override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    ///     let change = selection.tap(indexPath)
    ///     tableView.reloadRows(at: change.indexPaths(in: selection), with: .none)
    /// }
    /// ```
    @inlinable @discardableResult
    public mutating func tap(_ indexPath: IndexPath) -> PickListChange<Row> {
        guard let address = indexPath.pickListAddress else { return .rejected(.noSuchRow) }
        return tap(section: address.section, row: address.row)
    }

    /// The row shown at a table view's index path, or `nil` outside the rows shown (hidden
    /// rows left out): ``PickListKit/PickListSelecting/row(section:row:)`` for an `IndexPath`
    /// (an enum list that hides nothing: `Item.row(at:)`).
    @inlinable
    public func row(at indexPath: IndexPath) -> Row? {
        guard let address = indexPath.pickListAddress else { return nil }
        return row(section: address.section, row: address.row)
    }

    /// The index path of a row among the rows shown, or `nil` for a hidden row, an id no row
    /// has and the all-row of a list without one: ``PickListKit/PickListSelecting/indexPath(of:)``
    /// as an `IndexPath`, named as UIKit names its own lookups
    /// (`UITableViewDiffableDataSource.indexPath(for:)`).
    @inlinable
    public func indexPath(for row: Row) -> IndexPath? {
        indexPath(of: row).map { IndexPath(pickListSection: $0.section, row: $0.row) }
    }

    /// Whether the row at a table view's index path shows a checkmark (`false` outside the
    /// rows shown): ``PickListKit/PickListSelecting/isChecked(section:row:)`` for an
    /// `IndexPath`, what `cellForRowAt` asks.
    @inlinable
    public func isChecked(at indexPath: IndexPath) -> Bool {
        guard let address = indexPath.pickListAddress else { return false }
        return isChecked(section: address.section, row: address.row)
    }
}
