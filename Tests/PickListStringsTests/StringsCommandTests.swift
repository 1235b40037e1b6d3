import Foundation
import PickListCompilerTestSupport
@testable import PickListStrings
import Testing

/// `picklist strings` and `picklist lint` on translation files, run as the built executable.
@Suite struct StringsCommandTests {
    private func setUp() throws -> (TemporaryFolder, PickListBinary) {
        let folder = try TemporaryFolder()
        try folder.write("specs/fruit.picklist.yml", StringsFixtures.fruitSpec)
        return (folder, try PickListBinary())
    }

    @Test func strings_writesTheCatalog_thenFindsItUpToDate() throws {
        let (folder, tool) = try setUp()
        defer { folder.remove() }
        try folder.write("Res/PickLists.xcstrings", bytes: StringsFixtures.bytes("PickLists.xcstrings"))
        let first = try tool.run(["strings", "specs", "--catalog", "Res/PickLists.xcstrings"], in: folder.path)
        #expect(first.status == 0)
        #expect(first.stdout == "wrote Res/PickLists.xcstrings (5 keys added, 1 source text changed, 2 keys marked stale)\n")
        #expect(first.stderr == "")
        #expect(try String(contentsOfFile: folder.path + "/Res/PickLists.xcstrings", encoding: .utf8) == StringsFixtures.text("PickLists.merged.xcstrings"))

        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path + "/Res/PickLists.xcstrings")
        let second = try tool.run(["strings", "specs", "--catalog", "Res/PickLists.xcstrings"], in: folder.path)
        #expect(second.status == 0)
        #expect(second.stdout == "up to date: Res/PickLists.xcstrings\n")
        #expect(try FileManager.default.attributesOfItem(atPath: folder.path + "/Res/PickLists.xcstrings")[.modificationDate] as? Date == old)
    }

    @Test func strings_writesStringsFiles() throws {
        let (folder, tool) = try setUp()
        defer { folder.remove() }
        try folder.write("Res/de.lproj/PickLists.strings", "\"Fruit.title\" = \"Obst\";\n")
        let result = try tool.run(["strings", "specs", "--strings", "Res", "--source-language", "en"], in: folder.path)
        #expect(result.status == 0)
        #expect(result.stdout == """
            wrote Res/en.lproj/PickLists.strings (9 keys)
            wrote Res/de.lproj/PickLists.strings (1 translation of 9 keys)
            wrote Res/en.lproj/PickLists.stringsdict (2 plural keys)

            """)
        #expect(try String(contentsOfFile: folder.path + "/Res/de.lproj/PickLists.strings", encoding: .utf8) == """
            /* The title of the list Fruit. */
            "Fruit.title" = "Obst";

            """)
    }

    @Test func strings_needsExactlyOneDestination() throws {
        let (folder, tool) = try setUp()
        defer { folder.remove() }
        let none = try tool.run(["strings", "specs"], in: folder.path)
        #expect(none.status == 2)
        #expect(none.stderr.contains("say where to write: either --catalog <file.xcstrings> or --strings <dir>"))
        #expect(try tool.run(["strings", "specs", "--catalog", "A.xcstrings", "--strings", "Res"], in: folder.path).status == 2)
        let json = try tool.run(["strings", "specs", "--catalog", "PickLists.json"], in: folder.path)
        #expect(json.status == 2)
        #expect(json.stderr.contains("--catalog must name a .xcstrings file (its name is the table it holds: PickLists.xcstrings), not 'PickLists.json'"))
    }

    @Test func strings_withSpecErrors_writesNothing() throws {
        let (folder, tool) = try setUp()
        defer { folder.remove() }
        try folder.write("specs/bad.picklist.yml", "title: Bad\nselection: single\nlocalization: true\n")
        let result = try tool.run(["strings", "specs", "--catalog", "PickLists.xcstrings"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("specs/bad.picklist.yml:1:1: error: "))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/PickLists.xcstrings"))
    }

    @Test func strings_invalidCatalog_isShownWithItsLine_andKept() throws {
        let (folder, tool) = try setUp()
        defer { folder.remove() }
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {,}\n  }\n}"
        try folder.write("PickLists.xcstrings", broken)
        let result = try tool.run(["strings", "specs", "--catalog", "PickLists.xcstrings"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout == """
            PickLists.xcstrings:4:12: error: not a String Catalog: expected a string key in the object [invalid-catalog]
                "a" : {,}
                       ^
            1 error, 0 warnings in 1 file

            """)
        #expect(try String(contentsOfFile: folder.path + "/PickLists.xcstrings", encoding: .utf8) == broken)
    }

    @Test func lint_checksACatalogGivenBesideSpecs() throws {
        let (folder, tool) = try setUp()
        defer { folder.remove() }
        try folder.write("Res/PickLists.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Fruit.summary.other" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "{count} ausgewählt"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "{count} of {total}"
                      }
                    }
                  }
                },
                "Fruit.title" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Fruits"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        let result = try tool.run(["lint", "specs", "Res/PickLists.xcstrings"], in: folder.path)
        #expect(result.status == 0)
        #expect(result.stdout == """
            Res/PickLists.xcstrings:9:23: warning: the 'de' translation of 'Fruit.summary.other' drops {total} of its source text '{count} of {total}' [placeholder-mismatch]
                        "value" : "{count} ausgewählt"
                                  ^
            Res/PickLists.xcstrings:20:5: warning: 'Fruit.title' has no translation for 'de' [missing-translation]
                "Fruit.title" : {
                ^
            0 errors, 2 warnings in 2 files

            """)
        #expect(try tool.run(["lint", "--strict", "Res/PickLists.xcstrings"], in: folder.path).status == 1)
    }

    @Test func lint_missingCatalog_isAUsageError() throws {
        let (folder, tool) = try setUp()
        defer { folder.remove() }
        let result = try tool.run(["lint", "Res/PickLists.xcstrings"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stdout == """
            Res/PickLists.xcstrings: error: no such file or directory: 'Res/PickLists.xcstrings' [missing-path]
            1 error, 0 warnings in 0 files

            """)
    }
}
