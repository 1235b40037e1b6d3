#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PickListKit

extension PickListChange where Row: PickListIndexPathRow {
    /// The index paths of the rows whose checkmark changed, in display order: exactly what a
    /// table view reloads after a tap on an enum list that hides no item (a selection with
    /// hidden items: ``indexPaths(in:)``).
    ///
    /// ```swift
    /// let change = selection.tap(indexPath)
    /// tableView.reloadRows(at: change.indexPaths, with: .none)
    /// ```
    public var indexPaths: [IndexPath] {
        rows.compactMap(\.indexPath)
    }
}

extension PickListChange {
    /// The index paths of the rows whose checkmark changed, in display order, where `list`
    /// shows them: what a table view reloads after a tap on a runtime list, or on an enum
    /// list whose selection hides items (``PickListKit/PickListSelecting/setHidden(_:for:)``).
    ///
    /// ```swift
    /// let change = people.tap(indexPath)
    /// tableView.reloadRows(at: change.indexPaths(in: people), with: .none)
    /// ```
    ///
    /// Ask with the list the change was made on (a change from before an update may name rows
    /// that have moved or gone: those no row has are left out).
    public func indexPaths<List: PickListSelecting>(in list: List) -> [IndexPath] where List.Row == Row {
        rows.compactMap { list.indexPath(for: $0) }
    }
}
