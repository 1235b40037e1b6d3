import PickListKit

/// `searchable`: `true`, `false`, or a mapping `{in: [title, subtitle, keywords, section]}`
/// naming what search matches (PickListKit's ``PickListSearchField``).
extension SpecDocumentValidator {
    /// The fields search can match: PickListKit's, which does the matching.
    static let searchFieldNames = PickListSearchField.allCases.map(\.rawValue)

    /// What `searchable` asks for: whether the list is searchable, and the fields search
    /// matches when the spec names them (`nil`: PickListKit's defaults, titles and keywords).
    struct Search {
        var isSearchable = false
        var fields: [PickListSearchField]?
    }

    mutating func resolveSearch(_ pair: Node.Pair?) -> Search {
        guard let pair else { return Search() }
        switch switchOrMapping(pair, key: "searchable", allowed: SpecKeys.searchable, mappingKeys: "'in: [title, subtitle, keywords, section]'") {
        case nil:
            return Search()
        case .on(nil):
            return Search(isSearchable: true)
        case .on(let keys?):
            guard let inPair = keys["in"] else {
                if !misspeltKeys.contains("in") {
                    error(
                        .missingKey,
                        "missing key 'in': 'searchable' as a mapping names what search matches, e.g. 'in: [title, subtitle]'; or write 'searchable: true' for titles and keywords",
                        at: pair.value)
                }
                return Search(isSearchable: true)
            }
            return Search(isSearchable: true, fields: searchFields(inPair))
        }
    }

    /// The fields of `in:`, in PickListKit's order (each once), or `nil` when one is invalid
    /// (reported).
    private mutating func searchFields(_ pair: Node.Pair) -> [PickListSearchField]? {
        let expected = Self.alternatives(Self.searchFieldNames)
        guard let nodes = sequenceEntries(
            pair.value, missingValue: "'in' has no value; write the fields search matches, e.g. '[title, subtitle]'",
            wrongType: "'in' must be a sequence of fields (\(expected))")
        else { return nil }
        if nodes.isEmpty {
            error(
                .invalidValue,
                "'in' is empty, so search would match nothing; name a field (\(expected)), or write 'searchable: false'",
                at: pair.value)
            return nil
        }
        var fields: Set<PickListSearchField> = []
        var firstByField: [PickListSearchField: Node] = [:]
        var valid = true
        for node in nodes {
            guard let text = scalarEntry(node, entry: "each 'in' entry must be a field (\(expected))") else {
                valid = false
                continue
            }
            guard let field = PickListSearchField(rawValue: text) else {
                error(
                    .invalidValue, "unknown search field '\(text)'; expected \(expected)",
                    at: node, suggestion: Suggestion.closest(to: text, among: Self.searchFieldNames))
                valid = false
                continue
            }
            if let first = firstByField[field] {
                warning(
                    .repeatedEntry, "'in' lists '\(text)' twice",
                    at: location(node), notes: [.init("first listed here", at: location(first))])
                continue
            }
            firstByField[field] = node
            fields.insert(field)
        }
        return valid ? PickListSearchField.allCases.filter(fields.contains) : nil
    }
}
