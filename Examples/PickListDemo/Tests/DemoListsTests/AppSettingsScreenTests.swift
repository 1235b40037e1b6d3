import DemoLists
import Foundation
import PickListKit
import PickListLocalization
import Testing

/// The second settings screen (`app-settings.picklist.yml`): rows the app decides on at runtime,
/// its transcripts asserted in English and German (`Snapshots/app-settings-*.txt`) with what a
/// table view reads of them. Both lists are localized and the localizer is global, so these
/// run one at a time with the other localized transcripts.
extension LocalizedTranscriptTests {
    @Test func translationService_hiddenRowLeavesTheTableAndTheSelection() throws {
        PickListLocalization.localizer = nil
        try TapScriptTests.assertSnapshot(TranslationService.demoTranscript.text(), named: "app-settings-translation")
        let states = TranslationService.demoTranscript.selections()
        #expect(states.map(\.selectedItem) == [.onDevice, nil, .deepl, .deepl, .deepl])
        #expect(states.map(\.isValid) == [true, false, true, true, true])   // required: Done waits
        #expect(states[1].sections[0].rows == [.item(.google), .item(.deepl)])
        #expect(states[1].row(section: 0, row: 0) == .item(.google))
        #expect(states[1].indexPath(of: .item(.onDevice)) == nil)
        #expect(states[1].hiddenItems == [.onDevice])
        #expect(states[4].hiddenItems.isEmpty && states[4].numberOfRows(inSection: 0) == 3)
        var hidden = states[1]
        #expect(hidden.tap(.item(.onDevice)).rejection == .noSuchRow)
        #expect(TranslationService.sections[0].rows.count == 3)   // the written list keeps every row
        var selection = TranslationService.Selection()
        let update = selection.setHidden(true, for: .onDevice)
        #expect(update.deletedRows == [PickListIndexPath(section: 0, row: 0)] && update.insertedRows.isEmpty)
        #expect(update.deselected == [.onDevice])
        #expect(selection.setHidden(false, for: .onDevice).insertedRows == [PickListIndexPath(section: 0, row: 0)])
    }

    @Test func translationService_german() throws {
        PickListLocalization.localizer = BundleLocalizer(bundle: demoResources, localization: "de")
        defer { PickListLocalization.localizer = nil }
        try TapScriptTests.assertSnapshot(TranslationService.demoTranscript.text(), named: "app-settings-translation.de")
    }

    @Test func appLockDelay_titlesFromAFormatter_andTheWrittenTitleBack() throws {
        PickListLocalization.localizer = nil
        let transcript = AppLockDelay.demoTranscript(locale: Locale(identifier: "en_US"))
        try TapScriptTests.assertSnapshot(transcript.text(), named: "app-settings-lock")
        let titled = try #require(transcript.selections().dropLast().last)
        #expect(AppLockDelay.allCases.map(titled.title(of:)) == ["Immediately", "1 minute", "5 minutes", "15 minutes", "1 hour"])
        #expect(titled.summary == "5 minutes")                    // the summary's {title} is the title shown
        #expect(titled.search("hour") == [.oneHour])              // search matches the title shown
        #expect(AppLockDelay.fiveMinutes.title == "After 5 Minutes")   // the item keeps its written title
        let restored = try #require(transcript.selections().last)
        #expect(restored.title(of: .fiveMinutes) == "After 5 Minutes" && restored.summary == "After 5 Minutes")
        #expect(restored.selectedItem?.value == 300)
    }

    @Test func appLockDelay_german() throws {
        PickListLocalization.localizer = BundleLocalizer(bundle: demoResources, localization: "de")
        defer { PickListLocalization.localizer = nil }
        let transcript = AppLockDelay.demoTranscript(locale: Locale(identifier: "de_DE"))
        try TapScriptTests.assertSnapshot(transcript.text(), named: "app-settings-lock.de")
        // The title restored is the German written one.
        #expect(transcript.selections().last?.title(of: .fiveMinutes) == "Nach 5 Minuten")
    }
}

/// The second settings screen's other two patterns: a written "Default" row before the themes
/// the app installed (a mixed list), and a "Custom…" row that opens an editor (an action row).
@Suite struct AppSettingsRowsTests {
    static let installed = [PickListEntry(id: "solarized", title: "Solarized"), PickListEntry(id: "nord", title: "Nord")]

    @Test func theme_defaultStandsBeforeTheInstalledThemes_andStaysThroughUpdates() {
        var themes = AppTheme.Rows(Self.installed)
        #expect(themes.sections.map(\.rows) == [[.item(.system), .entry("solarized"), .entry("nord")]])
        #expect(themes.selectedItems == [.system])                // the spec's default, a written row
        #expect(themes.summary == "Default")
        // A tap on an installed theme moves the checkmark off the written row.
        #expect(themes.tap(.entry("nord")).rows == [.item(.system), .entry("nord")])
        #expect(themes.selectedEntryIDs == ["nord"] && themes.selectedItems.isEmpty)
        // The user uninstalls Nord: it leaves the selection; "Default" keeps its row.
        let update = themes.update([PickListEntry(id: "solarized", title: "Solarized")])
        #expect(update.deselected == [.entry("nord")])
        #expect(themes.sections[0].rows == [.item(.system), .entry("solarized")])
        #expect(themes.tap(.item(.system)).outcome == .changed)
        #expect(themes.selectedIDs == [.item(.system)])
    }

    @Test func font_customIsAnActionRow_thatSelectsNothing() {
        var font = ReadingFont.Selection()
        #expect(font.selectedItem == .system)
        let change = font.tap(.item(.custom))
        #expect(change.outcome == .action)                        // the app opens its font editor
        #expect(change.actionRow == .item(.custom) && change.rows.isEmpty)
        #expect(font.selectedItem == .system)                     // the selection is as it was
        #expect(ReadingFont.custom.isAction && !ReadingFont.serif.isAction)
        #expect(font.tap(.item(.serif)).rows == [.item(.system), .item(.serif)])
        #expect(font.select(.custom).rejection == .notSelectable)  // nothing selects an action row
        #expect(font.isValid)
    }
}
