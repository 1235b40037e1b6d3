/// Where a list's rows are displayed, by number: the section sizes and the all-row's place,
/// and index paths both ways. Both kinds of list lay out their rows through it.
///
/// Index paths are resolved through *positions*: the rows of all sections laid end to end,
/// numbered from 0. The item (or entry) rows appear in ordinal order and the all-row is the
/// only other row, so a row's ordinal is its position, less one after the all-row; a lookup
/// is two reads of ``sectionStarts`` and a comparison, with no per-row table. The lookups are
/// `@inlinable` so that an app's taps compile down to them for its own list, and the type is
/// `@frozen`, for apps built against a prebuilt PickListKit
/// (PickListKit.docc, "Prebuilt PickListKit: what is frozen").
///
/// A list with exactly one section titled `nil` is a list without sections: its all-row is
/// the first or last row of that section. Otherwise the all-row is an untitled section of its
/// own, first or last.
@frozen @usableFromInline
struct RowPositions: Hashable, Sendable {
    /// The position of each displayed section's first row, then the total number of rows:
    /// section `s` holds positions `sectionStarts[s] ..< sectionStarts[s + 1]`.
    @usableFromInline let sectionStarts: [Int]
    /// The all-row's position, or `Int.max` when the list has no all-row (so that no
    /// position is past it).
    @usableFromInline let allRowPosition: Int
    /// The all-row's displayed section, or `-1` when the list has none.
    @usableFromInline let allRowSection: Int
    /// Whether the all-row is a displayed section of its own, before or after the others.
    @usableFromInline let allRowHasOwnSection: Bool

    /// Lays out sections of `sizes` rows each (`isUnsectioned`: one untitled section), with
    /// the all-row at `allRow` if the list has one.
    @inlinable
    init(sizes: [Int], isUnsectioned: Bool, allRow: PickListAllRow.Position?) {
        var sizes = sizes
        var allRowSection = -1
        var allRowIndex = 0
        var ownSection = false
        switch (isUnsectioned, allRow) {
        case (_, nil): break
        case (true, .first?):
            allRowSection = 0
            sizes[0] += 1
        case (true, .last?):
            allRowSection = 0
            allRowIndex = sizes[0]
            sizes[0] += 1
        case (false, .first?):
            allRowSection = 0
            ownSection = true
            sizes.insert(1, at: 0)
        case (false, .last?):
            allRowSection = sizes.count
            ownSection = true
            sizes.append(1)
        }
        var sectionStarts: [Int] = []
        sectionStarts.reserveCapacity(sizes.count + 1)
        var position = 0
        for size in sizes {
            sectionStarts.append(position)
            position += size
        }
        sectionStarts.append(position)
        self.sectionStarts = sectionStarts
        self.allRowSection = allRowSection
        self.allRowPosition = allRowSection < 0 ? Int.max : sectionStarts[allRowSection] + allRowIndex
        self.allRowHasOwnSection = ownSection
    }

    /// The number of displayed sections.
    var sectionCount: Int { sectionStarts.count - 1 }

    /// The number of rows in a displayed section (the all-row included), 0 outside the list.
    func rowCount(inSection section: Int) -> Int {
        guard section >= 0, section < sectionCount else { return 0 }
        return sectionStarts[section + 1] - sectionStarts[section]
    }

    /// The all-row's index path, if the list has one.
    @inlinable
    var allRowIndexPath: (section: Int, row: Int)? {
        allRowSection < 0 ? nil : (allRowSection, allRowPosition &- sectionStarts[allRowSection])
    }

    /// The position of the row at an index path, or `nil` outside the list.
    @inlinable
    func position(section: Int, row: Int) -> Int? {
        Self.position(section: section, row: row, starts: sectionStarts)
    }

    /// The position of the row at an index path in a layout whose sections start at
    /// `starts` (then the number of rows), or `nil` outside it.
    @inlinable
    static func position(section: Int, row: Int, starts: [Int]) -> Int? {
        // One unsigned comparison each rejects negative and too-large indices alike.
        guard UInt(bitPattern: section) < UInt(bitPattern: starts.count &- 1) else { return nil }
        let start = starts[section]
        guard UInt(bitPattern: row) < UInt(bitPattern: starts[section &+ 1] &- start) else { return nil }
        return start &+ row
    }

    /// Section starts with no section: every index path is outside them.
    @usableFromInline static let noSections = [0]

    /// The ordinal of the row at `position`, which must not be the all-row's.
    @inlinable
    func ordinal(atRowPosition position: Int) -> Int {
        position > allRowPosition ? position &- 1 : position
    }

    /// The index path of the row with `ordinal`.
    @inlinable
    func indexPath(ofOrdinal ordinal: Int) -> (section: Int, row: Int) {
        let position = ordinal < allRowPosition ? ordinal : ordinal &+ 1
        // The last section starting at or before `position` (sections are few; empty ones
        // share their start with the next and are skipped by taking the last).
        var low = 0
        var high = sectionStarts.count &- 2
        while low < high {
            let middle = (low &+ high &+ 1) &>> 1
            if sectionStarts[middle] <= position { low = middle } else { high = middle &- 1 }
        }
        return (low, position &- sectionStarts[low])
    }
}
