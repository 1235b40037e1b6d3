import Testing
@testable import PickListCompiler

// One failing fixture per validation rule, YAML text → loader → validator, with the exact
// diagnostics asserted: `line:column: severity: message [rule]`, the suggestion and notes.
// `rows: runtime`: lists whose rows the app supplies; the spec states only their behaviour.

@Suite struct RuntimeRowsResolutionTests {
    @Test func runtimeList_resolvesWithNoSections_andKeepsEveryOption() throws {
        let yaml = """
        name: Inbox
        title: Inbox
        selection: multiple
        rows: runtime
        min: 1
        max: 3
        all:
          title: Everyone
          while_all: lock
        summary:
          none: Nobody
        searchable: true
        localization: true
        default: all
        doc: The people a message goes to.
        """
        #expect(ValidationHarness.lint(yaml) == [])
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.rows == .runtime)
        #expect(spec.hasRuntimeRows)
        #expect(spec.sections.isEmpty)
        #expect(spec.items.isEmpty)
        #expect(spec.min == 1)
        #expect(spec.max == 3)
        #expect(spec.allRow == Spec.AllRow(title: "Everyone", whileAll: .lock))
        #expect(spec.summary == Spec.Summary(none: "Nobody"))
        #expect(spec.searchable)
        #expect(spec.localization == Spec.Localization())
        #expect(spec.defaultSelection == .all)
        #expect(spec.doc == "The people a message goes to.")
    }

    @Test func listWithItems_hasWrittenRows() throws {
        let spec = try #require(ValidationHarness.spec("title: A\nselection: single\nitems: [X]\n"))
        #expect(spec.rows == .written)
        #expect(!spec.hasRuntimeRows)
    }

    @Test func singleRuntimeList_withDeselect_isValid() throws {
        let spec = try #require(ValidationHarness.spec("title: Folder\nselection: single\nrows: runtime\ndeselect: true\n"))
        #expect(spec.rows == .runtime)
        #expect(spec.deselect)
        #expect(spec.defaultSelection == .none)
    }

    /// No item count: `min` and `max` are checked against each other only, and the checks that
    /// count enabled items (`unreachable-all-row`, `stuck-at-all`, `all-disabled`) stay silent.
    @Test func bounds_areNotCheckedAgainstAnItemCount() throws {
        let yaml = """
        title: Inbox
        selection: multiple
        rows: runtime
        min: 40
        max: 1000
        all:
          while_all: lock
        """
        #expect(ValidationHarness.lint(yaml) == [])
    }

    @Test func runtimeListsTakePartInDuplicateName() throws {
        let first = ValidationHarness.validate("title: A\nselection: single\nrows: runtime\n", path: "a/inbox.picklist.yml")
        let second = ValidationHarness.validate("name: Inbox\ntitle: B\nselection: multiple\nrows: runtime\n", path: "b/other.picklist.yml")
        #expect(first.diagnostics.isEmpty && second.diagnostics.isEmpty)
        #expect(SpecValidator().validateRun(first.specs + second.specs).map(ValidationHarness.render) == [
            "1:1: error: two lists are named 'Inbox'; each list becomes a Swift type, so names must be unique in one run (set 'name:' on one of them) [duplicate-name] note 1:1: 'Inbox' first defined here",
        ])
    }
}

