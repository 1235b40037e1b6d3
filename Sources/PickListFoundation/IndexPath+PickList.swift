#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

// @inlinable: PickListSelecting's index path helpers, which read them, are.
extension IndexPath {
    /// A table view's index path, `[section, row]`, built without UIKit's
    /// `IndexPath(row:section:)` (which Foundation alone does not have).
    @inlinable
    init(pickListSection section: Int, row: Int) {
        self.init(indexes: [section, row])
    }

    /// The section and row of a table view's index path, or `nil` for an index path of any
    /// other length (a collection view's `[section, item]` is the same shape and reads the same).
    @inlinable
    var pickListAddress: (section: Int, row: Int)? {
        count == 2 ? (self[0], self[1]) : nil
    }
}
