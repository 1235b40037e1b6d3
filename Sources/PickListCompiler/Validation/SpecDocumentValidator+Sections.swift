import PickListKit

/// Sections and the `items` sequence: what the list's items are, as far as they could be read
/// (`ParsedItem`, `ParsedSection`, `ParsedItems`), for every later check.
extension SpecDocumentValidator {

    /// One entry of an `items` sequence as validated: the item when it has no error, and
    /// otherwise what is known of it, for the checks across items.
    ///
    /// An item with an error still has an id (when that part is valid), a title and maybe
    /// `renamed_from` entries, so a duplicate of its id is still found and `default` can still
    /// name it; what is unknown (`isEnabled` after `enabled: nope`, say) is `nil`.
    ///
    /// A class: the checks across items read each entry several times, and a copy of a
    /// struct this size (a dozen strings and arrays) cost more than reading the item did.
    final class ParsedItem {
        /// The validated item; `nil` when the entry has an error.
        var item: Spec.Item?
        /// The id, when it is known and valid.
        var id: String?
        /// The title, when it is known.
        var title: String?
        /// Whether the item is enabled; `nil` when that is unknown.
        var isEnabled: Bool?
        /// Where the entry is written.
        var location: SourceLocation
        /// Where the id is written (or the title it was derived from).
        var idLocation: SourceLocation
        /// Whether the id was derived from the title rather than written.
        var isDerived: Bool
        /// The valid `renamed_from` entries as written.
        var renamedNodes: [Node] = []
        var subtitle: String?
        /// Whether the subtitle is known: `false` when `subtitle` is written but could not be read.
        var isSubtitleKnown = true
        /// The index of the item's section in ``ParsedItems/sections``; `nil` for the items of
        /// `items:` (a list without sections).
        var section: Int?
        var keywords: [String] = []
        var doc: String?
        /// The case name `swift_name` gives, when it is valid.
        var swiftName: String?
        /// Where `swift_name` is written, when it is.
        var swiftNameLocation: SourceLocation?
        /// The image `symbol` or `image` names, when it is valid.
        var image: PickListImage?
        /// The item's `indent` (0 when it has none, or an invalid one).
        var indent = 0
        /// The entries that give the item's values of the list's `fields`, as written.
        var fieldPairs: [Node.Pair] = []
        /// The `value:` entry as written, read once the list's `value_type` is known.
        var valuePair: Node.Pair?
        /// The `value_aliases:` entry as written, read once the list's `value_type` is known.
        var aliasesPair: Node.Pair?
        /// The `exclusive:` entry as written, checked once the list's `selection` is known.
        var exclusivePair: Node.Pair?
        /// Whether the item is exclusive (`exclusive: true`, a "None of these" row).
        var isExclusive = false
        /// The `action:` entry as written, and whether the item is an action row
        /// (`action: true`: "Custom…", a row that chooses nothing).
        var actionPair: Node.Pair?
        var isAction = false
        /// The `selectable:` entry as written, and whether a tap may select the item
        /// (`selectable: false`: a row only the app selects).
        var selectablePair: Node.Pair?
        var isSelectable = true
        /// The app's own translation keys (`title_key`, `subtitle_key`), when valid.
        var titleKey: String?
        var subtitleKey: String?
        /// The arguments filling in a title (subtitle) that is a format (`title_arguments`,
        /// `subtitle_arguments`), when valid.
        var titleArguments: [PickListFormatArgument]?
        var subtitleArguments: [PickListFormatArgument]?

        /// An entry at `location` of which nothing is known yet but that it is enabled
        /// (the default).
        init(location: SourceLocation) {
            self.location = location
            idLocation = location
            isEnabled = true
            isDerived = false
        }

        /// The item's Swift case name (`_2Factor` for `2Factor`, or its `swift_name`), when it is
        /// known: the built item's, or worked out for an entry with errors.
        var caseName: String? { item?.caseName ?? swiftName ?? id.flatMap(IdentifierDerivation.caseName(forStoredID:)) }
    }

    struct ParsedSection {
        var title: String?
        var items: [ParsedItem]
        /// The section's `footer` (the list's, for the untitled section of `items:`).
        var footer: String?
        /// Where a section's `footer` is written (`nil` for the list's).
        var footerLocation: SourceLocation? = nil
        /// The app's own translation keys (`title_key`, `footer_key`; the list's
        /// `footer_key` for the untitled section).
        var titleKey: String?
        var footerKey: String?
        /// The id as written or derived from the title; `nil` when neither gives one.
        var id: String? = nil
        /// Where the id is written, or the title it is derived from.
        var idLocation: SourceLocation? = nil
        var isIDDerived = false
    }

