// A searchable list whose titles cover the scripts and Unicode forms search must fold:
// precomposed letters, ligatures and digraphs, Greek final sigma, Hangul, kana with voicing
// marks, Indic vowel signs. Literals are written precomposed (NFC) unless a comment says so.

import PickListKit

/// Places and words in many scripts, for the search tests.
enum Place: String, PickList {
    case istanbul, odos, office, ijssel, dzemal, strasse, mart
    case korea, seoul, gundam, gifu, moscow, hanoi, mohammadpur, qutub, shalom

    static let definition = PickListDefinition<Place>(
        title: "Places",
        selection: .single,
        sections: [
            PickListSectionInfo(title: nil, items: [
                PickListItemInfo(.istanbul, title: "İstanbul"),
                PickListItemInfo(.odos, title: "Οδός Ερμού"),
                PickListItemInfo(.office, title: "Post Oﬃce"),  // U+FB03 LATIN SMALL LIGATURE FFI
                PickListItemInfo(.ijssel, title: "Ĳssel"),  // U+0132 LATIN CAPITAL LIGATURE IJ
                PickListItemInfo(.dzemal, title: "Ǆemal Bijedić"),  // U+01C4 LATIN CAPITAL LETTER DZ WITH CARON
                PickListItemInfo(.strasse, title: "Straße", keywords: ["GROẞE"]),
                PickListItemInfo(.mart, title: "ＡＢＣ Ｍａｒｔ"),  // fullwidth Latin
                PickListItemInfo(.korea, title: "한국"),
                PickListItemInfo(.seoul, title: "서울특별시"),
                PickListItemInfo(.gundam, title: "ガンダム"),
                PickListItemInfo(.gifu, title: "ぎふ"),
                PickListItemInfo(.moscow, title: "Москва"),
                PickListItemInfo(.hanoi, title: "Hà Nội"),
                PickListItemInfo(.mohammadpur, title: "মোহাম্মদপুর"),  // ো U+09CB: two vowel signs in NFD
                PickListItemInfo(.qutub, title: "\u{0958}ुतुब मीनार"),  // क़ U+0958: never composed by NFC
                PickListItemInfo(.shalom, title: "שָׁלוֹם"),
            ]),
        ]
    )
}
