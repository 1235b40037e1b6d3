import Foundation
import PickListKit
import Testing

/// Cases from other selection libraries' own test suites and specifications, replayed on
/// PickListKit where picklist's rules agree with theirs. Each test names its source; the cases
/// are rewritten for picklist's API (taps, selects, checkmarks), not copied.
@Suite struct PeerBehaviourTests {
    // MARK: Eureka, SelectableSection
    // Source: xmartlabs/Eureka, Tests/SelectableSectionTests.swift (testSections,
    // testDeselectionDisabled): a single section of continents, a multiple section of oceans,
    // and a single section whose deselection is disabled, driven by row taps.

    /// testSections: a tap selects a continent; two taps select two oceans; a third tap on a
    /// selected ocean deselects it; another continent replaces the first.
    @Test func eureka_sections() {
        var continent = EurekaContinent.Selection()
        var ocean = EurekaOcean.Selection()
        continent.tap(section: 0, row: 1)
        ocean.tap(section: 0, row: 1)
        ocean.tap(section: 0, row: 3)
        #expect(continent.selectedItem == .antarctica)
        #expect(ocean.selectedItems == [.atlantic, .pacific])
        continent.tap(section: 0, row: 6)
        ocean.tap(section: 0, row: 1)
        #expect(continent.selectedItem == .southAmerica)
        #expect(ocean.selectedItems == [.pacific])
    }

    /// testDeselectionDisabled: tapping the selected row keeps it; tapping another moves the
    /// selection.
    @Test func eureka_deselectionDisabled() {
        var ocean = EurekaOceanNoDeselect.Selection()
        ocean.tap(section: 0, row: 0)
        #expect(ocean.selectedItem == .arctic)
        #expect(ocean.tap(section: 0, row: 0).outcome == .unchanged)
        #expect(ocean.selectedItem == .arctic)
        ocean.tap(section: 0, row: 2)
        #expect(ocean.selectedItem == .indian)
    }

    // MARK: Android, ListView choice modes
    // Source: AOSP frameworks/base core tests, android/widget/listview/ListGetCheckItemIdsTest
    // (testSimpleCheck, testMultipleCheck) and the AbsListView reference for
    // CHOICE_MODE_SINGLE / CHOICE_MODE_MULTIPLE: in single mode checking a row unchecks the
    // previous one, and unchecking rows that are not checked changes nothing; in multiple mode
    // each row is checked on its own.

    /// CHOICE_MODE_SINGLE: checking each row in turn leaves only that row checked; unchecking
    /// two other rows afterwards leaves it checked.
    @Test func android_singleChoice() {
        var list = NumberedSingle.Selection()
        #expect(list.isEmpty, "nothing checked when the mode is set")
        let all = NumberedSingle.allCases
        for (index, row) in all.enumerated() {
            list.select(row)
            #expect(list.selectedItems == [row])
            #expect(list.deselect(all[(index + 3) % all.count]).outcome == .unchanged)
            #expect(list.deselect(all[(index + 1) % all.count]).outcome == .unchanged)
            #expect(list.selectedItems == [row], "only \(row) checked")
        }
    }

    /// CHOICE_MODE_MULTIPLE: rows are checked and unchecked independently; the checked
    /// positions are read back in position order.
    @Test func android_multipleChoice() {
        var list = NumberedMultiple.Selection()
        list.select(.three)
        list.select(.one)
        list.select(.four)
        #expect(list.selectedItems == [.one, .three, .four])
        list.deselect(.three)
        #expect(list.selectedItems == [.one, .four])
        #expect(list.isChecked(.item(.one)) && !list.isChecked(.item(.three)))
    }

    // MARK: Angular CDK, SelectionModel
    // Source: angular/components, src/cdk/collections/selection.spec.ts ("single selection",
    // "multiple selection", "changed event"): the `selected` array keeps the order values were
    // selected in until `sort()`; selecting a selected value emits nothing; `clear()` emits
    // one event with every removed value; a single model keeps one preselected value.

