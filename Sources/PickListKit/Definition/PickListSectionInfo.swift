/// A group of items as the spec declares it (an entry of `sections`, or the whole `items`),
/// described by tables: one line per item, in display order.
///
/// A list without sections is described by one `PickListSectionInfo` whose title is `nil`.
/// The sections of a list hold its items in `allCases` order: the first section the first
/// items, and so on.
///
/// ```swift
/// PickListSectionInfo(
///     title: "Europe",
///     ids: """
///         berlin
///         paris
///         zurich
///         """,
///     titles: """
///         Berlin
///         Paris
///         Zürich
///         """,
///     keywords: """
///
///
///         Zurich\tZueri
///         """
/// )
/// ```
///
/// Each table is one string, split at line feeds (U+000A) only, so that a long list is a few
/// string literals rather than thousands of expressions: one multi-line string literal
/// type-checks many times faster than an array of literals, let alone one initialiser call
/// per item (docs/performance.md). A line of `subtitles` that is empty means no subtitle; a
/// line of `keywords` holds the item's keywords separated by tabs (`\t`), none when empty.
/// Texts these tables cannot hold (a title or subtitle with a line feed, an empty subtitle, a
/// keyword that is empty or holds a tab or line feed) are given in the `details` of
/// ``PickListDefinition``, which replace the tables' description of their item.
public struct PickListSectionInfo: Hashable, Sendable {
    /// The section's id: the last part of its title's key in a localized list
    /// (`<Name>.section.<id>`); `nil` for a list that is not localized.
    public var id: String?
    /// The section header, or `nil` for the one untitled section of a list without sections.
    public var title: String?
    /// The items' ids, in display order.
    public var ids: [String]
    /// The items' titles.
    public var titles: [String]
    /// The items' subtitles, `nil` where an item has none.
    public var subtitles: [String?]
    /// The items' search keywords.
    public var keywords: [[String]]
    /// Explanatory text shown under the section's rows (`footer` in the spec), or `nil`.
    public var footer: String?

    /// Describes a section by its items' ids and texts, in display order.
    ///
    /// - Parameters:
    ///   - id: The section's id, which a localized list's titled sections need.
    ///   - title: The section header, or `nil` for a list without sections.
    ///   - ids: The items' ids; each is the raw value of the case declared at that position.
    ///   - titles: The items' titles, one per id.
    ///   - subtitles: The items' subtitles, one per id (`nil` for none); `nil` when no item
    ///     has one.
    ///   - keywords: The items' search keywords, one array per id; `nil` when no item has any.
    ///   - footer: Explanatory text under the section's rows, or `nil` for none.
    public init(
        id: String? = nil, title: String?, ids: [String], titles: [String],
        subtitles: [String?]? = nil, keywords: [[String]]? = nil, footer: String? = nil
    ) {
        self.footer = footer
        let name = "PickListSectionInfo(title: \(title.map { "\"\($0)\"" } ?? "nil"))"
        precondition(titles.count == ids.count, "\(name): \(ids.count) ids but \(titles.count) titles")
        precondition(subtitles.map { $0.count == ids.count } ?? true, "\(name): \(ids.count) ids but \(subtitles?.count ?? 0) subtitles")
        precondition(keywords.map { $0.count == ids.count } ?? true, "\(name): \(ids.count) ids but \(keywords?.count ?? 0) keyword lists")
        self.id = id
        self.title = title
        self.ids = ids
        self.titles = titles
        self.subtitles = subtitles ?? Array(repeating: nil, count: ids.count)
        self.keywords = keywords ?? Array(repeating: [], count: ids.count)
    }

    /// Describes a section by its tables, one line per item: the form generated code uses.
    ///
    /// Every table has at least one line, so this form always describes at least one item
    /// (`ids: ""` is one item whose id is empty); describe an empty section with arrays.
    ///
    /// - Parameters:
    ///   - id: The section's id, which a localized list's titled sections need.
    ///   - title: The section header, or `nil` for a list without sections.
    ///   - ids: The items' ids, one per line; each is the raw value of the case declared at
    ///     that position.
    ///   - titles: The items' titles, one per line.
    ///   - subtitles: The items' subtitles, one per line (an empty line for none); `nil` when
    ///     no item of the section has one.
    ///   - keywords: The items' keywords, one line per item, separated by tabs; `nil` when no
    ///     item of the section has any.
    ///   - footer: Explanatory text under the section's rows, or `nil` for none.
    public init(
        id: String? = nil, title: String?, ids: String, titles: String,
        subtitles: String? = nil, keywords: String? = nil, footer: String? = nil
    ) {
        self.init(
            id: id,
            title: title,
            ids: Self.lines(of: ids),
            titles: Self.lines(of: titles),
            subtitles: subtitles.map { Self.lines(of: $0).map { $0.isEmpty ? nil : $0 } },
            keywords: keywords.map { Self.lines(of: $0).map { $0.isEmpty ? [] : Self.fields(of: $0) } },
            footer: footer
        )
    }

    /// The tab-separated fields of a line, empty fields kept.
    static func fields(of line: String) -> [String] {
        line.utf8.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The lines of a table: split at every line feed, empty lines kept (an empty line is an
    /// empty title). A carriage return stays part of its line.
    static func lines(of text: String) -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }
}
