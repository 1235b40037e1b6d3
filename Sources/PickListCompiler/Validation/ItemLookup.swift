/// The items of a list by id, former id and title, for the keys that name items (`subsets`);
/// the title and suggestion tables are built on the first unknown id.
struct ItemLookup {
    private let items: [SpecDocumentValidator.ParsedItem]
    private var byID: [String: Int] = [:]
    /// Each former id (`renamed_from`) with the id it became.
    private(set) var renamed: [String: String] = [:]
    private var byTitle: [String: String]?
    private var suggestions: SuggestionIndex?

    init(_ items: [SpecDocumentValidator.ParsedItem]) {
        self.items = items
        for (index, parsed) in items.enumerated() {
            guard let id = parsed.id else { continue }
            if byID[id] == nil { byID[id] = index }
            for old in parsed.renamedNodes.compactMap(\.scalarText) where renamed[old] == nil {
                renamed[old] = id
            }
        }
    }

    /// The index of the item with `id`.
    func index(of id: String) -> Int? { byID[id] }

    /// The id of the first item titled `title`.
    mutating func id(ofTitle title: String) -> String? {
        if byTitle == nil {
            var ids: [String: String] = [:]
            for parsed in items {
                if let title = parsed.title, let id = parsed.id, ids[title] == nil { ids[title] = id }
            }
            byTitle = ids
        }
        return byTitle?[title]
    }

    /// The id closest to `id`, for "did you mean".
    mutating func closest(to id: String) -> String? {
        if suggestions == nil { suggestions = SuggestionIndex(items.lazy.compactMap(\.id)) }
        return suggestions?.closest(to: id)
    }
}