/// `rows: runtime` beside `items` or `sections`: a mixed list, its written rows read and checked
/// as any list's; `written` only on such a list (`rows-and-items`).
@Suite struct RowsAndItemsRuleTests {
    @Test func itemsBesideRuntimeRows_isAMixedList_writtenFirstByDefault() throws {
        let yaml = """
        name: Theme
        title: Theme
        selection: single
        rows: runtime
        items: [Default]
        default: default
        """
        #expect(ValidationHarness.lint(yaml) == [])
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.isMixed)
        #expect(spec.hasRuntimeRows)
        #expect(spec.written == nil)
        #expect(spec.items.map(\.id) == ["default"])
        #expect(spec.defaultSelection == .items(["default"]))
    }

    @Test func sectionsBesideRuntimeRows_writtenLast() throws {
        let yaml = """
        name: Voice
        title: Voice
        selection: single
        rows: runtime
        written: last
        sections:
          - title: System
            items: [System voice]
        """
        #expect(ValidationHarness.lint(yaml) == [])
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.isMixed)
        #expect(spec.written == .last)
        #expect(spec.sections.map(\.title) == ["System"])
    }

    /// The app's rows are unknown, so `min`, `max` and `default: all` are not checked against
    /// the written rows' count.
    @Test func mixedList_boundsAreNotCheckedAgainstTheWrittenRows() {
        let yaml = """
        title: Spaces
        selection: multiple
        rows: runtime
        min: 2
        max: 5
        all: true
        items: [No space]
        default: all
        """
        #expect(ValidationHarness.lint(yaml) == [])
    }

    /// The written rows are read: their ids are checked as any list's.
    @Test func mixedList_writtenRowsAreChecked() {
        let yaml = """
        title: Inbox
        selection: multiple
        rows: runtime
        items: [Ada, Ada, "👍"]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:14: error: duplicate id 'ada': the item 'Ada' appears twice; remove one, or give it an explicit id if both are meant [duplicate-id] note 4:9: 'ada' first defined here",
            "4:19: error: cannot derive an id from the title '👍' (it has no letter or digit); write the item as 'id: title', for example '- thumbsUp: 👍' [underivable-id]",
        ])
    }

    @Test func writtenWithoutRuntimeRows_isErrorAtWritten() {
        let yaml = """
        title: Theme
        selection: single
        written: first
        items: [Default]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: 'written' places the written rows among rows the app supplies, but this list has no 'rows: runtime'; add 'rows: runtime' or remove 'written' [rows-and-items]",
        ])
    }

    @Test func writtenOnARuntimeListWithoutItems_isErrorAtWritten_withNoteAtRows() {
        let yaml = """
        title: Themes
        selection: single
        rows: runtime
        written: last
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: 'written' places written rows among the app's rows, but this 'rows: runtime' list writes none; add 'items' (a \"Default\" row, say) or remove 'written' [rows-and-items] note 3:1: 'rows: runtime' is here",
        ])
    }

    @Test func writtenWithAnUnknownValue_suggestsNothingAndListsBoth() {
        let yaml = """
        title: Theme
        selection: single
        rows: runtime
        written: before
        items: [Default]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: invalid value 'before' for 'written'; expected 'first' or 'last' [invalid-value]",
        ])
    }
}

