import Foundation
import PickListCompilerTestSupport
@testable import PickListStrings
import Testing
@testable import PickListCompiler
import PickListSupport

/// Texts with `{count}` or `{total}` are written as plural variations, a translator's forms
/// survive every merge, and lint checks each language's forms against CLDR's categories.
@Suite struct PluralStringsTests {
    static let tagSpec = """
        name: Tag
        title: Tags
        selection: multiple
        localization: true
        summary:
          one: "{title}"
          other: "{count} tags"
        items:
          - work: Work
          - home: Home

        """

    /// The catalog `picklist strings` writes for ``tagSpec`` over `catalog` (a new one when `nil`).
    static func merged(_ catalog: String?) throws -> String {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lint = try StringsFixtures.lint(["tag.picklist.yml": tagSpec], in: folder)
        #expect(lint.diagnostics.isEmpty)
        let start = try catalog.map { try StringCatalog(bytes: Array($0.utf8), path: "PickLists.xcstrings") } ?? StringCatalog(sourceLanguage: "en")
        let merger = StringCatalogMerger(texts: lint.specs.flatMap(\.localizedTexts), runListNames: ["Tag"])
        return merger.merge(start).catalog.rendered(trailingNewline: false)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func plural(_ catalog: [String: Any], _ key: String, _ language: String) -> [String: String]? {
        let strings = catalog["strings"] as? [String: Any]
        let localization = ((strings?[key] as? [String: Any])?["localizations"] as? [String: Any])?[language] as? [String: Any]
        guard let plural = (localization?["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        var forms: [String: String] = [:]
        for (category, variation) in plural {
            forms[category] = ((variation as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
        }
        return forms
    }

    @Test func countedTexts_areWrittenAsEnglishOneAndOther_othersPlain() throws {
        let catalog = try Self.json(try Self.merged(nil))
        #expect(Self.plural(catalog, "Tag.summary.other", "en") == ["one": "{count} tags", "other": "{count} tags"])
        #expect(Self.plural(catalog, "Tag.summary.all", "en") == ["one": "{count} tags", "other": "{count} tags"])
        // No number: a plain stringUnit.
        #expect(Self.plural(catalog, "Tag.summary.one", "en") == nil)
        #expect(Self.plural(catalog, "Tag.title", "en") == nil)
    }

    @Test func translatorsForms_surviveTwoMerges_secondRunByteIdentical() throws {
        let first = try Self.merged(nil)
        // A translator adds Russian forms in Xcode, and a `zero` form to the English source.
        let russian = try JSONParser.parse(Array("""
            { "variations" : { "plural" : {
              "few" : { "stringUnit" : { "state" : "translated", "value" : "{count} метки" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "{count} меток" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "{count} метка" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "{count} метки" } }
            } } }
            """.utf8))
        var catalog = try StringCatalog(bytes: Array(first.utf8), path: "PickLists.xcstrings")
        var entries = catalog.entries
        let index = try #require(entries.firstIndex { $0.key == "Tag.summary.other" })
        var fields = entries[index].value.value.members ?? []
        var localizations = fields["localizations"]?.members ?? []
        localizations["ru"] = russian.value
        fields["localizations"] = .object(localizations)
        entries[index].value.value = .object(fields)
        catalog.setEntries(entries)
        let translated = catalog.rendered(trailingNewline: false)

        let second = try Self.merged(translated)
        let third = try Self.merged(second)
        let forms = Self.plural(try Self.json(second), "Tag.summary.other", "ru")
        #expect(forms == ["one": "{count} метка", "few": "{count} метки", "many": "{count} меток", "other": "{count} метки"])
        #expect(second == translated)
        #expect(third == second)
    }

    @Test func lint_pluralForms_locatedAtTheVariations() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func forms(_ pairs: [(String, String)]) -> String {
            "{ \"variations\" : { \"plural\" : {\n" + pairs.map { "  \"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.1)\" } }" }.joined(separator: ",\n") + "\n} } }"
        }
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Tag.summary.other" : {
                  "localizations" : {
                    "ar" : { "stringUnit" : { "state" : "translated", "value" : "{count} وسم" } },
                    "de" : \(forms([("one", "{count} Tag")])),
                    "en" : \(forms([("one", "{count} tags"), ("other", "{count} tags")])),
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "{count}個のタグ" } },
                    "pl" : \(forms([("one", "{count} tag"), ("few", "{count} tagi"), ("many", "{count} tagów"), ("dozen", "{count} tuzin"), ("other", "{count} tagu")])),
                    "ru" : \(forms([("one", "одна метка"), ("many", "{count} меток"), ("other", "{count} метки")]))
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let path = try folder.write("PickLists.xcstrings", text)
        let report = TranslationLinter().lint(paths: [path])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(containing needle: String) -> Int { (lines.firstIndex { $0.contains(needle) } ?? -1) + 1 }
        let found = report.diagnostics.map { "\($0.rule) \($0.location?.line ?? 0): \($0.message)" }
        #expect(found.sorted() == [
            "plural-forms \(line(containing: "\"ar\"")): the 'ar' plural forms of 'Tag.summary.other' lack 'zero', 'one', 'two', 'few', 'many', which ar needs (its categories: zero, one, two, few, many, other); numbers of those categories show the 'other' form",
            "plural-forms \(line(containing: "\"de\"")): the 'de' plural forms of 'Tag.summary.other' have no 'other' form: a number whose category has no form shows the plain translation or the spec's text",
            "plural-forms \(line(containing: "\"dozen\"")): the 'pl' plural forms of 'Tag.summary.other' have the category 'dozen', which is not a CLDR plural category (zero, one, two, few, many, other): it is never shown",
            "plural-forms \(line(containing: "\"ru\"")): the 'ru' plural forms of 'Tag.summary.other' lack 'few', which ru needs (its categories: one, few, many, other); numbers of that category show the 'other' form",
            "placeholder-mismatch \(line(containing: "одна метка")): the 'ru' translation of 'Tag.summary.other' drops {count} of its source text '{count} tags'",
        ].sorted())
    }
}

