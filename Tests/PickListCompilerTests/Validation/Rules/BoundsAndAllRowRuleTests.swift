import Testing
@testable import PickListCompiler

// One failing fixture per validation rule, YAML text → loader → validator, with the exact
// diagnostics asserted: `line:column: severity: message [rule]`, the suggestion and notes.
// `min`, `max` and the all-row: bounds, unreachable and stuck all-rows, options of the other mode.

@Suite struct BoundsRuleTests {
    @Test func minAboveMax_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        min: 2
        max: 1
        items: [Love, Fame, Fate]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'min' (2) is greater than 'max' (1) [bounds]",
        ])
    }

    @Test func maxAboveEnabledItems_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        max: 3
        items:
          - Love
          - Fame
          - title: Fate
            enabled: false
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'max' (3) is more than the number of enabled items (2); use at most 2 or remove 'max' [bounds]",
        ])
    }

    @Test func maxZero_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        max: 0
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'max' is 0, so nothing could ever be selected; use 1 or more, or remove 'max' [bounds]",
        ])
    }

    @Test func negativeMin_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        min: -1
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'min' must be 0 or more, not -1 [bounds]",
        ])
    }

    @Test func minAboveEnabledItems_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        min: 3
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'min' (3) is more than the number of enabled items (2), so the list could never be valid [bounds]",
        ])
    }

    @Test func defaultBelowMin_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        min: 2
        default: [love]
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: 'default' selects 1 item, fewer than 'min' (2) [bounds]",
        ])
    }

    @Test func defaultAboveMax_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        max: 1
        default: [love, fame]
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: 'default' selects 2 items, more than 'max' (1) [bounds]",
        ])
    }

    @Test func defaultAllAboveMax_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        max: 1
        default: all
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: 'default: all' selects 2 items, more than 'max' (1) [bounds]",
        ])
    }
}

@Suite struct UnreachableAllRowRuleTests {
    @Test func allRowWithMaxBelowItemCount_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        max: 2
        all: true
        items: [Love, Fame, Fate]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: the all-row selects all 3 enabled items, but 'max' is 2, so it could never be tapped; remove 'all' or raise 'max' to 3 [unreachable-all-row]",
        ])
    }
}

/// Checked against PickListKit: with every item selected, `lock` rejects item taps
/// (`.locked`), `isolate` would leave one item (`.minimum` below a `min` of 2 or more), and the
/// all-row would clear the selection (`.minimum` for any `min` above 0): nothing can change.
@Suite struct StuckAtAllRuleTests {
    @Test func lockWithMinOne_isStuck() {
        let yaml = """
        title: Filters
        selection: multiple
        min: 1
        all:
          while_all: lock
        items: [Photos, Videos, Documents]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:14: error: once every item is selected, no tap can change the selection: with 'while_all: lock' item taps are ignored, and the all-row cannot clear it below 'min' (1); use 'while_all: exclude' or 'isolate', or remove 'min' [stuck-at-all]",
        ])
    }

    @Test func lockWithMinTwo_suggestsOnlyExclude() {
        let yaml = """
        title: Filters
        selection: multiple
        min: 2
        all: {while_all: lock}
        items: [Photos, Videos, Documents]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:18: error: once every item is selected, no tap can change the selection: with 'while_all: lock' item taps are ignored, and the all-row cannot clear it below 'min' (2); use 'while_all: exclude', or remove 'min' [stuck-at-all]",
        ])
    }

    @Test func defaultIsolateWithMinTwo_isStuck_reportedAtAll() {
        let yaml = """
        title: Filters
        selection: multiple
        min: 2
        all: true
        items: [Photos, Videos, Documents]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: once every item is selected, no tap can change the selection: with 'while_all: isolate' (the default) an item tap would leave 1 item, and the all-row would leave none, both below 'min' (2); use 'while_all: exclude', or lower 'min' to 1 [stuck-at-all]",
        ])
    }

    @Test(arguments: [
        "min: 2\nall: {while_all: exclude}",       // deselecting one item leaves 2
        "min: 1\nall: true",                       // isolating leaves 1
        "min: 0\nall: {while_all: lock}",          // the all-row clears
        "all: {while_all: lock}",
        "min: 1\nall: {while_all: lock}\nedit_mode: true",   // leaving edit mode clears
        "min: 3\nall: true",                       // every item is required: all is the only full state
    ])
    func listsThatCanLeaveAll_areFine(options: String) {
        let yaml = "title: Filters\nselection: multiple\n\(options)\nitems: [Photos, Videos, Documents]\n"
        #expect(ValidationHarness.lint(yaml) == [])
    }

    @Test func unknownEnabledCount_skipsTheCheck() {
        let yaml = """
        title: Filters
        selection: multiple
        min: 2
        all: true
        items: [Photos, Videos, {title: Documents, enabled: maybe}]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:53: error: 'enabled' must be true or false, not 'maybe' [wrong-type]",
        ])
    }
}

@Suite struct WrongModeRuleTests {
    @Test func deselectOnMultiple_isWrongMode() {
        let yaml = """
        title: Quotes
        selection: multiple
        deselect: true
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: 'deselect' applies only to single lists; use 'selection: single' or remove 'deselect' [wrong-mode]",
        ])
    }

    @Test func multipleOnlyKeysOnSingle_eachWrongMode() {
        let yaml = """
        title: Purpose
        selection: single
        min: 1
        max: 1
        all: true
        edit_mode: true
        items: [Design, Testing]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: 'min' applies only to multiple lists; use 'selection: multiple' or remove 'min' [wrong-mode]",
            "4:1: error: 'max' applies only to multiple lists; use 'selection: multiple' or remove 'max' [wrong-mode]",
            "5:1: error: 'all' applies only to multiple lists; use 'selection: multiple' or remove 'all' [wrong-mode]",
            "6:1: error: 'edit_mode' applies only to multiple lists; use 'selection: multiple' or remove 'edit_mode' [wrong-mode]",
        ])
    }

    @Test func defaultAllOnSingle_isWrongMode() {
        let yaml = """
        title: Purpose
        selection: single
        default: all
        items: [Design, Testing]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: 'default: all' applies only to multiple lists; a single list's default is one item id [wrong-mode]",
        ])
    }
}
