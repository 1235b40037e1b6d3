import Foundation
import PickListCompilerTestSupport
@testable import PickListStrings
import Testing
@testable import PickListCompiler

/// `picklist strings` for lists that keep the app's own translation keys (`title_key`, …,
/// `keys: text`) in the app's own table: the app's entries and translations stay as they
/// are, and only what the table lacks is added.
@Suite struct AppKeyStringsTests {
    static let appearance = """
        name: Appearance
        title: Settings
        title_key: Scene.Settings.Title
        selection: single
        localization: {table: Localizable}
        items:
          - id: light
            title: Light
            title_key: Scene.Settings.Appearance.Light
          - Dark

        """

    static let expandMedia = """
        name: ExpandMedia
        title: Expand media
        selection: single
        localization: {table: Localizable, keys: text}
        items:
          - id: show
            title: Show all
            title_key: enum.expand-media.show
          - Cancel

        """

    private static func copyFixtures(into folder: TemporaryFolder) throws {
        for name in ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings", "Localizable.xcstrings"] {
            try folder.write("Res/" + name, bytes: StringsFixtures.bytes("AppKeys/" + name))
        }
    }

    @Test func localizedTexts_areKeyedByTheAppsKeys_andSayWhichTheAppOwns() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lint = try StringsFixtures.lint(["a.picklist.yml": Self.appearance, "b.picklist.yml": Self.expandMedia], in: folder)
        let texts = lint.specs.flatMap(\.localizedTexts)
        let owned = texts.filter(\.isAppOwned).map(\.key)
        #expect(owned.contains("Scene.Settings.Title"))
        #expect(owned.contains("Scene.Settings.Appearance.Light"))
        #expect(owned.contains("enum.expand-media.show"))
        #expect(owned.contains("Cancel"))
        #expect(owned.contains("Expand media"))
        #expect(!owned.contains("Appearance.dark.title"))
        #expect(texts.contains { $0.key == "Appearance.dark.title" && !$0.isAppOwned })
    }

    @Test func stringsFiles_keepEveryEntryOfTheApp_inPlace_andAddWhatIsMissingAtTheEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.copyFixtures(into: folder)
        let lint = try StringsFixtures.lint(["a.picklist.yml": Self.appearance], in: folder)
        let report = StringsExporter(destination: .stringsFolder(folder.path + "/Res")).export(lint)
        #expect(report.diagnostics.isEmpty)
        let english = try String(contentsOfFile: folder.path + "/Res/en.lproj/Localizable.strings", encoding: .utf8)
        #expect(english.hasPrefix(StringsFixtures.text("AppKeys/en.lproj/Localizable.strings")))
        #expect(english.contains("\"Appearance.dark.title\" = \"Dark\";"))
        let german = try String(contentsOfFile: folder.path + "/Res/de.lproj/Localizable.strings", encoding: .utf8)
        #expect(german == StringsFixtures.text("AppKeys/de.lproj/Localizable.strings"))

        // A second run changes nothing.
        let second = StringsExporter(destination: .stringsFolder(folder.path + "/Res")).export(lint)
        #expect(second.files.allSatisfy { $0.status == .unchanged })
    }

    @Test func catalog_leavesTheAppsEntriesAsTheyAre_andAddsTheKeysItLacks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.copyFixtures(into: folder)
        let catalog = folder.path + "/Res/Localizable.xcstrings"
        let lint = try StringsFixtures.lint(["a.picklist.yml": Self.appearance, "b.picklist.yml": Self.expandMedia], in: folder)
        let report = StringsExporter(destination: .catalog(catalog)).export(lint)
        #expect(report.diagnostics.isEmpty)
        let merged = try StringCatalog(bytes: Array(FileManager.default.contents(atPath: catalog) ?? Data()), path: catalog)
        let original = try StringCatalog(bytes: StringsFixtures.bytes("AppKeys/Localizable.xcstrings"), path: catalog)
        // The app's entries, translations and all, exactly as they were: no comment,
        // extraction state or source text of picklist's.
        func shape(_ catalog: StringCatalog, _ key: String) -> [String] {
            guard let fields = catalog.entries.first(where: { $0.key == key })?.value.value.members else { return [] }
            return fields.map(\.key) + (fields["localizations"]?.members ?? []).map { language in
                language.key + "=" + (language.value.value.members?["stringUnit"]?.members?["value"]?.stringValue ?? "")
            } + [fields["comment"]?.stringValue ?? ""]
        }
        #expect(shape(merged, "Cancel") == ["localizations", "de=Abbrechen", ""])
        #expect(shape(merged, "Cancel") == shape(original, "Cancel"))
        #expect(shape(merged, "Scene.Settings.Appearance.Light") == shape(original, "Scene.Settings.Appearance.Light"))
        // What the catalog lacked is added, the app's keys and picklist's alike; nothing is stale.
        let keys = Set(merged.entries.map(\.key))
        #expect(keys.isSuperset(of: ["Scene.Settings.Title", "enum.expand-media.show", "Expand media", "Appearance.dark.title"]))
        #expect(!merged.entries.contains { $0.value.value.members?["extractionState"]?.stringValue == "stale" })
        #expect(report.files.map(\.summary) == ["\(keys.count - 2) keys added"])
    }
}
