package import PickListKit

/// One translatable text of a localized list: its key, its table, the spec's text (in the
/// development language) and a comment for translators.
///
/// `picklist strings` writes these into String Catalogs and `.strings` files, and validation
/// checks that no key stands for two texts; the keys are the runtime's own
/// (`PickListLocalizationKeys.key(for:text:)`), so what the tool writes is what an app reads.
package struct LocalizedText: Hashable, Sendable {
    /// The key, such as `Fruit.banana.title`: the app's own when the spec names one
    /// (`title_key`, …) or keys the list by its texts (`keys: text`).
    package var key: String
    /// Whether the app owns the key: the spec names it (`title_key`, …), or it is the text
    /// itself (`keys: text`). Such a key may already be in the app's tables with its
    /// translations, which `picklist strings` keeps as they are, and is never marked stale.
    package var isAppOwned: Bool
    /// The strings table (`PickLists` unless the spec's `localization` names another).
    package var table: String
    /// The text as the spec writes it.
    package var source: String
    /// What the text is, for translators: the item's `doc` when it has one.
    package var comment: String
    /// Where the text is written in the spec.
    package var location: SourceLocation
    /// The text's plural forms in the development language when the spec writes them inline
    /// (`other: {one: …, few: …, many: …, other: …}`); ``source`` is then the `other` form.
    /// `picklist strings` writes them as the source language's plural variations.
    package var forms: [PluralCategory: String]?

    /// The source language's plural forms of the text for `categories` (those the language
    /// needs): the inline form of each (else the `other` form), and every other category the
    /// spec writes; without inline forms, ``source`` for each of `categories`.
    package func sourceForms(for categories: [PluralCategory]) -> [PluralCategory: String] {
        var result = Dictionary(uniqueKeysWithValues: categories.map { ($0, forms?[$0] ?? source) })
        result.merge(forms ?? [:]) { _, written in written }
        return result
    }

    /// Whether the text holds a number (`{count}` or `{total}`), so it takes plural forms:
    /// `picklist strings` writes it as plural variations (`variations.plural` in a catalog,
    /// a `.stringsdict` entry beside `.strings`), and the runtime picks the form.
    package var isPlural: Bool {
        PickListSummaryFormat.pluralNumber(of: source, count: 0, total: 0) != nil
    }

    package init(key: String, table: String, source: String, comment: String, location: SourceLocation, isAppOwned: Bool = false) {
        self.key = key
        self.isAppOwned = isAppOwned
        self.table = table
        self.source = source
        self.comment = comment
        self.location = location
    }
}
