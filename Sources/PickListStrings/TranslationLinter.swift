import Foundation
package import PickListCompiler
import PickListKit
import PickListSupport

/// `picklist lint` on String Catalogs, `.strings` and `.stringsdict` files: every translation keeps the
/// placeholders of its source text, and every key is translated into every language the
/// table has.
///
/// - A catalog (`*.xcstrings`) is checked on its own: its languages are those any of its
///   keys has a localization for, besides its `sourceLanguage`. Every key is checked but
///   those marked `extractionState: stale` and those with `shouldTranslate: false`.
/// - A `.strings` file (`Resources/de.lproj/PickLists.strings`) is checked with its table:
///   the file of the source language (``sourceLanguage``, default `en`) in the same folder
///   of `.lproj` folders, and every other `<language>.lproj/<table>.strings` beside it, each
///   compared with the source. Entries kept as stale (``StringsFile/staleComment``) are not
///   checked. Several files of one table are checked once.
///
/// `placeholder-mismatch` (warning) is located at the translation's value, one per
/// translation (each plural or device variant of a catalog translation is one);
/// `missing-translation` (warning) once per key, at the key (in the source file, for
/// `.strings`), naming every language that lacks it, so a new key reads as one warning
/// however many languages there are. A translation is missing when the language has no
/// value, or only empty ones, for the key.
///
/// `plural-forms` (warning): for a text with plural forms (a catalog key whose source has
/// `variations.plural`, a `.stringsdict` entry), each language's forms must name only CLDR
/// categories, have `other`, and have every category the language needs
/// (``PluralRules/categories``: `one`, `few`, `many`, `other` for Russian); a translation
/// written without forms counts as `other` only. Each form is checked for placeholders like
/// any translation, so a form that drops `{count}` is a `placeholder-mismatch`.
package struct TranslationLinter: Sendable {
    /// The language `.strings` translations are compared with (a catalog names its own).
    package var sourceLanguage: String

    package init(sourceLanguage: String = "en") {
        self.sourceLanguage = sourceLanguage
    }

    /// What the check found.
    package struct Report: Sendable {
        package var diagnostics: [Diagnostic] = []
        /// The text of every file read, for excerpts.
        package var sources: [String: String] = [:]
        /// How many files were read.
        package var fileCount = 0
    }

    /// Whether `path` names a file this linter checks: `*.xcstrings` or `*.strings`.
    package static func isTranslationFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return (name.hasSuffix(".xcstrings") && name.count > 10) || (name.hasSuffix(".strings") && name.count > 8)
            || (name.hasSuffix(".stringsdict") && name.count > 12)
    }

    package func lint(paths: [String]) -> Report {
        var report = Report()
        var tablesDone: Set<String> = []
        for path in paths {
            if path.hasSuffix(".xcstrings") {
                lintCatalog(path, into: &report)
            } else if path.hasSuffix(".stringsdict") {
                // A table's plural forms are checked with its `.strings` files.
                lintStringsTable(containing: String(path.dropLast("dict".count)), done: &tablesDone, into: &report)
            } else {
                lintStringsTable(containing: path, done: &tablesDone, into: &report)
            }
        }
        report.diagnostics.sort(by: Diagnostic.reportOrder)
        return report
    }

    // MARK: Catalogs

    private func lintCatalog(_ path: String, into report: inout Report) {
        guard let bytes = read(path, into: &report) else { return }
        let catalog: StringCatalog
        do {
            catalog = try StringCatalog(bytes: bytes, path: path)
        } catch {
            report.diagnostics.append(error.diagnostic)
            return
        }
        let source = catalog.sourceLanguage
        var languageSet: Set<String> = []
        for entry in catalog.entries {
            for localization in entry.value.value.members?["localizations"]?.members ?? [] where localization.key != source {
                languageSet.insert(localization.key)
            }
        }
        let languages = CatalogKeyOrder.sorted(languageSet)
        for entry in catalog.entries {
            let fields = entry.value.value.members ?? []
            if fields["extractionState"]?.stringValue == "stale" || fields["shouldTranslate"] == .bool(false) { continue }
            let localizations = fields["localizations"]?.members ?? []
            let sourceText: String? = if let sourceLocalization = localizations[member: source] {
                StringUnit.all(in: sourceLocalization.value).first?.value
            } else {
                entry.key  // Xcode's source text when the key has none of its own
            }
            var missing: [String] = []
            for language in languages {
                let units = localizations[member: language].map { StringUnit.all(in: $0.value) } ?? []
                let values = units.filter { !($0.value ?? "").isEmpty }
                if values.isEmpty {
                    missing.append(language)
                    continue
                }
                if let localization = localizations[member: language], sourceIsPlural(localizations[member: source]) {
                    checkPluralForms(key: entry.key, language: language, localization: localization, path: path, into: &report)
                }
                guard let sourceText else { continue }
                for unit in values {
                    checkPlaceholders(key: entry.key, language: language, source: sourceText, translation: unit.value ?? "",
                                      at: unit.valuePosition.location(in: path), into: &report)
                }
            }
            reportMissing(key: entry.key, languages: missing, at: entry.keyPosition.location(in: path), into: &report)
        }
    }

    /// Whether a catalog key's source localization has plural variations.
    private func sourceIsPlural(_ localization: JSONMember?) -> Bool {
        localization?.value.value.members?["variations"]?.members?["plural"] != nil
    }

    /// The `plural-forms` checks of one language's localization of a plural catalog key.
    private func checkPluralForms(key: String, language: String, localization: JSONMember, path: String, into report: inout Report) {
        let plural = localization.value.value.members?["variations"]?.members?[member: "plural"]
        guard let plural, let members = plural.value.value.members else {
            // Written without forms: a plain translation is the `other` form only.
            checkCategories(key: key, language: language, present: ["other"], at: localization.keyPosition.location(in: path), into: &report)
            return
        }
        var present: Set<String> = []
        for member in members {
            guard PluralCategory(rawValue: member.key) != nil else {
                report.diagnostics.append(.warning(
                    TranslationRule.pluralForms,
                    "the '\(language)' plural forms of '\(key)' have the category '\(member.key)', which is not a CLDR plural category (zero, one, two, few, many, other): it is never shown",
                    at: member.keyPosition.location(in: path)))
                continue
            }
            let value = member.value.value.members?["stringUnit"]?.members?["value"]?.stringValue ?? ""
            if !value.isEmpty { present.insert(member.key) }
        }
        checkCategories(key: key, language: language, present: present, at: plural.keyPosition.location(in: path), into: &report)
    }

    /// Warns when `present` lacks `other` or a category `language` needs.
    private func checkCategories(key: String, language: String, present: Set<String>, at location: SourceLocation, into report: inout Report) {
        if !present.contains("other") {
            report.diagnostics.append(.warning(
                TranslationRule.pluralForms,
                "the '\(language)' plural forms of '\(key)' have no 'other' form: a number whose category has no form shows the plain translation or the spec's text",
                at: location))
        }
        let needed = PluralRules(localeIdentifier: language).categories.map(\.rawValue).filter { $0 != "other" && !present.contains($0) }
        guard !needed.isEmpty else { return }
        report.diagnostics.append(.warning(
            TranslationRule.pluralForms,
            "the '\(language)' plural forms of '\(key)' lack \(needed.map { "'\($0)'" }.joined(separator: ", ")), which \(language) needs (its categories: \(PluralRules(localeIdentifier: language).categories.map(\.rawValue).joined(separator: ", "))); numbers of \(needed.count == 1 ? "that category" : "those categories") show the 'other' form",
            at: location))
    }

    // MARK: .strings tables

    private func lintStringsTable(containing path: String, done: inout Set<String>, into report: inout Report) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        let fileName = String(components.last ?? "")
        let table = String(fileName.dropLast(".strings".count))
        guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else {
            guard read(path, into: &report) != nil else { return }
            report.diagnostics.append(.error(
                TranslationRule.stringsLayout,
                "cannot check '\(path)': a .strings file is checked against its source language's file, so it must be in a '<language>.lproj' folder",
                at: SourceLocation(file: path)))
            return
        }
        let folder = components.count == 2 ? "." : components.dropLast(2).joined(separator: "/")
        guard done.insert(folder + "\u{0}" + table).inserted else { return }
        let sourcePath = StringsExporter.stringsPath(folder, sourceLanguage, table)
        var info = stat()
        guard stat(sourcePath, &info) == 0 else {
            guard read(path, into: &report) != nil else { return }
            report.diagnostics.append(.error(
                TranslationRule.stringsLayout,
                "cannot check '\(path)': there is no '\(sourcePath)' to compare it with (the source language is '\(sourceLanguage)'; see --source-language)",
                at: SourceLocation(file: path)))
            return
        }
        guard let source = parseStrings(sourcePath, into: &report) else { return }
        var translations: [(language: String, path: String, file: StringsFile)] = []
        for language in StringsExporter.languages(in: folder, table: table, except: sourceLanguage) {
            let translationPath = StringsExporter.stringsPath(folder, language, table)
            if let file = parseStrings(translationPath, into: &report) {
                translations.append((language, translationPath, file))
            }
        }
        let byLanguage = translations.map { ($0.language, $0.path, $0.file.entriesByKey) }
        for entry in source.entries where !entry.isStale {
            var missing: [String] = []
            for (language, translationPath, entries) in byLanguage {
                guard let translation = entries[entry.key], !translation.value.isEmpty else {
                    missing.append(language)
                    continue
                }
                checkPlaceholders(key: entry.key, language: language, source: entry.value, translation: translation.value,
                                  at: translation.valuePosition.location(in: translationPath), into: &report)
            }
            reportMissing(key: entry.key, languages: missing, at: entry.keyPosition.location(in: sourcePath), into: &report)
        }
        lintStringsDicts(folder: folder, table: table, source: source, translations: byLanguage, into: &report)
    }

    /// The `plural-forms` and `placeholder-mismatch` checks of a table's `.stringsdict` files,
    /// when the source language has one: each translation language's forms of each of its
    /// keys (a language with only a `.strings` translation of a key has its `other` form).
    private func lintStringsDicts(
        folder: String, table: String, source: StringsFile,
        translations: [(String, String, [String: StringsFile.Entry])], into report: inout Report
    ) {
        let sourceDictPath = StringsExporter.stringsDictPath(folder, sourceLanguage, table)
        var info = stat()
        guard stat(sourceDictPath, &info) == 0, let sourceDict = parseStringsDict(sourceDictPath, into: &report) else { return }
        let sourceTexts = source.entriesByKey
        for (language, stringsPath, entries) in translations {
            let dictPath = StringsExporter.stringsDictPath(folder, language, table)
            var dict: StringsDictFile?
            if stat(dictPath, &info) == 0 {
                guard let parsed = parseStringsDict(dictPath, into: &report) else { continue }
                dict = parsed
            }
            let lines = (report.sources[dictPath] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            let byKey = Dictionary((dict?.entries ?? []).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            for sourceEntry in sourceDict.entries {
                let key = sourceEntry.key
                let sourceText = sourceTexts[key]?.value ?? sourceEntry.forms["other"] ?? ""
                guard let entry = byKey[key] else {
                    if let plain = entries[key], !plain.value.isEmpty {
                        checkCategories(key: key, language: language, present: ["other"], at: plain.valuePosition.location(in: stringsPath), into: &report)
                    }
                    continue
                }
                let keyLine = Self.line(of: "<key>\(key)</key>", in: lines, after: 0)
                var present: Set<String> = []
                for (name, form) in entry.forms.sorted(by: { $0.key < $1.key }) {
                    let nameLine = Self.line(of: "<key>\(name)</key>", in: lines, after: keyLine?.line ?? 0)
                    let location = nameLine.map { SourceLocation(file: dictPath, line: $0.line, column: $0.column) } ?? SourceLocation(file: dictPath)
                    // A form's placeholders are reported at its value: the `<string>` after the name.
                    let valueLocation = nameLine.flatMap { Self.line(of: "<string>", in: lines, after: $0.line - 1, skipping: "<key>\(name)</key>") }
                        .map { SourceLocation(file: dictPath, line: $0.line, column: $0.column) } ?? location
                    guard PluralCategory(rawValue: name) != nil else {
                        report.diagnostics.append(.warning(
                            TranslationRule.pluralForms,
                            "the '\(language)' plural forms of '\(key)' have the category '\(name)', which is not a CLDR plural category (zero, one, two, few, many, other): it is never shown",
                            at: location))
                        continue
                    }
                    guard !form.isEmpty else { continue }
                    present.insert(name)
                    checkPlaceholders(key: key, language: language, source: sourceText, translation: form, at: valueLocation, into: &report)
                }
                let at = keyLine.map { SourceLocation(file: dictPath, line: $0.line, column: $0.column) } ?? SourceLocation(file: dictPath)
                checkCategories(key: key, language: language, present: present, at: at, into: &report)
            }
        }
    }

    /// The 1-based line and column of the first line after line `after` holding `needle`.
    /// (On the first line searched, only after `skipping` when it is there.)
    private static func line(of needle: String, in lines: [Substring], after: Int, skipping: String? = nil) -> (line: Int, column: Int)? {
        for index in lines.indices where index >= after {
            var text = lines[index]
            if index == after, let skipping, let skipped = text.range(of: skipping) { text = text[skipped.upperBound...] }
            if let range = text.range(of: needle) {
                return (index + 1, lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1)
            }
        }
        return nil
    }

    private func parseStringsDict(_ path: String, into report: inout Report) -> StringsDictFile? {
        guard let bytes = read(path, into: &report) else { return nil }
        guard let file = StringsDictFile(bytes: bytes) else {
            report.diagnostics.append(.error(
                TranslationRule.invalidStringsFile,
                "'\(path)' is not a property list of plural forms (a .stringsdict file): an app reads no plural forms from it",
                at: SourceLocation(file: path, line: 1, column: 1)))
            return nil
        }
        return file
    }

    private func parseStrings(_ path: String, into report: inout Report) -> StringsFile? {
        guard let bytes = read(path, into: &report) else { return nil }
        do {
            return try StringsFileParser.parse(bytes)
        } catch {
            report.diagnostics.append(.error(TranslationRule.invalidStringsFile, error.message, at: error.position.location(in: path)))
            return nil
        }
    }

    // MARK: Shared

    private func checkPlaceholders(key: String, language: String, source: String, translation: String, at location: SourceLocation, into report: inout Report) {
        guard let mismatch = Placeholders.mismatch(source: source, translation: translation) else { return }
        report.diagnostics.append(.warning(
            TranslationRule.placeholderMismatch,
            "the '\(language)' translation of '\(key)' \(mismatch) of its source text '\(source)'",
            at: location))
    }

    private func reportMissing(key: String, languages: [String], at location: SourceLocation, into report: inout Report) {
        guard !languages.isEmpty else { return }
        report.diagnostics.append(.warning(
            TranslationRule.missingTranslation,
            "'\(key)' has no translation for \(languages.map { "'\($0)'" }.joined(separator: ", "))",
            at: location))
    }

    /// The file's bytes (its text kept for excerpts), or `nil` with the reason reported.
    private func read(_ path: String, into report: inout Report) -> [UInt8]? {
        switch FileReader.read(path) {
        case .success(let bytes):
            if report.sources[path] == nil {
                report.sources[path] = TextDecoding.displayText(of: bytes)
                report.fileCount += 1
            }
            return bytes
        case .failure(let failure) where failure.kind == .missing:
            report.diagnostics.append(.error(LoadingRule.missingPath, "no such file or directory: '\(path)'", at: SourceLocation(file: path)))
        case .failure(let failure):
            report.diagnostics.append(.error(LoadingRule.unreadableFile, "cannot read '\(path)': \(failure.reason)", at: SourceLocation(file: path)))
        }
        return nil
    }
}
