import PickListCompiler
import PickListSupport

/// A `.strings` file: the old-style strings table of one language
/// (`<language>.lproj/<table>.strings`), for SwiftPM resources and projects without String
/// Catalogs.
///
/// ```text
/// /* The title of the list Fruit. */
/// "Fruit.title" = "Fruit";
/// ```
///
/// Entries keep the comment written before them (the last `/* … */` or `// …` since the
/// previous entry) and where their key and value are, for `picklist lint`.
package struct StringsFile: Hashable, Sendable {
    package struct Entry: Hashable, Sendable {
        package var key: String
        package var value: String
        /// The comment before the entry, without its `/*` `*/` or `//` and trimmed; `nil`
        /// when there is none.
        var comment: String?
        var keyPosition: TextPosition = .none
        var valuePosition: TextPosition = .none

        /// Whether picklist kept this entry only for its translation (its comment is
        /// ``StringsFile/staleComment``).
        var isStale: Bool { comment == StringsFile.staleComment }
    }

    /// The comment picklist writes before a translation whose key no list has any more.
    static let staleComment =
        "Stale: no pick list has this key any more. Kept so its translation is not lost; delete it when it is no longer needed."

    package var entries: [Entry]

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// Each key's entry (the first, if a file repeats a key).
    var entriesByKey: [String: Entry] {
        Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
