import Foundation
import PickListCompilerTestSupport
@testable import PickListPreview
import Testing

/// `picklist preview --localization ru` shows the Russian plural form each count needs, from
/// a catalog and from `.strings` + `.stringsdict`, and joins `{title}` as Russian joins a list:
/// PickListKit's own summary code, run with the translations installed as the localizer.
@Suite struct PreviewPluralTests {
    static let spec = """
        name: Label
        title: Labels
        selection: multiple
        localization: true
        summary:
          one: "{count} label: {title}"
          other: "{count} labels: {title}"
        items:
        \((1...25).map { "  - l\($0): L\($0)" }.joined(separator: "\n"))

        """

    static let russian: [(String, String)] = [
        ("one", "{count} метка: {title}"), ("few", "{count} метки: {title}"), ("many", "{count} меток: {title}"),
        ("other", "{count} метки: {title}"),
    ]

    static var catalog: String {
        func plural() -> String {
            "{ \"variations\" : { \"plural\" : { " + russian.map { "\"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.1)\" } }" }.joined(separator: ", ") + " } } }"
        }
        return """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "Label.summary.one" : { "localizations" : { "ru" : \(plural()) } },
              "Label.summary.other" : { "localizations" : { "ru" : \(plural()) } }
            } }
            """
    }

    static var stringsdict: String {
        let entry = { (key: String) in
            "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@count@</string><key>count</key><dict>"
                + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + russian.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict></dict>"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
            + entry("Label.summary.one") + entry("Label.summary.other") + "</dict></plist>\n"
    }

    /// The summary line `picklist preview` prints with the first `count` labels tapped.
    static func summary(_ count: Int, _ source: [String], in folder: TemporaryFolder) throws -> String {
        let taps = (1...count).flatMap { ["--tap", "l\($0)"] }
        let result = try PickListBinary().run(["preview", "labels.picklist.yml", "--localization", "ru"] + source + taps, in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").last { $0.hasPrefix("summary: ") }.map { String($0.dropFirst("summary: ".count)) } ?? ""
    }

    @Test func catalog_russianForms_for1_3_5_21() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("labels.picklist.yml", Self.spec)
        _ = try folder.write("PickLists.xcstrings", Self.catalog)
        let source = ["--catalog", "PickLists.xcstrings"]
        #expect(try Self.summary(1, source, in: folder) == "1 метка: L1")
        #expect(try Self.summary(3, source, in: folder) == "3 метки: L1, L2 и L3")
        #expect(try Self.summary(5, source, in: folder) == "5 меток: L1, L2, L3, L4 и L5")
        #expect(try Self.summary(21, source, in: folder).hasPrefix("21 метка: L1, L2,"))
        #expect(try Self.summary(21, source, in: folder).hasSuffix(", L20 и L21"))
    }

    /// A catalog giving `language`'s `forms` to both summary texts.
    static func catalog(_ language: String, _ forms: [(String, String)]) -> String {
        let plural = "{ \"variations\" : { \"plural\" : { "
            + forms.map { "\"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.1)\" } }" }.joined(separator: ", ")
            + " } } }"
        return """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "Label.summary.one" : { "localizations" : { "\(language)" : \(plural) } },
              "Label.summary.other" : { "localizations" : { "\(language)" : \(plural) } }
            } }
            """
    }

    /// Polish (`few` for 2–4 and 22–24, `many` for 5–21 and 25) and Arabic (six categories:
    /// `two` for 2, `few` for 3–10, `many` for 11–99), each count picking its form in preview.
    @Test(arguments: [
        ("pl", [("one", "{count} etykieta"), ("few", "{count} etykiety"), ("many", "{count} etykiet"), ("other", "{count} etykiety")],
         [(1, "1 etykieta"), (2, "2 etykiety"), (5, "5 etykiet"), (12, "12 etykiet"), (21, "21 etykiet"), (22, "22 etykiety")]),
        ("ar", [("zero", "لا تسميات"), ("one", "تسمية واحدة"), ("two", "تسميتان"), ("few", "{count} تسميات"), ("many", "{count} تسمية"), ("other", "{count} تسمية")],
         [(1, "تسمية واحدة"), (2, "تسميتان"), (3, "3 تسميات"), (10, "10 تسميات"), (11, "11 تسمية"), (24, "24 تسمية")]),
    ])
    func catalog_polishAndArabicForms(language: String, forms: [(String, String)], expected: [(Int, String)]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("labels.picklist.yml", Self.spec)
        _ = try folder.write("PickLists.xcstrings", Self.catalog(language, forms))
        for (count, summary) in expected {
            let taps = (1...count).flatMap { ["--tap", "l\($0)"] }
            let result = try PickListBinary().run(
                ["preview", "labels.picklist.yml", "--localization", language, "--catalog", "PickLists.xcstrings"] + taps, in: folder.path)
            #expect(result.status == 0, "\(result.stderr)")
            let line = result.stdout.split(separator: "\n").last { $0.hasPrefix("summary: ") }.map { String($0.dropFirst("summary: ".count)) }
            #expect(line == summary, "\(language), \(count) selected")
        }
    }

    @Test func stringsAndStringsdict_russianForms() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("labels.picklist.yml", Self.spec)
        _ = try folder.write("Res/en.lproj/PickLists.strings", "\"Label.summary.other\" = \"{count} labels: {title}\";\n")
        _ = try folder.write("Res/ru.lproj/PickLists.strings", "\"Label.summary.other\" = \"{count} шт.: {title}\";\n")
        _ = try folder.write("Res/ru.lproj/PickLists.stringsdict", Self.stringsdict)
        let source = ["--strings", "Res"]
        #expect(try Self.summary(3, source, in: folder) == "3 метки: L1, L2 и L3")
        #expect(try Self.summary(5, source, in: folder) == "5 меток: L1, L2, L3, L4 и L5")
        // A .stringsdict that is not a property list: no forms, the plain translation.
        _ = try folder.write("Res/ru.lproj/PickLists.stringsdict", "not a plist")
        #expect(try Self.summary(5, source, in: folder) == "5 шт.: L1, L2, L3, L4 и L5")
    }
}