    /// "should be able to sort the selected values": preselected [2, 3, 1] is listed in that
    /// order (`order: selection`), and sorted it is display order (the default).
    @Test func angular_selectedKeepsItsOrder_sortIsDisplayOrder() {
        let ordered = NumberedInSelectionOrder.Selection([.two, .three, .one])
        #expect(ordered.selectedItems == [.two, .three, .one])
        let sorted = NumberedMultiple.Selection([.two, .three, .one])
        #expect(sorted.selectedItems == [.one, .two, .three])
    }

    /// "should be able to select multiple options": two selects, two changes, both selected.
    @Test func angular_multipleSelect_oneChangeEach() {
        var model = NumberedInSelectionOrder.Selection()
        #expect(model.select(.one).rows == [.item(.one)])
        #expect(model.select(.two).rows == [.item(.two)])
        #expect(model.selectedItems == [.one, .two])
    }

    /// "should not emit multiple events for the same value".
    @Test func angular_selectingTwice_changesOnce() {
        var model = NumberedMultiple.Selection()
        #expect(model.select(.one).outcome == .changed)
        #expect(model.select(.one).outcome == .unchanged)
    }

    /// "should emit a single event when clearing all of the selected options": with every
    /// row selected, the all-row clears them in one change naming each.
    @Test func angular_clear_oneChangeWithEveryRow() {
        var model = NumberedMultiple.Selection([.one, .two, .three, .four])
        let clear = model.tap(.all)
        #expect(clear.rows == [.all, .item(.one), .item(.two), .item(.three), .item(.four)])
        #expect(model.isEmpty)
    }

    /// "should only preselect one value" and "should deselect the previously selected value".
    @Test func angular_single_preselectsOne_andReplaces() {
        var model = NumberedSingle.Selection([.one, .two])
        #expect(model.selectedItems == [.one])
        let change = model.select(.two)
        #expect(change.rows == [.item(.one), .item(.two)])
        #expect(!model.contains(.one) && model.contains(.two))
    }

    // MARK: WAI-ARIA, the tri-state checkbox
    // Source: W3C WAI-ARIA Authoring Practices, Checkbox Pattern and "Checkbox Example
    // (Mixed-State)" (sandwich condiments): the group box is not checked when no condiment is,
    // checked when all are, and mixed (aria-checked="mixed") otherwise; checking it checks
    // every condiment, unchecking it unchecks them all.

    /// None, some and all condiments: `allState` `.none`, `.some`, `.all`.
    @Test func aria_triState_followsTheCondiments() {
        var condiments = Condiment.Selection()
        #expect(condiments.allState == .none)
        condiments.tap(.item(.lettuce))
        #expect(condiments.allState == .some)
        condiments.tap(.item(.tomato))
        condiments.tap(.item(.mustard))
        condiments.tap(.item(.sprouts))
        #expect(condiments.allState == .all && condiments.isChecked(.all))
    }

    /// Activating the mixed box checks every condiment; activating the checked box unchecks
    /// them all.
    @Test func aria_groupBox_checksAndUnchecksAll() {
        var condiments = Condiment.Selection([.tomato])
        condiments.tap(.all)
        #expect(condiments.selectedItems == [.lettuce, .tomato, .mustard, .sprouts])
        condiments.tap(.all)
        #expect(condiments.allState == .none)
    }

    /// picklist's "None of these" row beside the pattern: the group box concerns the
    /// condiments only, so choosing "No condiments" unchecks them and leaves the box mixed
    /// (something is chosen, not every condiment), and the box never selects it.
    @Test func aria_exclusiveRow_isNotACondiment() {
        var condiments = Condiment.Selection([.lettuce, .tomato, .mustard, .sprouts])
        #expect(condiments.allState == .all)
        condiments.tap(.item(.noCondiments))
        #expect(condiments.selectedItems == [.noCondiments])
        #expect(condiments.allState == .some)
        condiments.tap(.all)
        #expect(!condiments.contains(.noCondiments) && condiments.allState == .all)
    }
}
