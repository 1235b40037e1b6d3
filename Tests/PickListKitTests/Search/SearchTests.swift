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

    @Test func splitting_breaksAtNonAlphanumerics_andJoinsAtApostrophes() {
        #expect(SearchFolding.words(of: ["Wi-Fi only", "don't", "iPhone 15"]) == ["wi", "fi", "only", "dont", "t", "iphone", "15"])
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

    // MARK: Word boundaries (Support/PunctuatedPlace.swift)

    private func find(_ query: String) -> [PunctuatedPlace] { PunctuatedPlace.definition.search(query) }

    private let allIvoires: [PunctuatedPlace] = [.ivoire, .ivoireRightQuote, .ivoireModifierApostrophe, .ivoireLeftQuote]

    @Test func search_wordAfterElision_findsCoteDIvoire_withEveryApostropheKind() {
        #expect(find("ivoire") == allIvoires)
        #expect(find("Ivo") == allIvoires)
        #expect(find("côte ivoire") == allIvoires)
    }

    @Test func search_elisionTypedAnyWay_findsCoteDIvoire() {
        let queries = [
            "divoire", "d'ivoire", "d\u{2019}ivoire", "d\u{02BC}ivoire", "d\u{2018}ivoire",
            "cote d ivoire", "côte d'ivoire", "COTE D'IV", "d'",
        ]
        for query in queries {
            #expect(find(query) == allIvoires, "\(query)")
        }
    }

    @Test func search_wordsOfATimeZoneName_findIt() {
        #expect(find("buenos") == [.buenosAires])
        #expect(find("aires") == [.buenosAires])
        #expect(find("buenos aires") == [.buenosAires])
        #expect(find("america/buenos_aires") == [.buenosAires])
        #expect(find("buenos_a") == [.buenosAires])
    }

    @Test func search_wordAfterHyphen_findsHyphenatedName() {
        #expect(find("leste") == [.timorLeste])
        #expect(find("bissau") == [.guineaBissau])
        #expect(find("timor-leste") == [.timorLeste])
        #expect(find("guinea bis") == [.guineaBissau])
    }

    @Test func search_irishName_isFoundWithOrWithoutApostrophe() {
        for query in ["o'brien", "O\u{2019}Brien", "obrien", "brien", "o brien", "o'b"] {
            #expect(find(query) == [.obrien], "\(query)")
        }
    }

    @Test func search_dottedAbbreviationAndPossessive_areFoundByTheirWords() {
        #expect(find("st") == [.stJohns])
        #expect(find("st. john") == [.stJohns])
        #expect(find("john's") == [.stJohns])
        #expect(find("johns") == [.stJohns])
        #expect(find("virgin u.s.") == [.virginIslands])
        #expect(find("virgin us").isEmpty)  // dots separate: `U.S.` is the words `u` and `s`
    }

    @Test func search_apostropheAtWordStart_separatesLikePunctuation() {
        #expect(find("hertogenbosch") == [.hertogenbosch])
        #expect(find("'s-hert") == [.hertogenbosch])
        #expect(find("ajman") == [.ajman])
        #expect(find("\u{2018}ajm") == [.ajman])
    }

    @Test func search_okina_joinsLikeAnApostrophe() {
        #expect(find("hawaii") == [.hawaii])
        #expect(find("hawai'i") == [.hawaii])
        #expect(find("Hawai\u{02BB}i") == [.hawaii])
    }

    @Test func search_catalanMiddleDot_joinsLikeAnApostrophe() {
        #expect(find("collegi") == [.collegi])
        #expect(find("col·legi") == [.collegi])
        #expect(find("legi") == [.collegi])
    }

    @Test func search_hebrewGeresh_joinsLikeAnApostrophe() {
        #expect(find("גיבוטי") == [.djibouti])
        #expect(find("ג'יבוטי") == [.djibouti])  // typed with an ASCII apostrophe
        #expect(find("ארהב") == [.usa])
        #expect(find("ארה\"ב") == [.usa])  // typed with an ASCII quotation mark, which separates
    }

    @Test func search_invisibleJoinersAndSoftHyphen_areIgnored() {
        #expect(find("ಬೋಟ್ಸ್ವಾನಾ") == [.botswana])
        #expect(find("ಬೋಟ್ಸ್\u{200D}ವಾ") == [.botswana])
        #expect(find("ಬೋಟ್ಸ್\u{200C}ವಾ") == [.botswana])
        #expect(find("նորֆոլկ") == [.norfolk])
        #expect(find("ֆոլկ").isEmpty)  // the soft hyphen is invisible: no word boundary
    }

    @Test func search_zeroWidthSpaceAndKatakanaMiddleDot_separateWords() {
        #expect(find("អាឡង") == [.aland])
        #expect(find("バーブーダ") == [.antigua])
        #expect(find("アンティグア バーブ") == [.antigua])
    }

    /// The table of docs/guide.md, "Search": each title, the queries that find it and some that do not.
    @Test(arguments: [
        ("Côte d'Ivoire", ["ivoire", "divoire", "cote d ivoire", "côte d\u{2019}iv"], ["oire"]),
        ("Côte d\u{2019}Ivoire", ["ivoire", "divoire", "cote d ivoire", "côte d'iv", "d'ivoire"], ["oire"]),
        ("Cote d Ivoire", ["ivoire", "d ivoire"], ["divoire", "d'ivoire"]),
        ("O'Brien", ["o'brien", "obrien", "brien", "o b"], ["rien"]),
        ("St. John's", ["st", "st. john", "johns", "john's"], ["stjohn"]),
        ("America/Buenos_Aires", ["buenos", "aires", "buenos aires", "america/bue"], ["buenosaires"]),
        ("Timor-Leste", ["leste", "timor-leste", "timor l"], ["timorleste"]),
        ("Guinea-Bissau", ["bissau", "guinea bis"], ["guineabissau"]),
        ("rock'n'roll", ["roll", "nroll", "rock roll", "rock'n"], []),
        ("Hawai\u{02BB}i", ["hawaii", "hawai'i"], []),
        ("Col·legi", ["collegi", "col·legi", "legi"], []),
        ("'s-Hertogenbosch", ["hertogenbosch", "'s-hert"], ["shertogenbosch"]),
        ("Virgin Islands, U.S.", ["u.s.", "u s virgin"], ["us"]),
        ("Wörter\u{00AD}buch", ["worterbuch", "wörterb"], ["buch"]),
        ("アンティグア・バーブーダ", ["バーブーダ", "アンティグア"], []),
        ("東京タワー", ["東京", "東京タワー"], ["タワー"]),
    ])
    func search_guideTableTitle_isFoundByItsQueries_notByTheOthers(title: String, foundBy: [String], notFoundBy: [String]) {
        let definition = PickListDefinition<Cases1>(
            title: "Guide", selection: .single, sections: [PickListSectionInfo(title: nil, ids: ["n0"], titles: [title])]
        )
        for query in foundBy {
            #expect(definition.search(query) == [.n0], "\(query)")
        }
        for query in notFoundBy {
            #expect(definition.search(query).isEmpty, "\(query)")
        }
    }

    /// The examples of SearchFolding's documentation and of the guide's table.
    @Test func splitting_documentedExamples_giveTheDocumentedWords() {
        let examples: [(String, [String])] = [
            ("Côte d'Ivoire", ["cote", "divoire", "ivoire"]),
            ("Côte d\u{2019}Ivoire", ["cote", "divoire", "ivoire"]),
            ("O'Brien", ["obrien", "brien"]),
            ("St. John's", ["st", "johns", "s"]),
            ("rock'n'roll", ["rocknroll", "nroll", "roll"]),
            ("Hawai\u{02BB}i", ["hawaii", "i"]),
            ("Col·legi", ["collegi", "legi"]),
            ("'s-Hertogenbosch", ["s", "hertogenbosch"]),
            ("\u{2018}Ajmān", ["ajman"]),
            ("Jesus' way", ["jesus", "way"]),
            ("a''b", ["a", "b"]),
            ("America/Buenos_Aires", ["america", "buenos", "aires"]),
            ("Timor-Leste", ["timor", "leste"]),
            ("Virgin Islands, U.S.", ["virgin", "islands", "u", "s"]),
            ("C++ / C#", ["c", "c"]),
            ("Wörter\u{00AD}buch", ["worterbuch"]),
            ("アンティグア・バーブーダ", ["アンティクア", "ハーフータ"]),
        ]
        for (text, words) in examples {
            #expect(SearchFolding.words(of: [text]) == words, "\(text)")
        }
    }

    @Test func splitting_everyApostropheKind_joinsBetweenLetters() {
        let apostrophes: [Unicode.Scalar] = [
            "'", "`", "\u{00B4}", "\u{00B7}", "\u{02B9}", "\u{02BA}", "\u{02BB}", "\u{02BC}", "\u{02BD}", "\u{02BE}",
            "\u{02BF}", "\u{0374}", "\u{0387}", "\u{055A}", "\u{05F3}", "\u{05F4}", "\u{1FEF}", "\u{1FFD}",
            "\u{2018}", "\u{2019}", "\u{FF07}",
        ]
        for apostrophe in apostrophes {
            let code = "U+\(String(apostrophe.value, radix: 16, uppercase: true))"
            #expect(SearchFolding.words(of: ["d\(apostrophe)Ivoire"]) == ["divoire", "ivoire"], "\(code)")
            #expect(SearchFolding.words(of: ["\(apostrophe)Ivoire\(apostrophe)"]) == ["ivoire"], "\(code)")
        }
        // Other quotation marks and primes separate.
        let others = SearchFolding.words(of: ["d\"Ivoire d\u{201B}Ivoire d\u{2032}Ivoire"])
        #expect(others == ["d", "ivoire", "d", "ivoire", "d", "ivoire"])
    }

    @Test func splitting_apostropheBeforeAMark_endsTheWord() {
        // U+0301 is a diacritic, dropped; U+093F DEVANAGARI VOWEL SIGN I is not, and after an
        // apostrophe it belongs to no letter.
        #expect(SearchFolding.words(of: ["d'\u{0301}Ivoire"]) == ["divoire", "ivoire"])
        #expect(SearchFolding.words(of: ["क'\u{093F}क"]) == ["क", "क"])
    }

    @Test func splitting_invisibleCharacters_areSkipped_exceptZeroWidthSpace() {
        // Soft hyphen, zero-width non-joiner and joiner, word joiner, zero-width no-break
        // space, variation selector 16, combining grapheme joiner.
        let invisibles = SearchFolding.words(of: ["a\u{00AD}b a\u{200C}b a\u{200D}b a\u{2060}b a\u{FEFF}b a\u{FE0F}b a\u{034F}b"])
        #expect(invisibles == Array(repeating: "ab", count: 7))
        #expect(SearchFolding.words(of: ["a\u{200B}b"]) == ["a", "b"])
        #expect(SearchFolding.words(of: ["d'\u{200D}Ivoire"]) == ["divoire", "ivoire"])
    }
}
