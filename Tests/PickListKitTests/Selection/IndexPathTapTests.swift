import Testing
@testable import PickListKit

/// A list with an empty section between two others: index paths must skip it both ways.
/// (A spec cannot have an empty section, and the string-table form cannot write one: an
/// empty table is one empty line. The array form can.)
enum Gappy: PickList {
    case first, second, third

    static let definition = PickListDefinition<Gappy>(
        title: "Gappy",
        selection: .multiple,
        allRow: PickListAllRow(position: .first),
        sections: [
            PickListSectionInfo(title: "A", ids: ["first", "second"], titles: ["First", "Second"]),
            PickListSectionInfo(title: "Nothing", ids: [], titles: []),
            PickListSectionInfo(title: "C", ids: ["third"], titles: ["Third"]),
        ]
    )
}

/// Taps by index path resolve the row from the layout's positions, without building the row
/// first; they must do exactly what a tap on the row at that index path does.
@Suite struct IndexPathTapTests {
    @Test func emptySection_hasNoRows_andIsSkippedByIndexPaths() {
        #expect(Gappy.sections.map(\.title) == [nil, "A", "Nothing", "C"])
        #expect(Gappy.row(section: 2, row: 0) == nil)
        #expect(Gappy.row(section: 3, row: 0) == .item(.third))
        #expect(Gappy.indexPath(of: .item(.second)).map { [$0.section, $0.row] } == [1, 1])
        #expect(Gappy.indexPath(of: .item(.third)).map { [$0.section, $0.row] } == [3, 0])
        #expect(Gappy.indexPath(of: .all).map { [$0.section, $0.row] } == [0, 0])
        var selection = Gappy.Selection()
        #expect(selection.tap(section: 2, row: 0) == .rejected(.noSuchRow))
        #expect(selection.tap(section: 3, row: 0).rows == [.item(.third)])
    }

    @Test func listOver256Items_readsOrdinalsFromTwoByteTag() {
        #expect(MemoryLayout<WideHalfword>.size == 2)
        for (ordinal, item) in WideHalfword.allCases.enumerated() {
            #expect(CaseTag.ordinal(of: item) == ordinal)
        }
        var selection = WideHalfword.Selection([.h299, .h000, .h256])
        #expect(selection.selectedItems == [.h000, .h256, .h299])
        #expect(selection.contains(.h256) && !selection.contains(.h255))
        #expect(selection.tap(.item(.h255)).rows == [.item(.h255)])
        #expect(selection.isChecked(.item(.h255)))
    }

    @Test func indexPathRoundTrip_overEveryRowOfLongList() {
        for (sectionIndex, section) in WideHalfword.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                #expect(WideHalfword.row(section: sectionIndex, row: rowIndex) == row)
                #expect(WideHalfword.indexPath(of: row).map { [$0.section, $0.row] } == [sectionIndex, rowIndex])
            }
        }
        #expect(WideHalfword.sections.last?.rows == [.all])
    }

    @Test func tapByIndexPath_matchesTapOnThatRow_forEveryIndexPath() {
        func check<Item: PickList>(_: Item.Type) {
            let sectionCount = Item.sections.count
            for section in -1...sectionCount {
                let rowCount = section >= 0 && section < sectionCount ? Item.sections[section].rows.count : 1
                for row in -1...rowCount {
                    // From the default and from everything selected, so each policy branch is met.
                    var starts = [Item.Selection()]
                    var all = Item.Selection()
                    if all.tap(.all).outcome == .changed { starts.append(all) }
                    for start in starts {
                        var byIndexPath = start
                        var byRow = start
                        let change = byIndexPath.tap(section: section, row: row)
                        let expected = Item.row(section: section, row: row).map { byRow.tap($0) } ?? .rejected(.noSuchRow)
                        #expect(change == expected, "\(Item.self) tap(section: \(section), row: \(row)) from \(start)")
                        #expect(byIndexPath == byRow)
                    }
                }
            }
        }
        check(JobPurpose.self)
        check(Sorting.self)
        check(Topping.self)
        check(QuoteCategory.self)
        check(Weekday.self)
        check(Channel.self)
        check(City.self)
        check(Fabric.self)
        check(Message.self)
        check(Gappy.self)
        check(WideHalfword.self)
    }
}
