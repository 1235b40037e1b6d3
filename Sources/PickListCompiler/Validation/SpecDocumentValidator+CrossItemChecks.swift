/// The checks across all items of a list: duplicate ids and case names, `renamed_from`
/// clashes, duplicate titles. Items with errors take part with what is known of them.
extension SpecDocumentValidator {
    /// Duplicate ids (and distinct ids that become one Swift case name), `renamed_from` clashes
    /// and duplicate titles across all items of a list. Items with errors take part with what
    /// is known of them. Returns the index of the first item with each id, for later checks
    /// that look an id up (an item called `all`).
    @discardableResult
    mutating func checkItems(_ items: [ParsedItem]) -> [String: Int] {
        // Indices, not items, as dictionary values: no copies of the item structs.
        var firstByID: [String: Int] = [:]
        firstByID.reserveCapacity(items.count)
        var firstByCaseName: [String: Int] = [:]
        firstByCaseName.reserveCapacity(items.count)
        var looks = ItemLooks(capacity: items.count)
        // By index: a `ParsedItem` is large to copy.
        for index in items.indices {
            if let id = items[index].id, let caseName = items[index].caseName {
                if let firstIndex = firstByID[id] {
                    reportDuplicateID(id, of: items[index], first: items[firstIndex])
                    continue
                }
                firstByID[id] = index
                // `2Factor` and `_2Factor` are two ids but one case name: the enum would not compile.
                if let firstIndex = firstByCaseName[caseName] {
                    let first = items[firstIndex]
                    // Both names written (`swift_name: none` twice): the second is the mistake.
                    if let here = items[index].swiftNameLocation, let there = first.swiftNameLocation {
                        error(
                            .duplicateID,
                            "the items '\(first.id ?? "")' and '\(id)' both have 'swift_name: \(caseName)', and an enum has one case of a name; give '\(id)' another 'swift_name' (or remove it: its id derives one)",
                            at: here, notes: [.init("'\(first.id ?? "")' is named '\(caseName)' here", at: there)])
                        continue
                    }
                    error(
                        .duplicateID,
                        "the ids '\(first.id ?? "")' and '\(id)' both become the Swift case '\(caseName)'; add 'swift_name:' to one of them to name its case (the ids stay what the app stores)",
                        at: items[index].idLocation, notes: [.init("'\(first.id ?? "")' is defined here", at: first.idLocation)])
                    continue
                }
                firstByCaseName[caseName] = index
            }
            checkDuplicateTitle(of: items[index], looks: &looks)
        }

        var claimed: [String: (owner: String?, location: SourceLocation)] = [:]
        for index in items.indices where !items[index].renamedNodes.isEmpty {
            let parsed = items[index]
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
        return firstByID
    }

    mutating func reportDuplicateID(_ id: String, of parsed: ParsedItem, first: ParsedItem) {
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
