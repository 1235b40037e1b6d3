import Testing
import PickListKit

@Suite struct MultipleSelectionTests {
    @Test func tapUnselectedItem_addsIt() {
        var selection = Topping.Selection()
        let change = selection.tap(.item(.olives))
        #expect(change == PickListChange(outcome: .changed, rows: [.item(.olives)]))
        #expect(selection.selectedItems == [.cheese, .olives])
    }

    @Test func tapSelectedItem_removesIt() {
        var selection = Topping.Selection([.cheese, .ham])
        let change = selection.tap(.item(.cheese))
        #expect(change == PickListChange(outcome: .changed, rows: [.item(.cheese)]))
        #expect(selection.selectedItems == [.ham])
    }

    @Test func tapBelowMinimum_isRejectedAsMinimum() {
        var selection = Topping.Selection()
        #expect(selection.tap(.item(.cheese)) == .rejected(.minimum))
        #expect(selection.selectedItems == [.cheese])
    }

    @Test func tapAboveMaximum_isRejectedAsMaximum() {
        var selection = Topping.Selection([.cheese, .ham, .olives])
        #expect(selection.tap(.item(.anchovies)) == .rejected(.maximum))
        #expect(selection.count == 3)
    }

    @Test func selectionBelowMinimum_mayGrowTowardsIt() {
        var selection = Topping.Selection([])
        #expect(selection.tap(.item(.ham)).outcome == .changed)
        #expect(selection.selectedItems == [.ham])
    }

    @Test func selectionAboveMaximum_mayShrinkButNotGrow() {
        var selection = Topping.Selection([.cheese, .ham, .mushrooms, .olives, .anchovies])
        #expect(selection.tap(.item(.olives)).outcome == .changed)
        #expect(selection.count == 4)
    }

    @Test func tapDisabledItem_isRejectedAsDisabled() {
        var selection = Topping.Selection()
        #expect(selection.tap(.item(.pineapple)) == .rejected(.disabled))
    }

    @Test func tapAllRowWithoutAllRow_isRejectedAsNoSuchRow() {
        var selection = Topping.Selection()
        #expect(selection.tap(.all) == .rejected(.noSuchRow))
    }

    @Test func isAll_withoutAllRow_followsEnabledItems_butAllRowIsNeverChecked() {
        let selection = Topping.Selection(Topping.allCases)
        #expect(selection.count == 5)
        #expect(selection.isAll)
        #expect(!selection.isChecked(.all))
    }

    @Test func contains_andIsChecked_followSelectedItems() {
        let selection = Topping.Selection([.ham, .olives])
        #expect(selection.contains(.ham))
        #expect(!selection.contains(.cheese))
        #expect(selection.isChecked(.item(.olives)))
        #expect(!selection.isChecked(.item(.mushrooms)))
        #expect(selection.selectedItem == .ham)
    }

    @Test func equalSelections_areEqualAndHashEqually() {
        var tapped = Topping.Selection()
        tapped.tap(.item(.ham))
        let given = Topping.Selection([.ham, .cheese])
        #expect(tapped == given)
        #expect(Set([tapped, given]).count == 1)
    }
}
