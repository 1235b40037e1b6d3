/// Item ids as a definition's `subsets` argument takes them: an array literal, or a table of
/// lines, one id a line.
///
/// Generated code writes a subset of a few items as an array, `["fiveMinutes", "oneHour"]`,
/// and a longer one as a multi-line string literal, as it writes the items' `ids` table. The
/// two mean the same; the table is there for the compiler: an array of thousands of string
/// literals costs the optimiser far more than linear time (a subset of 4 900 of 10 000 items
/// took over a minute of `swift build -c release`), a string literal of as many lines costs
/// what its bytes cost.
public struct PickListIDList: Sendable, Hashable, ExpressibleByArrayLiteral, ExpressibleByStringLiteral {
    /// The ids, in the order written.
    public let ids: [String]

    /// The ids of an array literal.
    public init(arrayLiteral ids: String...) {
        self.ids = ids
    }

    /// The ids of a table: one id a line, split at every line feed (a multi-line string
    /// literal's first and last line breaks are not part of its text).
    public init(stringLiteral table: String) {
        ids = PickListSectionInfo.lines(of: table)
    }

    /// The ids of an array.
    public init(_ ids: [String]) {
        self.ids = ids
    }
}
