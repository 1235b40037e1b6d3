import PickListKit
import Testing

/// The lists of Specs/selection-mode.picklist.yml: Select All as a toolbar button
/// (`all: {row: false}`), generated, compiled with warnings as errors and driven as an app
/// drives them: `allTitle` for the button's title, `toggleAll()` (or `selectAll()`,
/// `deselectAll()`) for its action, the change's rows reloaded.
@Suite struct AllButtonListTests {
    /// The app's `Localizable` table, holding its own keys of the button's titles.
    struct TabLocalizer: PickListLocalizer {
        func string(forKey key: String, table: String, default text: String) -> String {
            guard table == "Localizable" else { return text }
            return ["TabSwitcher.SelectAll": "Alle Tabs auswählen", "TabSwitcher.DeselectAll": "Keinen Tab auswählen"][key] ?? text
        }
    }

    @Test func noteSelection_hasNoAllRow_andTheButtonSelectsEveryEnabledNote() {
        #expect(NoteSelection.sections.map(\.rows) == [[.item(.groceries), .item(.tripIdeas), .item(.journal), .item(.locked)]])
        #expect(NoteSelection.definition.allRow?.showsRow == false)
        var notes = NoteSelection.Selection()
        #expect(notes.allTitle == "Select All")
        #expect(notes.toggleAll() == .rejected(.notEditing))
        notes.setEditing(true)
        let change = notes.toggleAll()
        #expect(change.rows == [.item(.groceries), .item(.tripIdeas), .item(.journal)])
        #expect(notes.allState == .all)
        #expect(notes.allTitle == "Deselect All")
        #expect(notes.summary == "3 Selected")
        #expect(notes.selectAll() == .unchanged)
        // while_all: exclude; then Deselect All clears what is left.
        #expect(notes.tap(.item(.journal)).rows == [.item(.journal)])
        #expect(notes.allTitle == "Select All")
        #expect(notes.deselectAll().rows == [.item(.groceries), .item(.tripIdeas)])
        #expect(notes.summary == "Select Notes")
        #expect(notes.tap(.all) == .rejected(.noSuchRow))
        #expect(notes.indexPath(of: .all) == nil)
    }

    @Test func tabSelection_runtimeRows_buttonTitlesUnderTheAppsKeys_andMinimumHolds() {
        var tabs = TabSelection.Rows((1...3).map { PickListEntry(id: $0, title: "Tab \($0)") }, selecting: [1])
        #expect(tabs.sections.map(\.rows) == [[.entry(1), .entry(2), .entry(3)]])
        #expect(tabs.allTitle == "Select All Tabs")
        #expect(tabs.selectAll().rows == [.entry(2), .entry(3)])
        #expect(tabs.allTitle == "Deselect All Tabs")
        #expect(tabs.toggleAll() == .rejected(.minimum))
        PickListLocalization.withLocalizer(TabLocalizer()) {
            #expect(tabs.allTitle == "Keinen Tab auswählen")
        }
        #expect(tabs.tap(.entry(2)).rows == [.entry(1), .entry(3)])
        PickListLocalization.withLocalizer(TabLocalizer()) {
            #expect(tabs.allTitle == "Alle Tabs auswählen")
        }
    }

    /// Generic code over `PickListSelecting` reaches the button as the protocol's members.
    @Test func protocolMembers_driveAToolbarButton() {
        func pressSelectAll<List: PickListSelecting>(_ list: inout List) -> (title: String, changed: Int) {
            let change = list.toggleAll()
            return (list.allTitle, change.rows.count)
        }
        var notes = NoteSelection.Selection()
        notes.setEditing(true)
        let pressed = pressSelectAll(&notes)
        #expect(pressed.title == "Deselect All" && pressed.changed == 3)
    }
}
