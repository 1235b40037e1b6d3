extension PluralRules {
    /// The form a number takes among a text's plural forms in this language: the form of the
    /// number's category, else the `other` form; `nil` when neither is there. An empty form
    /// counts as missing.
    ///
    /// This is the one place picklist chooses a plural form: summaries (both kinds of list),
    /// `picklist preview` and any other text with a number go through it.
    ///
    /// ```swift
    /// let forms: [PluralCategory: String] = [
    ///     .one: "{count} категория", .few: "{count} категории", .many: "{count} категорий", .other: "{count} категории",
    /// ]
    /// let russian = PluralRules(localeIdentifier: "ru")
    /// russian.form(for: 21, in: forms)   // "{count} категория"
    /// russian.form(for: 3, in: forms)    // "{count} категории"
    /// russian.form(for: 5, in: forms)    // "{count} категорий"
    /// ```
    ///
    /// Choosing costs one category computation and at most two dictionary reads.
    public func form(for value: Int, in forms: [PluralCategory: String]) -> String? {
        if let form = forms[category(for: value)], !form.isEmpty { return form }
        if let form = forms[.other], !form.isEmpty { return form }
        return nil
    }
}
