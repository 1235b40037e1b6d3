/// Items and sections: the three item forms, id derivation, and the checks across all
/// items of a list (duplicate ids and case names, `renamed_from` clashes, duplicate titles).
extension SpecDocumentValidator {
    static let itemKeys = ["id", "title", "subtitle", "keywords", "enabled", "renamed_from", "swift_name", "doc"]
    static let sectionKeys = ["title", "id", "items"]

    /// One entry of an `items` sequence as validated: the item when it has no error, and
    /// otherwise what is known of it, for the checks across items.
    ///
    /// An item with an error still has an id (when that part is valid), a title and maybe
    /// `renamed_from` entries, so a duplicate of its id is still found and `default` can still
    /// name it; what is unknown (`isEnabled` after `enabled: nope`, say) is `nil`.
    struct ParsedItem {
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
        var caseName: String? { item?.caseName ?? swiftName ?? id.map(IdentifierDerivation.caseName(for:)) }
    }

    struct ParsedSection {
        var title: String?
        var items: [ParsedItem]
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
            var count = 0
            for section in sections {
                for item in section.items {
                    guard let isEnabled = item.isEnabled else { return nil }
                    if isEnabled { count += 1 }
                }
            }
            return sections.contains { !$0.items.isEmpty } ? count : nil
        }

