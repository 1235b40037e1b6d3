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

    /// The file as read, for writing it back with only what changed
    /// (``StringsFileWriter/render(_:over:)``); `nil` for a file built in memory.
    var source: Source?

    init(entries: [Entry], source: Source? = nil) {
        self.entries = entries
        self.source = source
    }

    /// A file's text as read, and where each entry is in it, so that a file the app owns can be
    /// written back byte for byte except where an entry changed.
    struct Source: Hashable, Sendable {
        /// How the file's bytes encode its text.
        enum Encoding: Hashable, Sendable {
            case utf8
            case utf8WithByteOrderMark
            case utf16LittleEndian
            case utf16BigEndian
        }

        /// Where one entry is, as offsets into ``scalars``.
        struct Span: Hashable, Sendable {
            /// The key, as written (quotes included).
            var key: Range<Int>
            /// The value, as written (quotes included); `nil` for `"key";`.
            var value: Range<Int>?
            /// The comment just before the entry (`/* … */` or `// …`), when nothing but white
            /// space without an empty line separates it from the key: the entry's own comment,
            /// not a file header.
            var comment: Range<Int>?
            /// Just after the entry's `;`.
            var end: Int
        }

        var scalars: [Unicode.Scalar]
        var encoding: Encoding
        /// One per entry of the file, in order.
        var spans: [Span]

        /// The file's line break: `\r\n` when its first line ends so, else `\n`.
        var lineBreak: String {
            guard let newline = scalars.firstIndex(of: "\n") else { return "\n" }
            return newline > 0 && scalars[newline - 1] == "\r" ? "\r\n" : "\n"
        }
    }

    /// Each key's entry (the first, if a file repeats a key).
    var entriesByKey: [String: Entry] {
        Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
