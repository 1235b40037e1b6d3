extension PickListSelection {
    /// The text describing the current selection, from the spec's `summary` texts (their
    /// translations for a localized list, with the items' translated titles).
    ///
    /// Which text is used: `none` when nothing is selected; `all` when every enabled item is
    /// selected and that is more than one item; `one` when one item is selected; `other`
    /// otherwise. Missing texts fall back: `all` → `other` → `{count} selected`;
    /// `one` → `{title}`; `none` → the empty string.
    ///
    /// Placeholders (``PickListSummaryFormat/Placeholder``): `{count}` (number selected),
    /// `{total}` (number of enabled items, not counting exclusive items nor those marked
    /// unavailable: what the all-row selects), `{title}` (the selected items' titles, in the
    /// order of ``selectedItems``, joined with
    /// `, `, or as the display language joins a list when the installed localizer names its
    /// language: ``PickListLocalizer/languageIdentifier``).
    public var summary: String {
        let definition = Item.definition
        let selectable = selectable(definition)
        let text = state.summaryText(selectable)
        return PickListSummaryFormat.fill(
            definition.displayedSummary(text), count: count, total: selectable.allRowMembers.count,
            titles: state.orderedMembers(definition.rules).lazy.map { definition.displayedTitle(ofOrdinal: $0) },
            listPattern: definition.policy.displayedListPattern)
    }
}
