extension SelectionModel {
    /// The ids of the rows shown whose shown title (the one the app set, else the row's) or
    /// keywords match `query`, in display order: every word of the query begins a word of the
    /// title or of a keyword. Words are runs of ASCII letters and digits, lowercased; an empty
    /// query (no word) finds every row shown.
    ///
    /// Deliberately naive, and for ASCII queries only: PickListKit's search also folds
    /// diacritics and joins words across apostrophes, which its own tests hold it to.
    package func search(_ query: String, keywords: (ID) -> [String] = { _ in [] }) -> [ID] {
        let queryWords = searchWords(query)
        return ids.filter { id in
            guard !isHidden(id) else { return false }
            let words = ([titles[id] ?? entry(id)!.title] + keywords(id)).flatMap(searchWords)
            return queryWords.allSatisfy { word in words.contains { $0.hasPrefix(word) } }
        }
    }
}

/// The lowercased runs of ASCII letters and digits of `text`: the model's words for search.
private func searchWords(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in text.lowercased() {
        if character.isASCII && (character.isLetter || character.isNumber) {
            current.append(character)
        } else if !current.isEmpty {
            words.append(current)
            current = ""
        }
    }
    if !current.isEmpty { words.append(current) }
    return words
}
