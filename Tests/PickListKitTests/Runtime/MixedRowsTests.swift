import Foundation
import PickListKit
import Testing

@Suite("Mixed lists: written rows beside the app's rows")
struct MixedRowsTests {
    @Test func writtenItems_joinTheAppsUnsectionedRows_first_andTheSpecDefaultIsSelected() {
        let rows = ThemeChoice.Rows(themes(["Ocean", "Dusk"]))
        #expect(rows.numberOfSections == 1)
        #expect(rows.sections[0].rows == [.item(.default), .entry("ocean"), .entry("dusk")])
        #expect(rows.sections[0].title == nil)
        #expect(rows.sectionFooter(0) == "Themes come from the theme store.")
        #expect(rows.selectedIDs == [.item(.default)])
        #expect(rows.selectedItems == [.default])
        #expect(rows.selectedEntryIDs.isEmpty)
        #expect(rows.title(of: .item(.default)) == "Default")
        #expect(rows.row(section: 0, row: 0) == .item(.default))
        #expect(rows.indexPath(of: .entry("dusk"))! == (0, 2))
    }

    @Test func writtenUntitledSection_keepsItsOwnSection_besideTheAppsUnsectionedRows() {
        var rows = ArticleThemeChoice.Rows(themes(["Sepia", "Promenade"]))
        #expect(rows.numberOfSections == 2)
        #expect(rows.sections.map(\.title) == [nil, nil])
        #expect(rows.sections.map(\.rows) == [[.item(.default)], [.entry("sepia"), .entry("promenade")]])
        #expect(rows.selectedItems == [.default])
        #expect(rows.indexPath(of: .entry("promenade"))! == (1, 1))
        rows.update(themes(["Sepia"]))
        #expect(rows.sections.map(\.rows) == [[.item(.default)], [.entry("sepia")]])
        // No rows from the app: their section is there, empty, after the written one.
        #expect(ArticleThemeChoice.Rows([PickListEntry<String>]()).sections.map(\.rows) == [[.item(.default)], []])
    }

    @Test func writtenRows_carryEveryTraitOfTheirItems_andAppRowsKeepTheirs() {
        let app = PickListEntry(
            id: "app", title: "App",
            traits: PickListRowTraits(keywords: ["k"], image: .symbol("star"), isSelectable: false, indent: 2))
        let rows = TraitsChoice.Rows([app])
        let expected: [TraitsChoice: PickListRowTraits] = [
            .nothing: PickListRowTraits(isExclusive: true),
            .custom: PickListRowTraits(isAction: true),
            .preset: PickListRowTraits(isSelectable: false),
            .child: PickListRowTraits(keywords: ["kid"], image: .symbol("folder"), indent: 1),
            .off: PickListRowTraits(isEnabled: false),
        ]
        for item in TraitsChoice.allCases {
            #expect(TraitsChoice.definition.info(for: item).traits == expected[item], "\(item)")
            #expect(rows.entry(.item(item))?.traits == expected[item], "\(item)")
        }
        #expect(rows.entry(.entry("app"))?.traits == app.traits)
        #expect(rows.entry(.entry("app"))?.indent == 2)
    }

    @Test func tapOnAnAppRow_movesTheSingleSelectionAwayFromTheWrittenRow() {
        var rows = ThemeChoice.Rows(themes(["Ocean", "Dusk"]))
        let change = rows.tap(.entry("ocean"))
        #expect(change.outcome == .changed)
        #expect(change.rows == [.item(.default), .entry("ocean")])
        #expect(rows.selectedIDs == [.entry("ocean")])
        #expect(rows.selectedEntryIDs == ["ocean"])
        #expect(rows.tap(section: 0, row: 0).rows == [.item(.default), .entry("ocean")])
        #expect(rows.contains(.item(.default)))
    }

    @Test func anAppIDEqualToAWrittenID_isAnotherRow() {
        var rows = ThemeChoice.Rows([PickListEntry(id: "default", title: "Default (installed)")])
        #expect(rows.sections[0].rows == [.item(.default), .entry("default")])
        #expect(rows.duplicateIDs.isEmpty)
        rows.tap(.entry("default"))
        #expect(rows.selectedIDs == [.entry("default")])
        #expect(!rows.contains(.item(.default)))
    }

