import Foundation
import PickListCompilerTestSupport
@testable import PickListStrings
import Testing
@testable import PickListCompiler

/// `picklist strings` as a library call: what is written, when, and when nothing is.
@Suite struct StringsExporterTests {
    private let fruit = ["fruit.picklist.yml": StringsFixtures.fruitSpec]

    @Test func catalog_isWrittenOnce_thenLeftAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let catalog = folder.path + "/Res/PickLists.xcstrings"
        try folder.write("Res/PickLists.xcstrings", bytes: StringsFixtures.bytes("PickLists.xcstrings"))
        let lint = try StringsFixtures.lint(fruit, in: folder)
        let exporter = StringsExporter(destination: .catalog(catalog))

        let first = exporter.export(lint)
        #expect(first.diagnostics.isEmpty)
        #expect(first.files == [.init(path: catalog, status: .written, summary: "5 keys added, 1 source text changed, 2 keys marked stale")])
        #expect(try String(contentsOfFile: catalog, encoding: .utf8) == StringsFixtures.text("PickLists.merged.xcstrings"))

        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: catalog)
        let second = exporter.export(lint)
        #expect(second.files == [.init(path: catalog, status: .unchanged, summary: "")])
        #expect(try FileManager.default.attributesOfItem(atPath: catalog)[.modificationDate] as? Date == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Res") == ["PickLists.xcstrings"])
    }

    @Test func catalogWithTrailingNewline_keepsIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let catalog = try folder.write("PickLists.xcstrings", bytes: StringsFixtures.bytes("PickLists.xcstrings") + [0x0A])
        let report = StringsExporter(destination: .catalog(catalog)).export(try StringsFixtures.lint(fruit, in: folder))
        #expect(report.files.map(\.status) == [.written])
        #expect(try String(contentsOfFile: catalog, encoding: .utf8) == StringsFixtures.text("PickLists.merged.xcstrings") + "\n")
    }

    @Test func missingCatalog_isCreated_inTheSourceLanguage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let catalog = folder.path + "/new/PickLists.xcstrings"
        let report = StringsExporter(destination: .catalog(catalog), sourceLanguage: "fr").export(try StringsFixtures.lint(fruit, in: folder))
        #expect(report.files == [.init(path: catalog, status: .written, summary: "9 keys added")])
        let text = try String(contentsOfFile: catalog, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"fr\",\n  \"strings\" : {\n    \"Fruit.accessibility.unavailable\" : {\n"))
        #expect(text.hasSuffix("  },\n  \"version\" : \"1.0\"\n}"))
    }

    @Test func invalidCatalog_isALocatedError_andTheFileIsUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : 3\n  }\n}"
        let catalog = try folder.write("PickLists.xcstrings", broken)
        let report = StringsExporter(destination: .catalog(catalog)).export(try StringsFixtures.lint(fruit, in: folder))
        #expect(report.diagnostics == [
            .error(TranslationRule.invalidCatalog, "not a String Catalog: the entry 'a' is a number, not an object", at: SourceLocation(file: catalog, line: 4, column: 11)),
        ])
        #expect(report.files.isEmpty)
        #expect(try String(contentsOfFile: catalog, encoding: .utf8) == broken)
    }

    @Test func catalogOfAnotherTable_isAnError_namingTheRunsTables() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = StringsExporter(destination: .catalog(folder.path + "/Localizable.xcstrings")).export(try StringsFixtures.lint(fruit, in: folder))
        #expect(report.diagnostics == [
            .error(TranslationRule.noLocalizedLists,
                   "no localized list uses the table 'Localizable' that the catalog '\(folder.path)/Localizable.xcstrings' holds (a catalog's file name is its table); the run's lists use 'PickLists': write to 'PickLists.xcstrings'",
                   at: nil),
        ])
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Localizable.xcstrings"))
    }

    @Test func runWithoutLocalizedLists_isAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lint = try StringsFixtures.lint(["plain.picklist.yml": "title: Plain\nselection: single\nitems: [A, B]\n"], in: folder)
        let report = StringsExporter(destination: .stringsFolder(folder.path + "/Res")).export(lint)
        #expect(report.diagnostics == [
            .error(TranslationRule.noLocalizedLists, "no list of the run is localized: add 'localization: true' to a spec to translate its texts", at: nil),
        ])
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Res"))
    }

    @Test func specErrors_writeNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lint = try StringsFixtures.lint(["bad.picklist.yml": "title: Bad\nselection: single\nlocalization: true\n"], in: folder)
        #expect(lint.hasErrors)
        let report = StringsExporter(destination: .catalog(folder.path + "/PickLists.xcstrings")).export(lint)
        #expect(report.diagnostics.isEmpty && report.files.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/PickLists.xcstrings"))
    }

    @Test func stringsFolder_writesTheSource_andKeepsTranslations_staleOnesAtTheEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Res/de.lproj/PickLists.strings", """
            /* An old comment. */
            "Fruit.cherry.title" = "Kirsche";
            "Fruit.apple.title" = "Apfel";
            "Fruit.summary.other" = "{count} von {total}";

            """)
        try folder.makeFolder("Res/fr.lproj")  // no PickLists.strings: nothing is invented
        let lint = try StringsFixtures.lint(fruit, in: folder)
        let exporter = StringsExporter(destination: .stringsFolder(folder.path + "/Res"))
        let report = exporter.export(lint)
        #expect(report.diagnostics.isEmpty)
        #expect(report.files == [
            .init(path: folder.path + "/Res/en.lproj/PickLists.strings", status: .written, summary: "9 keys"),
            .init(path: folder.path + "/Res/de.lproj/PickLists.strings", status: .written, summary: "2 translations of 9 keys, 1 stale translation"),
            // The texts with a number ({count}, {total}) as plural forms, beside the .strings.
            .init(path: folder.path + "/Res/en.lproj/PickLists.stringsdict", status: .written, summary: "2 plural keys"),
        ])
        #expect(try String(contentsOfFile: folder.path + "/Res/en.lproj/PickLists.strings", encoding: .utf8) == """
            /* The title of the list Fruit. */
            "Fruit.title" = "Fruits";

            /* The summary of the list Fruit when one item is selected; {title} is its title. */
            "Fruit.summary.one" = "{title}";

            /* The summary of the list Fruit when several items are selected; {count} of {total}, {title} their titles. */
            "Fruit.summary.other" = "{count} of {total}";

            /* The summary of the list Fruit when every item is selected; {count} of {total}. */
            "Fruit.summary.all" = "{count} of {total}";

            /* Why a tap on the list Fruit was refused: the row cannot be selected. Shown or read aloud by VoiceOver; {title} is the row's title. */
            "Fruit.message.disabled" = "{title} is unavailable.";

            /* What VoiceOver says after the title of a row of the list Fruit that cannot be selected: the word VoiceOver says for a dimmed control. */
            "Fruit.accessibility.unavailable" = "Dimmed";

            /* The title of an item of the list Fruit. */
            "Fruit.apple.title" = "Apple";

            /* The title of an item of the list Fruit. */
            "Fruit.banana.title" = "Banana";

            /* The title of an item of the list Fruit. */
            "Fruit.kiwi.title" = "Kiwi";

            """)
        #expect(try String(contentsOfFile: folder.path + "/Res/de.lproj/PickLists.strings", encoding: .utf8) == """
            /* The summary of the list Fruit when several items are selected; {count} of {total}, {title} their titles. */
            "Fruit.summary.other" = "{count} von {total}";

            /* The title of an item of the list Fruit. */
            "Fruit.apple.title" = "Apfel";

            /* \(StringsFile.staleComment) */
            "Fruit.cherry.title" = "Kirsche";

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Res/fr.lproj") == [])

        let again = exporter.export(lint)
        #expect(again.files.map(\.status) == [.unchanged, .unchanged, .unchanged])
    }

    /// A `rows: runtime` list has no items: its title, all-row and summary texts are exported,
    /// keyed as any list's, and no item key; and, as its rows may be disabled, the text of a
    /// refused tap on one and its accessibility value.
    @Test func runtimeList_exportsTitleAllRowAndSummary_noItemKeys() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inbox = """
            name: Inbox
            title: Recipients
            selection: multiple
            rows: runtime
            all:
              title: Everyone
            summary:
              none: Nobody
              other: "{count} recipients"
            localization: {table: Mail}
            ---
            name: Folder
            title: Folder
            selection: single
            rows: runtime
            localization: {table: Mail}

            """
        let lint = try StringsFixtures.lint(["inbox.picklist.yml": inbox], in: folder)
        #expect(lint.diagnostics.isEmpty)
        #expect(lint.specs.flatMap(\.localizedTexts).map(\.key) == [
            "Inbox.title", "Inbox.all", "Inbox.summary.none", "Inbox.summary.one", "Inbox.summary.other", "Inbox.summary.all",
            "Inbox.message.disabled", "Inbox.accessibility.unavailable", "Inbox.accessibility.some_selected",
            "Folder.title", "Folder.summary.one", "Folder.message.disabled", "Folder.accessibility.unavailable",
        ])
        let report = StringsExporter(destination: .stringsFolder(folder.path + "/Res")).export(lint)
        #expect(report.diagnostics.isEmpty)
        #expect(report.files == [
            .init(path: folder.path + "/Res/en.lproj/Mail.strings", status: .written, summary: "13 keys"),
            .init(path: folder.path + "/Res/en.lproj/Mail.stringsdict", status: .written, summary: "3 plural keys"),
        ])
        #expect(try String(contentsOfFile: folder.path + "/Res/en.lproj/Mail.strings", encoding: .utf8) == """
            /* The title of the list Folder. */
            "Folder.title" = "Folder";

            /* The summary of the list Folder when one item is selected; {title} is its title. */
            "Folder.summary.one" = "{title}";

            /* Why a tap on the list Folder was refused: the row cannot be selected. Shown or read aloud by VoiceOver; {title} is the row's title. */
            "Folder.message.disabled" = "{title} is unavailable.";

            /* What VoiceOver says after the title of a row of the list Folder that cannot be selected: the word VoiceOver says for a dimmed control. */
            "Folder.accessibility.unavailable" = "Dimmed";

            /* The title of the list Inbox. */
            "Inbox.title" = "Recipients";

            /* The row that selects every item of the list Inbox. */
            "Inbox.all" = "Everyone";

            /* The summary of the list Inbox when nothing is selected. */
            "Inbox.summary.none" = "Nobody";

            /* The summary of the list Inbox when one item is selected; {title} is its title. */
            "Inbox.summary.one" = "{title}";

            /* The summary of the list Inbox when several items are selected; {count} of {total}, {title} their titles. */
            "Inbox.summary.other" = "{count} recipients";

            /* The summary of the list Inbox when every item is selected; {count} of {total}. */
            "Inbox.summary.all" = "{count} recipients";

            /* Why a tap on the list Inbox was refused: the row cannot be selected. Shown or read aloud by VoiceOver; {title} is the row's title. */
            "Inbox.message.disabled" = "{title} is unavailable.";

            /* What VoiceOver says after the title of a row of the list Inbox that cannot be selected: the word VoiceOver says for a dimmed control. */
            "Inbox.accessibility.unavailable" = "Dimmed";

            /* What VoiceOver says after the title of the all-row of the list Inbox while some items are selected; {count} of {total}. */
            "Inbox.accessibility.some_selected" = "{count} of {total} selected";

            """)
    }

    /// A Select All button (`all: {row: false}`) has two titles: both are exported, the
    /// deselect title under the app's key when the spec gives one (`deselect_title_key`).
    @Test func allButton_exportsBothTitles_theAppsKeyWhereGiven() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let notes = """
            name: Notes
            title: Notes
            selection: multiple
            all:
              row: false
              deselect_title_key: Notes.DeselectAll
            localization: true
            items: [Groceries]
            ---
            name: Tabs
            title: Tabs
            selection: multiple
            rows: runtime
            all: {row: false, title: Select All Tabs}
            localization: true

            """
        let lint = try StringsFixtures.lint(["notes.picklist.yml": notes], in: folder)
        #expect(lint.diagnostics.isEmpty)
        let texts = lint.specs.flatMap(\.localizedTexts).filter { $0.comment.hasPrefix("The button") }
        #expect(texts.map(\.key) == ["Notes.all", "Notes.DeselectAll", "Tabs.all", "Tabs.all.deselect"])
        #expect(texts.map(\.source) == ["Select All", "Deselect All", "Select All Tabs", "Deselect All"])
        #expect(texts.map(\.comment) == [
            "The button that selects every item of the list Notes.",
            "The button that clears the selection of the list Notes, shown while every item is selected.",
            "The button that selects every item of the list Tabs.",
            "The button that clears the selection of the list Tabs, shown while every item is selected.",
        ])
    }

    @Test func invalidTranslationFile_stopsEveryWrite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let de = try folder.write("Res/de.lproj/PickLists.strings", "\"Fruit.title\" = \"Obst\"\n")
        let report = StringsExporter(destination: .stringsFolder(folder.path + "/Res")).export(try StringsFixtures.lint(fruit, in: folder))
        #expect(report.diagnostics == [
            .error(TranslationRule.invalidStringsFile, "the file ends where ';' should close the entry 'Fruit.title'", at: SourceLocation(file: de, line: 2, column: 1)),
        ])
        #expect(report.files.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Res/en.lproj"))
    }
}
