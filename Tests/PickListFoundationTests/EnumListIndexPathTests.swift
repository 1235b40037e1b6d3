import Foundation
import PickListFoundation
import PickListKit
import Testing

/// An enum list addressed by `IndexPath`, as a UITableView call site does: the all-row in its
/// own leading section, items in titled sections, a disabled item, and index paths outside the
/// list.
@Suite struct EnumListIndexPathTests {
    @Test func rowAt_readsTheDisplayedSections() {
        #expect(Fabric.row(at: [0, 0]) == .all)
        #expect(Fabric.row(at: [1, 0]) == .item(.cotton))
        #expect(Fabric.row(at: [1, 1]) == .item(.linen))
        #expect(Fabric.row(at: [2, 1]) == .item(.silk))
        #expect(Fabric.row(at: [3, 0]) == .item(.nylon))
        #expect(Fabric.Selection().row(at: [2, 0]) == .item(.wool))
    }

    @Test(arguments: [[4, 0], [1, 2], [0, 1], [-1, 0], [1, -1], [1], [1, 0, 0], []] as [IndexPath])
    func outsideTheList_isNoRow_andATapIsRefused(_ indexPath: IndexPath) {
        #expect(Fabric.row(at: indexPath) == nil)
        var selection = Fabric.Selection()
        let change = selection.tap(indexPath)
        #expect(change == .rejected(.noSuchRow))
        #expect(change.indexPaths.isEmpty)
        #expect(selection == Fabric.Selection())
        #expect(!selection.isChecked(at: indexPath))
    }

    @Test func indexPathFor_isTheTupleAsAnIndexPath_forEveryRow() {
        for (sectionIndex, section) in Fabric.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                let expected: IndexPath = [sectionIndex, rowIndex]
                #expect(Fabric.indexPath(for: row) == expected)
                #expect(row.indexPath == expected)
                #expect(Fabric.Selection().indexPath(for: row) == expected)
                let tuple = Fabric.indexPath(of: row)
                #expect(tuple?.section == sectionIndex && tuple?.row == rowIndex)
                #expect(Fabric.row(at: expected) == row)
            }
        }
    }

    @Test func theAllRowOfAListWithoutOne_hasNoIndexPath() {
        #expect(Sorting.indexPath(for: .all) == nil)
        #expect(Sorting.Row.all.indexPath == nil)
        var selection = Sorting.Selection()
        #expect(selection.tap(.all) == .rejected(.noSuchRow))
    }

    @Test func tappingTheAllRow_reloadsEveryRowThatChanged() {
        var selection = Fabric.Selection()
        let change = selection.tap([0, 0])
        #expect(change.outcome == .changed)
        // The all-row and every enabled item, not the disabled silk [2, 1].
        #expect(change.indexPaths == [[0, 0], [1, 0], [1, 1], [2, 0], [3, 0]])
        #expect(selection.isAll)
        #expect(selection.isChecked(at: [0, 0]))
        #expect(selection.isChecked(at: [2, 0]))
        #expect(!selection.isChecked(at: [2, 1]))
    }

    @Test func aSingleSelectionTap_reloadsTheOldAndTheNewRow() {
        var selection = Sorting.Selection()  // name
        let change = selection.tap([0, 2])
        #expect(change.outcome == .changed)
        #expect(change.indexPaths == [[0, 0], [0, 2]])
        #expect(selection.selectedItem == .size)
    }

    @Test func aDisabledRow_refusesTheTap() {
        var selection = Fabric.Selection()
        let change = selection.tap([2, 1])
        #expect(change == .rejected(.disabled))
        #expect(change.indexPaths.isEmpty)
    }

    /// Every index path of a grid larger than the list, tapped through `IndexPath` and through
    /// `(section:row:)` from the same states: the same changes and the same selections.
    @Test func tapsByIndexPath_areTapsBySectionAndRow() {
        var byIndexPath = Fabric.Selection()
        var byTuple = Fabric.Selection()
        for round in 0..<3 {
            for section in -1...4 {
                for row in -1...3 {
                    let change = byIndexPath.tap([section, row])
                    let expected = byTuple.tap(section: section, row: row)
                    #expect(change == expected, "round \(round), [\(section), \(row)]")
                    #expect(change.indexPaths == expected.rows.compactMap(Fabric.indexPath(for:)))
                    #expect(byIndexPath == byTuple)
                }
            }
        }
    }
}
