#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PickListKit

extension PickListRow: PickListIndexPathRow {
    /// Where the row is shown: `Item.indexPath(for: self)`. An enum list's rows never move, so
    /// a row knows its index path by itself; `nil` for the all-row of a list without one.
    public var indexPath: IndexPath? {
        Item.indexPath(for: self)
    }
}
