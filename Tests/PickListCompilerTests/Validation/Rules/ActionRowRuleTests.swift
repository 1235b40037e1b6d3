import Testing
@testable import PickListCompiler

// `action: true` (a row that chooses nothing) and `selectable: false` (a row only the app
// selects) on items: what a valid spec resolves to, and one failing spec per mistake, with the
// exact diagnostics asserted.

@Suite struct ActionRowRuleTests {
    @Test func actionAndAppOnlyItems_resolve() throws {
        let yaml = """
        title: Sounds
        selection: single
        default: chime
        items:
          - Chime
          - id: custom
            title: Custom
            selectable: false
          - id: add
            title: Add Sound…
            action: true
        """
        #expect(ValidationHarness.lint(yaml) == [])
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.items.map(\.isAction) == [false, false, true])
        #expect(spec.items.map(\.isSelectable) == [true, false, true])
        #expect(spec.hasUnselectableItems)
    }

    @Test func bounds_countAppOnlyItems_butNotActionRows() {
        let yaml = """
        title: Sounds
        selection: multiple
        all: true
        max: 4
        items:
          - Chime
          - Glass
          - id: custom
            title: Custom
            selectable: false
          - id: add
            title: Add Sound…
            action: true
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:6: error: 'max' (4) is more than the number of enabled items (3); use at most 3 or remove 'max' [bounds]",
        ])
        // The all-row selects Chime and Glass: a `max` of 2 lets it be tapped.
        #expect(ValidationHarness.lint(yaml.replacingOccurrences(of: "max: 4", with: "max: 2")) == [])
    }

    @Test func actionRow_withExclusive_isAnActionItemError_withANoteAtAction() {
        let yaml = """
        title: F
        selection: multiple
        items:
          - A
          - id: custom
            title: Custom…
            action: true
            exclusive: true
        """
        #expect(ValidationHarness.lint(yaml) == [
            "8:5: error: an action row chooses nothing, so it cannot be 'exclusive' (which deselects the other items when chosen); remove 'exclusive' or 'action' [action-item] note 7:5: 'custom' is an action row here",
        ])
    }

    @Test func actionRow_namedByDefaultOrFallback_withSelectableOrValue_isReportedEachTime() {
        let yaml = """
        title: Sounds
        selection: single
        default: add
        fallback: add
        items:
          - Chime
          - id: add
            title: Add Sound…
            action: true
            selectable: false
            value: 3
        """
        let note = " note 9:5: 'add' is an action row here"
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: 'default' names 'add', an action row ('action: true'): it chooses nothing, so nothing selects it; leave 'add' out of 'default' [action-item]" + note,
            "4:11: error: 'fallback' names 'add', an action row ('action: true'): it chooses nothing, so no stored value can read as it; name an item that can be chosen [action-item]" + note,
            "10:5: error: an action row is never selected, by a tap nor by the app, so 'selectable' says nothing about it; remove 'selectable' or 'action' [action-item]" + note,
            "11:5: error: an action row chooses nothing, so it has no 'value'; remove 'value' or 'action' [action-item]" + note,
        ])
    }

    @Test func actionRow_inAListWithValueType_isValid_withoutAValue() throws {
        let yaml = """
        title: Auto-Lock
        selection: single
        value_type: int
        items:
          - id: s30
            title: 30 Seconds
            value: 30
          - id: custom
            title: Custom…
            action: true
        """
        #expect(ValidationHarness.lint(yaml) == [])
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.items.map(\.value) == [.int(30), nil])
    }

    @Test func actionRow_inAListWithValueType_withAValue_isAnActionItemError() {
        let yaml = """
        title: Auto-Lock
        selection: single
        value_type: int
        items:
          - id: s30
            title: 30 Seconds
            value: 30
          - id: custom
            title: Custom…
            action: true
            value: 0
        """
        #expect(ValidationHarness.lint(yaml) == [
            "11:5: error: an action row chooses nothing, so it has no 'value'; remove 'value' or 'action' [action-item] note 10:5: 'custom' is an action row here",
        ])
    }

    @Test func rawValueValue_withAnActionRow_isAnActionItemError() {
        let yaml = """
        title: Auto-Lock
        selection: single
        value_type: int
        raw_value: value
        items:
          - id: s30
            title: 30 Seconds
            value: 30
          - id: custom
            title: Custom…
            action: true
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:12: error: 'raw_value: value' stores each item as its 'value', and the action row 'custom' chooses nothing, so it has no value to store; remove 'raw_value' (the items' values still read through 'value' and 'init(value:)') or the action row [action-item] note 11:5: 'custom' is an action row here",
        ])
    }

    @Test func everyItemAnActionRow_isNothingSelectable() {
        let yaml = """
        title: Lists
        selection: single
        items:
          - id: create
            title: Create List…
            action: true
          - id: import
            title: Import…
            action: true
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:1: error: every item is an action row ('action: true'), so the list has nothing to choose; make at least one item a row that can be chosen [nothing-selectable]",
        ])
    }

    @Test func mixedList_whoseWrittenRowsAreAllActionRows_isNotNothingSelectable() {
        // "Add Another Search Engine…" under the app's engines: the app's rows are the choices.
        let yaml = """
        name: SearchEngineChoice
        title: Search Engine
        selection: single
        rows: runtime
        written: last
        items:
          - id: add
            title: Add Another Search Engine…
            action: true
        """
        #expect(ValidationHarness.lint(yaml) == [])
    }

    @Test func onlyAppOnlyRowsAndActionRows_isNothingSelectable() {
        let yaml = """
        title: Presets
        selection: single
        items:
          - id: custom
            title: Custom
            selectable: false
          - id: edit
            title: Edit…
            action: true
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:1: error: no tap can select any item: each is an action row ('action: true'), only the app selects it ('selectable: false'), or it is disabled; let at least one item be selected by a tap [nothing-selectable]",
        ])
    }

    @Test func actionAtTheTopOfTheList_pointsIntoAnItem() {
        #expect(ValidationHarness.lint("""
        title: Sounds
        selection: single
        action: true
        items: [Chime]
        """) == [
            "3:1: error: unknown key 'action' in a list: it belongs to an item (the full form: '- id: …', 'title: …', 'action: true') [unknown-key]",
        ])
    }

    @Test func notSelectableMessage_isAMessageKey_withItsPlaceholders() {
        let yaml = """
        title: Presets
        selection: single
        messages:
          not_selectable: "{title} follows {nope}."
        items:
          - Quiet
          - id: custom
            title: Custom
            selectable: false
        """
        let lines = ValidationHarness.lint(yaml)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("4:19: error:") == true)
        #expect(lines.first?.contains("[unknown-placeholder]") == true)
    }
}
