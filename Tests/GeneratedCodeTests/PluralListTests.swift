import PickListKit
import Testing

/// Tag (Specs/localized-labels.picklist.yml) counts its selection in every summary text:
/// through the generated API, each language's plural forms come out for the right numbers.
@Suite struct PluralListTests {
    /// Fixed plural forms for every summary key, in one language.
    struct FormsLocalizer: PickListLocalizer {
        let languageIdentifier: String?
        let forms: [PluralCategory: String]
        let all: [PluralCategory: String]

        func string(forKey key: String, table: String, default: String) -> String { `default` }

        func pluralForms(forKey key: String, table: String) -> [PluralCategory: String]? {
            guard table == "PickLists" else { return nil }
            return key == "Tag.summary.all" ? all : forms
        }
    }

    /// The summary with the first `count` labels selected.
    static func summaries(_ localizer: FormsLocalizer, _ counts: [Int]) -> [Int: String] {
        PickListLocalization.withLocalizer(localizer) {
            Dictionary(uniqueKeysWithValues: counts.map { count in
                (count, Tag.Selection(Array(Tag.allCases.prefix(count))).summary)
            })
        }
    }

    @Test func russian() {
        let russian = FormsLocalizer(
            languageIdentifier: "ru",
            forms: [.one: "{count} метка", .few: "{count} метки", .many: "{count} меток", .other: "{count} метки"],
            all: [.one: "Все {total} метка", .few: "Все {total} метки", .many: "Все {total} меток", .other: "Все {total} метки"])
        #expect(Self.summaries(russian, [0, 1, 3, 5, 11, 21, 22, 25]) == [
            0: "0 меток", 1: "1 метка", 3: "3 метки", 5: "5 меток", 11: "11 меток", 21: "21 метка", 22: "22 метки",
            25: "Все 25 меток",
        ])
    }

    @Test func polish() {
        let polish = FormsLocalizer(
            languageIdentifier: "pl",
            forms: [.one: "{count} etykieta", .few: "{count} etykiety", .many: "{count} etykiet", .other: "{count} etykiety"],
            all: [.many: "Wszystkie {total} etykiet", .other: "Wszystkie {total} etykiety"])
        // Polish 21 is `many` (only 1 itself is `one`); 22–24 `few`.
        #expect(Self.summaries(polish, [0, 1, 2, 5, 12, 21, 22, 25]) == [
            0: "0 etykiet", 1: "1 etykieta", 2: "2 etykiety", 5: "5 etykiet", 12: "12 etykiet", 21: "21 etykiet",
            22: "22 etykiety", 25: "Wszystkie 25 etykiet",
        ])
    }

    @Test func arabic() {
        let arabic = FormsLocalizer(
            languageIdentifier: "ar",
            forms: [
                .zero: "لا تصنيفات", .one: "تصنيف واحد", .two: "تصنيفان", .few: "{count} تصنيفات", .many: "{count} تصنيفًا",
                .other: "{count} تصنيف",
            ],
            all: [.many: "كل التصنيفات ({total})", .other: "كل التصنيفات"])
        #expect(Self.summaries(arabic, [0, 1, 2, 3, 10, 11, 24, 25]) == [
            0: "لا تصنيفات", 1: "تصنيف واحد", 2: "تصنيفان", 3: "3 تصنيفات", 10: "10 تصنيفات", 11: "11 تصنيفًا",
            24: "24 تصنيفًا", 25: "كل التصنيفات (25)",
        ])
    }

    @Test func withoutForms_theSpecTexts() {
        PickListLocalization.withLocalizer(nil) {
            #expect(Tag.Selection([]).summary == "0 labels")
            #expect(Tag.Selection([.work]).summary == "1 label")
            #expect(Tag.Selection(Tag.allCases).summary == "All 25 labels")
        }
    }
}