/// `--strings DIR`: a `.stringsdict` beside the `.strings`, translations' forms kept, and lint
/// of the `.stringsdict` files.
@Suite struct PluralStringsDictTests {
    @Test func stringsFolder_writesTheSourceStringsdict_andKeepsARussianOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let specPath = try folder.write("tag.picklist.yml", PluralStringsTests.tagSpec)
        func export() -> StringsReport {
            StringsExporter(destination: .stringsFolder(folder.path + "/Res")).export(Linter().run(paths: [specPath]))
        }
        #expect(export().diagnostics.isEmpty)
        let source = try #require(StringsDictFile(bytes: Array(try String(contentsOfFile: folder.path + "/Res/en.lproj/PickLists.stringsdict", encoding: .utf8).utf8)))
        #expect(source.entries.map(\.key) == ["Tag.summary.all", "Tag.summary.other"])
        #expect(source.entries.map(\.forms) == Array(repeating: ["one": "{count} tags", "other": "{count} tags"], count: 2))

        _ = try folder.write("Res/ru.lproj/PickLists.strings", "\"Tag.title\" = \"Метки\";\n")
        let russian = StringsDictFile(entries: [
            .init(key: "Tag.summary.other", forms: ["one": "{count} метка", "few": "{count} метки", "many": "{count} меток", "other": "{count} метки"]),
        ]).rendered()
        let russianPath = try folder.write("Res/ru.lproj/PickLists.stringsdict", russian)
        #expect(export().diagnostics.isEmpty)
        let once = try String(contentsOfFile: russianPath, encoding: .utf8)
        #expect(export().files.allSatisfy { $0.status == .unchanged })
        #expect(try String(contentsOfFile: russianPath, encoding: .utf8) == once)
        #expect(StringsDictFile(bytes: Array(once.utf8))?.formsByKey["Tag.summary.other"]?[.few] == "{count} метки")

