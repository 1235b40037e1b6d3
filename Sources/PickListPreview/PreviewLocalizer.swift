import PickListKit

/// `picklist preview`'s translations as a ``PickListLocalizer``: what the session installs
/// (scoped, with `PickListLocalization.withLocalizer`) while PickListKit reads a summary, so
/// the plural form and the list pattern of `{title}` are chosen by the runtime's own code,
/// exactly as in an app with `BundleLocalizer` over the same files.
struct PreviewLocalizer: PickListLocalizer {
    let texts: PreviewTexts
    let languageIdentifier: String?

    func string(forKey key: String, table: String, default text: String) -> String {
        texts.text(text, key: key, table: table)
    }

    func pluralForms(forKey key: String, table: String) -> [PluralCategory: String]? {
        texts.plurals[table]?[key]
    }
}
