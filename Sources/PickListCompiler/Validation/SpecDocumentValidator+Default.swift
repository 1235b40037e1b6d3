/// `default`: its shape per selection mode, every id resolved against the items (with
/// suggestions for typos, titles written instead of ids, and renamed ids), and its size
/// checked against `min`/`max`.
extension SpecDocumentValidator {
    /// The `default` selection. `allIDsKnown` is `false` while an item's id could not be read:
    /// an id no item has may then be that item's, so it is not reported as unknown.
    /// `runtimeRows` is the `rows: runtime` entry of a list whose rows the app supplies, whose
    /// `default` can only be `all` (``resolveRuntimeDefault(_:selection:editMode:rowsPair:)``).
    mutating func resolveDefault(
        _ pair: Node.Pair?, selection: Spec.SelectionMode?, items: [ParsedItem], allIDsKnown: Bool,
        editMode: Bool, min: Int?, max: Int?, enabledCount: Int?, runtimeRows: Node.Pair? = nil
    ) -> Spec.Default {
        guard let pair else { return .none }
        if isUnresolved(pair.value) { return .none }
        if let runtimeRows {
            return resolveRuntimeDefault(pair, selection: selection, editMode: editMode, rowsPair: runtimeRows)
        }
        guard let selection else {
            // The mode is unknown (a missing or misspelt `selection`, reported there), so the
            // shape cannot be judged; the ids still can, so one run reports every problem.
            switch pair.value.content {
            case .scalar(let text, let isPlain) where isPlain && (text.isEmpty || text == "all"):
                break
            case .scalar:
                _ = resolveIDs([pair.value], items: items, allIDsKnown: allIDsKnown)
            case .sequence(let nodes):
                _ = resolveIDs(nodes, items: items, allIDsKnown: allIDsKnown)
            case .mapping, .unresolvedAlias:
                break
            }
            return .none
        }
        if editMode {
            error(
                .defaultInEditMode,
                "a list with 'edit_mode' starts with nothing selected (selection happens only while editing); remove 'default'",
                at: pair.key)
            return .none
        }
        var entries: [Node] = []
        switch (selection, pair.value.content) {
        case (_, .scalar(let text, let isPlain)):
            if text.isEmpty, isPlain {
                error(.missingValue, "'default' has no value; write an item id or remove 'default'", at: pair.value)
                return .none
            }
            if selection == .multiple {
                if text == "all", isPlain {
                    checkTag(pair.value, readAs: .string)
                    if let max, let enabledCount, max < enabledCount {
                        error(
                            .bounds,
                            "'default: all' selects \(enabledCount) items, more than 'max' (\(max))",
                            at: pair.value)
                    }
                    return .all
                }
                error(
                    .wrongType,
                    "a multiple list's 'default' is a sequence of ids or 'all'; write '[\(text)]'",
                    at: pair.value, suggestion: "[\(text)]")
                return .none
            }
            if text == "all", isPlain, !items.contains(where: { $0.id == "all" }) {
                error(
                    .wrongMode,
                    "'default: all' applies only to multiple lists; a single list's default is one item id",
                    at: pair.value)
                return .none
            }
            entries = [pair.value]
        case (.single, .sequence(let nodes)):
            let fix = nodes.count == 1 ? (nodes[0].scalarText).map { "; write 'default: \($0)'" } ?? "" : ""
            error(
                .wrongType,
                "a single list's 'default' is one item id, not a sequence\(fix)",
                at: pair.value, suggestion: nodes.count == 1 ? nodes[0].scalarText : nil)
            return .none
        case (.multiple, .sequence(let nodes)):
            checkTag(pair.value, readAs: .sequence)
            // `default: []` selects nothing, as no `default` does: the same rules apply
            // (starting below `min` is allowed; taps move the selection up to it).
            if nodes.isEmpty { return .none }
            entries = nodes
        case (_, .unresolvedAlias):
            return .none
        case (_, .mapping):
            error(
                .wrongType,
                selection == .single
                    ? "'default' must be one item id, not a mapping"
                    : "'default' must be a sequence of item ids or 'all', not a mapping",
                at: pair.value)
            return .none
        }

        guard let ids = resolveIDs(entries, items: items, allIDsKnown: allIDsKnown) else { return .none }
        if selection == .multiple {
            if let min, ids.count < min {
                error(.bounds, "'default' selects \(ids.count) item\(ids.count == 1 ? "" : "s"), fewer than 'min' (\(min))", at: pair.value)
            }
            if let max, ids.count > max {
                error(.bounds, "'default' selects \(ids.count) items, more than 'max' (\(max))", at: pair.value)
            }
        }
        return ids.isEmpty ? .none : .items(ids)
    }

    /// The ids of `default` entries, in the order written, or `nil` when one is not an
    /// enabled item's id (each such entry reported: unknown, renamed, a title, repeated, disabled).
    private mutating func resolveIDs(_ entries: [Node], items: [ParsedItem], allIDsKnown: Bool) -> [String]? {
        var lookup = ItemLookup(items)
        var ids: [String] = []
        var seen: [String: Node] = [:]
        var valid = true
        for entry in entries {
            guard let id = scalarEntry(entry, entry: "each 'default' entry must be an item id") else {
                valid = false
                continue
            }
            guard let targetIndex = lookup.index(of: id) else {
                valid = false
                guard !items.isEmpty else { continue }
                if let newID = lookup.renamed[id] {
                    error(
                        .unknownDefault,
                        "'default' names '\(id)', which was renamed to '\(newID)'",
                        at: entry, suggestion: newID)
                } else {
                    let titleMatch = lookup.id(ofTitle: id)
                    let suggestion = titleMatch ?? lookup.closest(to: id)
                    // While an item's id could not be read, an id no item has may be that
                    // item's: report it only when it is evidently meant as another item's.
                    guard allIDsKnown || suggestion != nil else { continue }
                    error(
                        .unknownDefault,
                        "'default' names '\(id)', but no item has that id"
                            + (titleMatch != nil ? " ('default' takes ids, not titles)" : ""),
                        at: entry, suggestion: suggestion)
                }
                continue
            }
            if let first = seen[id] {
                error(
                    .duplicateDefault,
                    "'default' lists '\(id)' twice",
                    at: entry, notes: [.init("first listed here", at: location(first))])
                valid = false
                continue
            }
            seen[id] = entry
            if items[targetIndex].isEnabled == false {
                error(
                    .disabledDefault,
                    "'default' names '\(id)', which is disabled ('enabled: false') and can never be selected",
                    at: entry, notes: [.init("'\(id)' is defined here", at: items[targetIndex].idLocation)])
                valid = false
                continue
            }
            ids.append(id)
        }
        return valid ? ids : nil
    }
}
