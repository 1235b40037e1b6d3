import Foundation
import PickListCompilerTestSupport
@testable import PickListStrings
import Testing
@testable import PickListCompiler

/// The merge rules, on the fixture catalog (written in Xcode's layout) and on a new catalog.
@Suite struct StringCatalogMergerTests {
    /// Merges the Fruit spec of ``StringsFixtures/fruitSpec`` into the fixture catalog.
    private func mergedFixture() throws -> (text: String, changes: StringCatalogMerger.Changes) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lint = try StringsFixtures.lint(["fruit.picklist.yml": StringsFixtures.fruitSpec], in: folder)
        #expect(lint.diagnostics.isEmpty)
        let catalog = try StringCatalog(bytes: StringsFixtures.bytes("PickLists.xcstrings"), path: "PickLists.xcstrings")
        let merger = StringCatalogMerger(texts: lint.specs.flatMap(\.localizedTexts), runListNames: Set(lint.specs.map(\.name)))
        let (merged, changes) = merger.merge(catalog)
        return (merged.rendered(trailingNewline: false), changes)
    }

    /// The text of one entry of `strings` in a rendered catalog, from its key line to its `}`.
    private func entry(_ key: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: Substring("    \"\(key)\" : {")) else { return nil }
        guard let end = lines[start...].firstIndex(where: { $0 == "    }," || $0 == "    }" }) else { return nil }
        return lines[start...end].joined(separator: "\n")
    }

    @Test func merge_matchesTheExpectedCatalog() throws {
        let (text, changes) = try mergedFixture()
        #expect(text == StringsFixtures.text("PickLists.merged.xcstrings"))
        #expect(changes == StringCatalogMerger.Changes(added: 5, sourceChanged: 1, markedStale: 2))
    }

    @Test func changedSourceText_isUpdated_andItsTranslationsNeedReview() throws {
        let text = try mergedFixture().text
        #expect(entry("Fruit.title", in: text) == """
                "Fruit.title" : {
                  "comment" : "The title of the list Fruit.",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "Obst"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Fruits"
                      }
                    },
                    "fr" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "Fruits"
                      }
                    }
                  }
                },
            """)
    }

    @Test func removedKeys_areMarkedStale_withTheirTranslations() throws {
        let text = try mergedFixture().text
        // An item the list dropped, and a list that is in no spec any more (its key is manual).
        #expect(entry("Fruit.cherry.title", in: text)?.contains(#""extractionState" : "stale""#) == true)
        #expect(entry("Fruit.cherry.title", in: text)?.contains(#""value" : "Kirsche""#) == true)
        #expect(entry("Vegetable.title", in: text)?.contains(#""extractionState" : "stale""#) == true)
        #expect(entry("Vegetable.title", in: text)?.contains(#""value" : "Gemüse""#) == true)
    }

    @Test func foreignKeys_andUnknownFields_areUntouched() throws {
        let text = try mergedFixture().text
        let original = StringsFixtures.text("PickLists.xcstrings")
        for key in ["%lld items selected", "about.version", "apple pie", "Choose 2 fruits", "Choose 10 fruits", "Open https://example.com/help"] {
            #expect(entry(key, in: text) != nil)
            #expect(entry(key, in: text) == entry(key, in: original), "\(key)")
        }
    }

    @Test func keptTranslations_keepTheirState() throws {
        let text = try mergedFixture().text
        // Unchanged source: translations as they were (banana's German still needs review).
        #expect(entry("Fruit.banana.title", in: text) == entry("Fruit.banana.title", in: StringsFixtures.text("PickLists.xcstrings")))
        #expect(entry("Fruit.apple.title", in: text) == entry("Fruit.apple.title", in: StringsFixtures.text("PickLists.xcstrings")))
    }

    @Test func secondMerge_changesNothing() throws {
        let first = try mergedFixture().text
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lint = try StringsFixtures.lint(["fruit.picklist.yml": StringsFixtures.fruitSpec], in: folder)
        let merger = StringCatalogMerger(texts: lint.specs.flatMap(\.localizedTexts), runListNames: Set(lint.specs.map(\.name)))
        let (again, changes) = merger.merge(try StringCatalog(bytes: Array(first.utf8), path: "PickLists.xcstrings"))
        #expect(again.rendered(trailingNewline: false) == first)
        #expect(changes == StringCatalogMerger.Changes())
    }

    @Test func keyComingBack_isManualAgain_withItsTranslation() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = StringsFixtures.fruitSpec.replacingOccurrences(of: "  - kiwi: Kiwi\n", with: "  - kiwi: Kiwi\n  - cherry: Cherry\n")
        let lint = try StringsFixtures.lint(["fruit.picklist.yml": spec], in: folder)
        let stale = try StringCatalog(bytes: Array(try mergedFixture().text.utf8), path: "PickLists.xcstrings")
        let (merged, changes) = StringCatalogMerger(texts: lint.specs.flatMap(\.localizedTexts), runListNames: ["Fruit"]).merge(stale)
        #expect(changes == StringCatalogMerger.Changes())
        #expect(entry("Fruit.cherry.title", in: merged.rendered(trailingNewline: false))
            == entry("Fruit.cherry.title", in: StringsFixtures.text("PickLists.xcstrings")))
    }

    @Test func newCatalog_holdsEachTextWithItsComment() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lint = try StringsFixtures.lint(["tea.picklist.yml": """
            title: Tea
            selection: single
            localization: true
            items:
              - id: green
                title: "Green \\"Sencha\\""
                subtitle: Japan/China
                doc: Unfermented.

            """], in: folder)
        #expect(lint.diagnostics.isEmpty)
        let merger = StringCatalogMerger(texts: lint.specs.flatMap(\.localizedTexts), runListNames: ["Tea"])
        let (catalog, changes) = merger.merge(StringCatalog(sourceLanguage: "de"))
        #expect(changes.added == 6)
        #expect(catalog.rendered(trailingNewline: false) == """
            {
              "sourceLanguage" : "de",
              "strings" : {
                "Tea.accessibility.unavailable" : {
                  "comment" : "What VoiceOver says after the title of a row of the list Tea that cannot be selected: the word VoiceOver says for a dimmed control.",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Dimmed"
                      }
                    }
                  }
                },
                "Tea.green.subtitle" : {
                  "comment" : "The subtitle of the item 'Green \\"Sencha\\"' of the list Tea.",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Japan/China"
                      }
                    }
                  }
                },
                "Tea.green.title" : {
                  "comment" : "Unfermented.",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Green \\"Sencha\\""
                      }
                    }
                  }
                },
                "Tea.message.disabled" : {
                  "comment" : "Why a tap on the list Tea was refused: the row cannot be selected. Shown or read aloud by VoiceOver; {title} is the row's title.",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "{title} is unavailable."
                      }
                    }
                  }
                },
                "Tea.summary.one" : {
                  "comment" : "The summary of the list Tea when one item is selected; {title} is its title.",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "{title}"
                      }
                    }
                  }
                },
                "Tea.title" : {
                  "comment" : "The title of the list Tea.",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Tea"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
    }

    @Test func keyShape_recognisesPickListKeysOnly() {
        #expect(PickListKeyShape.listName(of: "Fruit.title") == "Fruit")
        #expect(PickListKeyShape.listName(of: "Fruit.all") == "Fruit")
        #expect(PickListKeyShape.listName(of: "Fruit.section.tropical") == "Fruit")
        #expect(PickListKeyShape.listName(of: "Fruit.summary.other") == "Fruit")
        #expect(PickListKeyShape.listName(of: "Fruit.zürich_2.subtitle") == "Fruit")
        #expect(PickListKeyShape.listName(of: "Fruit.summary.some") == nil)
        #expect(PickListKeyShape.listName(of: "fruit.title") == nil)
        #expect(PickListKeyShape.listName(of: "Fruit.banana.name") == nil)
        #expect(PickListKeyShape.listName(of: "Open https://example.com/help") == nil)
        #expect(PickListKeyShape.listName(of: "Fruit..title") == nil)
        #expect(PickListKeyShape.listName(of: "Fruit.a.b.title") == nil)
    }
}
