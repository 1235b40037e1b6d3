import Foundation
package import PickListCompiler
import PickListKit
import PickListSupport

/// `picklist strings`: writes the localized texts of a run's lists into a String Catalog, or
/// into `.strings` files, keeping every translation (see ``StringCatalogMerger`` and
/// ``StringsTableMerger`` for the rules).
///
/// Nothing is written when the run has an error: a spec error, no localized list, a catalog
/// or `.strings` file that cannot be read. Files are written atomically and only when their
/// bytes change (``OutputWriter``), so a second run touches nothing.
///
/// ```swift
/// let lint = Linter().run(paths: ["Sources/App"])
/// let report = StringsExporter(destination: .catalog("Sources/App/Resources/PickLists.xcstrings")).export(lint)
/// ```
package struct StringsExporter: Sendable {
    /// Where the texts go.
    package enum Destination: Hashable, Sendable {
        /// A String Catalog file; its name (without `.xcstrings`) is the table it holds.
        case catalog(String)
        /// A folder of `<language>.lproj/<table>.strings` files, one per table of the run.
        case stringsFolder(String)
    }

    package var destination: Destination
    /// The language of the specs' texts: of a new catalog (an existing one keeps its own),
    /// and the `.lproj` folder the source `.strings` files go to.
    package var sourceLanguage: String

    package init(destination: Destination, sourceLanguage: String = "en") {
        self.destination = destination
        self.sourceLanguage = sourceLanguage
    }

    package func export(_ lint: LintReport) -> StringsReport {
        var report = StringsReport(diagnostics: [], files: [], sources: [:], hasIOFailure: false)
        guard !lint.hasErrors else { return report }
        let texts = lint.specs.flatMap(\.localizedTexts)
        guard !texts.isEmpty else {
            report.diagnostics.append(.error(
                TranslationRule.noLocalizedLists,
                "no list of the run is localized: add 'localization: true' to a spec to translate its texts",
                at: nil))
            return report
        }
        switch destination {
        case .catalog(let path):
            exportCatalog(texts, runListNames: Set(lint.specs.map(\.name)), to: path, into: &report)
        case .stringsFolder(let folder):
            exportStrings(texts, to: folder, into: &report)
        }
        return report
    }

    // MARK: String Catalog

    private func exportCatalog(_ texts: [LocalizedText], runListNames: Set<String>, to path: String, into report: inout StringsReport) {
        let table = StringCatalog.table(ofPath: path)
        let tableTexts = texts.filter { $0.table == table }
        guard !tableTexts.isEmpty else {
            let tables = Set(texts.map(\.table)).sorted()
            report.diagnostics.append(.error(
                TranslationRule.noLocalizedLists,
                "no localized list uses the table '\(table)' that the catalog '\(path)' holds (a catalog's file name is its table); the run's lists use \(tables.map { "'\($0)'" }.joined(separator: ", ")): write to \(tables.map { "'\($0).xcstrings'" }.joined(separator: " or "))",
                at: nil))
            return
        }
        var catalog = StringCatalog(sourceLanguage: sourceLanguage)
        var trailingNewline = false
        switch FileReader.read(path) {
        case .success(let bytes):
            report.sources[path] = TextDecoding.displayText(of: bytes)
            do {
                catalog = try StringCatalog(bytes: bytes, path: path)
            } catch {
                report.diagnostics.append(error.diagnostic)
                return
            }
            trailingNewline = bytes.last == UInt8(ascii: "\n")
        case .failure(let failure) where failure.kind == .missing:
            break
        case .failure(let failure):
            report.diagnostics.append(.error(LoadingRule.unreadableFile, "cannot read '\(path)': \(failure.reason)", at: SourceLocation(file: path)))
            report.hasIOFailure = true
            return
        }
        let (merged, changes) = StringCatalogMerger(texts: tableTexts, runListNames: runListNames).merge(catalog)
        var parts: [String] = []
        if changes.added > 0 { parts.append(counted(changes.added, "key") + " added") }
        if changes.sourceChanged > 0 { parts.append(counted(changes.sourceChanged, "source text") + " changed") }
        if changes.markedStale > 0 { parts.append(counted(changes.markedStale, "key") + " marked stale") }
        write([(path, merged.rendered(trailingNewline: trailingNewline), parts.joined(separator: ", "))], into: &report)
    }

    // MARK: .strings files

    private func exportStrings(_ texts: [LocalizedText], to folder: String, into report: inout StringsReport) {
        var outputs: [(path: String, bytes: [UInt8], summary: String)] = []
        let byTable = Dictionary(grouping: texts, by: \.table)
        for table in byTable.keys.sorted() {
            let merger = StringsTableMerger(texts: StringsTableMerger.fileOrder(byTable[table] ?? []))
            let sourcePath = Self.stringsPath(folder, sourceLanguage, table)
            // A table the app shares (`Localizable`) is merged into, not written whole.
            var existingSource: StringsFile?
            if FileManager.default.fileExists(atPath: sourcePath) {
                guard let existing = read(sourcePath, into: &report) else { continue }
                existingSource = existing
            }
            let source = merger.sourceFile(existing: existingSource)
            // A table shared with the app is the app's file: written over what it holds, so
            // only the entries picklist adds or changes differ.
            let isShared = merger.isShared(withSource: existingSource)
            func bytes(_ file: StringsFile, over existing: StringsFile?) -> [UInt8] {
                guard isShared, let existing else { return Array(StringsFileWriter.render(file).utf8) }
                return StringsFileWriter.render(file, over: existing)
            }
            let ownKeys = (byTable[table] ?? []).reduce(into: Set<String>()) { $0.insert($1.key) }.count
            outputs.append((sourcePath, bytes(source, over: existingSource), counted(ownKeys, "key")))
            for language in Self.languages(in: folder, table: table, except: sourceLanguage) {
                let path = Self.stringsPath(folder, language, table)
                guard let existing = read(path, into: &report) else { continue }
                let file = merger.translationFile(from: existing, source: existingSource)
                let stale = file.entries.count { $0.isStale }
                let kept = file.entries.count - stale
                var summary = counted(kept, "translation") + " of \(ownKeys) keys"
                if stale > 0 { summary += ", " + counted(stale, "stale translation") }
                outputs.append((path, bytes(file, over: existing), summary))
            }
            outputs += stringsDicts(StringsTableMerger.fileOrder(byTable[table] ?? []).filter(\.isPlural), folder: folder, table: table, into: &report)
                .map { ($0.path, Array($0.text.utf8), $0.summary) }
        }
        guard !report.hasErrors else { return }
        write(outputs, into: &report)
    }

    /// The `.stringsdict` files of one table's texts with a number: the source language's,
    /// each text with the categories the language needs (``PluralRules/categories``), all
    /// the spec's text; and each translation's that exists, its forms kept as written (current
    /// keys in file order, then the others, kept). A translation `.stringsdict` holding an
    /// entry of another shape is left untouched; one that is not a property list is an error.
    private func stringsDicts(_ texts: [LocalizedText], folder: String, table: String, into report: inout StringsReport) -> [(path: String, text: String, summary: String)] {
        guard !texts.isEmpty else { return [] }
        let categories = PluralRules(localeIdentifier: sourceLanguage).categories
        let sourcePath = Self.stringsDictPath(folder, sourceLanguage, table)
        // A table the app shares keeps the app's entries, and its own entries of the keys it owns.
        var existingSource: StringsDictFile?
        if case .success(let bytes) = FileReader.read(sourcePath), let file = StringsDictFile(bytes: bytes), file.unreadKeys.isEmpty {
            existingSource = file
        }
        let existingByKey = Dictionary((existingSource?.entries ?? []).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let current = Set(texts.map(\.key))
        var sourceEntries = texts.map { text in
            text.isAppOwned ? existingByKey[text.key] ?? Self.sourceForms(of: text, categories: categories)
                : Self.sourceForms(of: text, categories: categories)
        }
        sourceEntries += (existingSource?.entries ?? []).filter { !current.contains($0.key) && PickListKeyShape.listName(of: $0.key) == nil }
        let source = StringsDictFile(entries: sourceEntries)
        var outputs = [(sourcePath, source.rendered(), counted(texts.count, "plural key"))]
        for language in Self.languages(in: folder, table: table, except: sourceLanguage) {
            let path = Self.stringsDictPath(folder, language, table)
            guard case .success(let bytes) = FileReader.read(path) else { continue }
            guard let existing = StringsDictFile(bytes: bytes) else {
                report.sources[path] = TextDecoding.displayText(of: bytes)
                report.diagnostics.append(.error(
                    TranslationRule.invalidStringsFile,
                    "'\(path)' is not a property list of plural forms (a .stringsdict file); fix it or restore it from version control",
                    at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            guard existing.unreadKeys.isEmpty else { continue }
            let byKey = Dictionary(existing.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            var entries = texts.compactMap { byKey[$0.key] }
            entries += existing.entries.filter { !current.contains($0.key) }
            let kept = entries.count { current.contains($0.key) }
            outputs.append((path, StringsDictFile(entries: entries).rendered(), counted(kept, "plural translation") + " of \(texts.count) keys"))
        }
        return outputs
    }

    /// A text's entry in the source language's `.stringsdict`: its own forms (a summary
    /// text's inline plural forms), else the spec's text for each of `categories`.
    private static func sourceForms(of text: LocalizedText, categories: [PluralCategory]) -> StringsDictFile.Entry {
        StringsDictFile.Entry(
            key: text.key,
            forms: Dictionary(uniqueKeysWithValues: text.sourceForms(for: categories).map { ($0.key.rawValue, $0.value) }))
    }

    /// The `.strings` file at `path`, or `nil` with the reason reported.
    private func read(_ path: String, into report: inout StringsReport) -> StringsFile? {
        switch FileReader.read(path) {
        case .success(let bytes):
            do {
                return try StringsFileParser.parse(bytes)
            } catch {
                report.sources[path] = TextDecoding.displayText(of: bytes)
                report.diagnostics.append(.error(TranslationRule.invalidStringsFile, error.message, at: error.position.location(in: path)))
                return nil
            }
        case .failure(let failure):
            report.diagnostics.append(.error(LoadingRule.unreadableFile, "cannot read '\(path)': \(failure.reason)", at: SourceLocation(file: path)))
            report.hasIOFailure = true
            return nil
        }
    }

    /// `<folder>/<language>.lproj/<table>.strings`.
    package static func stringsPath(_ folder: String, _ language: String, _ table: String) -> String {
        let prefix = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        return prefix + language + ".lproj/" + table + ".strings"
    }

    /// `<folder>/<language>.lproj/<table>.stringsdict`: the plural forms beside the `.strings`.
    package static func stringsDictPath(_ folder: String, _ language: String, _ table: String) -> String {
        String(stringsPath(folder, language, table).dropLast(".strings".count)) + ".stringsdict"
    }

    /// The languages with a `<language>.lproj/<table>.strings` file in `folder`, sorted.
    package static func languages(in folder: String, table: String, except sourceLanguage: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().compactMap { name -> String? in
            guard name.hasSuffix(".lproj"), name.count > ".lproj".count else { return nil }
            let language = String(name.dropLast(".lproj".count))
            guard language != sourceLanguage else { return nil }
            var info = stat()
            return stat(stringsPath(folder, language, table), &info) == 0 ? language : nil
        }
    }

    private func write(_ outputs: [(path: String, text: String, summary: String)], into report: inout StringsReport) {
        write(outputs.map { ($0.path, Array($0.text.utf8), $0.summary) }, into: &report)
    }

    private func write(_ outputs: [(path: String, bytes: [UInt8], summary: String)], into report: inout StringsReport) {
        let writer = OutputWriter()
        for output in outputs {
            do {
                let result = try writer.write(bytes: output.bytes, to: output.path)
                report.files.append(.init(path: output.path, status: result.status, summary: output.summary))
            } catch {
                report.diagnostics.append(error.diagnostic)
                report.hasIOFailure = true
            }
        }
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
