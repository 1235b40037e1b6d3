import Testing
@testable import PickListKit

/// Localized lists read their texts through the localizer in force. Most tests scope theirs
/// with `withLocalizer`, which no other test can disturb; the few that set the app-wide
/// `PickListLocalization.localizer` run one at a time (no other suite sets it).
@Suite(.serialized) struct LocalizationTests {
    @Test func noLocalizer_showsTheSpecTexts() {
        PickListLocalization.withLocalizer(nil) {
            noLocalizerExpectations()
        }
    }

    private func noLocalizerExpectations() {
        #expect(Produce.listTitle == "Produce")
        #expect(Produce.apple.title == "Apple")
        #expect(Produce.apple.subtitle == "Crisp and sweet")
        #expect(Produce.sections.map(\.title) == [nil, "Orchard", "Tropical", "Greens"])
        #expect(Produce.Row.all.title == "Everything")
        #expect(Produce.Selection([.pear, .kale]).summary == "2 of 5: Pear and Kale")
    }

    @Test func german_translatesEveryDisplayedText() {
        PickListLocalization.withLocalizer(DictionaryLocalizer.german) {
            #expect(Produce.listTitle == "Obst und Gemüse")
            #expect(Produce.apple.title == "Äpfel")
            #expect(Produce.apple.subtitle == "Knackig und süß")
            #expect(Produce.pear.subtitle == nil)
            #expect(Produce.sections.map(\.title) == [nil, "Obstgarten", "Tropisch", "Blattgemüse"])
            #expect(Produce.sections.map(\.rows) == Produce.definition.sections.map(\.rows))
            #expect(Produce.Row.all.title == "Alles")
            #expect(Produce.Row.item(.kale).title == "Grünkohl")
        }
    }

    @Test func german_summaryUsesTranslatedTextsAndTitles() {
        PickListLocalization.withLocalizer(DictionaryLocalizer.german) {
            #expect(Produce.Selection([]).summary == "Nichts gewählt")
            #expect(Produce.Selection([.apple]).summary == "Nur Äpfel")
            // The localizer names no language: titles join as the spec's language (English) does.
            #expect(Produce.Selection([.pear, .kale]).summary == "2 von 5: Birne and Grünkohl")
            #expect(Produce.Selection(Produce.allCases).summary == "Alle 5")
        }
    }

    @Test func localizerNamingItsLanguage_joinsTitlesAsThatLanguageDoes() {
        let german = DictionaryLocalizer(DictionaryLocalizer.german.tables, language: "de")
        PickListLocalization.withLocalizer(german) {
            #expect(Produce.Selection([.pear, .kale]).summary == "2 von 5: Birne und Grünkohl")
            #expect(Produce.Selection([.apple, .pear, .kale]).summary == "3 von 5: Äpfel, Birne und Grünkohl")
        }
        let french = DictionaryLocalizer([:], language: "fr")
        PickListLocalization.withLocalizer(french) {
            #expect(Produce.Selection([.apple, .pear, .kale]).summary == "3 of 5: Apple, Pear et Kale")
            // An unlocalized list joins as its spec's language does (English), whatever the localizer.
            #expect(Topping.Selection([.cheese, .ham, .olives]).summary == "3 of 5: Cheese, Ham, and Olives")
        }
    }

    @Test func german_searchFoldsTheTranslatedTitlesAndKeepsKeywords() {
        PickListLocalization.withLocalizer(DictionaryLocalizer.german) {
            #expect(Produce.definition.search("apfel") == [.apple])
            #expect(Produce.definition.search("grunk") == [.kale])
            #expect(Produce.definition.search("BANANE") == [.banana])
            #expect(Produce.definition.search("cabbage") == [.kale])
            #expect(Produce.definition.search("apple").isEmpty)
        }
    }

    @Test func japanese_searchMatchesTheBeginningOfTheTranslatedTitle() {
        PickListLocalization.withLocalizer(DictionaryLocalizer.japanese) {
            #expect(Station.listTitle == "駅")
            #expect(Station.definition.search("京都") == [.kyoto])
            #expect(Station.definition.search("新大阪") == [.osaka])
            #expect(Station.definition.search("大阪").isEmpty)
            #expect(Station.definition.search("tokyo").isEmpty)
            #expect(Station.Selection([.tokyo]).summary == "東京駅を選択")
        }
    }

