/// The texts a list shows: its spec's texts, or for a localized list with a localizer
/// installed, their translations (see ``PickListLocalizer``).
///
/// The stored properties of a definition (``title``, ``items``, ``allRow``, ``summary``) hold
/// the spec's texts, in the development language; these members are what ``PickList``,
/// ``PickListRow`` and ``PickListSelection`` display.
extension PickListDefinition {
    /// The list's title as displayed.
    public var displayedTitle: String {
        localizedTexts?.listTitle(default: title) ?? title
    }

    /// The displayed sections, their titles as displayed.
    public var displayedSections: [PickListSection<Item>] {
        localizedTexts?.sections(sections) ?? sections
    }

    /// An item's title as displayed.
    public func displayedTitle(of item: Item) -> String {
        displayedTitle(ofOrdinal: ordinal(of: item))
    }

    /// An item's subtitle as displayed, or `nil` when it has none.
    public func displayedSubtitle(of item: Item) -> String? {
        let ordinal = ordinal(of: item)
        let subtitle = items[ordinal].subtitle
        return localizedTexts?.itemSubtitle(ordinal: ordinal, id: ids[ordinal], default: subtitle) ?? subtitle
    }

    /// The all-row's title as displayed (`All` for a list without an all-row).
    public var displayedAllRowTitle: String {
        let title = (allRow ?? PickListAllRow()).title
        return localizedTexts?.allRowTitle(default: title) ?? title
    }

    /// A summary text as displayed, fallbacks applied (see ``PickListSummaryFormat/text(_:)``),
    /// its placeholders not yet replaced.
    public func displayedSummary(_ text: PickListSummaryFormat.Text) -> String {
        let format = summary.text(text)
        return localizedTexts?.summary(text, default: format) ?? format
    }

    /// A summary text for `count` selected of `total`, translated and in the plural form
    /// the number needs (placeholders not yet replaced).
    func displayedSummary(_ text: PickListSummaryFormat.Text, count: Int, total: Int) -> String {
        let format = summary.text(text)
        let shown = localizedTexts?.summary(text, default: format, count: count, total: total) ?? format
        return policy.writtenForm(text, count: count, total: total, shown: shown)
    }

    func displayedTitle(ofOrdinal ordinal: Int) -> String {
        let title = items[ordinal].title
        return localizedTexts?.itemTitle(ordinal: ordinal, id: ids[ordinal], default: title) ?? title
    }
}
