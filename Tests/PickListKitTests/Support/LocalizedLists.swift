// Localized lists, in the shape picklist generates for a spec with `localization: true`:
// the definition carries `PickListLocalizationKeys` and every titled section an id.

import Synchronization
public import PickListKit

/// A multiple list with sections, an all-row, subtitles, keywords and every summary text.
public enum Produce: PickList {
    case apple, pear, banana, mango, kale

    public static let definition = PickListDefinition<Produce>(
        title: "Produce",
        selection: .multiple,
        allRow: PickListAllRow(title: "Everything"),
        summary: PickListSummaryFormat(none: "Nothing chosen", one: "Only {title}", other: "{count} of {total}: {title}", all: "All {total}"),
        localization: PickListLocalizationKeys(name: "Produce"),
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
                mango
                """, titles: """
                Banana
                Mango
                """),
            PickListSectionInfo(id: "greens", title: "Greens", ids: """
                kale
                """, titles: """
                Kale
                """, keywords: """
                cabbage\tborecole
                """),
        ]
    )
}

/// A single list in its own table, with the default summary texts.
public enum Station: PickList {
    case tokyo, kyoto, osaka

    public static let definition = PickListDefinition<Station>(
        title: "Station",
        selection: .single,
        localization: PickListLocalizationKeys(name: "Station", table: "Rail"),
        ids: """
            tokyo
            kyoto
            osaka
            """,
        titles: """
            Tokyo
            Kyoto
            Osaka
            """
    )
}

/// A localizer over fixed translations that counts how often it is asked.
final class DictionaryLocalizer: PickListLocalizer {
    /// Translations by table, then key.
    let tables: [String: [String: String]]
    /// The language the localizer names, if any.
    let languageIdentifier: String?
    private let askedKeys = Mutex<[String]>([])

    init(_ tables: [String: [String: String]], language: String? = nil) {
        self.tables = tables
        self.languageIdentifier = language
    }

    func string(forKey key: String, table: String, default: String) -> String {
        askedKeys.withLock { $0.append(table + ":" + key) }
        return tables[table]?[key] ?? `default`
    }

    /// Every key asked so far, as `table:key`, in order.
    var asked: [String] { askedKeys.withLock { $0 } }
}

extension DictionaryLocalizer {
    /// A new localizer with German for `Produce` (the subtitle of `pear` is left untranslated on purpose: it has
    /// none), and no translation of `Station`'s table.
    static var german: DictionaryLocalizer { DictionaryLocalizer([
        "PickLists": [
            "Produce.title": "Obst und Gemüse",
            "Produce.apple.title": "Äpfel",
            "Produce.apple.subtitle": "Knackig und süß",
            "Produce.pear.title": "Birne",
            "Produce.banana.title": "Banane",
            "Produce.mango.title": "Mango",
            "Produce.kale.title": "Grünkohl",
            "Produce.section.orchard": "Obstgarten",
            "Produce.section.tropical": "Tropisch",
            "Produce.section.greens": "Blattgemüse",
            "Produce.all": "Alles",
            "Produce.summary.none": "Nichts gewählt",
            "Produce.summary.one": "Nur {title}",
            "Produce.summary.other": "{count} von {total}: {title}",
            "Produce.summary.all": "Alle {total}",
        ],
    ]) }

    /// A new localizer with Japanese for `Station`, in its own table; words are not separated by spaces.
    static var japanese: DictionaryLocalizer { DictionaryLocalizer([
        "Rail": [
            "Station.title": "駅",
            "Station.tokyo.title": "東京駅",
            "Station.kyoto.title": "京都駅",
            "Station.osaka.title": "新大阪駅",
            "Station.summary.one": "{title}を選択",
        ],
    ]) }
}