    /// The list's items as far as they could be read.
    struct ParsedItems {
        var sections: [ParsedSection]
        /// Whether every entry of the list's items is here: `false` when `items`, `sections`
        /// or a section could not be read (a section that is not a mapping, say).
        var isComplete: Bool

        /// Every item in display order, across sections.
        var items: [ParsedItem] { sections.count == 1 ? sections[0].items : sections.flatMap(\.items) }

        /// How many items are enabled; `nil` when that is unknown (an entry could not be read,
        /// an item has an invalid `enabled`) or there are no items. Checks that count enabled
        /// items are skipped then rather than guessed.
        var enabledCount: Int? {
            guard isComplete else { return nil }
            // Items are read by index here and below: a `ParsedItem` is large to copy.
            var count = 0
            for section in sections.indices {
                for item in sections[section].items.indices {
                    guard let isEnabled = sections[section].items[item].isEnabled else { return nil }
                    if isEnabled { count += 1 }
                }
            }
            return sections.contains { !$0.items.isEmpty } ? count : nil
        }

        /// Whether every item's id is known, so an id no item has is surely unknown.
        var allIDsKnown: Bool {
            isComplete && sections.indices.allSatisfy { section in
                sections[section].items.indices.allSatisfy { sections[section].items[$0].id != nil }
            }
        }

        /// The valid items of each section, for the ``Spec``.
        var specSections: [Spec.Section] {
            sections.map { section in
                var items: [Spec.Item] = []
                items.reserveCapacity(section.items.count)
                for index in section.items.indices {
                    if let item = section.items[index].item { items.append(item) }
                }
                return Spec.Section(
                    id: section.id, title: section.title, items: items, footer: section.footer,
                    titleKey: section.titleKey, footerKey: section.footerKey)
            }
        }
    }

    /// The list's sections: one untitled section for `items:`, or the `sections:`. `hasRows`:
    /// the list writes a `rows` whose value is not `runtime` (reported), so missing items
    /// are not reported too.
    mutating func resolveSections(_ keys: KnownEntries, root: Node, hasRows: Bool = false) -> ParsedItems {
        let itemsPair = keys["items"]
        let sectionsPair = keys["sections"]
        var sections: [ParsedSection] = []
        var isComplete = true
        switch (itemsPair, sectionsPair) {
        case (nil, nil):
            if hasRows || misspeltKeys.contains("items") || misspeltKeys.contains("sections") || misspeltKeys.contains("rows") {
                break
            }
            error(
                .missingKey,
                "missing key 'items': a list needs 'items:' (or 'sections:' to group its items, or 'rows: runtime' when the app supplies its rows)",
                at: root)
        case (let itemsPair?, let sectionsPair?):
            let later = itemsPair.key.mark.line > sectionsPair.key.mark.line ? itemsPair.key : sectionsPair.key
            error(
                .itemsAndSections,
                "a list has either 'items' or 'sections', not both; move the loose items into a section",
                at: later)
        default:
            break
        }
        if let itemsPair {
            sections.append(ParsedSection(title: nil, items: items(itemsPair, isComplete: &isComplete)))
        }
        if let sectionsPair {
            let start = sections.count
            sections += self.sections(sectionsPair, isComplete: &isComplete)
            for index in sections.indices.dropFirst(start) {
                for item in sections[index].items.indices {
                    sections[index].items[item].section = index
                }
            }
        }
        let itemCount = sections.reduce(0) { $0 + $1.items.count }
        if itemCount > Spec.maximumItemCount, let pair = itemsPair ?? sectionsPair {
            error(
                .tooManyItems,
                "the list has \(itemCount) items, more than the \(Spec.maximumItemCount) a generated list can hold (its cases are numbered in two bytes); split it into several lists",
                at: pair.key)
        }
        return ParsedItems(sections: sections, isComplete: isComplete)
    }

