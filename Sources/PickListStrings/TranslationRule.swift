import PickListCompiler

/// Rule ids of `picklist strings` and of `picklist lint` run on String Catalogs and
/// `.strings` files.
///
/// Stable strings, like ``LoadingRule`` and ``GenerationRule``: printed in brackets after
/// each message and in JSON and GitHub output, so scripts may match on them.
package enum TranslationRule: String, DiagnosticRule {
    /// A `.xcstrings` file that is not JSON, or not shaped like a String Catalog; located at
    /// the offending character or value. The catalog is not written.
    case invalidCatalog = "invalid-catalog"
    /// A `.strings` file that is not UTF-8 or UTF-16 text, or not in the strings format
    /// (`"key" = "value";`); located at the offending character.
    case invalidStringsFile = "invalid-strings-file"
    /// A `.strings` file linted outside a `<language>.lproj` folder, or whose table has no
    /// file in the source language's folder to compare with.
    case stringsLayout = "strings-layout"
    /// `picklist strings`: no list of the run is localized, or none uses the catalog's table.
    case noLocalizedLists = "no-localized-lists"
    /// (warning) A translation that drops or adds a `{count}`, `{total}` or `{title}`
    /// placeholder of its source text; located at the translation's value.
    case placeholderMismatch = "placeholder-mismatch"
    /// (warning) A key with no translation in one or more of the languages the catalog (or
    /// the table's `.lproj` folders) has; one per key, located at the key.
    case missingTranslation = "missing-translation"
    /// (warning) Plural forms that do not fit the language: a category the language needs is
    /// missing (Russian without `few`), there is no `other`, or a category name CLDR does not
    /// have (`dozen`); located at the plural variations (or the unknown category's key).
    case pluralForms = "plural-forms"

}
