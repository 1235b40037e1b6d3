import PickListCompiler
package import PickListKit

/// The texts `picklist preview` shows for a localized list: translations by key, as the
/// installed localizer gives them to an app, or none (the spec's own texts).
///
/// Keys are the runtime's (``PickListLocalizationKeys``); a key without a translation shows the
/// spec's text, as `BundleLocalizer` falls back to its default. A list without `localization`
/// is never translated, whatever the texts hold.
package struct PreviewTexts: Hashable, Sendable {
    /// The language shown (`de`), or `nil` for the spec's own texts.
    package var language: String?
    /// Translations by table, then key.
    package var tables: [String: [String: String]]
    /// Plural forms by table, then key: a catalog's `variations.plural`, a `.stringsdict`'s
    /// entries.
    package var plurals: [String: [String: [PluralCategory: String]]]

    /// The spec's own texts: nothing translated.
    package static let untranslated = PreviewTexts(language: nil, tables: [:])

    /// Translations into `language`, by table name and key, with plural forms by table and key.
    package init(language: String?, tables: [String: [String: String]], plurals: [String: [String: [PluralCategory: String]]] = [:]) {
        self.language = language
        self.tables = tables
        self.plurals = plurals
    }

    /// These texts as the localizer an app would install, for PickListKit's own reading of
    /// the summary (plural form, list pattern); `nil` for the spec's own texts.
    package var localizer: (any PickListLocalizer)? {
        language.map { PreviewLocalizer(texts: self, languageIdentifier: $0) }
    }

    /// The text under `key` in `table`, or `text` when there is no (non-empty) translation.
    package func text(_ text: String, key: String, table: String) -> String {
        guard let translation = tables[table]?[key], !translation.isEmpty else { return text }
        return translation
    }

    /// The text of a localized list whose stable key is `key(keys)`, under the key the app
    /// reads it by (its own `title_key`…, or the text under `keys: text`); `text` itself for
    /// a list that is not localized (`keys == nil`).
    package func text(_ text: String, keys: PickListLocalizationKeys?, _ key: (PickListLocalizationKeys) -> String) -> String {
        guard let keys else { return text }
        return self.text(text, key: keys.key(for: key(keys), text: text), table: keys.table)
    }
}
