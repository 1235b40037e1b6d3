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
    /// The index paths of the rows whose checkmark changed, in display order, where `rows`
    /// shows them: what a table view reloads after a tap on a runtime list.
    ///
    /// ```swift
    /// let change = people.tap(indexPath)
    /// tableView.reloadRows(at: change.indexPaths(in: people), with: .none)
    /// ```
    ///
    /// Ask with the rows the change was made on (a change from before an update may name rows
    /// that have moved or gone: those no row has are left out).
    public func indexPaths<List: RuntimePickList, ID>(in rows: PickListRows<List, ID>) -> [IndexPath]
    where Row == PickListEntryRow<ID> {
        self.rows.compactMap { rows.indexPath(for: $0) }
    }
}

extension PickListChange {
    /// The index paths of the rows whose checkmark changed, in display order, where
    /// `selection` shows them: what a table view reloads after a tap on an enum list whose
    /// selection hides items (``PickListKit/PickListSelection/setHidden(_:for:)``).
    ///
    /// ```swift
    /// let change = selection.tap(indexPath)
    /// tableView.reloadRows(at: change.indexPaths(in: selection), with: .none)
    /// ```
    public func indexPaths<Item>(in selection: PickListSelection<Item>) -> [IndexPath] where Row == PickListRow<Item> {
        rows.compactMap { selection.indexPath(for: $0) }
    }
}
