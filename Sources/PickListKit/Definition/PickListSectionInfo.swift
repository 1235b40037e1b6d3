/// A group of items as the spec declares it (an entry of `sections`, or the whole `items`).
///
/// A list without sections is described by one `PickListSectionInfo` whose title is `nil`.
public struct PickListSectionInfo<Item: PickList>: Hashable, Sendable {
    /// The section header, or `nil` for the one untitled section of a list without sections.
    public var title: String?
    /// The section's items in display order.
    public var items: [PickListItemInfo<Item>]

    /// Describes a section.
    public init(title: String?, items: [PickListItemInfo<Item>]) {
        self.title = title
        self.items = items
    }

    /// Describes a section by its items' titles, one per line: the items are `first` and the
    /// cases declared after it, in `allCases` order. `details` replaces the description of the
    /// items that have more than a title (a subtitle, keywords, or `isEnabled: false`).
    ///
    /// ```swift
    /// PickListSectionInfo(title: "Europe", first: .berlin, titles: """
    ///     Berlin
    ///     Paris
    ///     Zürich
    ///     """, details: [
    ///     PickListItemInfo(.zurich, title: "Zürich", keywords: ["zurich"]),
    /// ])
    /// ```
    ///
    /// Each line of `titles` (split at line feeds, U+000A, only) is one title, so a title
    /// cannot contain a line feed here; give such an item its title in `details`.
    /// Generated code uses this form because one multi-line string literal type-checks many
    /// times faster than an array of string literals, let alone one initialiser call per item,
    /// which matters for long lists and for projects with many lists (docs/performance.md).
    public init(title: String?, first: Item, titles: String, details: [PickListItemInfo<Item>] = []) {
        self.init(title: title, first: first, titles: Self.lines(of: titles), details: details)
    }

    /// Describes a section by its items' titles: the items are `first` and the cases declared
    /// after it, one per title, in `allCases` order. `details` replaces the description of the
    /// items that have more than a title (a subtitle, keywords, or `isEnabled: false`).
    ///
    /// ```swift
    /// PickListSectionInfo(title: nil, first: .achievement, titles: [
    ///     "Achievement",
    ///     "Attitude",
    ///     "Brave",
    /// ], details: [
    ///     PickListItemInfo(.brave, title: "Brave", keywords: ["courage"]),
    /// ])
    /// ```
    public init(title: String?, first: Item, titles: [String], details: [PickListItemInfo<Item>] = []) {
        let allCases = Item.allCases
        guard let start = allCases.firstIndex(of: first) else {
            preconditionFailure("PickListSectionInfo<\(Item.self)>: '\(first.rawValue)' is not among \(Item.self).allCases")
        }
        precondition(
            start + titles.count <= allCases.count,
            "PickListSectionInfo<\(Item.self)>: \(titles.count) titles from '\(first.rawValue)' run past the end of \(Item.self).allCases"
        )
        var items = zip(allCases[start...], titles).map { item, title in PickListItemInfo(item, title: title) }
        if !details.isEmpty {
            var positions: [Item: Int] = [:]
            for (position, info) in items.enumerated() { positions[info.item] = position }
            for detail in details {
                guard let position = positions[detail.item] else {
                    preconditionFailure("PickListSectionInfo<\(Item.self)>: the details of '\(detail.item.rawValue)' name an item outside the section")
                }
                items[position] = detail
            }
        }
        self.init(title: title, items: items)
    }

    /// The lines of a `titles` text: split at every line feed, empty lines kept (an empty line
    /// is an empty title). A carriage return stays part of its line.
    static func lines(of text: String) -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }
}
