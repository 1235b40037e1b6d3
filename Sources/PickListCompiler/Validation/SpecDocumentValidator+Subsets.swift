/// `subsets`: named subsets of the items (`poll: [fiveMinutes, oneHour]`), so one Swift type
/// serves several screens, each showing one subset (`X.Selection(subset: .poll)`).
extension SpecDocumentValidator {
    /// Names a subset cannot take: `PickListSubset`'s own members, which the generated static
    /// member of that name would hide or clash with.
    static let subsetMemberNames: Set<String> = ["name", "items", "init", "self", "Self", "Type", "Protocol"]

    /// The subsets as written, or `[]` when there are none or one is invalid (reported).
    /// `min`: the list's `min`, which each subset's enabled items must reach.
    mutating func resolveSubsets(
        _ pair: Node.Pair?, items: [ParsedItem], allIDsKnown: Bool, min: Int?, runtimeRows: Node.Pair?
    ) -> [Spec.Subset] {
        guard let pair else { return [] }
        if isUnresolved(pair.value) { return [] }
        if let runtimeRows {
            error(
                .invalidSubset,
                "'subsets' names items, but the app supplies the rows of a 'rows: runtime' list; remove 'subsets' (the app shows the rows a screen needs)",
                at: pair.key, notes: [.init("'rows: runtime' is here", at: location(runtimeRows.key))])
            return []
        }
        guard case .mapping(let pairs) = pair.value.content else {
            if case .scalar("", isPlain: true) = pair.value.content {
                error(.missingValue, "'subsets' has no value; write each subset as 'name: [id, id]' under it", at: pair.value)
            } else {
                error(
                    .wrongType,
                    "'subsets' must be a mapping of subset names to item ids ('poll: [fiveMinutes, oneHour]'), not \(Self.describe(pair.value))",
                    at: pair.value)
            }
            return []
        }
        checkTag(pair.value, readAs: .mapping)
        if pairs.isEmpty {
            error(.invalidSubset, "'subsets' is empty; name at least one subset ('poll: [fiveMinutes, oneHour]'), or remove 'subsets'", at: pair.value)
            return []
        }
        var lookup = ItemLookup(items)
        var subsets: [Spec.Subset] = []
        var valid = true
        for subsetPair in pairs {
            guard let name = subsetName(subsetPair.key),
                  let ids = subsetIDs(subsetPair, name: name, items: items, lookup: &lookup, allIDsKnown: allIDsKnown)
            else {
                valid = false
                continue
            }
            if allIDsKnown {
                let enabled = ids.count { lookup.index(of: $0).map { items[$0].isEnabled == true } ?? false }
                if let min, enabled < min {
                    error(
                        .bounds,
                        "the subset '\(name)' has \(enabled) enabled item\(enabled == 1 ? "" : "s"), fewer than 'min' (\(min)), so a selection showing it could never be valid; add items to it, or lower 'min'",
                        at: subsetPair.key)
                    valid = false
                    continue
                }
                if enabled == 0 {
                    warning(
                        .allDisabled,
                        "every item of the subset '\(name)' is disabled ('enabled: false'), so nothing can be selected on a screen showing it",
                        at: location(subsetPair.key))
                }
            }
            subsets.append(Spec.Subset(name: name, ids: ids, location: location(subsetPair.key)))
        }
        return valid ? subsets : []
    }

    /// A subset's name: a Swift identifier (it is a static member, `.poll`), or `nil` (reported).
    private mutating func subsetName(_ node: Node) -> String? {
        if isUnresolved(node) { return nil }
        guard let name = node.scalarText else {
            error(.wrongType, "a subset's name must be a word such as 'poll', not \(Self.describe(node))", at: node)
            return nil
        }
        let derived = IdentifierDerivation.id(fromTitle: name)
        let problem: String? = if !IdentifierDerivation.isValidID(name) || name == "_" {
            "may contain only letters, digits and underscores"
        } else if IdentifierDerivation.startsWithDigit(name) {
            "cannot start with a digit"
        } else if SwiftKeywords.needingBackticks.contains(name) || Self.subsetMemberNames.contains(name) {
            "is a name Swift or the subset type already uses"
        } else {
            nil
        }
        guard let problem else { return name }
        var suggestion = derived.flatMap { $0 == name || !IdentifierDerivation.isValidID($0) ? nil : $0 }
        if suggestion.map({ IdentifierDerivation.startsWithDigit($0) || SwiftKeywords.needingBackticks.contains($0) || Self.subsetMemberNames.contains($0) }) ?? true {
            suggestion = IdentifierDerivation.isValidID(name) && !IdentifierDerivation.startsWithDigit(name) ? name + "Items" : nil
        }
        error(
            .invalidSubset,
            "invalid subset name '\(name)': it names a Swift member ('.\(name)' in 'Selection(subset:)'), so it \(problem)",
            at: node, suggestion: suggestion)
        return nil
    }

    /// The ids of one subset in the order written (each once), or `nil` when one is invalid
    /// (reported).
    private mutating func subsetIDs(
        _ pair: Node.Pair, name: String, items: [ParsedItem], lookup: inout ItemLookup, allIDsKnown: Bool
    ) -> [String]? {
        guard let nodes = sequenceEntries(
            pair.value, missingValue: "the subset '\(name)' has no value; list its items' ids: '\(name): [id, id]'",
            wrongType: "the subset '\(name)' must be a sequence of item ids")
        else { return nil }
        if nodes.isEmpty {
            error(
                .invalidSubset,
                "the subset '\(name)' is empty, so a screen showing it would have no rows; list its items' ids, or remove it",
                at: pair.value)
            return nil
        }
        var ids: [String] = []
        var seen: [String: Node] = [:]
        var valid = true
        for node in nodes {
            guard let id = scalarEntry(node, entry: "each entry of the subset '\(name)' must be an item id") else {
                valid = false
                continue
            }
            guard lookup.index(of: id) != nil else {
                valid = false
                guard !items.isEmpty else { continue }
                if let newID = lookup.renamed[id] {
                    error(.unknownSubsetItem, "the subset '\(name)' names '\(id)', which was renamed to '\(newID)'", at: node, suggestion: newID)
                    continue
                }
                let titleMatch = lookup.id(ofTitle: id)
                let suggestion = titleMatch ?? lookup.closest(to: id)
                guard allIDsKnown || suggestion != nil else { continue }
                error(
                    .unknownSubsetItem,
                    "the subset '\(name)' names '\(id)', but no item has that id" + (titleMatch != nil ? " (a subset lists ids, not titles)" : ""),
                    at: node, suggestion: suggestion)
                continue
            }
            if let first = seen[id] {
                warning(
                    .repeatedEntry, "the subset '\(name)' lists '\(id)' twice",
                    at: location(node), notes: [.init("first listed here", at: location(first))])
                continue
            }
            seen[id] = node
            ids.append(id)
        }
        return valid ? ids : nil
    }
}
