/// Case- and diacritic-insensitive word splitting for search, on the standard library alone.
///
/// Text is split into words at every scalar that is not a letter, digit or mark (apostrophes
/// inside words are dropped: `don't` → `dont`; a mark on anything but a letter or digit is
/// ignored), and each scalar of a word is folded:
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
    /// The folded words of `texts`, in order.
    static func words(of texts: [String]) -> [String] {
        var words: [String] = []
        for text in texts {
            var word = ""
            // Whether the previous scalar (diacritics and apostrophes aside) was part of a word:
            // a mark after anything else belongs to a symbol or space, not to a word.
            var inWord = false
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x61...0x7A, 0x30...0x39:  // ASCII lowercase letters and digits
                    word.unicodeScalars.append(scalar)
                    inWord = true
                case 0x41...0x5A:  // ASCII capitals
                    word.unicodeScalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value | 0x20)))
                    inWord = true
                case 0x27:  // apostrophe
                    continue
                case 0..<0x80:
                    if !word.isEmpty { words.append(word) }
                    word = ""
                    inWord = false
                default:
                    let properties = scalar.properties
                    if isDroppedMark(properties) || apostrophes.contains(scalar) { continue }
                    switch wordRole(properties) {
                    case .base:
                        appendFolding(of: scalar, properties, to: &word)
                        inWord = true
                    case .mark:
                        if inWord { appendFolding(of: scalar, properties, to: &word) }
                    case .separator:
                        if !word.isEmpty { words.append(word) }
                        word = ""
                        inWord = false
                    }
                }
            }
            if !word.isEmpty { words.append(word) }
        }
        return words
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

    /// What a scalar is to word splitting.
    private enum WordRole {
        /// A letter or digit.
        case base
        /// A combining mark: part of a word after a letter or digit, ignored after anything else.
        case mark
        /// Anything else: ends a word.
        case separator
    }

    private static func wordRole(_ properties: Unicode.Scalar.Properties) -> WordRole {
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return .mark
        default: return properties.isAlphabetic || properties.numericType != nil ? .base : .separator
        }
    }

    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{02BC}"]

    /// ``foldingPairs`` with the diacritic marks and apostrophes of each entry dropped, so an
    /// entry is appended as it is.
    private static let folding: [UInt32: String] = Dictionary(
        foldingPairs.map { key, value in
            var kept = String.UnicodeScalarView()
            for scalar in value.unicodeScalars
            where !isDroppedMark(scalar.properties) && !apostrophes.contains(scalar) {
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
