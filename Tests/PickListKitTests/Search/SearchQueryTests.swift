import PickListTestSupport
import Testing
@testable import PickListKit

/// ``SearchQuery`` reads ASCII rows in place instead of folding them; it must answer exactly
/// as folding the row's words and matching them does.
@Suite struct SearchQueryTests {
    /// What the matcher must agree with: the row folded by ``SearchFolding/words(of:)``.
    private static func folded(_ query: SearchQuery, title: String, keywords: [String]) -> Bool {
        SearchFolding.matches(query.words, SearchFolding.words(of: [title] + keywords))
    }

    /// Titles and queries built from the characters word splitting treats differently:
    /// letters of both cases, digits, both ASCII apostrophes, separators, a control character,
    /// and (in queries, and in some titles) letters that fold to ASCII or not at all.
    @Test func randomRows_matchAsTheirFoldedWordsDo() {
        let titleAlphabet: [String] = ["a", "b", "B", "o", "O", "1", "'", "'", "`", " ", "-", ".", "\t", "_", "/"]
        let queryAlphabet = titleAlphabet + ["é", "Ö", "ß", "ж"]
        var random = SplitMix64(seed: 0x5EA2C4)
        func text(_ alphabet: [String], maxLength: Int) -> String {
            (0..<random.next(below: maxLength + 1)).map { _ in alphabet[random.next(below: alphabet.count)] }.joined()
        }
        var disagreements: [String] = []
        var matched = 0
        for round in 0..<20_000 {
            let query = SearchQuery(text(queryAlphabet, maxLength: 5))
            // One row in ten has a letter that is not ASCII: it takes the folding path.
            let title = text(round.isMultiple(of: 10) ? queryAlphabet : titleAlphabet, maxLength: 14)
            let keywords = (0..<random.next(below: 3)).map { _ in text(titleAlphabet, maxLength: 6) }
            let expected = Self.folded(query, title: title, keywords: keywords)
            if query.matches(title: title, keywords: keywords) != expected {
                disagreements.append("\(query.words) in \(title.debugDescription) \(keywords): folded says \(expected)")
            }
            if expected { matched += 1 }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.prefix(5))")
        // Both answers are common, so the comparison says something about each.
        #expect(matched > 2_000 && matched < 18_000, "\(matched) of 20 000 matched")
    }

    /// The cases word splitting documents, read in place.
    @Test(arguments: [
        ("rock'n'roll", "nro", true), ("rock'n'roll", "roll", true), ("rock'n'roll", "rockn", true),
        ("rock'n'roll", "rockr", false), ("O'Brien", "obr", true), ("O'Brien", "brie", true),
        ("St. John's", "johns", true), ("St. John's", "s", true), ("'s-Hertogenbosch", "herto", true),
        ("a''b", "ab", false), ("a''b", "b", true), ("word'", "word", true), ("America/Buenos_Aires", "aires", true),
        ("Timor-Leste", "timor leste", true), ("Timor-Leste", "imor", false), ("Big Apple", "APP BIG", true),
        ("Cote d'Ivoire", "d'ivoire", true), ("Cote d'Ivoire", "côte", true), ("Oslo", "ø", true), ("Oslo", "жo", false), ("x1", "X1", true),
    ])
    func documentedCases_matchInPlace(title: String, query: String, expected: Bool) {
        let query = SearchQuery(query)
        #expect(query.matches(title: title, keywords: []) == expected)
        #expect(Self.folded(query, title: title, keywords: []) == expected)
    }

    @Test func keywords_areSearchedInPlaceToo() {
        let query = SearchQuery("big app")
        #expect(query.matches(title: "New York", keywords: ["Big Apple", "NYC"]))
        #expect(!query.matches(title: "New York", keywords: ["Big", "NYC"]))
        #expect(query.matches(title: "Big", keywords: ["Apple"]))
    }
}
