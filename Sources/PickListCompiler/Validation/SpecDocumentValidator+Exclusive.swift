/// `exclusive: true` on items: a "None of these" row of a multiple list.
extension SpecDocumentValidator {
    /// Reports `exclusive` on the items of a single list (`wrong-mode`): one item is all a
    /// single list ever holds, so every item already is exclusive.
    mutating func checkExclusive(_ items: [ParsedItem], selection: Spec.SelectionMode?) {
        guard selection == .single else { return }
        for item in items {
            guard let pair = item.exclusivePair else { continue }
            error(
                .wrongMode,
                "'exclusive' applies only to multiple lists: a single list holds one item, so every item already deselects the others; remove 'exclusive' or use 'selection: multiple'",
                at: pair.key)
        }
    }

    /// Reports a `default` that selects an exclusive item together with another item
    /// (`exclusive-default`): selecting the exclusive item deselects every other, so the list
    /// could never hold that selection.
    mutating func checkExclusiveDefault(_ defaultSelection: Spec.Default, pair: Node.Pair?, items: [ParsedItem]) {
        guard case .items(let ids) = defaultSelection, ids.count > 1, let pair else { return }
        let exclusive = items.filter(\.isExclusive)
        guard let first = exclusive.first(where: { item in item.id.map(ids.contains) ?? false }), let id = first.id else {
            return
        }
        let others = ids.filter { $0 != id }
        error(
            .exclusiveDefault,
            "'default' selects the exclusive item '\(id)' together with \(others.map { "'\($0)'" }.joined(separator: ", ")): selecting '\(id)' deselects every other item; write 'default: [\(id)]' or leave '\(id)' out",
            at: pair.value, notes: [Diagnostic.Note("'\(id)' is exclusive here", at: first.exclusivePair.map { location($0.key) } ?? first.location)],
            suggestion: "[\(others.joined(separator: ", "))]")
    }
}
