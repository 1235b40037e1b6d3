import Testing
@testable import PickListKit

@Suite struct SearchTests {
    @Test func emptyQuery_returnsEveryItemInDisplayOrder() {
        #expect(City.search("") == City.allCases)
        #expect(City.search("  ,; ") == City.allCases)
    }

    @Test func prefixWithoutDiacritic_findsItemWithDiacritic() {
        #expect(City.search("zur") == [.zurich])
        #expect(City.search("sao") == [.saoPaulo])
        #expect(City.search("kol") == [.koln])
    }

    @Test func queryWithDiacritic_findsItemWithout() {
        #expect(City.search("Bóst") == [.boston])
    }

    @Test func matchingIgnoresCase() {
        #expect(City.search("NEW") == [.newYork])
        #expect(City.search("züRICH") == [.zurich])
    }

    @Test func everyQueryWord_mustPrefixSomeWord_inAnyOrder() {
        #expect(City.search("york new") == [.newYork])
        #expect(City.search("new boston").isEmpty)
    }

    @Test func queryWord_mustBeWordPrefix_notInfix() {
        #expect(City.search("ork").isEmpty)
    }

    @Test func keywords_areSearched() {
        #expect(City.search("genf") == [.geneva])
        #expect(City.search("geneve") == [.geneva])
        #expect(City.search("big app") == [.newYork])
        #expect(City.search("cologne") == [.koln])
    }

    @Test func results_areInDisplayOrder() {
        #expect(City.search("b") == [.newYork, .boston])
        #expect(City.search("c") == [.koln])
    }

    @Test func decomposedInput_foldsLikePrecomposed() {
        #expect(City.search("Zu\u{308}r") == [.zurich])
        #expect(SearchFolding.words(of: ["Zu\u{308}rich"]) == SearchFolding.words(of: ["Zürich"]))
    }

    @Test func folding_coversLatinGreekAndCyrillic() {
        #expect(SearchFolding.words(of: ["Ångström Ærø Łódź Straße"]) == ["angstrom", "aero", "lodz", "strasse"])
        #expect(SearchFolding.words(of: ["Ἀθῆναι Άρτα"]) == ["αθηναι", "αρτα"])
        #expect(SearchFolding.words(of: ["Ёлка Йошкар-Ола"]) == ["елка", "иошкар", "ола"])
    }

    @Test func splitting_breaksAtNonAlphanumerics_andDropsApostrophes() {
        #expect(SearchFolding.words(of: ["Wi-Fi only", "don't", "iPhone 15"]) == ["wi", "fi", "only", "dont", "iphone", "15"])
    }

    @Test func definitionSearch_worksOnListsNotMarkedSearchable() {
        #expect(QuoteCategory.definition.search("cour") == [.brave])
    }
}
