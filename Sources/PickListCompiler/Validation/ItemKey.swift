/// A key an item may have, by its place in ``SpecDocumentValidator/itemKeys``.
///
/// Reading an item asks for each key it may have, about twenty lookups an item and a million
/// for a thousand lists of fifty items. A lookup by place is one read of the item's slots
/// (``KnownEntries/subscript(_:)-(ItemKey)``); a lookup by name compares strings.
enum ItemKey: Int, CaseIterable {
    case id, title, subtitle, keywords, enabled, renamedFrom, swiftName, doc, symbol, image, value
    case exclusive, valueAliases, titleKey, subtitleKey, action, selectable, indent

    /// The key as a spec writes it.
    var name: String {
        switch self {
        case .id: "id"
        case .title: "title"
        case .subtitle: "subtitle"
        case .keywords: "keywords"
        case .enabled: "enabled"
        case .renamedFrom: "renamed_from"
        case .swiftName: "swift_name"
        case .doc: "doc"
        case .symbol: "symbol"
        case .image: "image"
        case .value: "value"
        case .exclusive: "exclusive"
        case .valueAliases: "value_aliases"
        case .titleKey: "title_key"
        case .subtitleKey: "subtitle_key"
        case .action: "action"
        case .selectable: "selectable"
        case .indent: "indent"
        }
    }
}

extension KnownEntries {
    /// The entry for an item's `key`, read by its place: the entries must be an item's
    /// (allowed ``SpecDocumentValidator/itemKeys``).
    subscript(key: ItemKey) -> Node.Pair? {
        self[slot: key.rawValue]
    }

    /// Whether an item's entries have `key`.
    func contains(_ key: ItemKey) -> Bool {
        contains(slot: key.rawValue)
    }
}
