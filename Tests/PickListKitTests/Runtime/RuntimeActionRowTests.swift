import PickListKit
import Testing

/// An app's own action rows (`PickListEntry.isAction`) and rows only it selects
/// (`isSelectable: false`) on a list whose rows come at runtime.
@Suite struct RuntimeActionRowTests {
    static let entries = [
        PickListEntry(id: 1, title: "Ada"),
        PickListEntry(id: 2, title: "Bob"),
        PickListEntry(id: 3, title: "Team", isSelectable: false),
        PickListEntry(id: 4, title: "Invite…", isAction: true),
    ]

    @Test func tapOnActionEntry_isTheAction_andNothingCountsIt() {
        var people = People.Rows(Self.entries)
        #expect(people.tap(.entry(4)) == .action(.entry(4)))
        #expect(people.tap(section: 0, row: 4).actionRow == .entry(4))  // the all-row is first
        #expect(people.select(4).rejection == .notSelectable)
        people.tap(.all)
        #expect(people.selectedIDs == [1, 2])
        #expect(people.summary == "Everyone")
        #expect(people.accessibilityValue(for: .entry(4)) == "")
    }

    @Test func tapOnAppOnlyEntry_isRefused_whileTheAppSelectsIt() {
        var people = People.Rows(Self.entries)
        let change = people.tap(.entry(3))
        #expect(change == .rejected(.notSelectable))
        #expect(people.message(for: change, tapping: .entry(3)) == "Team is chosen automatically.")
        #expect(people.select(3) == PickListChange(outcome: .changed, rows: [.entry(3)]))
        #expect(people.selectedIDs == [3])
        #expect(people.allState == .none || people.allState == .some)
        #expect(people.summary == "Team")
    }

    @Test func update_keepsAnAppOnlySelection_andDropsARowThatBecameAnAction() {
        var people = People.Rows(Self.entries)
        people.select(3)
        people.tap(.entry(1))
        var entries = Self.entries
        entries[0].isAction = true
        let update = people.update(entries)
        #expect(update.deselected == [1])
        #expect(people.selectedIDs == [3])
    }
}
