// A searchable list whose titles cover the scripts and Unicode forms search must fold:
// precomposed letters, ligatures and digraphs, Greek final sigma, Hangul, kana with voicing
// marks, Indic vowel signs. Literals are written precomposed (NFC) unless a comment says so.

import PickListKit

/// Places and words in many scripts, for the search tests. The titles are an array, one per
/// line, so each can say which Unicode form it holds.
enum Place: PickList {
    case istanbul, odos, office, ijssel, dzemal, strasse, mart
    case korea, seoul, gundam, gifu, moscow, hanoi, mohammadpur, qutub, shalom

    static let definition = PickListDefinition<Place>(
        title: "Places",
        selection: .single,
        sections: [
            PickListSectionInfo(
                title: nil,
                ids: [
                    "istanbul", "odos", "office", "ijssel", "dzemal", "strasse", "mart",
                    "korea", "seoul", "gundam", "gifu", "moscow", "hanoi", "mohammadpur", "qutub", "shalom",
                ],
                titles: [
                    "İstanbul",
                    "Οδός Ερμού",
                    "Post Oﬃce",  // U+FB03 LATIN SMALL LIGATURE FFI
                    "Ĳssel",  // U+0132 LATIN CAPITAL LIGATURE IJ
                    "Ǆemal Bijedić",  // U+01C4 LATIN CAPITAL LETTER DZ WITH CARON
                    "Straße",
                    "ＡＢＣ Ｍａｒｔ",  // fullwidth Latin
                    "한국",
                    "서울특별시",
                    "ガンダム",
                    "ぎふ",
                    "Москва",
                    "Hà Nội",
                    "মোহাম্মদপুর",  // ো U+09CB: two vowel signs in NFD
                    "\u{0958}ुतुब मीनार",  // क़ U+0958: never composed by NFC
                    "שָׁלוֹם",
                ],
                keywords: [[], [], [], [], [], ["GROẞE"], [], [], [], [], [], [], [], [], [], []]
            ),
        ]
    )
}