        // Lint: Russian lacks the `all` key's forms in the .stringsdict but has no .strings
        // translation of it either (a missing translation); its `other` forms are complete.
        _ = try folder.write("Res/ru.lproj/PickLists.stringsdict", russian.replacingOccurrences(of: "<key>few</key>", with: "<key>fewer</key>").replacingOccurrences(of: "{count} меток", with: "меток"))
        let report = TranslationLinter().lint(paths: [russianPath.replacingOccurrences(of: ".stringsdict", with: ".strings")])
        let lines = try String(contentsOfFile: russianPath, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ needle: String) -> Int { (lines.firstIndex { $0.contains(needle) } ?? -1) + 1 }
        let plural = report.diagnostics.filter { $0.location?.file == russianPath }.map { "\($0.rule) \($0.location?.line ?? 0): \($0.message)" }
        #expect(plural.sorted() == [
            "placeholder-mismatch \(line("<string>меток")): the 'ru' translation of 'Tag.summary.other' drops {count} of its source text '{count} tags'",
            "plural-forms \(line("<key>Tag.summary.other")): the 'ru' plural forms of 'Tag.summary.other' lack 'few', which ru needs (its categories: one, few, many, other); numbers of that category show the 'other' form",
            "plural-forms \(line("<key>fewer")): the 'ru' plural forms of 'Tag.summary.other' have the category 'fewer', which is not a CLDR plural category (zero, one, two, few, many, other): it is never shown",
        ].sorted())

        // Not a property list: an error at the file, and the exporter writes nothing.
        _ = try folder.write("Res/ru.lproj/PickLists.stringsdict", "<<< not a property list")
        #expect(TranslationLinter().lint(paths: [russianPath]).diagnostics.contains { $0.message.contains("is not a property list") })
        let failed = export()
        #expect(failed.diagnostics.map(\.location?.line) == [1])
    }
}

/// A summary text whose plural forms the spec writes inline: they are the source language's
/// plural variations in a catalog and its `.stringsdict` entry.
@Suite struct InlinePluralFormsExportTests {
    static let spec = """
        name: Tag
        title: Tags
        selection: multiple
        localization: true
        summary:
          other: {one: "{count} tag", other: "{count} tags", zero: "No tags"}
        items:
          - work: Work
          - home: Home

        """

    @Test func catalog_sourceVariations_areTheSpecsForms() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lint = try StringsFixtures.lint(["tag.picklist.yml": Self.spec], in: folder)
        #expect(lint.diagnostics.isEmpty)
        let merger = StringCatalogMerger(texts: lint.specs.flatMap(\.localizedTexts), runListNames: ["Tag"])
        let catalog = try PluralStringsTests.json(merger.merge(StringCatalog(sourceLanguage: "en")).catalog.rendered(trailingNewline: false))
        let forms = ["zero": "No tags", "one": "{count} tag", "other": "{count} tags"]
        #expect(PluralStringsTests.plural(catalog, "Tag.summary.other", "en") == forms)
        // `all` is not written: it shows `other`, with its forms.
        #expect(PluralStringsTests.plural(catalog, "Tag.summary.all", "en") == forms)
    }

    @Test func stringsFolder_sourceStringsdict_holdsTheSpecsForms() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let specPath = try folder.write("tag.picklist.yml", Self.spec)
        let report = StringsExporter(destination: .stringsFolder(folder.path + "/Res")).export(Linter().run(paths: [specPath]))
        #expect(report.diagnostics.isEmpty)
        let source = try #require(StringsDictFile(bytes: Array(try String(contentsOfFile: folder.path + "/Res/en.lproj/PickLists.stringsdict", encoding: .utf8).utf8)))
        #expect(source.entries.map(\.key) == ["Tag.summary.all", "Tag.summary.other"])
        #expect(source.entries.map(\.forms) == Array(repeating: ["zero": "No tags", "one": "{count} tag", "other": "{count} tags"], count: 2))
    }
}
