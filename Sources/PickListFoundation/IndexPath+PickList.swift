#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension IndexPath {
    /// A table view's index path, `[section, row]`, built without UIKit's
    /// `IndexPath(row:section:)` (which Foundation alone does not have).
    init(pickListSection section: Int, row: Int) {
        self.init(indexes: [section, row])
    }

    /// The section and row of a table view's index path, or `nil` for an index path of any
    /// other length (a collection view's `[section, item]` is the same shape and reads the same).
    var pickListAddress: (section: Int, row: Int)? {
        count == 2 ? (self[0], self[1]) : nil
    }
}
