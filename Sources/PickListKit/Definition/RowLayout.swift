/// Where every row of a list is displayed: the sections, and index paths both ways.
///
/// A list with exactly one section titled `nil` is a list without sections: its all-row is
/// the first or last row of that section. Otherwise the all-row is an untitled section of its
/// own, first or last.
///
/// Index paths are resolved through *positions*: the rows of all sections laid end to end,
/// numbered from 0. The items appear in `allCases` order and the all-row is the only other
/// row, so an item's ordinal is its position, less one after the all-row; a lookup is two
/// reads of ``sectionStarts`` and a comparison, with no per-row table. The lookups are
/// `@inlinable` so that an app's taps compile down to them for its own list.
@usableFromInline
struct RowLayout<Item: PickList>: Sendable {
    /// The displayed sections, the all-row included.
    let sections: [PickListSection<Item>]
    /// The position of each section's first row, then the total number of rows: section `s`
    /// holds positions `sectionStarts[s] ..< sectionStarts[s + 1]`.
    @usableFromInline let sectionStarts: [Int]
    /// The all-row's position, or `Int.max` when the list has no all-row (so that no
    /// position is past it).
    @usableFromInline let allRowPosition: Int
    /// The all-row's index path, if the list has one.
    @usableFromInline let allRowIndexPath: (section: Int, row: Int)?

    /// Lays out `infos`, whose items are `cases` in order, with the all-row if there is one.
    init(sections infos: [PickListSectionInfo], cases: [Item], allRow: PickListAllRow?) {
        var start = 0
        var sections = infos.map { info in
            defer { start += info.ids.count }
            return PickListSection<Item>(title: info.title, rows: cases[start..<start + info.ids.count].map { .item($0) })
        }
        if let allRow {
            let isUnsectioned = infos.count == 1 && infos[0].title == nil
            switch (isUnsectioned, allRow.position) {
            case (true, .first): sections[0].rows.insert(.all, at: 0)
            case (true, .last): sections[0].rows.append(.all)
            case (false, .first): sections.insert(PickListSection(title: nil, rows: [.all]), at: 0)
            case (false, .last): sections.append(PickListSection(title: nil, rows: [.all]))
            }
        }
        var sectionStarts: [Int] = []
        sectionStarts.reserveCapacity(sections.count + 1)
        var allRowPosition = Int.max
        var allRowIndexPath: (section: Int, row: Int)?
        var position = 0
        for (sectionIndex, section) in sections.enumerated() {
            sectionStarts.append(position)
            if let rowIndex = section.rows.firstIndex(of: .all) {
                allRowPosition = position + rowIndex
                allRowIndexPath = (sectionIndex, rowIndex)
            }
            position += section.rows.count
        }
        sectionStarts.append(position)
        self.sections = sections
        self.sectionStarts = sectionStarts
        self.allRowPosition = allRowPosition
        self.allRowIndexPath = allRowIndexPath
    }

    /// The position of the row at an index path, or `nil` outside the list.
    @inlinable
    func position(section: Int, row: Int) -> Int? {
        // One unsigned comparison each rejects negative and too-large indices alike.
        guard UInt(bitPattern: section) < UInt(bitPattern: sectionStarts.count &- 1) else { return nil }
        let start = sectionStarts[section]
        guard UInt(bitPattern: row) < UInt(bitPattern: sectionStarts[section &+ 1] &- start) else { return nil }
        return start &+ row
    }

    /// The ordinal of the item at `position`, which must not be the all-row's.
    @inlinable
    func ordinal(atItemPosition position: Int) -> Int {
        position > allRowPosition ? position &- 1 : position
    }

    /// The index path of the item with `ordinal`.
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
