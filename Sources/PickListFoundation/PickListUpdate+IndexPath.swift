#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PickListKit

extension PickListUpdate {
    /// ``PickListKit/PickListUpdate/deletedRows`` as `IndexPath`s: the rows hiding removed,
    /// as they were before, for `deleteRows(at:with:)`.
    ///
    /// ```swift
    /// let update = selection.setHidden(true, for: .translate)
    /// tableView.performBatchUpdates {
    ///     tableView.deleteRows(at: update.deletedIndexPaths, with: .fade)
    ///     tableView.insertRows(at: update.insertedIndexPaths, with: .fade)
    /// }
    /// tableView.reloadRows(at: update.reloadedIndexPaths, with: .none)
    /// ```
    public var deletedIndexPaths: [IndexPath] { deletedRows.map(\.indexPath) }

    /// ``PickListKit/PickListUpdate/insertedRows`` as `IndexPath`s: the rows showing brought
    /// back, as they are after, for `insertRows(at:with:)`.
    public var insertedIndexPaths: [IndexPath] { insertedRows.map(\.indexPath) }

    /// ``PickListKit/PickListUpdate/reloadedRows`` as `IndexPath`s: rows shown before and
    /// after whose checkmark changed (the all-row), to reload once the batch is done.
    public var reloadedIndexPaths: [IndexPath] { reloadedRows.map(\.indexPath) }
}

extension PickListIndexPath {
    /// The table view's `IndexPath` of this row: `[section, row]`.
    public var indexPath: IndexPath { IndexPath(pickListSection: section, row: row) }
}
