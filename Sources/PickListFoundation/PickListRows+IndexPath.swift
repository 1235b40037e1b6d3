#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PickListKit

extension PickListRows {
    /// Applies a tap on the row at a table view's index path: ``PickListKit/PickListRows/tap(section:row:)``
    /// for an `IndexPath`. An index path outside the rows, or not a `[section, row]` pair, is
    /// refused with ``PickListKit/PickListRejection/noSuchRow``.
    ///
    /// ```swift
    /// let change = people.tap(indexPath)
    /// tableView.reloadRows(at: change.indexPaths(in: people), with: .none)
    /// ```
    @discardableResult
    public mutating func tap(_ indexPath: IndexPath) -> Change {
        guard let address = indexPath.pickListAddress else { return .rejected(.noSuchRow) }
        return tap(section: address.section, row: address.row)
    }

    /// The row shown at a table view's index path, or `nil` outside the rows shown (hidden
    /// rows left out):
    /// ``PickListKit/PickListRows/row(section:row:)`` for an `IndexPath`.
    public func row(at indexPath: IndexPath) -> Row? {
        guard let address = indexPath.pickListAddress else { return nil }
        return row(section: address.section, row: address.row)
    }

    /// The index path of a row among the rows shown, or `nil` for an id no row has (a row not
    /// loaded included), a hidden row and the all-row of a list without one: ``PickListKit/PickListRows/indexPath(of:)`` as an
    /// `IndexPath`, named as UIKit names its own lookups
    /// (`UITableViewDiffableDataSource.indexPath(for:)`).
    public func indexPath(for row: Row) -> IndexPath? {
        indexPath(of: row).map { IndexPath(pickListSection: $0.section, row: $0.row) }
    }

    /// Whether the row at a table view's index path shows a checkmark (`false` outside the
    /// rows): ``PickListKit/PickListRows/isChecked(section:row:)`` for an `IndexPath`.
    public func isChecked(at indexPath: IndexPath) -> Bool {
        guard let address = indexPath.pickListAddress else { return false }
        return isChecked(section: address.section, row: address.row)
    }
}
