/// Case- and diacritic-insensitive word splitting for search, on the standard library alone.
///
/// Text is lowercased (Unicode's full lowercase mapping), diacritics are removed (combining
/// diacritical marks are dropped and precomposed Latin, Greek and Cyrillic letters fold to
/// their base letter through ``foldingPairs``), then split into words at every character that
/// is not a letter, digit or mark. Apostrophes inside words are dropped (`don't` → `dont`).
enum SearchFolding {
    /// The folded words of `texts`, in order.
    static func words(of texts: [String]) -> [String] {
        var words: [String] = []
        for text in texts {
            var word = ""
            for scalar in text.unicodeScalars {
                let properties = scalar.properties
                if properties.generalCategory == .nonspacingMark && properties.isDiacritic {
                    continue
                }
                if apostrophes.contains(scalar) {
                    continue
                }
                guard isWordScalar(properties) else {
                    if !word.isEmpty { words.append(word) }
                    word = ""
                    continue
                }
                for lowered in properties.lowercaseMapping.unicodeScalars {
                    if let folded = folding[lowered.value] {
                        word += folded
                    } else {
                        word.unicodeScalars.append(lowered)
                    }
                }
            }
            if !word.isEmpty { words.append(word) }
        }
        return words
    }

    private static func isWordScalar(_ properties: Unicode.Scalar.Properties) -> Bool {
        if properties.isAlphabetic || properties.numericType != nil { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{02BC}"]

    private static let folding: [UInt32: String] = Dictionary(
        foldingPairs.map { ($0.0, $0.1) },
        uniquingKeysWith: { first, _ in first }
    )
}
