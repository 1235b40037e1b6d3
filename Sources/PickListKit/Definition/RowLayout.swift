/// Where every row of an enum list is displayed: its sections of rows, and index paths both
/// ways through its ``RowPositions`` (see there for the placement of the all-row).
///
/// A tap by index path reads its positions in the app's own code; the layout is
/// `@frozen`, for apps built against a prebuilt PickListKit
/// (PickListKit.docc, "Prebuilt PickListKit: what is frozen").
@frozen @usableFromInline
struct RowLayout<Item: PickList>: Sendable {
    /// The displayed sections, the all-row included.
    let sections: [PickListSection<Item>]
    /// The rows' positions, for index paths.
    @usableFromInline let positions: RowPositions

    /// Lays out `infos`, whose items are `cases` in order, with the all-row if the list shows
    /// one (not a select-all button's).
    init(sections infos: [PickListSectionInfo], cases: [Item], allRow: PickListAllRow?) {
        let isUnsectioned = infos.count == 1 && infos[0].title == nil
        var start = 0
        var sections = infos.map { info in
            defer { start += info.ids.count }
            return PickListSection<Item>(
                title: info.title, rows: cases[start..<start + info.ids.count].map { .item($0) }, footer: info.footer)
        }
        let allRowPosition = allRow?.shownPosition
        if let allRowPosition {
            switch (isUnsectioned, allRowPosition) {
            case (true, .first): sections[0].rows.insert(.all, at: 0)
            case (true, .last): sections[0].rows.append(.all)
            case (false, .first): sections.insert(PickListSection(title: nil, rows: [.all]), at: 0)
            case (false, .last): sections.append(PickListSection(title: nil, rows: [.all]))
            }
        }
        self.sections = sections
        self.positions = RowPositions(
            sizes: infos.map(\.ids.count), isUnsectioned: isUnsectioned, allRow: allRowPosition)
    }
}
