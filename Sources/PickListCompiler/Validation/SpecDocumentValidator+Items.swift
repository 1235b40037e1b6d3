/// Items and sections: the three item forms, id derivation, and the checks across all
/// items of a list (duplicate ids, reserved ids, `renamed_from` clashes, duplicate titles).
extension SpecDocumentValidator {
    static let itemKeys = ["id", "title", "subtitle", "keywords", "enabled", "renamed_from", "doc"]
    static let sectionKeys = ["title", "items"]

    /// One item as validated, with what the list-wide checks need to point at.
    struct ParsedItem {
        var item: Spec.Item
        /// Where the id is written (or the title it was derived from).
        var idLocation: SourceLocation
        /// Whether the id was derived from the title rather than written.
        var isDerived: Bool
        /// The `renamed_from` entries as written.
        var renamedNodes: [Node]
    }

    struct ParsedSection {
        var title: String?
        var items: [ParsedItem]
    }

    /// The list's sections: one untitled section for `items:`, or the `sections:`.
    mutating func resolveSections(_ keys: KnownEntries, root: Node, searchable: Bool) -> [ParsedSection] {
        let itemsPair = keys["items"]
        let sectionsPair = keys["sections"]
        var sections: [ParsedSection] = []
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
            sections.append(ParsedSection(title: nil, items: items(itemsPair, searchable: searchable)))
        }
        if let sectionsPair {
            sections += self.sections(sectionsPair, searchable: searchable)
        }
        return sections
    }

    private mutating func sections(_ pair: Node.Pair, searchable: Bool) -> [ParsedSection] {
        guard case .sequence(let nodes) = pair.value.content else {
            error(
                .wrongType,
                "'sections' must be a sequence of sections ('- title: …' with 'items:'), not \(Self.describe(pair.value))",
                at: pair.value)
            return []
        }
        if nodes.isEmpty {
            error(.emptyItems, "'sections' is empty; a list needs at least one section with items", at: pair.value)
        }
        var sections: [ParsedSection] = []
        var firstByTitle: [String: SourceLocation] = [:]
        for node in nodes {
            guard case .mapping(let pairs) = node.content else {
                error(
                    .notAMapping,
                    "a section must be a mapping with 'title' and 'items', not \(Self.describe(node))",
                    at: node)
                continue
            }
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
                sectionItems = items(itemsPair, searchable: searchable)
            } else if !misspeltKeys.contains("items") {
                error(.missingKey, "missing key 'items': a section needs 'items:'", at: node)
            }
            sections.append(ParsedSection(title: title, items: sectionItems))
        }
        return sections
    }

    private mutating func items(_ pair: Node.Pair, searchable: Bool) -> [ParsedItem] {
        guard case .sequence(let nodes) = pair.value.content else {
            error(
                .wrongType,
                "'items' must be a sequence of items ('- Title' lines), not \(Self.describe(pair.value))",
                at: pair.value)
            return []
        }
        if nodes.isEmpty {
            error(.emptyItems, "'items' is empty; a list needs at least one item", at: pair.value)
        }
        var items: [ParsedItem] = []
        items.reserveCapacity(nodes.count)
        for node in nodes {
            if let item = item(node, searchable: searchable) {
                items.append(item)
            }
        }
        return items
    }

    // MARK: One item

    private mutating func item(_ node: Node, searchable: Bool) -> ParsedItem? {
        switch node.content {
        case .scalar(let title, let isPlain):
            if title.isEmpty, isPlain {
                error(.missingValue, "this item is empty; write its title after '- '", at: node)
                return nil
            }
            if Self.isBlank(title) {
                error(.invalidValue, "the title of an item cannot be empty", at: node)
                return nil
            }
            return derivedItem(title: title, titleNode: node, itemNode: node, searchable: searchable)
        case .sequence:
            error(
                .wrongType,
                "an item must be a title, an 'id: Title' pair or a mapping with 'title', not a sequence",
                at: node)
            return nil
        case .mapping(let pairs):
            if pairs.count == 1, case .scalar(let key, _) = pairs[0].key.content, !Self.itemKeys.contains(key) {
                return shorthandItem(pairs[0], itemNode: node, searchable: searchable)
            }
            return fullItem(pairs, itemNode: node, searchable: searchable)
        }
    }

    /// `- Title`: the id is derived from the title.
    private mutating func derivedItem(title: String, titleNode: Node, itemNode: Node, searchable: Bool) -> ParsedItem? {
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
            return nil
        }
        let location = location(titleNode)
        checkReserved(id, derivedFrom: title, at: location, searchable: searchable)
        return ParsedItem(
            item: Spec.Item(
                id: id, caseName: IdentifierDerivation.caseName(for: id), title: title,
                location: self.location(itemNode)),
            idLocation: location, isDerived: true, renamedNodes: [])
    }

    /// `- id: Title`.
    private mutating func shorthandItem(_ pair: Node.Pair, itemNode: Node, searchable: Bool) -> ParsedItem? {
        let id = explicitID(pair.key, searchable: searchable)
        guard case .scalar = pair.value.content else {
            error(
                .wrongType,
                "in the 'id: Title' form the title must be a string, not \(Self.describe(pair.value)); for more fields write the full form with 'id:' and 'title:'",
                at: pair.value)
            return nil
        }
        guard let title = nonEmptyString(pair, key: pair.key.scalarText ?? "", what: "an item"), let id else {
            return nil
        }
        return ParsedItem(
            item: Spec.Item(
                id: id, caseName: IdentifierDerivation.caseName(for: id), title: title,
                location: location(itemNode)),
            idLocation: location(pair.key), isDerived: false, renamedNodes: [])
    }

    /// The full form: `id`, `title`, `subtitle`, `keywords`, `enabled`, `renamed_from`, `doc`.
    private mutating func fullItem(_ pairs: [Node.Pair], itemNode: Node, searchable: Bool) -> ParsedItem? {
        let keys = knownEntries(of: pairs, allowed: Self.itemKeys, in: "an item")
        let errorsBefore = errorCount
        var title: String?
        if let titlePair = keys["title"] {
            title = nonEmptyString(titlePair, key: "title", what: "an item")
        } else if !misspeltKeys.contains("title") {
            var message = "missing key 'title': an item written as a mapping needs a 'title:'"
            if keys.count == 1, let only = keys.keys.first {
                message += " (to use '\(only)' as an id, write '- id: \(only)' and 'title: …')"
            }
            error(.missingKey, message, at: itemNode)
        }
        let subtitle = keys["subtitle"].flatMap { string($0, key: "subtitle") }
        let keywords = keys["keywords"].map { stringList($0, key: "keywords") } ?? []
        let isEnabled = keys["enabled"].flatMap { bool($0, key: "enabled") } ?? true
        var renamedNodes: [Node] = []
        if let renamedPair = keys["renamed_from"] {
            renamedNodes = idList(renamedPair, key: "renamed_from")
        }
        let doc = keys["doc"].flatMap { string($0, key: "doc") }

        var id: String?
        var idLocation = location(itemNode)
        var isDerived = false
        if let idPair = keys["id"] {
            idLocation = location(idPair.value)
            switch idPair.value.content {
            case .scalar:
                id = explicitID(idPair.value, searchable: searchable)
            case .sequence, .mapping:
                error(.wrongType, "'id' must be a string, not \(Self.describe(idPair.value))", at: idPair.value)
            }
        } else if let title, let titlePair = keys["title"] {
            if let derived = derivedItem(title: title, titleNode: titlePair.value, itemNode: itemNode, searchable: searchable) {
                id = derived.item.id
                idLocation = derived.idLocation
                isDerived = true
            }
        }
        guard errorCount == errorsBefore, let id, let title else { return nil }
        return ParsedItem(
            item: Spec.Item(
                id: id, caseName: IdentifierDerivation.caseName(for: id), title: title,
                subtitle: subtitle, keywords: keywords, isEnabled: isEnabled,
                renamedFrom: renamedNodes.compactMap(\.scalarText), doc: doc, location: location(itemNode)),
            idLocation: idLocation, isDerived: isDerived, renamedNodes: renamedNodes)
    }

    /// An id written by the user (an `id:` value or the key of `- id: Title`).
    private mutating func explicitID(_ node: Node, searchable: Bool) -> String? {
        guard let id = validID(node, key: "id") else { return nil }
        checkReserved(id, derivedFrom: nil, at: location(node), searchable: searchable)
        return id
    }

    /// A scalar that is a valid id, or `nil` (reported).
    private mutating func validID(_ node: Node, key: String) -> String? {
        guard case .scalar(let id, let isPlain) = node.content else {
            error(.wrongType, "an id must be a string, not \(Self.describe(node))", at: node)
            return nil
        }
        if id.isEmpty, isPlain {
            error(.missingValue, "'\(key)' has no value; write an id such as 'design'", at: node)
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
        return id
    }

    private mutating func checkReserved(_ id: String, derivedFrom title: String?, at location: SourceLocation, searchable: Bool) {
        guard ReservedNames.isReservedItemID(id, searchable: searchable) else { return }
        let subject = title.map { "the title '\($0)' derives the id '\(id)', which" } ?? "the id '\(id)'"
        let reason = searchable && ReservedNames.searchableItemIDs.contains(id)
            ? "clashes with the 'search' function a searchable list generates"
            : "clashes with a member every generated list has"
        error(
            .reservedID,
            "\(subject) \(reason); give the item another id (for example '- \(id)Item: …')",
            at: location)
    }

    private mutating func stringList(_ pair: Node.Pair, key: String) -> [String] {
        guard case .sequence(let nodes) = pair.value.content else {
            let hint = pair.value.scalarText.map { "; write '[\($0)]'" } ?? ""
            error(
                .wrongType, "'\(key)' must be a sequence of strings, not \(Self.describe(pair.value))\(hint)",
                at: pair.value, suggestion: pair.value.scalarText.map { "[\($0)]" })
            return []
        }
        var strings: [String] = []
        for node in nodes {
            if case .scalar(let text, let isPlain) = node.content, !(text.isEmpty && isPlain) {
                strings.append(text)
            } else {
                error(.wrongType, "each entry of '\(key)' must be a string, not \(Self.describe(node))", at: node)
            }
        }
        return strings
    }

    private mutating func idList(_ pair: Node.Pair, key: String) -> [Node] {
        guard case .sequence(let nodes) = pair.value.content else {
            let hint = pair.value.scalarText.map { "; write '[\($0)]'" } ?? ""
            error(
                .wrongType, "'\(key)' must be a sequence of ids, not \(Self.describe(pair.value))\(hint)",
                at: pair.value, suggestion: pair.value.scalarText.map { "[\($0)]" })
            return []
        }
        return nodes.filter { validID($0, key: key) != nil }
    }

    // MARK: Across items

    /// Duplicate ids (and distinct ids that become one Swift case name), `renamed_from` clashes
    /// and duplicate titles across all items of a list.
    mutating func checkItems(_ items: [ParsedItem]) {
        // Indices, not items, as dictionary values: no copies of the item structs.
        var firstByID: [String: Int] = [:]
        firstByID.reserveCapacity(items.count)
        var firstByCaseName: [String: Int] = [:]
        firstByCaseName.reserveCapacity(items.count)
        var firstByTitle: [String: Int] = [:]
        firstByTitle.reserveCapacity(items.count)
        for (index, parsed) in items.enumerated() {
            let id = parsed.item.id
            if let firstIndex = firstByID[id] {
                let first = items[firstIndex]
                let message: String
                switch (first.isDerived, parsed.isDerived) {
                case (true, true) where first.item.title == parsed.item.title:
                    message = "duplicate id '\(id)': the item '\(parsed.item.title)' appears twice; remove one, or give it an explicit id if both are meant"
                case (true, true):
                    message = "duplicate id '\(id)': the titles '\(first.item.title)' and '\(parsed.item.title)' both give the id '\(id)'; give one of them an explicit id ('- otherId: \(parsed.item.title)')"
                case (false, true):
                    message = "duplicate id '\(id)': the title '\(parsed.item.title)' gives the id '\(id)', which an earlier item already has; give this item an explicit id ('- otherId: \(parsed.item.title)')"
                case (true, false):
                    message = "duplicate id '\(id)': an earlier item's title '\(first.item.title)' already gives the id '\(id)'; choose another id"
                case (false, false):
                    message = "duplicate id '\(id)': every item of a list needs its own id"
                }
                error(.duplicateID, message, at: parsed.idLocation, notes: [.init("'\(id)' first defined here", at: first.idLocation)])
                continue
            }
            firstByID[id] = index
            // `2Factor` and `_2Factor` are two ids but one case name: the enum would not compile.
            if let firstIndex = firstByCaseName[parsed.item.caseName] {
                let first = items[firstIndex]
                error(
                    .duplicateID,
                    "the ids '\(first.item.id)' and '\(id)' both become the Swift case '\(parsed.item.caseName)'; choose another id",
                    at: parsed.idLocation, notes: [.init("'\(first.item.id)' is defined here", at: first.idLocation)])
                continue
            }
            firstByCaseName[parsed.item.caseName] = index
            if let firstIndex = firstByTitle[parsed.item.title] {
                warning(
                    .duplicateTitle,
                    "two items show the same title '\(parsed.item.title)'; users cannot tell them apart",
                    at: parsed.item.location, notes: [.init("first item with this title", at: items[firstIndex].item.location)])
            } else {
                firstByTitle[parsed.item.title] = index
            }
        }

        var claimed: [String: (owner: String, location: SourceLocation)] = [:]
        for parsed in items where !parsed.renamedNodes.isEmpty {
            for node in parsed.renamedNodes {
                guard let old = node.scalarText else { continue }
                if old == parsed.item.id {
                    error(.renamedClash, "'renamed_from' lists '\(old)', the item's own id; remove it", at: node)
                } else if let liveIndex = firstByID[old] {
                    error(
                        .renamedClash,
                        "'renamed_from' lists '\(old)', which is the id of a live item, so decoding '\(old)' would be ambiguous",
                        at: node, notes: [.init("'\(old)' is defined here", at: items[liveIndex].idLocation)])
                } else if let earlier = claimed[old] {
                    let message = earlier.owner == parsed.item.id
                        ? "'renamed_from' lists '\(old)' twice"
                        : "'renamed_from' lists '\(old)', which '\(earlier.owner)' already claims; an old id can map to only one item"
                    error(.renamedClash, message, at: node, notes: [.init("first claimed here", at: earlier.location)])
                } else {
                    claimed[old] = (parsed.item.id, location(node))
                }
            }
        }
    }
}
