import Foundation
import PickListKit
import Testing

/// The lists of Specs/selection-rules.picklist.yml: an exclusive "None of these" row, picks
/// kept in the order they were made, and an item the app makes unavailable at runtime.
@Suite("Exclusive rows, selection order and availability in generated lists")
struct SelectionRulesTests {
    /// Selecting "None of These" deselects every allergen; selecting an allergen deselects it.
    @Test func exclusiveItem_deselectsTheOthers_andIsDeselectedByThem() {
        var allergies = Allergy.Selection()
        allergies.tap(.item(.peanuts))
        allergies.tap(.item(.dairy))
        let none = allergies.tap(.item(.none_))
        #expect(none.outcome == .changed)
        #expect(none.rows == [.item(.peanuts), .item(.dairy), .item(.none_)])
        #expect(allergies.selectedItems == [.none_])
        let gluten = allergies.tap(.item(.gluten))
        #expect(gluten.rows == [.item(.gluten), .item(.none_)])
        #expect(allergies.selectedItems == [.gluten])
        // Two exclusive rows exclude each other too.
        allergies.tap(.item(.none_))
        allergies.tap(.item(.preferNotToSay))
        #expect(allergies.selectedItems == [.preferNotToSay])
    }

    /// The all-row selects the four allergens, never an exclusive row, and `{total}`,
    /// `isAll` and `allState` count the allergens only.
    @Test func allRow_neitherSelectsNorCountsTheExclusiveItems() {
        var allergies = Allergy.Selection()
        allergies.tap(.item(.none_))
        let all = allergies.tap(.all)
        #expect(all.rows == [.all, .item(.peanuts), .item(.gluten), .item(.dairy), .item(.shellfish), .item(.none_)])
        #expect(allergies.isAll)
        #expect(allergies.allState == .all)
        #expect(allergies.summary == "All allergens")
        allergies.tap(.item(.dairy))
        #expect(allergies.summary == "3 of 4")
        #expect(allergies.allState == .some)
        allergies.tap(.item(.none_))
        #expect(allergies.allState == .some, "an exclusive row alone is some, never all")
        #expect(!allergies.isChecked(.all))
    }

    /// `order: selection`: the picks, the summary's titles and the encoded array keep the order
    /// they were made in, and decoding keeps it.
    @Test func selectionOrder_keptByItemsSummaryAndCodable() throws {
        var sort = SortKey.Selection()
        #expect(sort.selectedItems == [.date, .sender])
        sort.tap(.item(.date))
        sort.tap(.item(.subject))
        sort.tap(.item(.date))
        #expect(sort.selectedItems == [.sender, .subject, .date])
        #expect(sort.selectedItem == .sender)
        #expect(sort.summary == "Sender, Subject, and Date")
        let data = try JSONEncoder().encode(sort)
        #expect(String(decoding: data, as: UTF8.self) == #"["sender","subject","date"]"#)
        let decoded = try JSONDecoder().decode(SortKey.Selection.self, from: data)
        #expect(decoded.selectedItems == [.sender, .subject, .date])
        #expect(decoded == sort)
        #expect(SortKey.Selection([.size, .date]).selectedItems == [.size, .date])
    }

    /// A list without `order` keeps display order however the items were picked.
    @Test func displayOrder_isTheDefault() {
        var allergies = Allergy.Selection()
        allergies.tap(.item(.shellfish))
        allergies.tap(.item(.peanuts))
        #expect(allergies.selectedItems == [.peanuts, .shellfish])
    }

    /// An item the app marks unavailable behaves as a disabled one, and leaves the
    /// selection, reported, when it was selected.
    @Test func unavailableItem_behavesAsDisabled_andLeavesTheSelection() {
        var unlock = UnlockMethod.Selection()
        unlock.tap(.item(.faceID))
        #expect(unlock.selectedItems == [.faceID, .passcode])
        let update = unlock.setAvailable(false, for: .faceID)
        #expect(update.deselected == [.faceID])
        #expect(unlock.selectedItems == [.passcode])
        #expect(!unlock.isAvailable(.faceID) && !unlock.isEnabled(.faceID))
        #expect(unlock.unavailableItems == [.faceID])
        #expect(unlock.tap(.item(.faceID)) == .rejected(.disabled))
        // The all-row selects the two that are left, and all of them is `all`.
        unlock.tap(.all)
        #expect(unlock.selectedItems == [.touchID, .passcode])
        #expect(unlock.isAll && unlock.allState == .all)
        // Available again while the all-row is checked: it joins, so the all-row stays checked.
        let back = unlock.setAvailable(true, for: .faceID)
        #expect(back.selected == [.faceID])
        #expect(unlock.isAll)
        #expect(unlock.unavailableItems.isEmpty)
        #expect(unlock.setAvailable(true, for: .faceID) == PickListUpdate())
    }

    /// A runtime list's entries may be exclusive, and its picks keep their order through an
    /// update and a restore.
    @Test func runtimeList_exclusiveEntries_andSelectionOrder() {
        let entries = [
            PickListEntry(id: 1, title: "Work"), PickListEntry(id: 2, title: "Family"),
            PickListEntry(id: 3, title: "Travel"), PickListEntry(id: 0, title: "No Label", isExclusive: true),
        ]
        var labels = LabelPick.Rows(entries)
        labels.tap(.entry(3))
        labels.tap(.entry(1))
        #expect(labels.selectedIDs == [3, 1])
        labels.update(Array(entries.reversed()))
        #expect(labels.selectedIDs == [3, 1])
        labels.tap(.entry(0))
        #expect(labels.selectedIDs == [0])
        labels.tap(.all)
        #expect(labels.selectedIDs == [3, 2, 1], "the all-row selects in display order (now reversed)")
        #expect(labels.summary == "3 selected")
        labels.restore([2, 3])
        #expect(labels.selectedIDs == [2, 3])
    }
}
