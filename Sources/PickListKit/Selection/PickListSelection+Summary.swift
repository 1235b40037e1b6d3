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
    /// `{total}` (number of enabled items, not counting exclusive items, action items nor
    /// those marked unavailable: what the all-row selects, and the items only the app selects),
    /// `{title}` (the selected items' titles, in the
    /// order of ``selectedItems``, joined as the display language joins a list: the installed
    /// localizer's language (``PickListLocalizer/languageIdentifier``) for a localized list,
    /// else the language the spec is written in, ``PickListPolicy/language``: "Ada, Bob, and
    /// Cy" in English).
    ///
    /// Plural forms: when the localizer gives the text's forms
    /// (``PickListLocalizer/pluralForms(forKey:table:)``), the form the number takes in its
    /// language is used — the number is `{count}` if the spec's text has it, else `{total}`.
    /// A missing category reads as `other`, no usable form as the plain translation, an empty
    /// translation as the spec's text.
    public var summary: String {
        let definition = Item.definition
        let selectable = selectable(definition)
        let text = state.summaryText(selectable)
        let count = count
        let total = selectable.total
        return PickListSummaryFormat.fill(
            definition.displayedSummary(text, count: count, total: total), count: count, total: total,
            titles: state.orderedMembers(definition.rules).lazy.map { runtime?.value.titles[$0] ?? definition.displayedTitle(ofOrdinal: $0) },
            listPattern: definition.policy.displayedListPattern)
    }
}
