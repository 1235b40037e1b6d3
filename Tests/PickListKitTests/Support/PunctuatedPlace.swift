// A searchable list whose titles split into words at punctuation, join at apostrophes, or hold
// invisible characters: the examples of issue 12 and of SearchFolding's documentation.

import PickListKit

/// Names written with apostrophes, hyphens, slashes, underscores, dots and invisible characters,
/// for the word-boundary search tests. The titles are an array, one per line, so each can say
/// which character it holds.
enum PunctuatedPlace: PickList {
    case ivoire, ivoireRightQuote, ivoireModifierApostrophe, ivoireLeftQuote
    case buenosAires, timorLeste, guineaBissau, obrien, stJohns, hertogenbosch, ajman, virginIslands
    case hawaii, collegi, djibouti, usa, botswana, norfolk, aland, antigua

    static let definition = PickListDefinition<PunctuatedPlace>(
        title: "Punctuated places",
        selection: .single,
        sections: [
            PickListSectionInfo(
                title: nil,
                ids: [
                    "ivoire", "ivoireRightQuote", "ivoireModifierApostrophe", "ivoireLeftQuote",
                    "buenosAires", "timorLeste", "guineaBissau", "obrien", "stJohns", "hertogenbosch",
                    "ajman", "virginIslands", "hawaii", "collegi", "djibouti", "usa", "botswana",
                    "norfolk", "aland", "antigua",
                ],
                titles: [
                    "Côte d'Ivoire",  // U+0027 APOSTROPHE
                    "Côte d\u{2019}Ivoire",  // ’ RIGHT SINGLE QUOTATION MARK
                    "Côte d\u{02BC}Ivoire",  // ʼ MODIFIER LETTER APOSTROPHE
                    "Côte d\u{2018}Ivoire",  // ‘ LEFT SINGLE QUOTATION MARK
                    "America/Buenos_Aires",
                    "Timor-Leste",
                    "Guinea-Bissau",
                    "O'Brien",
                    "St. John's",
                    "'s-Hertogenbosch",  // an apostrophe that begins a word
                    "\u{2018}Ajmān",  // ‘ for the Arabic ʿayn, at the start of a word
                    "Virgin Islands, U.S.",
                    "Hawai\u{02BB}i",  // ʻ MODIFIER LETTER TURNED COMMA (ʻokina)
                    "Col·legi",  // · MIDDLE DOT (Catalan l·l)
                    "ג\u{05F3}יבוטי",  // ׳ HEBREW PUNCTUATION GERESH: Djibouti
                    "ארה\u{05F4}ב",  // ״ HEBREW PUNCTUATION GERSHAYIM: USA
                    "ಬೋಟ್ಸ್\u{200D}ವಾನಾ",  // ZERO WIDTH JOINER: Botswana in Kannada
                    "Նոր\u{00AD}ֆոլկ Կղզի",  // SOFT HYPHEN: Norfolk Island in Armenian
                    "កោះ\u{200B}អាឡង់",  // ZERO WIDTH SPACE: Åland Islands in Khmer
                    "アンティグア・バーブーダ",  // ・ KATAKANA MIDDLE DOT: Antigua and Barbuda
                ]
            ),
        ]
    )
}
