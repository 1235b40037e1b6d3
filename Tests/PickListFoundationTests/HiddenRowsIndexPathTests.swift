import Foundation
import PickListFoundation
import PickListKit
import Testing

/// Hidden items of an enum list as a UITableView call site sees them: the index paths an
/// update animates, and taps and checkmarks addressed among the rows shown. `Fabric`: the
/// all-row [0, 0], Plant (cotton, linen), Animal (wool, silk), Synthetic (nylon).
@Suite struct HiddenRowsIndexPathTests {
    @Test func hidingRows_givesTheIndexPathsToAnimate_andTapsReadTheRowsShown() {
        var selection = Fabric.Selection()
        let update = selection.setHidden(true, for: .linen)
        #expect(update.deletedIndexPaths == [[1, 1]])
        #expect(update.insertedIndexPaths.isEmpty && update.reloadedIndexPaths.isEmpty)
        #expect(selection.row(at: [1, 1]) == nil)
        #expect(selection.row(at: [2, 0]) == .item(.wool))
        let change = selection.tap([2, 0])
        #expect(change.indexPaths(in: selection) == [[2, 0]])
        #expect(selection.isChecked(at: [2, 0]))

        // Wool is left alone among the rows the all-row counts: its checkmark appears.
        let more = selection.setHidden(true, forItems: [.cotton, .nylon])
        #expect(more.deletedIndexPaths == [[1, 0], [3, 0]])
        #expect(more.reloadedIndexPaths == [[0, 0]])
        #expect(selection.indexPath(for: .item(.nylon)) == nil)
        #expect(selection.isChecked(at: [0, 0]))

        // Shown again while the all-row is checked: they join, and it stays checked.
        let back = selection.setHidden(false, forItems: [.linen, .nylon])
        #expect(back.insertedIndexPaths == [[1, 0], [3, 0]])
        #expect(back.selected == [.linen, .nylon])
        #expect(back.reloadedIndexPaths.isEmpty)
        #expect(selection.indexPath(for: .item(.nylon)) == [3, 0])
    }
}