@Suite struct RuntimeDefaultRuleTests {
    @Test func idDefault_onSingleRuntimeList_isError() {
        let yaml = """
        title: Folder
        selection: single
        rows: runtime
        default: inbox
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: 'default' names 'inbox', but this 'rows: runtime' list writes no rows, so it knows no id: its rows come from the app; write the row it names under 'items' beside 'rows: runtime' (a written row's id can be the default), or remove 'default' [runtime-default] note 3:1: 'rows: runtime' is here",
        ])
    }

    @Test func idsDefault_onMultipleRuntimeList_isError_suggestingAll() {
        let yaml = """
        title: Inbox
        selection: multiple
        rows: runtime
        default: [ada, grace]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: 'default' names item ids, but this 'rows: runtime' list writes no rows, so it knows no id: its rows come from the app; write 'default: all' to start with every row selected, or write the rows it names under 'items' beside 'rows: runtime' (written rows' ids can be the default), or remove 'default' [runtime-default] note 3:1: 'rows: runtime' is here",
        ])
    }

    @Test func emptyDefault_onRuntimeList_isError() {
        let yaml = """
        title: Inbox
        selection: multiple
        rows: runtime
        default: []
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: a 'rows: runtime' list's 'default' is 'all' or the id of a row it writes, not a sequence: its rows come from the app; write 'default: all' to start with every row selected, or write the rows it names under 'items' beside 'rows: runtime' (written rows' ids can be the default), or remove 'default' [runtime-default] note 3:1: 'rows: runtime' is here",
        ])
    }

    /// The ids are reported whatever the mode, even while `selection` is missing.
    @Test func idDefault_withoutSelection_isStillError() {
        let yaml = """
        title: Inbox
        rows: runtime
        default: ada
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:1: error: missing key 'selection': write 'selection: single' (one item) or 'selection: multiple' (any number) [missing-key]",
            "3:10: error: 'default' names 'ada', but this 'rows: runtime' list writes no rows, so it knows no id: its rows come from the app; write 'default: all' to start with every row selected, or write the rows it names under 'items' beside 'rows: runtime' (written rows' ids can be the default), or remove 'default' [runtime-default] note 2:1: 'rows: runtime' is here",
        ])
    }

    @Test func defaultAll_onSingleRuntimeList_isWrongMode() {
        let yaml = """
        title: Folder
        selection: single
        rows: runtime
        default: all
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: 'default: all' applies only to multiple lists, and a single 'rows: runtime' list has no item id to name; remove 'default' [wrong-mode]",
        ])
    }

    @Test func defaultAll_inEditMode_isDefaultInEditMode() {
        let yaml = """
        title: Inbox
        selection: multiple
        rows: runtime
        edit_mode: true
        default: all
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:1: error: a list with 'edit_mode' starts with nothing selected (selection happens only while editing); remove 'default' [default-in-edit-mode]",
        ])
    }

    @Test func emptyDefault_isMissingValue() {
        let yaml = """
        title: Inbox
        selection: multiple
        rows: runtime
        default:
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:9: error: 'default' has no value; write 'default: all' or remove 'default' [missing-value]",
        ])
    }
}

@Suite struct RowsValueRuleTests {
    @Test func unknownRowsValue_isInvalidValue_withSuggestion_andNoMissingItems() {
        let yaml = """
        title: Inbox
        selection: multiple
        rows: Runtime
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:7: error: invalid value 'Runtime' for 'rows'; expected 'runtime' [invalid-value] (did you mean 'runtime'?)",
        ])
    }

    @Test func rowsSequence_isWrongType() {
        let yaml = """
        title: Inbox
        selection: multiple
        rows: [Ada]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:7: error: 'rows' must be 'runtime', not a sequence [wrong-type]",
        ])
    }

    @Test func rowsWithoutValue_isMissingValue() {
        let yaml = """
        title: Inbox
        selection: multiple
        rows:
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'rows' has no value; write 'runtime' [missing-value]",
        ])
    }

    /// A `rows` that is not `runtime` leaves the items as they are: written ones are read.
    @Test func invalidRowsBesideItems_isOnlyInvalidValue() {
        let yaml = """
        title: Inbox
        selection: multiple
        rows: written
        items: [Ada]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:7: error: invalid value 'written' for 'rows'; expected 'runtime' [invalid-value]",
        ])
    }

    @Test func misspeltRowsKey_suggestsRows_andNoMissingItems() {
        let yaml = """
        title: Inbox
        selection: multiple
        row: runtime
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: unknown key 'row' in a list [unknown-key] (did you mean 'rows'?)",
        ])
    }

    @Test func noRowsAndNoItems_isMissingKey_namingRowsRuntime() {
        let yaml = """
        title: Inbox
        selection: multiple
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:1: error: missing key 'items': a list needs 'items:' (or 'sections:' to group its items, or 'rows: runtime' when the app supplies its rows) [missing-key]",
        ])
    }

    @Test func runtimeBounds_areStillCheckedAgainstEachOther() {
        let yaml = """
        title: Inbox
        selection: multiple
        rows: runtime
        min: 3
        max: 2
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:6: error: 'min' (3) is greater than 'max' (2) [bounds]",
        ])
        #expect(ValidationHarness.lint("title: Inbox\nselection: multiple\nrows: runtime\nmax: 0\n") == [
            "4:6: error: 'max' is 0, so nothing could ever be selected; use 1 or more, or remove 'max' [bounds]",
        ])
    }

    @Test func runtimeOptionsOfTheOtherMode_areWrongMode() {
        let yaml = """
        title: Folder
        selection: single
        rows: runtime
        min: 1
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: 'min' applies only to multiple lists; use 'selection: multiple' or remove 'min' [wrong-mode]",
        ])
    }

    @Test func runtimeListNamedLikeItsPolicyType_isInvalidName() {
        let lines = ValidationHarness.lint("name: PickListPolicy\ntitle: A\nselection: single\nrows: runtime\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("[invalid-name]") == true, "\(lines)")
    }
}
