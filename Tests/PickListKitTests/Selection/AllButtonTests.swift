import Testing
import PickListKit

/// A note list in selection mode: Select All / Deselect All in the toolbar
/// (`all: {row: false, while_all: exclude}`), one item disabled.
enum SelectedNote: PickList {
    case groceries, ideas, journal, locked

    static let definition = PickListDefinition<SelectedNote>(
        title: "Notes",
        selection: .multiple,
        allRow: PickListAllRow(whileAll: .exclude, showsRow: false),
        localization: PickListLocalizationKeys(name: "SelectedNote"),
        sections: [PickListSectionInfo(title: nil, ids: ["groceries", "ideas", "journal", "locked"], titles: ["Groceries", "Ideas", "Journal", "Locked"])],
        disabled: ["locked"]
    )
}

/// A tab switcher's runtime rows with a Select All button, titled by the app, under a minimum.
enum SelectedTab: RuntimePickList {
    static let definition = PickListPolicy(
        title: "Tabs", selection: .multiple, minimum: 1,
        allRow: PickListAllRow(title: "Select All Tabs", deselectTitle: "Keep One", whileAll: .isolate, showsRow: false))
}

/// `all: {row: false}` (the all-row as a button): `selectAll()`, `deselectAll()`, `toggleAll()`
/// and `allTitle`, on enum and runtime lists; the property suites check them against the
/// reference model.
@Suite struct AllButtonTests {
    @Test func buttonList_hasNoAllRow_inItsSectionsIndexPathsOrTaps() {
        var notes = SelectedNote.Selection()
        #expect(notes.sections.map(\.rows) == [[.item(.groceries), .item(.ideas), .item(.journal), .item(.locked)]])
        #expect(SelectedNote.sections.map(\.rows.count) == [4])
        #expect(notes.indexPath(of: .all) == nil)
        #expect(notes.row(section: 0, row: 0) == .item(.groceries))
        #expect(notes.tap(.all) == .rejected(.noSuchRow))
        _ = notes.selectAll()
        #expect(!notes.isChecked(.all))
    }

    @Test func selectAll_selectsEveryEnabledItem_reportingOnlyItemRows() {
        var notes = SelectedNote.Selection([.ideas])
        let change = notes.selectAll()
        #expect(change == PickListChange(outcome: .changed, rows: [.item(.groceries), .item(.journal)]))
        #expect(notes.selectedItems == [.groceries, .ideas, .journal])
        #expect(notes.allState == .all)
        #expect(notes.selectAll() == .unchanged)
        // while_all: exclude, as if the all-row had been tapped.
        #expect(notes.tap(.item(.ideas)).rows == [.item(.ideas)])
        #expect(notes.selectedItems == [.groceries, .journal])
    }

    @Test func deselectAll_clearsAllOrSome_andToggleAllIsTheAllRowsTap() {
        var notes = SelectedNote.Selection([.ideas, .journal])
        #expect(notes.deselectAll() == PickListChange(outcome: .changed, rows: [.item(.ideas), .item(.journal)]))
        #expect(notes.deselectAll() == .unchanged)
        #expect(notes.toggleAll().rows == [.item(.groceries), .item(.ideas), .item(.journal)])
        #expect(notes.isAll)
        #expect(notes.toggleAll().rows == [.item(.groceries), .item(.ideas), .item(.journal)])
        #expect(notes.isEmpty)
    }

    @Test func allTitle_followsAllState_andIsTranslated() {
        var notes = SelectedNote.Selection()
        #expect(notes.allTitle == "Select All")
        notes.selectAll()
        #expect(notes.allTitle == "Deselect All")
        let localizer = DictionaryLocalizer(["PickLists": ["SelectedNote.all": "Alle auswählen", "SelectedNote.all.deselect": "Auswahl aufheben"]])
        PickListLocalization.withLocalizer(localizer) {
            #expect(notes.allTitle == "Auswahl aufheben")
            notes.deselectAll()
            #expect(notes.allTitle == "Alle auswählen")
        }
    }

    @Test func listsWithAnAllRow_keepItsTitle_andWithoutAllRefuse() {
        var weekdays = Weekday.Selection()
        #expect(weekdays.allTitle == "Every Day")
        #expect(weekdays.selectAll().rows.last == .all)
        #expect(weekdays.allTitle == "Every Day")
        var toppings = Topping.Selection()
        #expect(toppings.selectAll() == .rejected(.noSuchRow))
        #expect(toppings.deselectAll() == .rejected(.noSuchRow))
        #expect(toppings.toggleAll() == .rejected(.noSuchRow))
    }

    @Test func runtimeRows_buttonRespectsMinimum_andHidesNoRow() {
        var tabs = SelectedTab.Rows((1...3).map { PickListEntry(id: $0, title: "Tab \($0)") }, selecting: [2])
        #expect(tabs.sections.map(\.rows) == [[.entry(1), .entry(2), .entry(3)]])
        #expect(tabs.allTitle == "Select All Tabs")
        #expect(tabs.selectAll() == PickListChange(outcome: .changed, rows: [.entry(1), .entry(3)]))
        #expect(tabs.allTitle == "Keep One")
        #expect(tabs.toggleAll() == .rejected(.minimum))
        #expect(tabs.deselectAll() == .rejected(.minimum))
        // isolate while all are selected, as under the all-row.
        #expect(tabs.tap(.entry(3)).rows == [.entry(1), .entry(2)])
        #expect(tabs.tap(.all) == .rejected(.noSuchRow))
    }
}
