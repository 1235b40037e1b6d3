import PickListCompiler
import PickListKit
import PickListSupport

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
/// A text with a number (``LocalizedText/isPlural``: `{count}` or `{total}`) is written in
/// the source language as plural variations, `variations.plural.<category>.stringUnit`, one
/// for each category the source language needs (``PluralRules/categories``: `one` and
/// `other` for English), each with the spec's text; a plain `stringUnit` it had is dropped.
/// Other categories of the source language, and every variation of every other language, are
/// kept as written: a translator's Russian `few` and `many` survive every run.
///
/// A key no text has any more is marked `extractionState: stale`, translations kept, when
/// picklist owns it: it is built like a pick-list key (``PickListKeyShape``) and either its
/// list is one of the run's (``runListNames``: the list dropped the item, its subtitle, the
/// section, a summary text, or its localization or table changed), or it is `manual` or
/// already `stale` (what picklist writes: so the keys of a list whose spec was deleted are
/// marked too). Every other key, and every field and language the merge does not name, is
/// left exactly as it was.
///
/// A key the app owns (``LocalizedText/isAppOwned``: a spec's `title_key`, …, or a text that
/// is its own key under `keys: text`) is added like any other when the catalog lacks it; when
/// the catalog has it, its entry is left exactly as it is (the app's translations, states and
/// comment), and it is never marked stale.
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
                // A key the app owns keeps its entry as the app's translators left it.
                if text.isAppOwned { continue }
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
        [
            JSONMember("comment", .init(.string(text.comment))),
            JSONMember("extractionState", .init(.string("manual"))),
            JSONMember("localizations", .init(.object([
                JSONMember(language, .init(.object(sourceLocalization(for: text, language: language, existing: [])))),
            ]))),
        ]
    }

    /// A translated `stringUnit` holding `value`.
    private static func unit(_ value: String) -> JSONValue {
        .object([
            JSONMember("state", .init(.string("translated"))),
            JSONMember("value", .init(.string(value))),
        ])
    }

    /// The source language's localization of `text`, updated from `existing`: a plain
    /// `stringUnit`, or for a plural text one variation per category the language needs
    /// (other categories it has kept as they are).
    private func sourceLocalization(for text: LocalizedText, language: String, existing: [JSONMember]) -> [JSONMember] {
        var source = existing
        guard text.isPlural else {
            var unit = source["stringUnit"]?.members ?? []
            unit["state"] = .string("translated")
            unit["value"] = .string(text.source)
            source["stringUnit"] = .object(unit)
            return source
        }
        source.removeAll { $0.key == "stringUnit" }
        var variations = source["variations"]?.members ?? []
        var plural = variations["plural"]?.members ?? []
        let forms = text.sourceForms(for: PluralRules(localeIdentifier: language).categories)
        for category in PluralCategory.allCases {
            guard let form = forms[category] else { continue }
            var variation = plural[category.rawValue]?.members ?? []
            variation["stringUnit"] = Self.unit(form)
            plural[category.rawValue] = .object(variation)
        }
        variations["plural"] = .object(plural)
        source["variations"] = .object(variations)
        return source
    }

    /// The source text a localization holds: its plain `stringUnit`'s value, else its
    /// `other` plural variation's.
    private static func sourceValue(of localization: [JSONMember]) -> String? {
        localization["stringUnit"]?.members?["value"]?.stringValue
            ?? localization["variations"]?.members?["plural"]?.members?["other"]?.members?["stringUnit"]?.members?["value"]?.stringValue
    }

    /// The entry's fields with `text` applied, and whether its source text changed.
    private func update(_ entry: [JSONMember], with text: LocalizedText, language: String) -> ([JSONMember], Bool) {
        var fields = entry
        fields["comment"] = .string(text.comment)
        fields["extractionState"] = .string("manual")
        var localizations = fields["localizations"]?.members ?? []
        let existing = localizations[language]?.members ?? []
        let written = Self.sourceValue(of: existing)
        // With no source value, Xcode shows the key itself as the source text.
        let previous = written ?? text.key
        localizations[language] = .object(sourceLocalization(for: text, language: language, existing: existing))
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
