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

    @Test func splitting_ignoresMarksOnSymbols() {
        // U+20E3 COMBINING ENCLOSING KEYCAP on "#"; U+1D165 COMBINING STEM on a notehead.
        #expect(SearchFolding.words(of: ["#\u{20E3} \u{1D157}\u{1D165} a\u{1D165}"]) == ["a\u{1D165}"])
    }

    @Test func definitionSearch_worksOnListsNotMarkedSearchable() {
        #expect(QuoteCategory.definition.search("cour") == [.brave])
    }

    // MARK: Scripts and Unicode forms (Support/Place.swift)

    private func search(_ query: String) -> [Place] { Place.definition.search(query) }

    @Test func search_turkishCapitalDottedI_matchesPlainI() {
        #expect(search("ist") == [.istanbul])
        #expect(search("istanbul") == [.istanbul])
        #expect(search("İSTANBUL") == [.istanbul])
        #expect(search("ıstanbul") == [.istanbul])
    }

    @Test func folding_dropsDiacriticsLeftByLowercasing() {
        // İ lowercases to i + U+0307 COMBINING DOT ABOVE.
        #expect(SearchFolding.words(of: ["İstanbul", "I\u{307}stanbul"]) == ["istanbul", "istanbul"])
    }

    @Test func search_greekCapitalSigma_matchesFinalSigma() {
        #expect(search("ΟΔΟΣ") == [.odos])
        #expect(search("οδος ερμου") == [.odos])
        #expect(search("οδοσ") == [.odos])
        #expect(SearchFolding.words(of: ["ΟΔΟΣ Οδός οδοσ"]) == ["οδοσ", "οδοσ", "οδοσ"])
    }

    @Test func search_latinLigature_matchesItsLetters() {
        #expect(search("office") == [.office])
        #expect(search("POST OFF") == [.office])
        #expect(search("oﬃ") == [.office])
    }

    @Test func search_ijLigature_matchesIJ() {
        #expect(search("ijssel") == [.ijssel])
        #expect(search("IJs") == [.ijssel])
        #expect(search("ĳssel") == [.ijssel])
    }

    @Test func search_dzDigraph_matchesDZWithOrWithoutCaron() {
        #expect(search("dzemal") == [.dzemal])
        #expect(search("džemal") == [.dzemal])
        #expect(search("DŽEMAL bijedic") == [.dzemal])
        #expect(search("ǅemal") == [.dzemal])
        #expect(SearchFolding.words(of: ["Ǉubljana ǋiva ǲ"]) == ["ljubljana", "njiva", "dz"])
    }

    @Test func search_sharpS_matchesSS() {
        #expect(search("strasse") == [.strasse])
        #expect(search("STRAẞE") == [.strasse])
        #expect(search("grosse") == [.strasse])
        #expect(search("große") == [.strasse])
    }

    @Test func search_fullwidthLatin_matchesASCII() {
        #expect(search("abc mart") == [.mart])
        #expect(search("ＭＡＲＴ") == [.mart])
        #expect(SearchFolding.words(of: ["Ｐｈｏｎｅ１５"]) == ["phone15"])
    }

    @Test func search_conjoiningJamo_matchPrecomposedHangul() {
        #expect(search("\u{1112}\u{1161}\u{11AB}") == [.korea])
        #expect(search("\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}") == [.korea])
        #expect(search("한국") == [.korea])
        #expect(search("서울") == [.seoul])
    }

    @Test func search_hangulBeingTyped_matchesByJamo() {
        // Syllables fold to jamo, so the partial syllables and compatibility jamo an input
        // method shows while typing are prefixes of the finished word.
        #expect(search("하") == [.korea])
        #expect(search("한ㄱ") == [.korea])
        #expect(search("ㅅ") == [.seoul])
    }

    @Test func search_kanaWithCombiningVoicedMark_matchesPrecomposedKana() {
        #expect(search("カ\u{3099}ンダム") == [.gundam])
        #expect(search("ガン") == [.gundam])
        #expect(search("き\u{3099}ふ") == [.gifu])
        #expect(search("ｶﾞﾝ") == [.gundam])  // halfwidth katakana
    }

    @Test func search_kanaVoicing_isIgnoredLikeOtherDiacritics() {
        #expect(search("カン") == [.gundam])
        #expect(search("きふ") == [.gifu])
    }

    @Test func folding_keepsIndicVowelSigns() {
        #expect(search("मीनार") == [.qutub])
        #expect(search("मनार").isEmpty)
        #expect(search("মোহা") == [.mohammadpur])
    }
}
