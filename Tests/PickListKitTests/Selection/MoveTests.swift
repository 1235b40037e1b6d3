import Testing
import PickListKit

/// `move(fromOffsets:toOffset:)` on lists with `order: selection`, as SwiftUI's `onMove`.
@Suite struct MoveTests {
    @Test func move_reordersThePicks_asOnMoveDoes() {
        var selection = NumberedInSelectionOrder.Selection()
        for item in NumberedInSelectionOrder.allCases.prefix(3) { selection.tap(.item(item)) }
        let picks = selection.selectedItems
        let moved1 = selection.move(fromOffsets: [2], toOffset: 0)
        #expect(moved1)
        #expect(selection.selectedItems == [picks[2], picks[0], picks[1]])
        let moved2 = selection.move(fromOffsets: [0, 1], toOffset: 3)
        #expect(moved2)
        #expect(selection.selectedItems == [picks[1], picks[2], picks[0]])
        // A move that keeps the order, and offsets outside the picks, change nothing.
        let moved3 = selection.move(fromOffsets: [1], toOffset: 1)
        #expect(!moved3)
        let moved4 = selection.move(fromOffsets: [7], toOffset: 0)
        #expect(!moved4)
        let moved5 = selection.move(fromOffsets: [0], toOffset: 9)
        #expect(!moved5)
        // The order holds through later picks: a new pick goes last.
        selection.tap(.item(NumberedInSelectionOrder.allCases[3]))
        #expect(selection.selectedItems == [picks[1], picks[2], picks[0], NumberedInSelectionOrder.allCases[3]])
    }

    @Test func move_onAListInDisplayOrder_changesNothing() {
        var selection = Topping.Selection([.ham, .olives])
        let moved6 = selection.move(fromOffsets: [1], toOffset: 0)
        #expect(!moved6)
        #expect(selection.selectedItems == [.ham, .olives])
    }
}

/// The same on runtime rows: offsets into `selectedIDs`.
@Suite struct RuntimeMoveTests {
    @Test func move_reordersTheSelectedIDs() {
        let policy = PickListPolicy(title: "Sort by", selection: .multiple, order: .selection)
        let entries = (1...4).map { PickListEntry(id: $0, title: "Key \($0)") }
        var rows = PickListRows<PickListPolicy.Dynamic, Int>(
            policy: policy, sections: [PickListEntrySection(title: nil, entries: entries)], selecting: [3, 1, 4])
        #expect(rows.selectedIDs == [3, 1, 4])
        let moved7 = rows.move(fromOffsets: [2], toOffset: 1)
        #expect(moved7)
        #expect(rows.selectedIDs == [3, 4, 1])
        let moved8 = rows.move(fromOffsets: [0], toOffset: 0)
        #expect(!moved8)
    }
}