    mutating func sections(_ pair: Node.Pair, isComplete: inout Bool) -> [ParsedSection] {
        if isUnresolved(pair.value) {
            isComplete = false
            return []
        }
        if case .scalar("", isPlain: true) = pair.value.content {
            error(
                .missingValue,
                "'sections' has no value; write the sections under it as '- title: …' entries with 'items:'",
                at: pair.value)
            isComplete = false
            return []
        }
        guard case .sequence(let nodes) = pair.value.content else {
            error(
                .wrongType,
                "'sections' must be a sequence of sections ('- title: …' with 'items:'), not \(Self.describe(pair.value))",
                at: pair.value)
            isComplete = false
            return []
        }
        checkTag(pair.value, readAs: .sequence)
        if nodes.isEmpty {
            error(.emptyItems, "'sections' is empty; a list needs at least one section with items", at: pair.value)
        }
        var sections: [ParsedSection] = []
        var firstByTitle: [String: SourceLocation] = [:]
        for node in nodes {
            if isUnresolved(node) {
                isComplete = false
                continue
            }
            guard case .mapping(let pairs) = node.content else {
                error(
                    .notAMapping,
                    "a section must be a mapping with 'items' (and a 'title' for its header), not \(Self.describe(node))",
                    at: node)
                isComplete = false
                continue
            }
            checkTag(node, readAs: .mapping)
            let keys = knownEntries(of: pairs, allowed: SpecKeys.section, in: "a section")
            // A section may leave out its title (a group without a header); one written empty
            // or blank is a mistake, since the header would show nothing.
            let title = keys["title"].flatMap { sectionTitle($0) }
            if let title, let titleNode = keys["title"]?.value {
                if let first = firstByTitle[title] {
                    warning(
                        .duplicateTitle,
                        "two sections have the title '\(title)'; merge their items into one section",
                        at: location(titleNode), notes: [.init("first section with this title", at: first)])
                } else {
                    firstByTitle[title] = location(titleNode)
                }
            }
            var sectionItems: [ParsedItem] = []
            if let itemsPair = keys["items"] {
                sectionItems = items(itemsPair, isComplete: &isComplete)
            } else {
                isComplete = false
                if !misspeltKeys.contains("items") {
                    error(.missingKey, "missing key 'items': a section needs 'items:'", at: node)
                }
            }
            var section = ParsedSection(title: title, items: sectionItems)
            section.footer = keys["footer"].flatMap { string($0, key: "footer") }
            section.footerLocation = keys["footer"].map { location($0.value) }
            section.titleKey = textKey(keys["title_key"], of: title)
            if keys["title"] == nil {
                checkKeyHasText(keys["title_key"], text: nil, textKey: "title")
            }
            section.footerKey = textKey(keys["footer_key"], of: section.footer)
            checkKeyHasText(keys["footer_key"], text: section.footer, textKey: "footer")
            if let idPair = keys["id"] {
                section.id = validID(idPair.value, key: "id", what: "a section's id")
                section.idLocation = location(idPair.value)
            } else if let title, let titleNode = keys["title"]?.value {
                section.id = IdentifierDerivation.id(fromTitle: title)
                section.idLocation = location(titleNode)
                section.isIDDerived = true
            }
            sections.append(section)
        }
        return sections
    }

    /// A section's title, or `nil` (reported) when it is empty or blank: a section without a
    /// header leaves `title` out.
    private mutating func sectionTitle(_ pair: Node.Pair) -> String? {
        guard let text = string(pair, key: "title") else { return nil }
        guard Self.isBlank(text) else { return text }
        error(
            .invalidValue,
            "the title of a section cannot be \(text.isEmpty ? "empty" : "blank"); leave 'title' out for a section without a header",
            at: pair.value)
        return nil
    }

    mutating func items(_ pair: Node.Pair, isComplete: inout Bool) -> [ParsedItem] {
        if isUnresolved(pair.value) {
            isComplete = false
            return []
        }
        if case .scalar("", isPlain: true) = pair.value.content {
            error(.missingValue, "'items' has no value; write the items under it as '- Title' lines", at: pair.value)
            isComplete = false
            return []
        }
        guard case .sequence(let nodes) = pair.value.content else {
            error(
                .wrongType,
                "'items' must be a sequence of items ('- Title' lines), not \(Self.describe(pair.value))",
                at: pair.value)
            isComplete = false
            return []
        }
        checkTag(pair.value, readAs: .sequence)
        if nodes.isEmpty {
            error(.emptyItems, "'items' is empty; a list needs at least one item", at: pair.value)
        }
        var items: [ParsedItem] = []
        items.reserveCapacity(nodes.count)
        for node in nodes {
            items.append(item(node))
        }
        return items
    }
}
