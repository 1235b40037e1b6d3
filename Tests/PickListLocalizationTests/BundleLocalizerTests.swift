import Foundation
import PickListKit
import PickListLocalization
import Testing

/// A localized list in the shape picklist generates for `localization: true`.
enum Fruit: PickList {
    case apple, pear, banana

    static let definition = PickListDefinition<Fruit>(
        title: "Fruit",
        selection: .multiple,
        allRow: PickListAllRow(),
        localization: PickListLocalizationKeys(name: "Fruit"),
        sections: [
            PickListSectionInfo(id: "orchard", title: "Orchard", ids: """
                apple
                pear
                """, titles: """
                Apple
                Pear
                """, subtitles: """
                Crisp and sweet

                """),
            PickListSectionInfo(id: "tropical", title: "Tropical", ids: """
                banana
                """, titles: """
                Banana
                """),
        ]
    )
}

/// BundleLocalizer over this target's resources: de.lproj and ja.lproj hold `PickLists.strings`.
@Suite struct BundleLocalizerTests {
    @Test func fixedGerman_readsTheGermanTable_andFallsBackToTheSpecText() {
        let localizer = BundleLocalizer(bundle: .module, localization: "de")
        #expect(localizer.string(forKey: "Fruit.apple.title", table: "PickLists", default: "Apple") == "Äpfel")
        #expect(localizer.string(forKey: "Fruit.apple.subtitle", table: "PickLists", default: "x") == "Knackig \"und\" süß")
        #expect(localizer.string(forKey: "Fruit.pear.title", table: "PickLists", default: "Pear") == "Pear")
        #expect(localizer.string(forKey: "Fruit.apple.title", table: "Other", default: "Apple") == "Apple")
    }

    @Test func installed_translatesTheList() {
        PickListLocalization.withLocalizer(BundleLocalizer(bundle: .module, localization: "de")) {
            #expect(Fruit.listTitle == "Obst")
            #expect(Fruit.sections.map(\.title) == [nil, "Obstgarten", "Tropical"])
            #expect(Fruit.Row.all.title == "Alle")
            #expect(Fruit.apple.title == "Äpfel")
            #expect(Fruit.pear.title == "Pear")
            #expect(Fruit.Selection([.apple, .banana]).summary == "2 von 3: Äpfel und Banane")
            #expect(Fruit.definition.search("apf") == [.apple])
        }
    }

    @Test func switchingLanguage_isAnotherLocalizer() {
        PickListLocalization.withLocalizer(BundleLocalizer(bundle: .module, localization: "de")) {
            #expect(Fruit.banana.title == "Banane")
            PickListLocalization.withLocalizer(BundleLocalizer(bundle: .module, localization: "ja")) {
                #expect(Fruit.banana.title == "バナナ")
                #expect(Fruit.listTitle == "果物")
                #expect(Fruit.definition.search("りん") == [.apple])
            }
            #expect(Fruit.banana.title == "Banane")
        }
    }

    @Test func languageIdentifier_isTheFixedLocalization_elseTheBundlesPreferredOne() {
        #expect(BundleLocalizer(bundle: .module, localization: "ja").languageIdentifier == "ja")
        #expect(BundleLocalizer(bundle: .module, localization: "de").languageIdentifier == "de")
    }

    @Test func aLanguageTheBundleLacks_showsTheSpecTexts() {
        let localizer = BundleLocalizer(bundle: .module, localization: "fr")
        #expect(localizer.string(forKey: "Fruit.apple.title", table: "PickLists", default: "Apple") == "Apple")
    }

    @Test func preferredLocalization_readsThroughTheBundle() {
        // With no fixed localization the bundle picks the language: here the development
        // language, English, whose table holds only the list title.
        let localizer = BundleLocalizer(bundle: .module)
        #expect(localizer.string(forKey: "Fruit.title", table: "PickLists", default: "x") == "Fruit")
        #expect(localizer.string(forKey: "Fruit.banana.title", table: "PickLists", default: "Banana") == "Banana")
    }
}
