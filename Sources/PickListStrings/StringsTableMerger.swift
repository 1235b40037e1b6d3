import PickListCompiler

/// Builds the `.strings` files of one table: the source language's from the run's texts,
/// and each existing translation's with what it already has.
///
/// - The source-language file holds exactly the run's texts, each under its comment: it is
///   generated, so a key no list has any more simply leaves it (a source text is not a
///   translation).
/// - A translation file keeps the translation of every current key it has, in the source
///   file's order and under the current comment, and adds nothing: a key it has no
///   translation for stays missing (`picklist lint` reports it). A translation whose key no
///   list has any more is kept at the end under ``StringsFile/staleComment``, never dropped;
///   it becomes current again, with its translation, if its key comes back.
struct StringsTableMerger {
    /// The table's texts in file order.
    var texts: [LocalizedText]

    /// The texts in the order the files list them: lists by name (in ``CatalogKeyOrder``,
    /// as a catalog lists keys), each list's texts in display order (title, all-row,
    /// summary, then sections and items as the spec lists them), each key once.
    static func fileOrder(_ texts: [LocalizedText]) -> [LocalizedText] {
        var seen: Set<String> = []
        let unique = texts.filter { seen.insert($0.key).inserted }
        var byList: [String: [LocalizedText]] = [:]
        for text in unique {
            byList[PickListKeyShape.listName(of: text.key) ?? String(text.key.prefix { $0 != "." }), default: []].append(text)
        }
        return CatalogKeyOrder.sorted(byList.keys).flatMap { byList[$0] ?? [] }
    }

    /// The source language's file.
    func sourceFile() -> StringsFile {
        StringsFile(entries: texts.map { StringsFile.Entry(key: $0.key, value: $0.source, comment: $0.comment) })
    }

    /// A translation's file, from what it holds now.
    func translationFile(from existing: StringsFile) -> StringsFile {
        let translations = existing.entriesByKey
        let current = Set(texts.map(\.key))
        var entries: [StringsFile.Entry] = texts.compactMap { text in
            translations[text.key].map { StringsFile.Entry(key: text.key, value: $0.value, comment: text.comment) }
        }
        for entry in existing.entries where !current.contains(entry.key) {
            entries.append(StringsFile.Entry(key: entry.key, value: entry.value, comment: StringsFile.staleComment))
        }
        return StringsFile(entries: entries)
    }
}