    @Test func update_neverRemovesTheWrittenRows_andDropsTheAppRowsThatLeft() {
        var rows = ThemeChoice.Rows(themes(["Ocean", "Dusk"]), selecting: [.entry("dusk")])
        let update = rows.update([])
        #expect(update.deselected == [.entry("dusk")])
        #expect(rows.sections[0].rows == [.item(.default)])
        #expect(rows.isEmpty)
        #expect(ThemeChoice.Rows<String>([]).sections.map(\.rows) == [[.item(.default)]])
        #expect(ThemeChoice.Rows<String>(sections: []).sections.map(\.rows) == [[.item(.default)]])
        rows.update(themes(["Dusk"]))
        #expect(rows.sections[0].rows == [.item(.default), .entry("dusk")])
        rows.tap(.item(.default))
        rows.update(themes(["Ocean"]))
        #expect(rows.selectedIDs == [.item(.default)])
    }

    @Test func exclusiveWrittenRow_clearsTheAppsRows_andTheAllRowLeavesItOut() {
        var rows = SpaceFilter.Rows(
            [PickListEntry(id: 1, title: "Work"), PickListEntry(id: 2, title: "Home")])
        #expect(rows.sections[0].rows == [.all, .item(.noSpace), .entry(1), .entry(2)])
        rows.tap(.all)
        #expect(rows.selectedIDs == [.entry(1), .entry(2)])
        #expect(rows.isAll)
        #expect(rows.summary == "2 spaces")
        let change = rows.tap(.item(.noSpace))
        #expect(change.rows == [.all, .item(.noSpace), .entry(1), .entry(2)])
        #expect(rows.selectedIDs == [.item(.noSpace)])
        #expect(rows.summary == "No space")
        rows.tap(.entry(2))
        #expect(rows.selectedIDs == [.entry(2)])
    }

    @Test func writtenSections_keepTheirOwnSection_lastBesideTheAppsSections() {
        let rows = VoiceChoice.Rows(sections: [
            PickListEntrySection(title: "English", entries: [PickListEntry(id: "ava", title: "Ava")]),
            PickListEntrySection(title: "Deutsch", entries: [PickListEntry(id: "anna", title: "Anna")]),
        ])
        #expect(rows.sections.map(\.title) == ["English", "Deutsch", "System"])
        #expect(rows.sections[2].rows == [.item(.systemVoice), .item(.spokenContent)])
        #expect(rows.sectionFooter(2) == "Set in Settings.")
        var tapped = rows
        #expect(tapped.tap(.item(.spokenContent)).rejection == .disabled)
        #expect(tapped.tap(section: 2, row: 0).rows == [.item(.systemVoice)])
    }

    @Test func writtenItems_besideTheAppsSections_areAnUntitledSectionOfTheirOwn_andTheFooterGoesLast() {
        let rows = ThemeChoice.Rows(sections: [
            PickListEntrySection(title: "Light", entries: themes(["Paper"])),
            PickListEntrySection(title: "Dark", entries: themes(["Dusk"])),
        ])
        #expect(rows.sections.map(\.title) == [nil, "Light", "Dark"])
        #expect(rows.sections[0].rows == [.item(.default)])
        #expect(rows.sections.map(\.footer) == [nil, nil, "Themes come from the theme store."])
    }

    @Test func savedSelection_keepsWrittenAndAppIDsApart_andRestores() throws {
        var rows = SpaceFilter.Rows([PickListEntry(id: 1, title: "Work"), PickListEntry(id: 2, title: "Home")])
        rows.tap(.entry(2))
        let data = try JSONEncoder().encode(rows.selectedIDs)
        #expect(String(decoding: data, as: UTF8.self) == #"[{"entry":2}]"#)
        let noSpace = try JSONEncoder().encode([SpaceFilter.Rows<Int>.Row.item(.noSpace).id!])
        #expect(String(decoding: noSpace, as: UTF8.self) == #"[{"item":"noSpace"}]"#)
        let saved = try JSONDecoder().decode([PickListMixedID<SpaceFilter, Int>].self, from: noSpace)
        let restoration = rows.restore(saved)
        #expect(restoration.restored == [.item(.noSpace)])
        let both = rows.restore(items: [], entries: [1, 2, 3])
        #expect(both.restored == [.entry(1), .entry(2)])
        #expect(both.dropped == [.entry(3)])
    }
}
