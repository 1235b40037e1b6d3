/// Case- and diacritic-insensitive word splitting for search, on the standard library alone.
///
/// ``words(of:)`` splits text into words (the rule and its examples are there), and folds each
/// scalar of a word:
///
/// - a scalar listed in ``foldingPairs`` becomes its entry: case-folded (`ß` → `ss`, `ς` → `σ`)
///   and canonically decomposed (`é` → `e` + U+0301), ligatures, digraphs and width variants
///   compatibility-decomposed (`ﬃ` → `ffi`, `Ǆ` → `dž`, `Ａ` → `a`);
/// - a Hangul syllable becomes its conjoining jamo (`한` → U+1112 U+1161 U+11AB);
/// - any other scalar is lowercased, and each scalar of its lowercase looked up again;
/// - diacritic marks (nonspacing marks with the `Diacritic` property) are dropped wherever they
///   appear: typed, produced by lowercasing (`İ` → `i` + U+0307) or in a table entry.
///
/// Text and its canonical decomposition therefore fold to the same words (NFC and NFD input
/// match alike), and a prefix of a word folds to a prefix of the word's folding.
enum SearchFolding {
    /// The folded words of `texts`, in order: each word, then the parts after its apostrophes.
    ///
    /// A word is a run of letters and digits with the combining marks that follow them (a mark
    /// after anything else is ignored). Every other character ends a word, in every script:
    /// spaces, hyphens and dashes, slashes, underscores, dots, commas, brackets, quotation marks,
    /// symbols. Two exceptions:
    ///
    /// - An apostrophe between two letters or digits joins and splits: the word runs on without
    ///   it, and the part after it is a word too. An apostrophe anywhere else (at the start or
    ///   end of a word, next to another apostrophe) ends a word like other punctuation. The
    ///   apostrophes are ' ’ ‘ ＇ ʼ ʻ (ʻokina) ʹ ʺ ʽ ʾ ʿ, the accents `` ` `` and ´ typed for one,
    ///   Armenian ՚, Hebrew geresh ׳ and gershayim ״, the middle dot · (Catalan `l·l`), and the
    ///   scalars canonically equivalent to one (U+0374, U+0387, U+1FEF, U+1FFD).
    /// - Invisible characters that are not letters (the default-ignorable code points: soft
    ///   hyphen, zero-width joiner and non-joiner, word joiner, direction marks, variation
    ///   selectors …) are skipped; the zero-width space U+200B ends a word.
    ///
    /// | Text                                  | Words                                |
    /// | ------------------------------------- | ------------------------------------ |
    /// | `Côte d'Ivoire`, `Côte d’Ivoire`      | `cote` `divoire` `ivoire`            |
    /// | `O'Brien`                             | `obrien` `brien`                     |
    /// | `St. John's`                          | `st` `johns` `s`                     |
    /// | `rock'n'roll`                         | `rocknroll` `nroll` `roll`           |
    /// | `Hawaiʻi`, `Col·legi`                 | `hawaii` `i`, `collegi` `legi`       |
    /// | `'s-Hertogenbosch`, `‘Ajmān`          | `s` `hertogenbosch`, `ajman`         |
    /// | `America/Buenos_Aires`                | `america` `buenos` `aires`           |
    /// | `Timor-Leste`                         | `timor` `leste`                      |
    /// | `Virgin Islands, U.S.`                | `virgin` `islands` `u` `s`           |
    /// | `Wörter` U+00AD SOFT HYPHEN `buch`    | `worterbuch`                         |
    /// | `アンティグア・バーブーダ`            | `アンティクア` `ハーフータ`          |
    ///
    /// Queries are split the same way, so with prefix matching `ivoire`, `divoire`, `d ivoire`
    /// and `d'ivoire` all find "Côte d'Ivoire", whichever apostrophe either is written with.
    /// Scripts written without spaces between words (Thai, Chinese, Japanese) are found from
    /// the start of each run between spaces and punctuation only.
    /// Whether a row whose text folds to `words` matches a query that folds to `queryWords`:
    /// every query word begins one of the row's words. Both kinds of list search through it.
    static func matches(_ queryWords: [String], _ words: [String]) -> Bool {
        queryWords.allSatisfy { queryWord in
            words.contains { $0.utf8.starts(with: queryWord.utf8) }
        }
    }