        /// Whether every item's id is known, so an id no item has is surely unknown.
        var allIDsKnown: Bool {
            isComplete && sections.allSatisfy { $0.items.allSatisfy { $0.id != nil } }
        }
    }

    /// The list's sections: one untitled section for `items:`, or the `sections:`.
    mutating func resolveSections(_ keys: KnownEntries, root: Node) -> ParsedItems {
        let itemsPair = keys["items"]
        let sectionsPair = keys["sections"]
        var sections: [ParsedSection] = []
        var isComplete = true
        switch (itemsPair, sectionsPair) {
        case (nil, nil):
            if misspeltKeys.contains("items") || misspeltKeys.contains("sections") { break }
            error(
                .missingKey,
                "missing key 'items': a list needs 'items:' (or 'sections:' to group its items)",
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

    private mutating func sections(_ pair: Node.Pair, isComplete: inout Bool) -> [ParsedSection] {
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
                    "a section must be a mapping with 'title' and 'items', not \(Self.describe(node))",
                    at: node)
                isComplete = false
                continue
            }
            checkTag(node, readAs: .mapping)
            let keys = knownEntries(of: pairs, allowed: Self.sectionKeys, in: "a section")
            let title = requiredString(keys["title"], key: "title", in: node, what: "a section")
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
            if let idPair = keys["id"] {
                section.id = validID(idPair.value, key: "id")
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

    private mutating func items(_ pair: Node.Pair, isComplete: inout Bool) -> [ParsedItem] {
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

    // MARK: One item

    /// One entry of `items`: the item, or what is known of it when it has an error.
    private mutating func item(_ node: Node) -> ParsedItem {
        let errorsBefore = errorCount
        var parsed: ParsedItem
        switch node.content {
        case .scalar(let title, let isPlain):
            parsed = ParsedItem(location: location(node))
            if title.isEmpty, isPlain {
                error(.missingValue, "this item is empty; write its title after '- '", at: node)
            } else if Self.isBlank(title) {
                error(.invalidValue, "the title of an item cannot be empty", at: node)
            } else {
                checkTag(node, readAs: .string)
                parsed.title = title
                deriveID(into: &parsed, titleNode: node, itemNode: node)
            }
        case .sequence:
            error(
                .wrongType,
                "an item must be a title, an 'id: Title' pair or a mapping with 'title', not a sequence",
                at: node)
            parsed = ParsedItem(location: location(node))
            parsed.isEnabled = nil
        case .unresolvedAlias:
            _ = isUnresolved(node)
            parsed = ParsedItem(location: location(node))
            parsed.isEnabled = nil
        case .mapping(let pairs):
            checkTag(node, readAs: .mapping)
            if pairs.count == 1, case .scalar(let key, let isPlain) = pairs[0].key.content,
               !Self.itemKeys.contains(key), !(key == "<<" && isPlain) {
                parsed = shorthandItem(pairs[0], itemNode: node)
            } else {
                parsed = fullItem(pairs, itemNode: node)
            }
        }
        if errorCount == errorsBefore, let id = parsed.id, let title = parsed.title {
            if parsed.swiftName == nil { noteEscapedCaseName(of: id, at: parsed.idLocation) }
            parsed.item = Spec.Item(
                id: id, caseName: parsed.swiftName ?? IdentifierDerivation.caseName(for: id), title: title,
                subtitle: parsed.subtitle, keywords: parsed.keywords, isEnabled: parsed.isEnabled ?? true,
                renamedFrom: parsed.renamedNodes.compactMap(\.scalarText), doc: parsed.doc,
                location: parsed.location)
        }
        return parsed
    }

    /// `- Title` (or a full-form item without `id`): the id is derived from the title.
    private mutating func deriveID(into parsed: inout ParsedItem, titleNode: Node, itemNode: Node) {
        guard let title = parsed.title else { return }
        guard let id = IdentifierDerivation.id(fromTitle: title) else {
            let fix: String
            if case .mapping = itemNode.content {
                fix = "add an 'id:' to the item, for example 'id: thumbsUp'"
            } else {
                fix = "write the item as 'id: title', for example '- thumbsUp: \(title)'"
            }
            error(
                .underivableID,
                "cannot derive an id from the title '\(title)' (it has no letter or digit); \(fix)",
                at: titleNode)
            return
        }
        let location = location(titleNode)
        parsed.id = id
        parsed.idLocation = location
        parsed.isDerived = true
    }

    /// `- id: Title`.
    private mutating func shorthandItem(_ pair: Node.Pair, itemNode: Node) -> ParsedItem {
        var parsed = ParsedItem(location: location(itemNode))
        parsed.id = validID(pair.key, key: "id")
        parsed.idLocation = location(pair.key)
        if isUnresolved(pair.value) { return parsed }
        guard case .scalar = pair.value.content else {
            error(
                .wrongType,
                "in the 'id: Title' form the title must be a string, not \(Self.describe(pair.value)); for more fields write the full form with 'id:' and 'title:'",
                at: pair.value)
            return parsed
        }
        parsed.title = nonEmptyString(pair, key: pair.key.scalarText ?? "", what: "an item")
        if let key = pair.key.scalarText, let title = parsed.title {
            checkMisspeltItemKey(key, title: title, at: pair.key)
        }
        return parsed
    }

    /// Item keys a one-key item's key may be a typo of. `id` and `doc` are left out: two- and
    /// three-letter ids (`io`, `dog`) are too often one edit away from them.
    private static let misspellableItemKeys = ["title", "subtitle", "keywords", "enabled", "renamed_from"]

    /// Warns when `- titel: Foo` (an item with the id `titel`) was probably meant as the key
    /// `title`: its key is close to an item key, and its title does not derive the key (as
    /// `- tile: Tile` does, an id and title evidently meant).
    private mutating func checkMisspeltItemKey(_ key: String, title: String, at keyNode: Node) {
        guard let meant = Suggestion.closest(to: key, among: Self.misspellableItemKeys),
              IdentifierDerivation.id(fromTitle: title) != key else { return }
        warning(
            .misspeltItemKey,
            "'\(key): \(title)' is an item with the id '\(key)' and the title '\(title)'; if '\(key)' is a misspelt key, correct it, or write '- id: \(key)' and 'title: \(title)' to keep the id",
            at: location(keyNode), suggestion: meant)
    }

    /// The full form: `id`, `title`, `subtitle`, `keywords`, `enabled`, `renamed_from`, `doc`.
    private mutating func fullItem(_ pairs: [Node.Pair], itemNode: Node) -> ParsedItem {
        let keys = knownEntries(of: pairs, allowed: Self.itemKeys, in: "an item")
        var parsed = ParsedItem(location: location(itemNode))
        if let titlePair = keys["title"] {
            parsed.title = nonEmptyString(titlePair, key: "title", what: "an item")
        } else if !misspeltKeys.contains("title") {
            var message = "missing key 'title': an item written as a mapping needs a 'title:'"
            if keys.count == 1, let only = keys.keys.first {
                message += " (to use '\(only)' as an id, write '- id: \(only)' and 'title: …')"
            }
            error(.missingKey, message, at: itemNode)
        }
        parsed.subtitle = keys["subtitle"].flatMap { string($0, key: "subtitle") }
        parsed.isSubtitleKnown = keys["subtitle"] == nil || parsed.subtitle != nil
        parsed.keywords = keys["keywords"].map { stringList($0, key: "keywords") } ?? []
        if let enabledPair = keys["enabled"] {
            parsed.isEnabled = bool(enabledPair, key: "enabled")
        } else if misspeltKeys.contains("enabled") {
            parsed.isEnabled = nil                  // `enabeld: false` was probably meant
        }
        if let renamedPair = keys["renamed_from"] {
            parsed.renamedNodes = idList(renamedPair, key: "renamed_from")
        }
        parsed.doc = keys["doc"].flatMap { string($0, key: "doc") }
        parsed.swiftName = keys["swift_name"].flatMap { swiftName($0.value) }

        if let idPair = keys["id"] {
            parsed.idLocation = location(idPair.value)
            switch idPair.value.content {
            case .scalar:
                parsed.id = validID(idPair.value, key: "id")
            case .sequence, .mapping:
                error(.wrongType, "'id' must be a string, not \(Self.describe(idPair.value))", at: idPair.value)
            case .unresolvedAlias:
                _ = isUnresolved(idPair.value)
            }
        } else if let titlePair = keys["title"] {
            deriveID(into: &parsed, titleNode: titlePair.value, itemNode: itemNode)
        }
        return parsed
    }

    /// The case name a `swift_name` gives (backticked when it is a keyword), or `nil` (reported):
    /// it must be an identifier that does not start with a digit, and not the name of a member
    /// of the generated type.
    private mutating func swiftName(_ node: Node) -> String? {
        guard let name = validID(node, key: "swift_name") else { return nil }
        if IdentifierDerivation.startsWithDigit(name) {
            error(
                .invalidID, "invalid swift_name '\(name)': a Swift name cannot start with a digit",
                at: node, suggestion: "_" + name)
            return nil
        }
        if ReservedNames.memberNames.contains(name) {
            error(
                .reservedID,
                "the swift_name '\(name)' is a name every generated list already uses; choose another",
                at: node, suggestion: name + "_")
            return nil
        }
        return SwiftKeywords.needingBackticks.contains(name) ? "`" + name + "`" : name
    }

    /// Says what an id's case is called when it is not the id itself or the id in backticks:
    /// `_3d` for `3d`, `ID_` for `ID` (a member name).
    private mutating func noteEscapedCaseName(of id: String, at location: SourceLocation) {
        let caseName = IdentifierDerivation.caseName(for: id)
        guard caseName != id, caseName != "`" + id + "`" else { return }
        let reason = IdentifierDerivation.startsWithDigit(id)
            ? "a Swift name cannot start with a digit"
            : "every generated list already uses the name '\(id)'"
        note(
            .escapedCaseName,
            "the id '\(id)' is the Swift case '\(caseName)' (\(reason)); 'swift_name:' names it otherwise",
            at: location)
    }

    /// A scalar that is a valid id, or `nil` (reported).
    mutating func validID(_ node: Node, key: String) -> String? {
        if isUnresolved(node) { return nil }
        guard case .scalar(let id, let isPlain) = node.content else {
            error(.wrongType, "an id must be a string, not \(Self.describe(node))", at: node)
            return nil
        }
        if id.isEmpty, isPlain {
            error(.missingValue, "'\(key)' has no value; write an id such as 'design'", at: node)
            return nil
        }
        if id == "_" {
            error(.invalidID, "invalid id '_': '_' alone is Swift's wildcard, not a name; use a word such as 'none'", at: node)
            return nil
        }
        guard IdentifierDerivation.isValidID(id) else {
            var suggestion = IdentifierDerivation.id(fromTitle: id)
            if suggestion == id { suggestion = nil }
            error(
                .invalidID,
                "invalid id '\(id)': an id may contain only letters, digits and underscores (it becomes a Swift enum case)",
                at: node, suggestion: suggestion)
            return nil
        }
        checkTag(node, readAs: .string)
        return id
    }

    private mutating func stringList(_ pair: Node.Pair, key: String) -> [String] {
        if isUnresolved(pair.value) { return [] }
        guard case .sequence(let nodes) = pair.value.content else {
            let hint = pair.value.scalarText.map { "; write '[\($0)]'" } ?? ""
            error(
                .wrongType, "'\(key)' must be a sequence of strings, not \(Self.describe(pair.value))\(hint)",
                at: pair.value, suggestion: pair.value.scalarText.map { "[\($0)]" })
            return []
        }
        checkTag(pair.value, readAs: .sequence)
        var strings: [String] = []
        for node in nodes where !isUnresolved(node) {
            if case .scalar(let text, let isPlain) = node.content, !(text.isEmpty && isPlain) {
                checkTag(node, readAs: .string)
                strings.append(text)
            } else {
                error(.wrongType, "each entry of '\(key)' must be a string, not \(Self.describe(node))", at: node)
            }
        }
        return strings
    }

    private mutating func idList(_ pair: Node.Pair, key: String) -> [Node] {
        if isUnresolved(pair.value) { return [] }
        guard case .sequence(let nodes) = pair.value.content else {
            let hint = pair.value.scalarText.map { "; write '[\($0)]'" } ?? ""
            error(
                .wrongType, "'\(key)' must be a sequence of ids, not \(Self.describe(pair.value))\(hint)",
                at: pair.value, suggestion: pair.value.scalarText.map { "[\($0)]" })
            return []
        }
        checkTag(pair.value, readAs: .sequence)
        return nodes.filter { validID($0, key: key) != nil }
    }

    // MARK: Across items

    /// Duplicate ids (and distinct ids that become one Swift case name), `renamed_from` clashes
    /// and duplicate titles across all items of a list. Items with errors take part with what
    /// is known of them.
    mutating func checkItems(_ items: [ParsedItem]) {
        // Indices, not items, as dictionary values: no copies of the item structs.
        var firstByID: [String: Int] = [:]
        firstByID.reserveCapacity(items.count)
        var firstByCaseName: [String: Int] = [:]
        firstByCaseName.reserveCapacity(items.count)
        var firstByLook: [ItemLook: SourceLocation] = [:]
        firstByLook.reserveCapacity(items.count)
        for (index, parsed) in items.enumerated() {
            if let id = parsed.id, let caseName = parsed.caseName {
                if let firstIndex = firstByID[id] {
                    reportDuplicateID(id, of: parsed, first: items[firstIndex])
                    continue
                }
                firstByID[id] = index
                // `2Factor` and `_2Factor` are two ids but one case name: the enum would not compile.
                if let firstIndex = firstByCaseName[caseName] {
                    let first = items[firstIndex]
                    error(
                        .duplicateID,
                        "the ids '\(first.id ?? "")' and '\(id)' both become the Swift case '\(caseName)'; choose another id",
                        at: parsed.idLocation, notes: [.init("'\(first.id ?? "")' is defined here", at: first.idLocation)])
                    continue
                }
                firstByCaseName[caseName] = index
            }
            checkDuplicateTitle(of: parsed, firstByLook: &firstByLook)
        }

        var claimed: [String: (owner: String?, location: SourceLocation)] = [:]
        for parsed in items where !parsed.renamedNodes.isEmpty {
            for node in parsed.renamedNodes {
                guard let old = node.scalarText else { continue }
                if old == parsed.id {
                    error(.renamedClash, "'renamed_from' lists '\(old)', the item's own id; remove it", at: node)
                } else if let liveIndex = firstByID[old] {
                    error(
                        .renamedClash,
                        "'renamed_from' lists '\(old)', which is the id of a live item, so decoding '\(old)' would be ambiguous",
                        at: node, notes: [.init("'\(old)' is defined here", at: items[liveIndex].idLocation)])
                } else if let earlier = claimed[old] {
                    let message: String
                    if earlier.owner != nil, earlier.owner == parsed.id {
                        message = "'renamed_from' lists '\(old)' twice"
                    } else if let owner = earlier.owner {
                        message = "'renamed_from' lists '\(old)', which '\(owner)' already claims; an old id can map to only one item"
                    } else {
                        message = "'renamed_from' lists '\(old)', which another item already claims; an old id can map to only one item"
                    }
                    error(.renamedClash, message, at: node, notes: [.init("first claimed here", at: earlier.location)])
                } else {
                    claimed[old] = (parsed.id, location(node))
                }
            }
        }
    }

    private mutating func reportDuplicateID(_ id: String, of parsed: ParsedItem, first: ParsedItem) {
        let title = parsed.title ?? ""
        let firstTitle = first.title ?? ""
        let message: String
        switch (first.isDerived, parsed.isDerived) {
        case (true, true) where firstTitle == title:
            message = "duplicate id '\(id)': the item '\(title)' appears twice; remove one, or give it an explicit id if both are meant"
        case (true, true):
            message = "duplicate id '\(id)': the titles '\(firstTitle)' and '\(title)' both give the id '\(id)'; give one of them an explicit id ('- otherId: \(title)')"
        case (false, true):
            message = "duplicate id '\(id)': the title '\(title)' gives the id '\(id)', which an earlier item already has; give this item an explicit id ('- otherId: \(title)')"
        case (true, false):
            message = "duplicate id '\(id)': an earlier item's title '\(firstTitle)' already gives the id '\(id)'; choose another id"
        case (false, false):
            message = "duplicate id '\(id)': every item of a list needs its own id"
        }
        error(.duplicateID, message, at: parsed.idLocation, notes: [.init("'\(id)' first defined here", at: first.idLocation)])
    }
}
