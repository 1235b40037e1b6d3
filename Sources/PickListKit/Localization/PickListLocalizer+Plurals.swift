extension PickListLocalizer {
    /// The text under `key` in `table` for the number `value`: the plural form `value` takes
    /// in the localizer's language, else the plain translation, else `default`.
    ///
    /// In order: ``pluralForms(forKey:table:)``'s form for `value`'s category in
    /// ``languageIdentifier``'s language (a localizer without a language: the `other` form);
    /// the `other` form; ``string(forKey:table:default:)``; and `default` (the spec's text)
    /// when that is empty. Placeholders are left for the caller to fill.
    ///
    /// ```swift
    /// localizer.string(forKey: "Tag.summary.other", table: "PickLists", default: "{count} tags", pluralFor: 5)
    /// // "{count} меток" with Russian forms
    /// ```
    ///
    /// Every text with a number reads through this (summaries use it with ``PluralRules``
    /// kept per installed localizer); nothing is cached here, so call it when the text is
    /// shown, not per tap.
    public func string(forKey key: String, table: String, default text: String, pluralFor value: Int) -> String {
        PluralText.resolve(
            value, forms: pluralForms(forKey: key, table: table),
            rules: PluralRules(localeIdentifier: languageIdentifier ?? ""),
            plain: string(forKey: key, table: table, default: text), default: text)
    }
}

/// How a text with a number is chosen from what a localizer gives: the one rule behind
/// ``PickListLocalizer/string(forKey:table:default:pluralFor:)`` and the cached summaries.
enum PluralText {
    /// The form of `forms` for `value` (nil `value`: the text has no number and no form is
    /// asked for), else `plain`, else `text` when `plain` is empty.
    static func resolve(
        _ value: Int?, forms: @autoclosure () -> [PluralCategory: String]?, rules: @autoclosure () -> PluralRules,
        plain: @autoclosure () -> String, default text: String
    ) -> String {
        if let value, let forms = forms(), let form = rules().form(for: value, in: forms) { return form }
        let translation = plain()
        return translation.isEmpty ? text : translation
    }
}
