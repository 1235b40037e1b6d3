import Testing
@testable import PickListCompiler

// `all: {row: false}`, Select All as a button: its keys where they mean nothing, and on a list
// that selects one item. Exact diagnostics, as the other rule tests.

@Suite struct AllButtonRuleTests {
    @Test func button_readsRowAndDeselectTitle() throws {
        let spec = try #require(ValidationHarness.spec("""
            title: Notes
            selection: multiple
            all:
              row: false
              deselect_title: Clear
              while_all: lock
            items: [Groceries, Journal]
            """))
        let allRow = try #require(spec.allRow)
        #expect(allRow.isButton)
        #expect(allRow.effective.title == "Select All")
        #expect(allRow.effective.deselectTitle == "Clear")
        #expect(allRow.effective.whileAll == .lock)
        #expect(!allRow.effective.showsRow)
    }

    @Test func buttonOnSingleList_isWrongMode() {
        #expect(ValidationHarness.lint("""
            title: Purpose
            selection: single
            all: {row: false}
            items: [Design, Testing]
            """) == [
            "3:1: error: 'all' with 'row: false' is a Select All button, and a single list selects one item: there is nothing to select all of; use 'selection: multiple' or remove 'all' [wrong-mode]",
        ])
    }

    @Test func deselectTitle_withoutButton_isError_namingRow() {
        #expect(ValidationHarness.lint("""
            title: Notes
            selection: multiple
            all:
              row: true
              deselect_title: Clear
              deselect_title_key: Notes.Clear
            localization: true
            items: [Groceries, Journal]
            """) == [
            "5:3: error: 'deselect_title' titles a Select All button while every item is selected, but this list shows an all-row, whose title never changes; add 'row: false' under 'all:' for a button, or remove 'deselect_title' [all-button-title] note 4:3: 'row' is here",
            "6:3: error: 'deselect_title_key' titles a Select All button while every item is selected, but this list shows an all-row, whose title never changes; add 'row: false' under 'all:' for a button, or remove 'deselect_title_key' [all-button-title] note 4:3: 'row' is here",
        ])
    }

    @Test func positionOfAButton_isWarning() {
        #expect(ValidationHarness.lint("""
            title: Notes
            selection: multiple
            all: {row: false, position: last}
            items: [Groceries, Journal]
            """) == [
            "3:19: warning: 'position' places the all-row, but 'row: false' shows a Select All button instead, which the app places (a toolbar's); remove 'position' [all-button-position]",
        ])
    }

    @Test func rowMisspelt_isSuggested() {
        let diagnostics = ValidationHarness.lint("""
            title: Notes
            selection: multiple
            all: {rows: false}
            items: [Groceries, Journal]
            """)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("(did you mean 'row'?)") == true, "\(diagnostics)")
    }
}
