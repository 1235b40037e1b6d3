package import PickListCompiler
import PickListKit
import PickListStrings
import PickListSupport

/// Where `picklist preview --localization LANG` reads translations: a String Catalog, or a
/// folder of `<language>.lproj/<table>.strings` files, the files `picklist strings` writes.
package enum PreviewTranslationSource: Hashable, Sendable {
    /// `--catalog FILE.xcstrings`: one table, named by the file.
    case catalog(String)
    /// `--strings DIR`: `DIR/<language>.lproj/<table>.strings`.
    case stringsFolder(String)
}

/// Reads the translations a localized list shows in one language.
///
/// The texts are those an app's `BundleLocalizer` would find: from a catalog, each key's
/// `stringUnit` in the language (a plural or device variation's first one when the key has
/// no plain unit; a translation marked for review still shows, as in a build) and its
/// `variations.plural` forms; from a `.strings` file, its values, and the plural forms of the
/// `.stringsdict` beside it. Keys without a translation show the spec's text.
package enum PreviewTranslations {
    /// The texts of `list` in `language` from `source`, or diagnostics saying why not: the
    /// file cannot be read, holds another table, or has no such language. A list that is not
    /// localized gets a warning and its own texts.
    package static func load(
        language: String, from source: PreviewTranslationSource, for list: Spec
    ) -> (texts: PreviewTexts, diagnostics: [Diagnostic], sources: [String: String]) {
        guard let keys = list.localizationKeys else {
            return (.untranslated, [.warning(
                PreviewRule.previewOption,
                "the list '\(list.name)' is not localized (its spec has no 'localization' key), so it shows its own texts in every language",
                at: list.location)], [:])
        }
        switch source {
        case .catalog(let path):
            return fromCatalog(path, language: language, table: keys.table)
        case .stringsFolder(let folder):
            return fromStringsFolder(folder, language: language, table: keys.table)
        }
    }

    private static func fromCatalog(_ path: String, language: String, table: String) -> (PreviewTexts, [Diagnostic], [String: String]) {
        let bytes: [UInt8]
        switch FileReader.read(path) {
        case .success(let read):
            bytes = read
        case .failure(let failure) where failure.kind == .missing:
            return (.untranslated, [.error(LoadingRule.missingPath, "no such file or directory: '\(path)'", at: SourceLocation(file: path))], [:])
        case .failure(let failure):
            return (.untranslated, [.error(LoadingRule.unreadableFile, "cannot read '\(path)': \(failure.reason)", at: SourceLocation(file: path))], [:])
        }
        let sources = [path: TextDecoding.displayText(of: bytes)]
        let catalog: StringCatalog
        do {
            catalog = try StringCatalog(bytes: bytes, path: path)
        } catch {
            return (.untranslated, [error.diagnostic], sources)
        }
        let catalogTable = StringCatalog.table(ofPath: path)
        guard catalogTable == table else {
            return (.untranslated, [.error(
                PreviewRule.previewOption,
                "'\(path)' holds the strings table '\(catalogTable)' (its file name), but the list's texts are in the table '\(table)': give \(table).xcstrings",
                at: SourceLocation(file: path))], sources)
        }
        var translations: [String: String] = [:]
        var plurals: [String: [PluralCategory: String]] = [:]
        var languages: Set<String> = [catalog.sourceLanguage]
        for entry in catalog.entries {
            let localizations = entry.value.value.members?["localizations"]?.members ?? []
            for localization in localizations { languages.insert(localization.key) }
            guard let localization = localizations[member: language] else { continue }
            if let plural = localization.value.value.members?["variations"]?.members?["plural"]?.members {
                var forms: [PluralCategory: String] = [:]
                for variation in plural {
                    guard let category = PluralCategory(rawValue: variation.key),
                        let value = variation.value.value.members?["stringUnit"]?.members?["value"]?.stringValue
                    else { continue }
                    forms[category] = value
                }
                if !forms.isEmpty { plurals[entry.key] = forms }
            }
            let plain = localization.value.value.members?["stringUnit"]?.members?["value"]?.stringValue
            if let value = plain ?? StringUnit.all(in: localization.value).lazy.compactMap(\.value).first, !value.isEmpty {
                translations[entry.key] = value
            }
        }
        guard languages.contains(language) else {
            return (.untranslated, [.error(
                PreviewRule.previewOption,
                "'\(path)' has no '\(language)' texts; its languages are \(CatalogKeyOrder.sorted(languages).map { "'\($0)'" }.joined(separator: ", "))",
                at: SourceLocation(file: path))], sources)
        }
        return (PreviewTexts(language: language, tables: [table: translations], plurals: [table: plurals]), [], sources)
    }

    private static func fromStringsFolder(_ folder: String, language: String, table: String) -> (PreviewTexts, [Diagnostic], [String: String]) {
        let path = StringsExporter.stringsPath(folder, language, table)
        let bytes: [UInt8]
        switch FileReader.read(path) {
        case .success(let read):
            bytes = read
        case .failure(let failure) where failure.kind == .missing:
            let languages = StringsExporter.languages(in: folder, table: table, except: "")
            let known = languages.isEmpty
                ? "it holds no <language>.lproj/\(table).strings file"
                : "it has \(languages.map { "'\($0)'" }.joined(separator: ", "))"
            return (.untranslated, [.error(
                PreviewRule.previewOption,
                "no '\(language)' translations of the table '\(table)' in '\(folder)': there is no '\(path)' (\(known))",
                at: SourceLocation(file: folder))], [:])
        case .failure(let failure):
            return (.untranslated, [.error(LoadingRule.unreadableFile, "cannot read '\(path)': \(failure.reason)", at: SourceLocation(file: path))], [:])
        }
        let sources = [path: TextDecoding.displayText(of: bytes)]
        do {
            let file = try StringsFileParser.parse(bytes)
            var translations: [String: String] = [:]
            for entry in file.entries where translations[entry.key] == nil {
                translations[entry.key] = entry.value
            }
            // Plural forms from the `.stringsdict` beside the `.strings` file, when there is one
            // (a file that is not a property list gives none, as in an app).
            var plurals: [String: [PluralCategory: String]] = [:]
            let dictPath = StringsExporter.stringsDictPath(folder, language, table)
            if case .success(let dictBytes) = FileReader.read(dictPath) {
                plurals = StringsDictFile(bytes: dictBytes)?.formsByKey ?? [:]
            }
            return (PreviewTexts(language: language, tables: [table: translations], plurals: [table: plurals]), [], sources)
        } catch {
            return (.untranslated, [.error(TranslationRule.invalidStringsFile, error.message, at: error.position.location(in: path))], sources)
        }
    }
}
