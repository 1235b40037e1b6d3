#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PickListKit

extension PickList {
    /// The row at a table view's index path, or `nil` when the index path is outside the list
    /// (or is not a `[section, row]` pair): `X.row(section:row:)` for an `IndexPath`.
    public static func row(at indexPath: IndexPath) -> PickListRow<Self>? {
        guard let address = indexPath.pickListAddress else { return nil }
        return row(section: address.section, row: address.row)
    }

    /// The index path of a row, or `nil` for the all-row of a list without one:
    /// `X.indexPath(of:)` as an `IndexPath`, ready for `reloadRows(at:with:)` or
    /// `scrollToRow(at:at:animated:)`.
    ///
    /// Named as UIKit names its own lookups (`UITableViewDiffableDataSource.indexPath(for:)`);
    /// `indexPath(of:)` keeps its `(section:row:)` result.
    public static func indexPath(for row: PickListRow<Self>) -> IndexPath? {
        indexPath(of: row).map { IndexPath(pickListSection: $0.section, row: $0.row) }
    }
}
