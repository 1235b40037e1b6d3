/// Where every row of a list is displayed: the sections, and index paths both ways.
///
/// A list with exactly one section titled `nil` is a list without sections: its all-row is
/// the first or last row of that section. Otherwise the all-row is an untitled section of its
/// own, first or last.
struct RowLayout<Item: PickList>: Sendable {
    /// The displayed sections, the all-row included.
    let sections: [PickListSection<Item>]
    /// For each ordinal, the section and row of its item.
    private let sectionOfOrdinal: [Int]
    private let rowOfOrdinal: [Int]
    /// The all-row's index path, if the list has one.
    let allRowIndexPath: (section: Int, row: Int)?

    init(sections infos: [PickListSectionInfo<Item>], allRow: PickListAllRow?, ordinals: [Item: Int]) {
        var sections = infos.map { info in
            PickListSection<Item>(title: info.title, rows: info.items.map { .item($0.item) })
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
        var sectionOfOrdinal = Array(repeating: 0, count: ordinals.count)
        var rowOfOrdinal = Array(repeating: 0, count: ordinals.count)
        var allRowIndexPath: (section: Int, row: Int)?
        for (sectionIndex, section) in sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                switch row {
                case .all:
                    allRowIndexPath = (sectionIndex, rowIndex)
                case .item(let item):
                    let ordinal = ordinals[item]!
                    sectionOfOrdinal[ordinal] = sectionIndex
                    rowOfOrdinal[ordinal] = rowIndex
                }
            }
        }
        self.sections = sections
        self.sectionOfOrdinal = sectionOfOrdinal
        self.rowOfOrdinal = rowOfOrdinal
        self.allRowIndexPath = allRowIndexPath
    }

    /// The row at an index path, or `nil` outside the list.
    func row(section: Int, row: Int) -> PickListRow<Item>? {
        guard sections.indices.contains(section), sections[section].rows.indices.contains(row) else {
            return nil
        }
        return sections[section].rows[row]
    }

    /// The index path of the item with `ordinal`.
    func indexPath(ofOrdinal ordinal: Int) -> (section: Int, row: Int) {
        (sectionOfOrdinal[ordinal], rowOfOrdinal[ordinal])
    }
}