    static func words(of texts: [String]) -> [String] {
        var words: [String] = []
        var word = Word()
        for text in texts {
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x61...0x7A, 0x30...0x39:  // ASCII lowercase letters and digits
                    word.beginLetter()
                    word.text.unicodeScalars.append(scalar)
                case 0x41...0x5A:  // ASCII capitals
                    word.beginLetter()
                    word.text.unicodeScalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value | 0x20)))
                case 0x27, 0x60:  // ' and `
                    word.apostrophe(into: &words)
                case 0..<0x80:
                    word.end(into: &words)
                default:
                    let properties = scalar.properties
                    if isDroppedMark(properties) { continue }
                    if isApostrophe(scalar.value) {
                        word.apostrophe(into: &words)
                        continue
                    }
                    switch wordRole(scalar, properties) {
                    case .base:
                        word.beginLetter()
                        appendFolding(of: scalar, properties, to: &word.text)
                    case .mark:
                        // Part of the word after a letter or digit; otherwise it belongs to a
                        // symbol or space (or follows an apostrophe, which then ends the word).
                        if word.isInside {
                            appendFolding(of: scalar, properties, to: &word.text)
                        } else {
                            word.end(into: &words)
                        }
                    case .ignored:
                        continue
                    case .separator:
                        word.end(into: &words)
                    }
                }
            }
            word.end(into: &words)
        }
        return words
    }

    /// The word being read, and where the parts after its apostrophes begin.
    private struct Word {
        /// The folding so far.
        var text = ""
        /// Where in `text` (UTF-8 offsets) the parts after an apostrophe begin.
        private var partStarts: [Int] = []
        private var state = State.outside

        private enum State {
            /// Not in a word: a mark here belongs to a symbol or space.
            case outside
            /// After a letter or digit (or a mark on one).
            case inside
            /// After a letter or digit and an apostrophe: a letter or digit next joins.
            case afterApostrophe
        }

        /// Called before a letter or digit is appended.
        mutating func beginLetter() {
            if state == .afterApostrophe { partStarts.append(text.utf8.count) }
            state = .inside
        }

        /// Whether the last scalar read was a letter or digit, or a mark on one.
        var isInside: Bool { state == .inside }

        /// Reads an apostrophe: after a letter or digit it may join (the next scalar decides);
        /// anywhere else it ends the word.
        mutating func apostrophe(into words: inout [String]) {
            if state == .inside {
                state = .afterApostrophe
            } else {
                end(into: &words)
            }
        }

        /// Ends the word: appends it, then each part after an apostrophe, to `words`.
        mutating func end(into words: inout [String]) {
            state = .outside
            if !partStarts.isEmpty {
                endWithParts(into: &words)
            } else if !text.isEmpty {
                words.append(text)
                text = ""
            }
        }

        private mutating func endWithParts(into words: inout [String]) {
            if !text.isEmpty {
                words.append(text)
                let count = text.utf8.count
                for start in partStarts where start > 0 && start < count {
                    words.append(String(decoding: text.utf8.dropFirst(start), as: UTF8.self))
                }
                text = ""
            }
            partStarts.removeAll(keepingCapacity: true)
        }
    }

    /// Appends the folding of a non-ASCII word scalar that is not itself dropped.
    private static func appendFolding(
        of scalar: Unicode.Scalar,
        _ properties: Unicode.Scalar.Properties,
        to word: inout String
    ) {
        let syllableIndex = scalar.value &- Hangul.firstSyllable
        if syllableIndex < Hangul.syllableCount {
            Hangul.appendJamo(ofSyllable: syllableIndex, to: &word)
            return
        }
        if let folded = folding[scalar.value] {
            word += folded
            return
        }
        guard properties.changesWhenLowercased else {
            word.unicodeScalars.append(scalar)
            return
        }
        for lowered in properties.lowercaseMapping.unicodeScalars {
            if let folded = folding[lowered.value] {
                word += folded
            } else if !isDroppedMark(lowered.properties) {
                word.unicodeScalars.append(lowered)
            }
        }
    }

    /// Whether search ignores a scalar: a nonspacing mark that is a diacritic (accents, the
    /// kana voicing marks …, but not the vowel signs of Indic scripts).
    private static func isDroppedMark(_ properties: Unicode.Scalar.Properties) -> Bool {
        properties.generalCategory == .nonspacingMark && properties.isDiacritic
    }

    /// Whether a scalar is one of the apostrophes that join the letters around them (see the
    /// type's documentation), or canonically equivalent to one.
    private static func isApostrophe(_ value: UInt32) -> Bool {
        switch value {
        case 0x0027,  // ' APOSTROPHE
            0x0060,  // ` GRAVE ACCENT, typed for an apostrophe
            0x00B4,  // ´ ACUTE ACCENT, typed for an apostrophe
            0x00B7,  // · MIDDLE DOT (Catalan l·l)
            0x02B9...0x02BF,  // ʹ ʺ ʻ ʼ ʽ ʾ ʿ modifier letter primes, commas and half rings
            0x0374,  // ʹ GREEK NUMERAL SIGN ≡ U+02B9
            0x0387,  // · GREEK ANO TELEIA ≡ U+00B7
            0x055A,  // ՚ ARMENIAN APOSTROPHE
            0x05F3, 0x05F4,  // ׳ ״ HEBREW PUNCTUATION GERESH, GERSHAYIM
            0x1FEF,  // ` GREEK VARIA ≡ U+0060
            0x1FFD,  // ´ GREEK OXIA ≡ U+00B4
            0x2018, 0x2019,  // ‘ ’ LEFT, RIGHT SINGLE QUOTATION MARK
            0xFF07:  // ＇ FULLWIDTH APOSTROPHE
            true
        default:
            false
        }
    }

    /// What a scalar is to word splitting.
    private enum WordRole {
        /// A letter or digit.
        case base
        /// A combining mark: part of a word after a letter or digit, ignored after anything else.
        case mark
        /// An invisible character that is not a letter: skipped.
        case ignored
        /// Anything else: ends a word.
        case separator
    }

    private static func wordRole(_ scalar: Unicode.Scalar, _ properties: Unicode.Scalar.Properties) -> WordRole {
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return properties.isDefaultIgnorableCodePoint ? .ignored : .mark
        default:
            if properties.isAlphabetic || properties.numericType != nil { return .base }
            return properties.isDefaultIgnorableCodePoint && scalar.value != 0x200B ? .ignored : .separator
        }
    }

    /// ``foldingPairs`` with the diacritic marks and apostrophes of each entry dropped, so an
    /// entry is appended as it is.
    private static let folding: [UInt32: String] = Dictionary(
        foldingPairs.map { key, value in
            var kept = String.UnicodeScalarView()
            for scalar in value.unicodeScalars
            where !isDroppedMark(scalar.properties) && !isApostrophe(scalar.value) {
                kept.append(scalar)
            }
            return (key, String(kept))
        },
        uniquingKeysWith: { first, _ in first }
    )

    /// The algorithmic decomposition of precomposed Hangul syllables (Unicode §3.12).
    private enum Hangul {
        static let firstSyllable: UInt32 = 0xAC00
        static let syllableCount: UInt32 = 11_172
        static let vowelCount: UInt32 = 21
        static let trailingCount: UInt32 = 28

        /// Appends the leading consonant, vowel and (if any) trailing consonant jamo of the
        /// syllable at `index` from U+AC00.
        static func appendJamo(ofSyllable index: UInt32, to word: inout String) {
            let leading = 0x1100 + index / (vowelCount * trailingCount)
            let vowel = 0x1161 + (index % (vowelCount * trailingCount)) / trailingCount
            let trailing = index % trailingCount
            word.unicodeScalars.append(jamo(leading))
            word.unicodeScalars.append(jamo(vowel))
            if trailing != 0 { word.unicodeScalars.append(jamo(0x11A7 + trailing)) }
        }

        private static func jamo(_ value: UInt32) -> Unicode.Scalar {
            // Always in the Hangul Jamo block (U+1100–U+11FF), a valid scalar.
            Unicode.Scalar(value) ?? "\u{FFFD}"
        }
    }
}
