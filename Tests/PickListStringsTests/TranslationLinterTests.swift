import Foundation
import PickListCompilerTestSupport
@testable import PickListStrings
import Testing
@testable import PickListCompiler

/// `picklist lint` on catalogs and `.strings` files: exact diagnostics and positions.
@Suite struct TranslationLinterTests {
    @Test func catalog_placeholderMismatches_atTheTranslationsValue() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("PickLists.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Fruit.summary.other" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "{count} von {title}"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "{count} of {total}"
                      }
                    },
                    "fr" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "{total} sur {count}"
                      }
                    }
                  }
                },
                "Fruit.title" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Fruit"
                      }
                    },
                    "fr" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : ""
                      }
                    }
                  }
                },
                "Old.title" : {
                  "extractionState" : "stale",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Old {count}"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        let report = TranslationLinter().lint(paths: [path])
        #expect(report.fileCount == 1)
        #expect(report.diagnostics == [
            .warning(TranslationRule.placeholderMismatch,
                     "the 'de' translation of 'Fruit.summary.other' drops {total} and adds {title} of its source text '{count} of {total}'",
                     at: SourceLocation(file: path, line: 10, column: 23)),
            .warning(TranslationRule.missingTranslation, "'Fruit.title' has no translation for 'de', 'fr'",
                     at: SourceLocation(file: path, line: 27, column: 5)),
        ])
    }

    @Test func catalog_pluralVariants_areEachChecked_andStaleOrUntranslatableKeysSkipped() throws {
        let report = TranslationLinter().lint(paths: [StringsFixtures.path("PickLists.xcstrings")])
        // The fixture: French lacks banana, cherry, and the Vegetable title; German has all.
        // "Choose 2 fruits" has German only, so French is missing there too; the stale key and
        // the one not to translate are skipped.
        let path = StringsFixtures.path("PickLists.xcstrings")
        #expect(report.diagnostics.map(\.message) == [
            "'%lld items selected' has no translation for 'fr'",
            "'apple pie' has no translation for 'de', 'fr'",
            "'Choose 2 fruits' has no translation for 'fr'",
            "'Choose 10 fruits' has no translation for 'fr'",
            "'Fruit.banana.title' has no translation for 'fr'",
            "'Fruit.cherry.title' has no translation for 'fr'",
            "'Vegetable.title' has no translation for 'fr'",
        ])
        #expect(report.diagnostics.first?.location == SourceLocation(file: path, line: 4, column: 5))
    }

    @Test func catalogThatIsNotJSON_isAnError_atTheCharacter() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("PickLists.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [ ]\n}")
        #expect(TranslationLinter().lint(paths: [path]).diagnostics == [
            .error(TranslationRule.invalidCatalog, "not a String Catalog: 'strings' is an array, not an object", at: SourceLocation(file: path, line: 3, column: 15)),
        ])
        let broken = try folder.write("Broken.xcstrings", "{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}")
        #expect(TranslationLinter().lint(paths: [broken]).diagnostics == [
            .error(TranslationRule.invalidCatalog, "not a String Catalog: expected ',' or '}' in the object", at: SourceLocation(file: broken, line: 3, column: 3)),
        ])
    }

    @Test func stringsTable_checksEveryLanguageAgainstTheSource() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Res/en.lproj/PickLists.strings", """
            /* Title. */
            "Fruit.title" = "Fruit";

            /* Summary. */
            "Fruit.summary.other" = "{count} of {total}";

            """)
        try folder.write("Res/de.lproj/PickLists.strings", """
            "Fruit.summary.other" = "{count} von {total} {total}";

            /* \(StringsFile.staleComment) */
            "Fruit.cherry.title" = "Kirsche";

            """)
        try folder.write("Res/fr.lproj/PickLists.strings", "\"Fruit.title\" = \"Fruits\";\n")
        try folder.write("Res/it.lproj/Other.strings", "\"x\" = \"y\";\n")
        let de = folder.path + "/Res/de.lproj/PickLists.strings"
        let report = TranslationLinter().lint(paths: [de, folder.path + "/Res/fr.lproj/PickLists.strings"])
        #expect(report.fileCount == 3)
        #expect(report.diagnostics == [
            .warning(TranslationRule.placeholderMismatch,
                     "the 'de' translation of 'Fruit.summary.other' adds {total} of its source text '{count} of {total}'",
                     at: SourceLocation(file: de, line: 1, column: 25)),
            .warning(TranslationRule.missingTranslation, "'Fruit.title' has no translation for 'de'",
                     at: SourceLocation(file: folder.path + "/Res/en.lproj/PickLists.strings", line: 2, column: 1)),
            .warning(TranslationRule.missingTranslation, "'Fruit.summary.other' has no translation for 'fr'",
                     at: SourceLocation(file: folder.path + "/Res/en.lproj/PickLists.strings", line: 5, column: 1)),
        ])
    }

    /// A refusal message keeps `{max}`, `{min}` and `{title}` as a summary keeps its own.
    @Test func messagePlaceholders_areChecked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Res/en.lproj/PickLists.strings", """
            "Fruit.message.maximum" = "You can choose up to {max}.";
            "Fruit.message.disabled" = "{title} is unavailable.";

            """)
        try folder.write("Res/de.lproj/PickLists.strings", """
            "Fruit.message.maximum" = "Höchstens {min}.";
            "Fruit.message.disabled" = "{title} ist nicht verfügbar.";

            """)
        let de = folder.path + "/Res/de.lproj/PickLists.strings"
        #expect(TranslationLinter().lint(paths: [de]).diagnostics == [
            .warning(TranslationRule.placeholderMismatch,
                     "the 'de' translation of 'Fruit.message.maximum' drops {max} and adds {min} of its source text 'You can choose up to {max}.'",
                     at: SourceLocation(file: de, line: 1, column: 27)),
        ])
    }

    @Test func stringsFile_withoutItsSourceLanguage_isALayoutError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let de = try folder.write("Res/de.lproj/PickLists.strings", "\"a\" = \"b\";\n")
        let loose = try folder.write("PickLists.strings", "\"a\" = \"b\";\n")
        let report = TranslationLinter(sourceLanguage: "en").lint(paths: [de, loose])
        #expect(report.diagnostics == [
            .error(TranslationRule.stringsLayout,
                   "cannot check '\(loose)': a .strings file is checked against its source language's file, so it must be in a '<language>.lproj' folder",
                   at: SourceLocation(file: loose)),
            .error(TranslationRule.stringsLayout,
                   "cannot check '\(de)': there is no '\(folder.path)/Res/en.lproj/PickLists.strings' to compare it with (the source language is 'en'; see --source-language)",
                   at: SourceLocation(file: de)),
        ])
    }

    @Test func missingFile_isAMissingPath() {
        #expect(TranslationLinter().lint(paths: ["nope/PickLists.xcstrings"]).diagnostics == [
            .error(LoadingRule.missingPath, "no such file or directory: 'nope/PickLists.xcstrings'", at: SourceLocation(file: "nope/PickLists.xcstrings")),
        ])
    }

    @Test func translationFileNames_areRecognised() {
        #expect(TranslationLinter.isTranslationFile("Res/PickLists.xcstrings"))
        #expect(TranslationLinter.isTranslationFile("de.lproj/PickLists.strings"))
        #expect(!TranslationLinter.isTranslationFile("specs/fruit.picklist.yml"))
        #expect(!TranslationLinter.isTranslationFile("specs"))
        #expect(!TranslationLinter.isTranslationFile("a/.strings"))
    }
}
