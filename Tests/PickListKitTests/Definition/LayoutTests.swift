import Testing
import PickListKit

@Suite struct LayoutTests {
    @Test func listWithoutSections_isOneUntitledSection() {
        #expect(JobPurpose.sections.count == 1)
        #expect(JobPurpose.sections[0].title == nil)
        #expect(JobPurpose.sections[0].rows == JobPurpose.allCases.map { .item($0) })
    }

    @Test func allRowFirst_withoutSections_isRowZero() {
        #expect(QuoteCategory.sections.map(\.rows) == [[.all, .item(.achievement), .item(.attitude), .item(.brave), .item(.change)]])
        #expect(QuoteCategory.indexPath(of: .all)! == (0, 0))
        #expect(QuoteCategory.indexPath(of: .item(.achievement))! == (0, 1))
        #expect(QuoteCategory.row(section: 0, row: 0) == .all)
        #expect(QuoteCategory.row(section: 0, row: 4) == .item(.change))
    }

    @Test func allRowLast_withoutSections_isLastRow() {
        #expect(Weekday.indexPath(of: .all)! == (0, 6))
        #expect(Weekday.indexPath(of: .item(.monday))! == (0, 0))
        #expect(Weekday.row(section: 0, row: 6) == .all)
    }

    @Test func allRowFirst_withSections_isOwnLeadingUntitledSection() {
        #expect(City.sections.map(\.title) == [nil, "Switzerland", "United States", "Elsewhere"])
        #expect(City.sections[0].rows == [.all])
        #expect(City.indexPath(of: .all)! == (0, 0))
        #expect(City.indexPath(of: .item(.zurich))! == (1, 0))
        #expect(City.indexPath(of: .item(.boston))! == (2, 1))
        #expect(City.indexPath(of: .item(.koln))! == (3, 1))
        #expect(City.row(section: 2, row: 0) == .item(.newYork))
    }

    @Test func allRowLast_withSections_isOwnTrailingUntitledSection() {
        #expect(Fabric.sections.map(\.title) == ["Plant", "Animal", nil])
        #expect(Fabric.sections[2].rows == [.all])
        #expect(Fabric.indexPath(of: .all)! == (2, 0))
        #expect(Fabric.indexPath(of: .item(.wool))! == (1, 0))
        #expect(Fabric.row(section: 2, row: 0) == .all)
    }

    @Test func indexPathConversions_roundTripForEveryRow() {
        func check<Item: PickList>(_: Item.Type) {
            for (sectionIndex, section) in Item.sections.enumerated() {
                for (rowIndex, row) in section.rows.enumerated() {
                    #expect(Item.row(section: sectionIndex, row: rowIndex) == row)
                    #expect(Item.indexPath(of: row).map { [$0.section, $0.row] } == [sectionIndex, rowIndex])
                }
            }
        }
        check(JobPurpose.self)
        check(QuoteCategory.self)
        check(Weekday.self)
        check(City.self)
        check(Fabric.self)
        check(Message.self)
    }

    @Test func indexPathOutsideList_hasNoRow() {
        #expect(City.row(section: 4, row: 0) == nil)
        #expect(City.row(section: 0, row: 1) == nil)
        #expect(City.row(section: -1, row: 0) == nil)
        #expect(City.row(section: 1, row: -1) == nil)
    }

    @Test func allRowOfListWithoutOne_hasNoIndexPath() {
        #expect(Topping.indexPath(of: .all) == nil)
    }

    @Test func tapByIndexPath_tapsThatRow() {
        var selection = City.Selection()
        #expect(selection.tap(section: 2, row: 1).rows == [.item(.boston)])
        #expect(selection.tap(section: 0, row: 0).outcome == .changed)
        #expect(selection.isAll)
        #expect(selection.tap(section: 9, row: 0) == .rejected(.noSuchRow))
    }
}
