import PickListKit
import Testing

/// `indent` (Specs/indented-folders.picklist.yml) reaches the generated items, and a list
/// without it has every item at level 0.
@Suite struct IndentTests {
    @Test func indent_reachesTheItems() {
        #expect(FolderChoice.allCases.map(\.indent) == [0, 1, 2, 0, 1])
        #expect(FolderChoice.icloudRecipes.indent == 2)
        #expect(FolderChoice.definition.info(for: .phoneDrafts).indent == 1)
    }

    @Test func aListWithoutIndent_hasEveryItemAtTheEdge() {
        #expect(QuoteCategory.allCases.allSatisfy { $0.indent == 0 })
    }

    @Test func indent_changesNoRule() {
        var selection = FolderChoice.Selection()
        #expect(selection.tap(.item(.icloudRecipes)).outcome == .changed)
        #expect(selection.selectedItem == .icloudRecipes)
    }
}
