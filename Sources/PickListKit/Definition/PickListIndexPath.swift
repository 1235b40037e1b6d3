/// The place of a row in a table view: its section and its row within the section, both
/// counted from 0, as `IndexPath(row:section:)` holds them.
///
/// PickListKit uses it where a value must be stored or compared: the rows a table view deletes
/// and inserts when an app hides or shows rows (``PickListUpdate/deletedRows``,
/// ``PickListUpdate/insertedRows``). PickListFoundation turns them into `IndexPath`s.
///
/// ```swift
/// let update = selection.setHidden(true, for: .translate)
/// update.deletedRows   // [PickListIndexPath(section: 0, row: 3)]
/// ```
public struct PickListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within its section, from 0.
    public var row: Int

    /// The row `row` of section `section`.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Index paths in table order: by section, then by row.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `[section, row]`, as Foundation prints an `IndexPath`.
    public var description: String { "[\(section), \(row)]" }
}
