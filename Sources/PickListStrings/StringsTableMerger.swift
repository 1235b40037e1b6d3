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

    /// Whether the table is shared with the app's own texts: a text's key is the app's
    /// (``LocalizedText/isAppOwned``), or the source-language file `existing` holds a key
    /// that is not built like a pick-list key (``PickListKeyShape``). A shared table
    /// (`Localizable`) is merged in place rather than written whole.
    func isShared(withSource existing: StringsFile?) -> Bool {
        texts.contains(where: \.isAppOwned)
            || (existing?.entries.contains { PickListKeyShape.listName(of: $0.key) == nil } ?? false)
    }

    /// The source language's file; `existing` is the file as it is, for a table shared with
    /// the app (``isShared(withSource:)``): every entry of the app's is kept where it is, a key
    /// the app owns that the file has keeps its entry, the other texts' entries are brought
    /// up to date in place, a pick-list key no list has any more leaves, and new keys are
    /// added at the end.
    func sourceFile(existing: StringsFile? = nil) -> StringsFile {
        let written = texts.map { StringsFile.Entry(key: $0.key, value: $0.source, comment: $0.comment) }
        guard let existing, isShared(withSource: existing) else { return StringsFile(entries: written) }
        return StringsFile(entries: merged(existing) { entry, text in
            text.isAppOwned ? entry : StringsFile.Entry(key: text.key, value: text.source, comment: text.comment)
        } stale: { _ in nil } added: { written[$0] })
    }

    /// `existing`'s entries in order: each current key's as `current` makes it, each other
    /// key the app owns as it is, each pick-list key no list has as `stale` makes it (`nil`
    /// drops it); then `added(i)` for each text `existing` lacks (`nil` adds nothing).
    private func merged(
        _ existing: StringsFile, current: (StringsFile.Entry, LocalizedText) -> StringsFile.Entry,
        stale: (StringsFile.Entry) -> StringsFile.Entry?, added: (Int) -> StringsFile.Entry?
    ) -> [StringsFile.Entry] {
        let byKey = Dictionary(texts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        var entries: [StringsFile.Entry] = []
        for entry in existing.entries where seen.insert(entry.key).inserted {
            if let text = byKey[entry.key] {
                entries.append(current(entry, text))
            } else if PickListKeyShape.listName(of: entry.key) == nil {
                entries.append(entry)
            } else if let kept = stale(entry) {
                entries.append(kept)
            }
        }
        for index in texts.indices where !seen.contains(texts[index].key) {
            if let entry = added(index) { entries.append(entry) }
        }
        return entries
    }

    /// A translation's file, from what it holds now. In a table shared with the app (the
    /// source file `source` holds the app's keys too), the file keeps its order and every
    /// entry of the app's; a pick-list key no list has any more is marked stale in place.
    func translationFile(from existing: StringsFile, source: StringsFile? = nil) -> StringsFile {
        if isShared(withSource: source) {
            return StringsFile(entries: merged(existing) { entry, text in
                text.isAppOwned ? entry : StringsFile.Entry(key: entry.key, value: entry.value, comment: text.comment)
            } stale: { entry in
                StringsFile.Entry(key: entry.key, value: entry.value, comment: StringsFile.staleComment)
            } added: { _ in nil })
        }
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
