/// A search query folded once, matched against rows whose words are not folded in advance.
///
/// Enum lists fold every item's words once and keep them; a runtime list's rows come and go,
/// so ``PickListRows/search(_:)`` would fold each row's title and keywords on every query (a
/// String per word, an array per row: about 2 µs a row). Most rows are ASCII — ids, names,
/// subjects — and for those ``matches(title:keywords:)`` reads the bytes in place: a word
/// starts at every letter or digit that follows anything else, a query word matches where the
/// row's letters, lowercased and read across joining apostrophes, begin with it. That is
/// exactly what ``SearchFolding/words(of:)`` makes of ASCII text (its words, then the parts
/// after their apostrophes), and `SearchEquivalenceTests` holds the two to each other. A row
/// with any other character is folded as before.
struct SearchQuery {
    /// The query's folded words; empty when it has no letters or digits.
    let words: [String]
    /// The words as bytes when every one is ASCII; `nil` when one is not, and so can begin no
    /// word of an ASCII row.
    private let asciiWords: [[UInt8]]?

    init(_ query: String) {
        words = SearchFolding.words(of: [query])
        asciiWords = words.allSatisfy { $0.utf8.allSatisfy(Self.isASCII) } ? words.map { Array($0.utf8) } : nil
    }

    /// Whether every query word begins a word of the title or of a keyword.
    func matches(title: String, keywords: [String]) -> Bool {
        if let ascii = asciiMatch(title: title, keywords: keywords) { return ascii }
        return SearchFolding.matches(words, SearchFolding.words(of: [title] + keywords))
    }

    /// Whether every query word begins a word of one of `texts` (a row's fields that search
    /// reads: ``PickListSearchField/texts(_:title:subtitle:keywords:section:)``).
    func matches(texts: [String]) -> Bool {
        guard texts.allSatisfy(Self.isASCII) else { return SearchFolding.matches(words, SearchFolding.words(of: texts)) }
        guard let asciiWords else { return false }
        return asciiWords.allSatisfy { word in texts.contains { Self.beginsAWord(word, in: $0) } }
    }

    /// The match read from the bytes, or `nil` when a text is not ASCII.
    private func asciiMatch(title: String, keywords: [String]) -> Bool? {
        guard Self.isASCII(title), keywords.allSatisfy(Self.isASCII) else { return nil }
        guard let asciiWords else { return false }
        return asciiWords.allSatisfy { word in
            Self.beginsAWord(word, in: title) || keywords.contains { Self.beginsAWord(word, in: $0) }
        }
    }

    private static func isASCII(_ byte: UInt8) -> Bool { byte < 0x80 }

    private static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy(isASCII) }
    }

    /// Whether the folded, non-empty ASCII `word` begins a word of the ASCII `text` (or a part
    /// of one after a joining apostrophe).
    private static func beginsAWord(_ word: [UInt8], in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            word.withUnsafeBufferPointer { word in
                var start = 0
                while start < bytes.count {
                    if isLetterOrDigit(bytes[start]), start == 0 || !isLetterOrDigit(bytes[start - 1]),
                        begins(word, bytes, at: start)
                    {
                        return true
                    }
                    start += 1
                }
                return false
            }
        }
    }

    /// Whether the word read from `start` (letters and digits lowercased, joining apostrophes
    /// skipped) begins with `word`.
    private static func begins(
        _ word: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>, at start: Int
    ) -> Bool {
        var position = start
        for expected in word {
            guard position < bytes.count else { return false }
            var byte = bytes[position]
            if isApostrophe(byte) {
                // Joins only between two letters or digits (the one before has been read).
                guard position + 1 < bytes.count, isLetterOrDigit(bytes[position + 1]) else { return false }
                position += 1
                byte = bytes[position]
            }
            guard isLetterOrDigit(byte), lowercased(byte) == expected else { return false }
            position += 1
        }
        return true
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            false
        }
    }

    /// `'` and `` ` ``, the ASCII apostrophes of ``SearchFolding/words(of:)``.
    private static func isApostrophe(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
