import Testing
@testable import PickListCompiler

/// An item with an error still takes part in the checks across items with what is known of
/// it (its id, its title), so it neither causes false errors nor hides real ones; checks whose
/// answer depends on what is unknown (how many items are enabled, say) are skipped.
@Suite struct ValidationPartialItemTests {
    @Test func itemWithUnderivableID_stillCounts_soMaxIsNotReportedAboveTheItemCount() {
        let yaml = """
        title: Moods
        selection: multiple
        max: 3
        all: true
        items: [A, B, "🙂"]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:15: error: cannot derive an id from the title '🙂' (it has no letter or digit); write the item as 'id: title', for example '- thumbsUp: 🙂' [underivable-id]",
        ])
    }

    @Test func itemWithInvalidEnabled_keepsItsID_forDefault() {
        let yaml = """
        title: Letters
        selection: multiple
        default: [zebra, b]
        items:
          - a: A
          - id: b
            title: B
            enabled: nope
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:11: error: 'default' names 'zebra', but no item has that id [unknown-default]",
            "8:14: error: 'enabled' must be true or false, not 'nope' [wrong-type]",
        ])
    }

    @Test func itemWithInvalidEnabled_makesTheEnabledCountUnknown_soCountBoundsAreSkipped() {
        let yaml = """
        title: Letters
        selection: multiple
        max: 2
        all: true
        items:
          - A
          - B
          - id: c
            title: C
            enabled: nope
        """
        #expect(ValidationHarness.lint(yaml) == [
            "10:14: error: 'enabled' must be true or false, not 'nope' [wrong-type]",
        ])
    }

    @Test func itemWithWrongSubtitle_isStillADuplicateID() {
        let yaml = """
        title: Letters
        selection: single
        items:
          - A
          - {id: a, title: Other, subtitle: [x]}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:10: error: duplicate id 'a': an earlier item's title 'A' already gives the id 'a'; choose another id [duplicate-id] note 4:5: 'a' first defined here",
            "5:37: error: 'subtitle' must be a string, not a sequence [wrong-type]",
        ])
    }

    @Test func badRenamedFromEntry_doesNotHideTheOtherEntriesClashes() {
        let yaml = """
        title: Letters
        selection: single
        items:
          - A
          - id: b
            title: B
            renamed_from: [a, "x\ty", b]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "7:20: error: 'renamed_from' lists 'a', which is the id of a live item, so decoding 'a' would be ambiguous [renamed-clash] note 4:5: 'a' is defined here",
            "7:23: error: invalid id: an id is the string the app stores for the item, on one line without control characters, and this one holds a tab [invalid-id]",
            "7:30: error: 'renamed_from' lists 'b', the item's own id; remove it [renamed-clash]",
        ])
    }

    @Test func defaultNamingAnUnknownID_isReportedWhileAnItemHasNoKnownID_onlyWhenCloseToAnotherID() {
        let yaml = """
        title: Moods
        selection: multiple
        default: [thumbsUp, hapy]
        items: [Happy, "👍"]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:21: error: 'default' names 'hapy', but no item has that id [unknown-default] (did you mean 'happy'?)",
            "4:16: error: cannot derive an id from the title '👍' (it has no letter or digit); write the item as 'id: title', for example '- thumbsUp: 👍' [underivable-id]",
        ])
    }

    @Test func malformedSection_makesTheItemCountUnknown() {
        let yaml = """
        title: Zones
        selection: multiple
        max: 2
        sections:
          - title: Europe
            items: [Paris]
          - Asia
        """
        #expect(ValidationHarness.lint(yaml) == [
            "7:5: error: a section must be a mapping with 'items' (and a 'title' for its header), not 'Asia' [not-a-mapping]",
        ])
    }

    @Test func listWithAnError_stillTakesPartInDuplicateNames() {
        let first = ValidationHarness.validate("title: Purpose\nselection: single\nitems: [Design]\n", path: "a/purpose.picklist.yml")
        let second = ValidationHarness.validate("name: Purpose\ntitle: Aim\nselection: single\nitems: [Testing, \"🙂\"]\n", path: "b/other.picklist.yml")
        #expect(second.specs.isEmpty)
        let diagnostics = SpecValidator().validateRun(first.names + second.names)
        #expect(diagnostics.map(ValidationHarness.render) == [
            "1:1: error: two lists are named 'Purpose'; each list becomes a Swift type, so names must be unique in one run (set 'name:' on one of them) [duplicate-name] note 1:1: 'Purpose' first defined here",
        ])
        #expect(diagnostics.first?.location?.file == "b/other.picklist.yml")
    }
}
