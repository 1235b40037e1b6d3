#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A row that knows its own index path: an enum list's ``PickListKit/PickListRow``, whose items
/// are written in the spec and never move. It lets a change name the index paths to reload
/// with no list at hand (``PickListKit/PickListChange/indexPaths``).
///
/// A runtime list's rows (`PickListEntryRow`) do not conform: where they are shown depends on
/// the rows the app gave, so their index paths come from the list,
/// `change.indexPaths(in: rows)`.
public protocol PickListIndexPathRow: Hashable, Sendable {
    /// The row's index path, or `nil` when the list does not show it.
    var indexPath: IndexPath? { get }
}
