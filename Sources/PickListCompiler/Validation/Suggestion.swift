/// "Did you mean …?": the closest known word to a misspelt one.
///
/// Words are compared case-insensitively with `_` and `-` ignored (so `editMode`,
/// `edit-mode` and `Edit_Mode` all match `edit_mode` exactly), by optimal string alignment
/// distance (Levenshtein plus swapping two neighbouring characters, so `singel` is one
/// edit from `single`). A candidate is suggested only when it is close for its length.
/// For many lookups among many candidates (the ids of a long list), use ``SuggestionIndex``.
package enum Suggestion {
    /// The candidate closest to `word`, if one is close enough to be a likely typo.
    /// Ties go to the earlier candidate, so results are deterministic.
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let typed = normalized(word)
        guard !typed.isEmpty else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let known = normalized(candidate)
            let limit = limit(known.count, typed.count)
            guard abs(known.count - typed.count) <= limit else { continue }
            let distance = editDistance(typed, known)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// How many edits apart two words of these lengths may be and still be a likely typo.
    static func limit(_ knownCount: Int, _ typedCount: Int) -> Int {
        Swift.max(1, Swift.min(3, Swift.max(knownCount, typedCount) / 3))
    }

    /// `word` lowercased (ASCII letters) without `_` and `-`, as candidates are compared.
    static func normalized(_ word: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(word.unicodeScalars.count)
        for scalar in word.unicodeScalars where scalar != "_" && scalar != "-" {
            if scalar.isASCII, scalar.value >= 0x41, scalar.value <= 0x5A {
                scalars.append(Unicode.Scalar(scalar.value + 0x20)!)
            } else {
                scalars.append(scalar)
            }
        }
        return scalars
    }

    /// Optimal string alignment distance between two scalar arrays.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var previousRow = [Int](repeating: 0, count: width)
        var row = Array(0..<width)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = Swift.min(row[j] + 1, current[j - 1] + 1, row[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = Swift.min(value, previousRow[j - 2] + 1)
                }
                current[j] = value
            }
            swap(&previousRow, &row)
            swap(&row, &current)
        }
        return row[b.count]
    }
}
