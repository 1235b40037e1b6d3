/// `action: true` (a row that chooses nothing: "Custom…", "Add Sound…") and
/// `selectable: false` (a row only the app selects) on items.
extension SpecDocumentValidator {
    /// Reports an action item that also says what an action row cannot be (`action-item`):
    /// exclusive, with a `value` or `value_aliases`, or `selectable` (it is never selected at
    /// all); and a list in which no tap could select anything (`nothing-selectable`): every
    /// item an action row or `selectable: false`. A mixed list (`isMixed`) is never
    /// `nothing-selectable`: the app's rows are its choices ("Add Another Search Engine…"
    /// under the app's engines).
    mutating func checkActionRows(_ items: [ParsedItem], root: Node, isMixed: Bool) {
        for item in items where item.isAction {
            for (pair, message) in [
                (item.exclusivePair, "an action row chooses nothing, so it cannot be 'exclusive' (which deselects the other items when chosen); remove 'exclusive' or 'action'"),
                (item.selectablePair, "an action row is never selected, by a tap nor by the app, so 'selectable' says nothing about it; remove 'selectable' or 'action'"),
                (item.valuePair, "an action row chooses nothing, so it has no 'value'; remove 'value' or 'action'"),
                (item.aliasesPair, "an action row chooses nothing, so it has no 'value_aliases'; remove 'value_aliases' or 'action'"),
            ] {
                guard let pair else { continue }
                error(.actionItem, message, at: pair.key, notes: item.actionNote(self))
            }
        }
        guard !isMixed, items.count > 0, items.allSatisfy({ $0.id != nil || $0.title != nil }) else { return }
        let tappable = items.filter { !$0.isAction && $0.isSelectable && $0.isEnabled != false }
        guard tappable.isEmpty, items.contains(where: { $0.isAction || !$0.isSelectable }) else { return }
        let message = items.allSatisfy(\.isAction)
            ? "every item is an action row ('action: true'), so the list has nothing to choose; make at least one item a row that can be chosen"
            : "no tap can select any item: each is an action row ('action: true'), only the app selects it ('selectable: false'), or it is disabled; let at least one item be selected by a tap"
        error(.nothingSelectable, message, at: root)
    }

    /// Reports a `default` naming an action item (`action-item`): nothing selects an action
    /// row, so the list could never start with it.
    mutating func checkActionDefault(_ defaultSelection: Spec.Default, pair: Node.Pair?, items: [ParsedItem]) {
        guard case .items(let ids) = defaultSelection, let pair else { return }
        for item in items where item.isAction {
            guard let id = item.id, ids.contains(id) else { continue }
            error(
                .actionItem,
                "'default' names '\(id)', an action row ('action: true'): it chooses nothing, so nothing selects it; leave '\(id)' out of 'default'",
                at: pair.value, notes: item.actionNote(self))
        }
    }

    /// The number of enabled items a tap or the app may select (action rows left out), and of
    /// those the all-row selects (exclusive items and those only the app selects left out
    /// too), from `enabledCount` (every enabled item).
    func selectableCounts(_ items: [ParsedItem], enabledCount: Int?) -> (enabled: Int?, allRow: Int?) {
        let enabled = enabledCount.map { $0 - items.count(where: { $0.isAction && $0.isEnabled == true }) }
        let allRow = enabled.map { count in
            count - items.count(where: { !$0.isAction && ($0.isExclusive || !$0.isSelectable) && $0.isEnabled == true })
        }
        return (enabled, allRow)
    }
}

extension SpecDocumentValidator.ParsedItem {
    /// A note pointing at the item's `action: true`.
    func actionNote(_ validator: SpecDocumentValidator) -> [Diagnostic.Note] {
        guard let actionPair else { return [] }
        return [Diagnostic.Note("'\(id ?? title ?? "the item")' is an action row here", at: validator.location(actionPair.key))]
    }
}
