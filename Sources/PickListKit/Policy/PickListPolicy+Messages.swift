/// What a person reads or hears about a list besides its titles: why a tap was refused
/// (``PickListMessages``) and each row's accessibility value (``PickListAccessibilityText``),
/// as displayed (translated for a localized list). Both kinds of list read them here, so an
/// enum list and a runtime list say the same thing in the same case.
///
/// They are read only when asked for: a tap never computes a text.
extension PickListPolicy {
    /// A refusal text as displayed: the spec's or PickListKit's default, translated under
    /// `<Name>.message.<text>` for a localized list; its placeholders not yet replaced.
    public func displayedMessage(_ text: PickListMessages.Text) -> String {
        translated(messages.text(text)) { $0.message(text) }
    }

    /// An accessibility text as displayed: PickListKit's default, translated under
    /// `<Name>.accessibility.<text>` for a localized list; its placeholders not yet replaced.
    /// With `pluralFor`, the translation takes the plural form that number needs ("3 из 5
    /// выбраны", "1 из 5 выбран").
    public func displayedAccessibilityText(_ text: PickListAccessibilityText, pluralFor value: Int? = nil) -> String {
        translated(text.defaultText, pluralFor: value) { $0.accessibility(text) }
    }

    /// The text saying why a tap on a row was refused, placeholders filled (`{title}` by
    /// `title`, read only when the text asks for it); `nil` for ``PickListRejection/noSuchRow``.
    func message(for rejection: PickListRejection, title: () -> String) -> String? {
        guard let text = PickListMessages.Text(rejection) else { return nil }
        return PickListMessages.fill(displayedMessage(text), minimum: minimum, maximum: maximum, title: title)
    }

    /// A row's accessibility value (see ``PickListAccessibilityText``): ``PickListAccessibilityText/unavailable``
    /// for a disabled row, ``PickListAccessibilityText/someSelected`` for an all-row with some
    /// rows selected (`count` of `total`), otherwise empty.
    func accessibilityValue(isAllRow: Bool, isEnabled: Bool, allState: PickListAllState, count: Int, total: Int) -> String {
        if isAllRow {
            guard allRow != nil, allState == .some else { return "" }
            // The plural form follows the number the default text counts by, as a summary's does.
            let number = PickListSummaryFormat.pluralNumber(
                of: PickListAccessibilityText.someSelected.defaultText, count: count, total: total)
            return PickListSummaryFormat.fill(
                displayedAccessibilityText(.someSelected, pluralFor: number), count: count, total: total,
                titles: EmptyCollection())
        }
        return isEnabled ? "" : displayedAccessibilityText(.unavailable)
    }
}
