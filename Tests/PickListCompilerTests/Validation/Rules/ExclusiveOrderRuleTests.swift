import PickListKit
import Testing
@testable import PickListCompiler

// `exclusive` on items ("None of these" rows) and `order` on lists: one failing fixture per
// mistake, with the exact diagnostics asserted, and what a valid spec resolves to.

@Suite struct ExclusiveRuleTests {
    @Test func exclusiveItem_resolves_andTheAllRowBoundsCountTheOthers() throws {
        // max 3 with three allergens and a "None" row: the all-row selects three, so it can be
        // tapped (no unreachable-all-row), and `default: all` selects three (no bounds error).
        let yaml = """
        title: Allergies
        selection: multiple
        all: true
        max: 3
        default: all
        items:
          - Peanuts
          - Gluten
          - Dairy
          - id: nothing
            title: None of These
            exclusive: true
        """
        #expect(ValidationHarness.lint(yaml) == [])
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.items.map(\.isExclusive) == [false, false, false, true])
    }

    @Test func exclusiveOnASingleList_isAWrongMode() {
        let yaml = """
        title: Tone
        selection: single
        items:
          - Chime
          - id: nothing
            title: Silent
            exclusive: true
        """
        #expect(ValidationHarness.lint(yaml) == [
            "7:5: error: 'exclusive' applies only to multiple lists: a single list holds one item, so every item already deselects the others; remove 'exclusive' or use 'selection: multiple' [wrong-mode]",
        ])
    }

    @Test func exclusiveThatIsNotABool_isAWrongType() {
        let yaml = """
        title: Allergies
        selection: multiple
        items:
          - Peanuts
          - id: nothing
            title: None of These
            exclusive: "yes"
        """
        #expect(ValidationHarness.lint(yaml).count == 1)
        #expect(ValidationHarness.lint(yaml).first?.contains("[wrong-type]") == true)
        #expect(ValidationHarness.lint(yaml).first?.hasPrefix("7:16: error: 'exclusive' must be true or false") == true)
    }

    @Test func defaultWithTheExclusiveItemBesideAnother_isAnErrorWithANote() {
        let yaml = """
        title: Allergies
        selection: multiple
        default: [peanuts, nothing]
        items:
          - Peanuts
          - id: nothing
            title: None of These
            exclusive: true
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: 'default' selects the exclusive item 'nothing' together with 'peanuts': selecting 'nothing' deselects every other item; write 'default: [nothing]' or leave 'nothing' out [exclusive-default] (did you mean '[peanuts]'?) note 8:5: 'nothing' is exclusive here",
        ])
    }

    @Test func defaultWithTheExclusiveItemAlone_isValid() {
        let yaml = """
        title: Allergies
        selection: multiple
        default: [nothing]
        items:
          - Peanuts
          - id: nothing
            title: None of These
            exclusive: true
        """
        #expect(ValidationHarness.lint(yaml) == [])
    }
}

@Suite struct OrderRuleTests {
    @Test func orderSelection_resolves() throws {
        let yaml = """
        title: Sort By
        selection: multiple
        order: selection
        items: [Date, Sender]
        """
        #expect(ValidationHarness.lint(yaml) == [])
        #expect(try #require(ValidationHarness.spec(yaml)).order == .selection)
    }

    @Test func orderOnASingleList_isAWrongMode() {
        let yaml = """
        title: Sort By
        selection: single
        order: selection
        items: [Date, Sender]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: 'order' applies only to multiple lists; use 'selection: multiple' or remove 'order' [wrong-mode]",
        ])
    }

    @Test func unknownOrder_suggestsTheClosest() {
        let yaml = """
        title: Sort By
        selection: multiple
        order: selected
        items: [Date, Sender]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:8: error: invalid value 'selected' for 'order'; expected 'display' or 'selection' [invalid-value] (did you mean 'selection'?)",
        ])
    }
}