    @Test func japanese_textsAreReadFromTheListsTable() {
        let localizer = DictionaryLocalizer.japanese
        PickListLocalization.withLocalizer(localizer) {
            _ = Station.kyoto.title
            #expect(localizer.asked.last == "Rail:Station.kyoto.title")
            // Produce has no translation in this localizer: its texts fall back to the spec's.
            #expect(Produce.apple.title == "Apple")
        }
    }

    @Test func translationsAreCachedPerLocalizer() {
        let localizer = DictionaryLocalizer.german
        PickListLocalization.withLocalizer(localizer) {
            for _ in 0..<3 {
                _ = Produce.apple.title
                _ = Produce.sections
                _ = Produce.definition.search("birne")
            }
            let asked = localizer.asked
            #expect(asked.count == Set(asked).count, "a key was asked twice: \(asked)")
            #expect(asked.filter { $0 == "PickLists:Produce.apple.title" }.count == 1)
        }
    }

    @Test func installingAnotherLocalizer_takesEffectOnTheNextRead() {
        PickListLocalization.localizer = DictionaryLocalizer.german
        #expect(Produce.apple.title == "Äpfel")
        #expect(Produce.definition.search("birne") == [.pear])
        PickListLocalization.localizer = DictionaryLocalizer(["PickLists": ["Produce.apple.title": "Pommes"]])
        #expect(Produce.apple.title == "Pommes")
        #expect(Produce.pear.title == "Pear")
        #expect(Produce.definition.search("pom") == [.apple])
        PickListLocalization.localizer = nil
        #expect(Produce.apple.title == "Apple")
        #expect(Produce.definition.search("apple") == [.apple])
    }

    @Test func tapsAndCheckmarks_neverAskTheLocalizer() {
        let localizer = DictionaryLocalizer.german
        PickListLocalization.withLocalizer(localizer) {
            var selection = Produce.Selection()
            selection.tap(.item(.apple))
            selection.tap(.all)
            selection.tap(.item(.kale))
            _ = selection.isChecked(.item(.pear))
            _ = selection.contains(.banana)
            #expect(localizer.asked.isEmpty)
        }
    }

    @Test func unlocalizedLists_neverAskTheLocalizer() {
        let localizer = DictionaryLocalizer.german
        PickListLocalization.withLocalizer(localizer) {
            #expect(JobPurpose.design.title == "Design")
            #expect(JobPurpose.listTitle == "Job Purpose")
            #expect(JobPurpose.Selection().summary == "Design")
            #expect(localizer.asked.isEmpty)
        }
    }

    @Test func scopedLocalizer_overridesTheInstalledOne_onlyInsideItsScope() async {
        PickListLocalization.localizer = DictionaryLocalizer.german
        defer { PickListLocalization.localizer = nil }
        #expect(Produce.apple.title == "Äpfel")
        PickListLocalization.withLocalizer(nil) {
            #expect(Produce.apple.title == "Apple")
            PickListLocalization.withLocalizer(DictionaryLocalizer(["PickLists": ["Produce.apple.title": "Pommes"]])) {
                #expect(Produce.apple.title == "Pommes")
            }
            #expect(Produce.apple.title == "Apple")
        }
        await PickListLocalization.withLocalizer(DictionaryLocalizer.japanese) {
            await Task.yield()
            #expect(Station.tokyo.title == "東京駅")
            #expect(Produce.apple.title == "Apple")
        }
        #expect(Produce.apple.title == "Äpfel")
    }

    @Test func keys_followTheDocumentedScheme() {
        let keys = PickListLocalizationKeys(name: "Produce")
        #expect(keys.table == "PickLists")
        #expect(keys.listTitle == "Produce.title")
        #expect(keys.itemTitle(id: "apple") == "Produce.apple.title")
        #expect(keys.itemSubtitle(id: "apple") == "Produce.apple.subtitle")
        #expect(keys.sectionTitle(id: "orchard") == "Produce.section.orchard")
        #expect(keys.allRowTitle == "Produce.all")
        #expect(PickListSummaryFormat.Text.allCases.map(keys.summary) == [
            "Produce.summary.none", "Produce.summary.one", "Produce.summary.other", "Produce.summary.all",
        ])
    }

    @Test func concurrentReadsWhileTheLocalizerChanges_stayConsistent() async {
        defer { PickListLocalization.localizer = nil }
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<200 {
                        if task == 0, round % 20 == 0 {
                            PickListLocalization.localizer = round % 40 == 0 ? DictionaryLocalizer.german : nil
                        }
                        let title = Produce.apple.title
                        #expect(title == "Apple" || title == "Äpfel")
                        #expect(Produce.definition.search("ban").count == 1)
                    }
                }
            }
        }
    }
}
