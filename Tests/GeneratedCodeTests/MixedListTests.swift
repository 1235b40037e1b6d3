import Foundation
import PickListKit
import Testing

/// Mixed lists generated from specs (specs/theme-picker.picklist.yml, Specs/mixed-lists.picklist.yml):
/// the written rows are enum cases placed among the app's rows, under one selection.
@Suite struct MixedListTests {
    struct German: PickListLocalizer {
        func string(forKey key: String, table: String, default: String) -> String {
            ["SpaceFilter.noSpace.title": "Kein Bereich", "SpaceFilter.all": "Alle Bereiche"][key] ?? `default`
        }
    }

    static let installed = [PickListEntry(id: "ocean", title: "Ocean"), PickListEntry(id: "dusk", title: "Dusk")]

    @Test func theme_defaultStandsBeforeTheInstalledThemes_selected_withItsWrittenKeys() {
        var themes = ThemePicker.Rows(Self.installed)
        #expect(ThemePicker.allCases == [.default])
        #expect(themes.sections.map(\.rows) == [[.item(.default), .entry("ocean"), .entry("dusk")]])
        #expect(themes.selectedItems == [.default])
        #expect(themes.summary == "Default")
        #expect(themes.entry(.item(.default))?.image == .symbol("circle.lefthalf.filled"))
        #expect(themes.entry(.item(.default))?.subtitle == "Follows the system appearance")
        #expect(themes.sectionFooter(0) == "Install more themes from the theme store.")
        #expect(themes.tap(.entry("dusk")).rows == [.item(.default), .entry("dusk")])
        #expect(themes.update([PickListEntry(id: "ocean", title: "Ocean")]).deselected == [.entry("dusk")])
        #expect(themes.sections[0].rows == [.item(.default), .entry("ocean")])
        #expect(themes.summary == "No theme")
    }

    @Test func spaces_noSpaceClearsTheAppsRows_andTranslatesLikeAWrittenRow() {
        var spaces = SpaceFilter.Rows([PickListEntry(id: 7, title: "Work"), PickListEntry(id: 9, title: "Home")])
        #expect(spaces.sections[0].rows == [.all, .item(.noSpace), .entry(7), .entry(9)])
        spaces.tap(.all)
        #expect(spaces.selectedEntryIDs == [7, 9])
        spaces.tap(.item(.noSpace))
        #expect(spaces.selectedIDs == [.item(.noSpace)])
        #expect(spaces.summary == "No space")
        PickListLocalization.withLocalizer(German()) {
            let german = SpaceFilter.Rows([PickListEntry(id: 7, title: "Arbeit")], selecting: [.item(.noSpace)])
            #expect(german.title(of: .item(.noSpace)) == "Kein Bereich")
            #expect(german.title(of: .all) == "Alle Bereiche")
            #expect(german.summary == "Kein Bereich")
        }
    }

    @Test func voices_writtenLast_inTheirOwnSection_disabledRowRefused() {
        var voices = VoicePicker.Rows(sections: [
            PickListEntrySection(title: "English", entries: [PickListEntry(id: 1, title: "Ava")])
        ])
        #expect(VoicePicker.writtenPosition == .last)
        #expect(voices.sections.map(\.title) == ["English", "System"])
        #expect(voices.sections[1].rows == [.item(.systemVoice), .item(.spokenContent)])
        #expect(voices.sectionFooter(1) == "Set in Settings.")
        #expect(voices.tap(.item(.spokenContent)).rejection == .disabled)
        #expect(voices.tap(section: 1, row: 0).rows == [.item(.systemVoice)])
        #expect(voices.selectedItems == [.systemVoice])
    }

    @Test func articleTheme_writtenUntitledSection_keepsItsOwnSection() {
        let themes = ArticleTheme.Rows([PickListEntry(id: "sepia", title: "Sepia"), PickListEntry(id: "promenade", title: "Promenade")])
        #expect(ArticleTheme.keepsWrittenSections)
        #expect(!ThemePicker.keepsWrittenSections)
        #expect(themes.sections.map(\.rows) == [[.item(.default)], [.entry("sepia"), .entry("promenade")]])
        #expect(themes.selectedItems == [.default])
    }

    @Test func fonts_writtenRowsKeepTheirKinds_appOnlyRowRefusesATap_actionRowSelectsNothing() {
        var fonts = FontPicker.Rows([PickListEntry(id: "avenir", title: "Avenir")])
        #expect(fonts.sections[0].rows == [.entry("avenir"), .item(.system), .item(.custom), .item(.moreFonts)])
        #expect(fonts.entry(.item(.custom))?.isSelectable == false)
        #expect(fonts.entry(.item(.custom))?.indent == 1)
        let refused = fonts.tap(.item(.custom))
        #expect(refused.rejection == .notSelectable)
        #expect(fonts.message(for: refused, tapping: .item(.custom)) == "Custom is on while your own settings apply.")
        let action = fonts.tap(.item(.moreFonts))
        #expect(action.outcome == .action)
        #expect(action.rows.isEmpty)
        #expect(action.actionRow == .item(.moreFonts))
        #expect(fonts.selectedItems == [.system])
        #expect(fonts.select(.item(.custom)).outcome == .changed)
        #expect(fonts.summary == "Custom")
    }

    @Test func savedSelection_encodesWrittenAndAppIDsApart() throws {
        var themes = ThemePicker.Rows(Self.installed)
        themes.tap(.entry("ocean"))
        let saved = try JSONEncoder().encode(themes.selectedIDs)
        #expect(String(decoding: saved, as: UTF8.self) == #"[{"entry":"ocean"}]"#)
        let restored = ThemePicker.Rows(Self.installed, selecting: try JSONDecoder().decode([ThemePicker.RowID<String>].self, from: saved))
        #expect(restored.selectedEntryIDs == ["ocean"])
        let defaultSaved = Data(#"[{"item":"default"}]"#.utf8)
        #expect(try JSONDecoder().decode([ThemePicker.RowID<String>].self, from: defaultSaved) == [.item(.default)])
    }
}
