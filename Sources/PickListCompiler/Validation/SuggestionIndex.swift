/// "Did you mean …?" over many candidates, for many lookups, with bounded work.
///
/// ``Suggestion/closest(to:among:)`` compares a word with every candidate. That is right for
/// the dozen keys of a mapping, but a `default` naming 5 000 unknown ids of a 5 000-item list
/// would make 25 million comparisons (minutes). An index normalises its candidates once, finds
/// a candidate spelt the same once normalised (`Testing`, `full_design`) by hashing, compares
/// only candidates of a similar length, and charges every comparison against ``remainingWork``.
/// When the work is spent, lookups still find normalised spellings but no longer typos: a long
/// run of unknown ids gets its suggestions for the first ones and stays linear overall.
///
/// Results agree with ``Suggestion/closest(to:among:)`` while work remains, ties included.
struct SuggestionIndex {
    /// The default work: enough for every typo of a few hundred items, and for dozens of
    /// lookups among thousands.
    static let defaultWork = 5_000_000

    private let candidates: [String]
    private let normalized: [[Unicode.Scalar]]
    /// The first candidate of each normalised spelling.
    private let exact: [String: Int]
    /// Candidate indices by normalised length, each bucket in candidate order.
    private let byLength: [Int: [Int]]
    /// The work fuzzy lookups may still do, in cells of the edit-distance table (plus a fixed
    /// charge per comparison).
    private(set) var remainingWork: Int

    init(_ candidates: some Sequence<String>, work: Int = SuggestionIndex.defaultWork) {
        self.candidates = Array(candidates)
        normalized = self.candidates.map(Suggestion.normalized)
        var exact: [String: Int] = [:]
        var byLength: [Int: [Int]] = [:]
        for (index, word) in normalized.enumerated() {
            let key = String(String.UnicodeScalarView(word))
            if exact[key] == nil { exact[key] = index }
            byLength[word.count, default: []].append(index)
        }
        self.exact = exact
        self.byLength = byLength
        remainingWork = work
    }

    /// The candidate closest to `word`, as ``Suggestion/closest(to:among:)`` finds it, while
    /// work remains; afterwards only a candidate spelt the same once normalised.
    mutating func closest(to word: String) -> String? {
        let typed = Suggestion.normalized(word)
        guard !typed.isEmpty else { return nil }
        if let index = exact[String(String.UnicodeScalarView(typed))] { return candidates[index] }
        var best: (index: Int, distance: Int)?
        // A candidate is close only within 3 edits, so only lengths within 3 can match.
        for length in Swift.max(1, typed.count - 3)...(typed.count + 3) {
            for index in byLength[length] ?? [] {
                let known = normalized[index]
                let limit = Suggestion.limit(known.count, typed.count)
                guard abs(known.count - typed.count) <= limit else { continue }
                let cost = (known.count + 1) * (typed.count + 1) + 32
                guard remainingWork >= cost else { return best.map { candidates[$0.index] } }
                remainingWork -= cost
                let distance = Suggestion.editDistance(typed, known)
                guard distance <= limit else { continue }
                if let current = best,
                   distance > current.distance || (distance == current.distance && index > current.index) {
                    continue
                }
                best = (index, distance)
            }
        }
        return best.map { candidates[$0.index] }
    }
}
