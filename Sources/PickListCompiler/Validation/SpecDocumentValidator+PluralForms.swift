import PickListKit

/// Texts that may give their plural forms inline, in the language the spec is written in:
/// `other: {one: "{count} категория", few: "{count} категории", many: "{count} категорий",
/// other: "{count} категории"}` instead of one string.
extension SpecDocumentValidator {
    /// The CLDR categories a form may be written under, in CLDR's order.
    static let pluralCategoryNames = PluralCategory.allCases.map(\.rawValue)

    /// The text of `pair` (`key` in `context`, such as `summary 'other'`) and its inline forms:
    /// a string is the text, without forms; a mapping of CLDR categories gives the forms, and
    /// its `other` form is the text. An unknown category (with the closest one as a
    /// suggestion), a mapping without `other` and a form that is not a string are errors; a
    /// category that `language` (`en` when `nil`) needs but the mapping lacks is a warning.
    /// Each form's placeholders are checked against `placeholders`.
    mutating func textWithForms(
        _ pair: Node.Pair, key: String, in context: String, placeholders: [String], language: String?
    ) -> (text: String, forms: [PluralCategory: String]?)? {
        guard case .mapping(let pairs) = pair.value.content else {
            guard let text = string(pair, key: key) else { return nil }
            checkPlaceholders(text, allowed: placeholders, in: context, at: pair.value)
            return (text, nil)
        }
        checkTag(pair.value, readAs: .mapping)
        let entries = knownEntries(of: pairs, allowed: Self.pluralCategoryNames, in: "the plural forms of \(context)")
        var forms: [PluralCategory: String] = [:]
        var isComplete = true
        for category in PluralCategory.allCases {
            guard let entry = entries[category.rawValue] else { continue }
            guard let form = string(entry, key: category.rawValue) else {
                isComplete = false
                continue
            }
            checkPlaceholders(form, allowed: placeholders, in: "the '\(category.rawValue)' form of \(context)", at: entry.value)
            forms[category] = form
        }
        guard let other = forms[.other] else {
            // A misspelt `other` is reported as such, with the right spelling.
            if entries["other"] == nil, !misspeltKeys.contains("other") {
                error(
                    .missingKey,
                    "the plural forms of \(context) have no 'other' form; write 'other:', the form for every number no other category takes",
                    at: pair.value)
            }
            return nil
        }
        guard isComplete else { return nil }
        let language = language ?? "en"
        let missing = PluralRules(localeIdentifier: language).categories.filter { forms[$0] == nil }
        if !missing.isEmpty {
            let names = missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            warning(
                .missingPluralForm,
                "the plural forms of \(context) lack \(names), which language '\(language)' needs; such numbers take the 'other' form",
                at: location(pair.value), suggestion: nil)
        }
        return (other, forms)
    }
}
