import Foundation
import PickListKit
import PickListLocalization
import Testing

/// A localized list whose summary counts: `{count} tags`.
enum Tag: PickList {
    case red, orange, yellow, green, blue, indigo, violet

    static let definition = PickListDefinition<Tag>(
        title: "Tags",
        selection: .multiple,
        summary: PickListSummaryFormat(none: "No tags", one: "{count} tag", other: "{count} tags"),
        localization: PickListLocalizationKeys(name: "Tag"),
        ids: "red\norange\nyellow\ngreen\nblue\nindigo\nviolet",
        titles: "Red\nOrange\nYellow\nGreen\nBlue\nIndigo\nViolet"
    )
}

/// BundleLocalizer's plural forms, from a `.stringsdict` and from a String Catalog, in a bundle
/// folder written by the test (so malformed files can be tried too).
@Suite struct BundleLocalizerPluralTests {
    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>Tag.summary.other</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>Выбрано: %#@count@</string>
                <key>count</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    <key>one</key>
                    <string>{count} метка</string>
                    <key>few</key>
                    <string>{count} метки</string>
                    <key>many</key>
                    <string>{count} меток</string>
                    <key>other</key>
                    <string>{count} метки</string>
                    <key>dozen</key>
                    <string>ignored: not a CLDR category</string>
                </dict>
            </dict>
            <key>Tag.summary.one</key>
            <string>plain, not plural</string>
        </dict>
        </plist>
        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Tag.summary.other" : {
              "localizations" : {
                "pl" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "{count} tag" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "{count} tagi" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "{count} tagów" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "{count} tagu" } }
                } } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// A bundle folder holding `files` (relative path → text).
    static func bundle(_ files: [String: String]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plural-bundle-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try #require(Bundle(path: root.path))
    }

    static func summaries(_ localizer: BundleLocalizer, counts: [Int]) -> [String] {
        let all = Tag.allCases
        return PickListLocalization.withLocalizer(localizer) {
            counts.map { Tag.Selection(Array(all.prefix($0))).summary }
        }
    }

    @Test func stringsdict_russianForms_withTheTextAroundTheVariable() throws {
        let bundle = try Self.bundle(["ru.lproj/PickLists.stringsdict": Self.stringsdict])
        let localizer = BundleLocalizer(bundle: bundle, localization: "ru")
        let forms = try #require(localizer.pluralForms(forKey: "Tag.summary.other", table: "PickLists"))
        #expect(forms == [.one: "Выбрано: {count} метка", .few: "Выбрано: {count} метки", .many: "Выбрано: {count} меток", .other: "Выбрано: {count} метки"])
        #expect(localizer.pluralForms(forKey: "Tag.summary.one", table: "PickLists") == nil)
        #expect(Self.summaries(localizer, counts: [2, 5]) == ["Выбрано: 2 метки", "Выбрано: 5 меток"])
    }

    @Test func catalogResource_polishForms() throws {
        let bundle = try Self.bundle(["PickLists.xcstrings": Self.catalog])
        let localizer = BundleLocalizer(bundle: bundle, localization: "pl")
        #expect(Self.summaries(localizer, counts: [2, 5, 6]) == ["2 tagi", "5 tagów", "6 tagów"])
        // Another language of the same catalog has no forms: the spec's text.
        #expect(Self.summaries(BundleLocalizer(bundle: bundle, localization: "ru"), counts: [5]) == ["5 tags"])
    }

    @Test func stringsdictWinsOverTheCatalog() throws {
        let bundle = try Self.bundle([
            "PickLists.xcstrings": Self.catalog.replacingOccurrences(of: "\"pl\"", with: "\"ru\""),
            "ru.lproj/PickLists.stringsdict": Self.stringsdict,
        ])
        #expect(Self.summaries(BundleLocalizer(bundle: bundle, localization: "ru"), counts: [5]) == ["Выбрано: 5 меток"])
    }

    @Test func malformedFiles_giveNoForms_neverACrash() throws {
        let bundle = try Self.bundle([
            "ru.lproj/PickLists.stringsdict": "\"Tag.summary.other\" = \"not a plist\";\n<<<",
            "PickLists.xcstrings": "{ \"strings\": { \"Tag.summary.other\": [1, 2",
            "de.lproj/PickLists.stringsdict": "<plist version=\"1.0\"><array><string>x</string></array></plist>",
        ])
        for language in ["ru", "de", "pl"] {
            let localizer = BundleLocalizer(bundle: bundle, localization: language)
            #expect(localizer.pluralForms(forKey: "Tag.summary.other", table: "PickLists") == nil)
            #expect(Self.summaries(localizer, counts: [0, 1, 5]) == ["No tags", "1 tag", "5 tags"])
        }
    }
}
