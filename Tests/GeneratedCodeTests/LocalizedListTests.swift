import PickListKit
import Synchronization
import Testing

/// Produce (Specs/localized-produce.picklist.yml) is localized into the table Groceries: with
/// a German localizer installed every displayed text is German, search folds the German
/// titles, and the keys asked are exactly the documented ones.
@Suite struct LocalizedListTests {
    final class GermanLocalizer: PickListLocalizer {
        static let groceries = [
            "Produce.title": "Obst und Gemüse",
            "Produce.all": "Alles",
            "Produce.summary.none": "Nichts gewählt",
            "Produce.summary.other": "{count} von {total}: {title}",
            "Produce.section.orchardFruit": "Kernobst",
            "Produce.section.tropics": "Tropisch",
            "Produce.apple.title": "Äpfel",
            "Produce.apple.subtitle": "Knackig und süß",
            "Produce.pear.title": "Birne",
            "Produce.banana.title": "Banane",
            "Produce.kale.title": "Grünkohl",
        ]
        let asked = Mutex<Set<String>>([])

        func string(forKey key: String, table: String, default: String) -> String {
            asked.withLock { _ = $0.insert(table + ":" + key) }
            return table == "Groceries" ? Self.groceries[key] ?? `default` : `default`
        }
    }

    @Test func withoutALocalizer_theSpecTextsShow() {
        PickListLocalization.withLocalizer(nil) {
            #expect(Produce.listTitle == "Produce")
            #expect(Produce.sections.map(\.title) == ["Orchard fruit", "Tropical", nil])
            #expect(Produce.Row.all.title == "Everything")
            #expect(Produce.Selection([.apple, .kale]).summary == "2 of 4: Apple and Kale")
        }
    }

    @Test func german_showsEveryTextInGerman() {
        let localizer = GermanLocalizer()
        PickListLocalization.withLocalizer(localizer) {
            #expect(Produce.listTitle == "Obst und Gemüse")
            #expect(Produce.sections.map(\.title) == ["Kernobst", "Tropisch", nil])
            #expect(Produce.sections.flatMap(\.rows).map(\.title) == ["Äpfel", "Birne", "Banane", "Grünkohl", "Alles"])
            #expect(Produce.apple.subtitle == "Knackig und süß")
            #expect(Produce.Selection([]).summary == "Nichts gewählt")
            #expect(Produce.Selection([.apple, .kale]).summary == "2 von 4: Äpfel and Grünkohl")
            #expect(Produce.search("grün") == [.kale])
            #expect(Produce.search("cabbage") == [.kale])
            #expect(Produce.search("ape").isEmpty)
            let expectedKeys: Set<String> = Set(GermanLocalizer.groceries.keys.map { "Groceries:" + $0 })
                .union(["Groceries:Produce.summary.one"])
            #expect(localizer.asked.withLock { $0 }.isSubset(of: expectedKeys))
        }
    }

    @Test func rawValuesAndCodable_stayTheIDs() throws {
        PickListLocalization.withLocalizer(GermanLocalizer()) {
            #expect(Produce.allCases.map(\.rawValue) == ["apple", "pear", "banana", "kale"])
            #expect(Produce.definition.localization == PickListLocalizationKeys(name: "Produce", table: "Groceries"))
        }
    }
}
