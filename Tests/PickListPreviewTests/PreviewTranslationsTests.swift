@testable import PickListCompiler
import PickListCompilerTestSupport
@testable import PickListPreview
import PickListPreviewTestSupport
import Testing

/// `--localization LANG` with `--catalog` or `--strings`: the texts an app would show, and the
/// problems of each source.
@Suite struct PreviewTranslationsTests {
    static let spec = PreviewSpecs.fruit

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Fruit.apple.title" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Apfel" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Pomme" } }
              }
            },
            "Fruit.summary.other" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "{count} Obstsorten" } } } } }
              }
            },
            "Fruit.title" : {
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Obst" } } }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func catalog_givesTheLanguagesTexts_andTheSpecsWhereNoneIsTranslated() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("PickLists.xcstrings", Self.catalog)
        let loaded = PreviewTranslations.load(language: "de", from: .catalog(path), for: Self.spec)
        #expect(loaded.diagnostics.isEmpty)
        var session = PreviewSession(spec: Self.spec, texts: loaded.texts)
        #expect(session.title == "Obst")
        #expect(session.lines.compactMap(\.row?.title) == ["All", "Apfel", "Kiwi"])
        session.tap(id: "apple")
        #expect(session.summary == "Apfel")

        let french = PreviewTranslations.load(language: "fr", from: .catalog(path), for: Self.spec)
        #expect(PreviewSession(spec: Self.spec, texts: french.texts).lines.compactMap(\.row?.title) == ["All", "Pomme", "Kiwi"])
        // The source language: the spec's own texts.
        let english = PreviewTranslations.load(language: "en", from: .catalog(path), for: Self.spec)
        #expect(english.diagnostics.isEmpty)
        #expect(PreviewSession(spec: Self.spec, texts: english.texts).title == "Fruit")
    }

    @Test func catalog_pluralVariation_isShown() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("PickLists.xcstrings", Self.catalog)
        let spec = PreviewSpecs.spec("""
            name: Fruit
            title: Fruit
            selection: multiple
            localization: true
            summary: {other: "{count} fruits"}
            items: [Apple, Kiwi, Pear]
            """)
        var session = PreviewSession(spec: spec, texts: PreviewTranslations.load(language: "de", from: .catalog(path), for: spec).texts)
        session.tap(id: "apple")
        session.tap(id: "pear")
        #expect(session.summary == "2 Obstsorten")
    }

    @Test func catalog_formatKeys_fillTheTranslationsFormat_andFallBackWhereItsPlaceholdersDiffer() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("PickLists.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%i Selected" : {
                  "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "%i ausgewählt" } } }
                },
                "XHours" : {
                  "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Stunden" } } }
                },
                "XMinutes" : {
                  "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Minuten" } } }
                }
              },
              "version" : "1.0"
            }
            """)
        let spec = PreviewSpecs.spec("""
            name: AutoLock
            title: Auto-Lock
            selection: multiple
            localization: true
            summary_keys: {other: "%i Selected"}
            items:
              - id: fiveMinutes
                title: "%lld minutes"
                title_key: XMinutes
                title_arguments: [5]
              - id: eightHours
                title: "%lld hours"
                title_key: XHours
                title_arguments: [8]
            """)
        var english = PreviewSession(spec: spec)
        #expect(english.lines.compactMap(\.row?.title) == ["5 minutes", "8 hours"])
        english.tap(id: "fiveMinutes")
        english.tap(id: "eightHours")
        #expect(english.summary == "2 Selected")
        let loaded = PreviewTranslations.load(language: "de", from: .catalog(path), for: spec)
        #expect(loaded.diagnostics.isEmpty)
        var session = PreviewSession(spec: spec, texts: loaded.texts)
        // "Minuten" lost its placeholder: the row shows the development text.
        #expect(session.lines.compactMap(\.row?.title) == ["5 minutes", "8 Stunden"])
        session.tap(id: "fiveMinutes")
        session.tap(id: "eightHours")
        #expect(session.summary == "2 ausgewählt")
    }

    @Test func catalog_problems() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("PickLists.xcstrings", Self.catalog)
        let japanese = PreviewTranslations.load(language: "ja", from: .catalog(path), for: Self.spec)
        #expect(japanese.diagnostics.map(\.message) == ["'\(path)' has no 'ja' texts; its languages are 'de', 'en', 'fr'"])
        #expect(japanese.diagnostics.map(\.rule) == ["preview-option"])

        let other = try folder.write("Settings.xcstrings", Self.catalog)
        #expect(PreviewTranslations.load(language: "de", from: .catalog(other), for: Self.spec).diagnostics.map(\.message)
            == ["'\(other)' holds the strings table 'Settings' (its file name), but the list's texts are in the table 'PickLists': give PickLists.xcstrings"])

        let broken = try folder.write("Broken/PickLists.xcstrings", "{\"sourceLanguage\": \"en\",}")
        #expect(PreviewTranslations.load(language: "de", from: .catalog(broken), for: Self.spec).diagnostics.map(\.rule) == ["invalid-catalog"])
        #expect(PreviewTranslations.load(language: "de", from: .catalog(folder.file("none.xcstrings")), for: Self.spec).diagnostics.map(\.rule) == ["missing-path"])
    }

    @Test func stringsFolder_givesTheLanguagesTexts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Res/de.lproj/PickLists.strings", """
            /* The title of the list Fruit. */
            "Fruit.title" = "Obst";
            "Fruit.all" = "Alle";
            "Fruit.section.sweet" = "Süß";
            "Fruit.kiwi.subtitle" = "Grün";
            """)
        let loaded = PreviewTranslations.load(language: "de", from: .stringsFolder(folder.file("Res")), for: Self.spec)
        #expect(loaded.diagnostics.isEmpty)
        let session = PreviewSession(spec: Self.spec, texts: loaded.texts)
        #expect(session.lines == [
            .row(PreviewRow(id: nil, title: "Alle")), .header("Süß"),
            .row(PreviewRow(id: "apple", title: "Apple")), .row(PreviewRow(id: "kiwi", title: "Kiwi", subtitle: "Grün")),
        ])

        let missing = PreviewTranslations.load(language: "fr", from: .stringsFolder(folder.file("Res")), for: Self.spec)
        #expect(missing.diagnostics.map(\.message)
            == ["no 'fr' translations of the table 'PickLists' in '\(folder.file("Res"))': there is no '\(folder.file("Res"))/fr.lproj/PickLists.strings' (it has 'de')"])

        try folder.write("Bad/de.lproj/PickLists.strings", "\"Fruit.title\" = \"Obst\"\n")
        #expect(PreviewTranslations.load(language: "de", from: .stringsFolder(folder.file("Bad")), for: Self.spec).diagnostics.map(\.rule)
            == ["invalid-strings-file"])
    }

    @Test func listThatIsNotLocalized_warns_andShowsItsOwnTexts() {
        let loaded = PreviewTranslations.load(language: "de", from: .catalog("whatever.xcstrings"), for: PreviewSpecs.purpose)
        #expect(loaded.texts == .untranslated)
        #expect(loaded.diagnostics.map(\.severity) == [.warning])
        #expect(loaded.diagnostics.first?.message
            == "the list 'Test' is not localized (its spec has no 'localization' key), so it shows its own texts in every language")
    }
}
