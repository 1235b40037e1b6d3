import PickListCompiler

/// Brings a String Catalog up to date with the localized texts of a run, keeping every
/// translation.
///
/// For each text of the catalog's table:
/// - a new key is added with its source text (state `translated`), the text's `comment` and
///   `extractionState: manual` (a key Xcode does not find in code, so it neither extracts
///   nor marks it stale itself);
/// - an existing key gets the current comment, `extractionState: manual` (also when it was
///   `stale`: the text is back), and the current source text; when the source text changed,
///   every translation whose state is `translated` becomes `needs_review`, as Xcode does.
///
/// A key no text has any more is marked `extractionState: stale`, translations kept, when
/// picklist owns it: it is built like a pick-list key (``PickListKeyShape``) and either its
/// list is one of the run's (``runListNames``: the list dropped the item, its subtitle, the
/// section, a summary text, or its localization or table changed), or it is `manual` or
/// already `stale` (what picklist writes: so the keys of a list whose spec was deleted are
/// marked too). Every other key, and every field and language the merge does not name, is
/// left exactly as it was.
///
/// Merging twice gives the same catalog, so a second run writes nothing.
struct StringCatalogMerger {
    /// The texts of the catalog's table, each key once.
    var texts: [LocalizedText]
    /// The names of every list of the run, localized or not.
    var runListNames: Set<String>

    /// What a merge changed, for the command's summary line.
    struct Changes: Hashable, Sendable {
        var added = 0
        var sourceChanged = 0
        var markedStale = 0
    }

    func merge(_ catalog: StringCatalog) -> (catalog: StringCatalog, changes: Changes) {
        let language = catalog.sourceLanguage
        var changes = Changes()
        var entries = catalog.entries
        var indexByKey: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { indexByKey[entry.key] = index }
        var current: Set<String> = []

        for text in texts where current.insert(text.key).inserted {
            if let index = indexByKey[text.key] {
                let (fields, changed) = update(entries[index].value.value.members ?? [], with: text, language: language)
                entries[index].value.value = .object(fields)
                if changed { changes.sourceChanged += 1 }
            } else {
                entries.append(JSONMember(text.key, .init(.object(newEntry(for: text, language: language)))))
                changes.added += 1
            }
        }

        for index in entries.indices where !current.contains(entries[index].key) {
            guard var fields = entries[index].value.value.members else { continue }
            let state = fields["extractionState"]?.stringValue
            guard state != "stale", let list = PickListKeyShape.listName(of: entries[index].key),
                  runListNames.contains(list) || state == "manual"
            else { continue }
            fields["extractionState"] = .string("stale")
            entries[index].value.value = .object(fields)
            changes.markedStale += 1
        }

        var merged = catalog
        merged.setEntries(entries)
        return (merged, changes)
    }

    private func newEntry(for text: LocalizedText, language: String) -> [JSONMember] {
        let unit: JSONValue = .object([
            JSONMember("state", .init(.string("translated"))),
            JSONMember("value", .init(.string(text.source))),
        ])
        return [
            JSONMember("comment", .init(.string(text.comment))),
            JSONMember("extractionState", .init(.string("manual"))),
            JSONMember("localizations", .init(.object([
                JSONMember(language, .init(.object([JSONMember("stringUnit", .init(unit))]))),
            ]))),
        ]
    }

    /// The entry's fields with `text` applied, and whether its source text changed.
    private func update(_ entry: [JSONMember], with text: LocalizedText, language: String) -> ([JSONMember], Bool) {
        var fields = entry
        fields["comment"] = .string(text.comment)
        fields["extractionState"] = .string("manual")
        var localizations = fields["localizations"]?.members ?? []
        var source = localizations[language]?.members ?? []
        var unit = source["stringUnit"]?.members ?? []
        let written = unit["value"]?.stringValue
        // With no source value, Xcode shows the key itself as the source text.
        let previous = written ?? text.key
        unit["state"] = .string("translated")
        unit["value"] = .string(text.source)
        source["stringUnit"] = .object(unit)
        localizations[language] = .object(source)
        let changed = previous != text.source
        if changed {
            for index in localizations.indices where localizations[index].key != language {
                localizations[index].value.value = StringUnit.markingForReview(localizations[index].value.value)
            }
        }
        fields["localizations"] = .object(localizations)
        return (fields, changed && written != nil)
    }
}
