import PickListKit

/// One item in its three forms: `- Title`, `- id: Title`, and the full mapping.
extension SpecDocumentValidator {
    /// One entry of `items`: the item, or what is known of it when it has an error.
    mutating func item(_ node: Node) -> ParsedItem {
        let errorsBefore = errorCount
        let parsed: ParsedItem
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
                deriveID(into: parsed, titleNode: node, itemNode: node)
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
               !SpecKeys.item.contains(key), !(key == "<<" && isPlain), !fieldNames.contains(key) {
                parsed = shorthandItem(pairs[0], itemNode: node)
            } else {
                parsed = fullItem(pairs, itemNode: node)
            }
        }
        if errorCount == errorsBefore, let id = parsed.id, let title = parsed.title,
           let caseName = parsed.swiftName ?? caseName(forStoredID: id, at: parsed.idLocation) {
            parsed.item = Spec.Item(
                id: id, caseName: caseName, title: title,
                subtitle: parsed.subtitle, keywords: parsed.keywords, isEnabled: parsed.isEnabled ?? true,
                renamedFrom: parsed.renamedNodes.compactMap(\.scalarText), doc: parsed.doc,
                image: parsed.image, isExclusive: parsed.isExclusive,
                titleKey: parsed.titleKey, subtitleKey: parsed.subtitleKey, location: parsed.location)
            parsed.item?.isAction = parsed.isAction
            parsed.item?.isSelectable = parsed.isSelectable
            parsed.item?.indent = parsed.indent
            parsed.item?.titleArguments = parsed.titleArguments
            parsed.item?.subtitleArguments = parsed.subtitleArguments
        }
        return parsed
    }

    /// The deepest `indent` an item may have.
    static let maximumIndent = Spec.Item.maximumIndent

    /// `indent: 2`: a whole number of levels, 0 to ``maximumIndent``.
    mutating func indent(_ pair: Node.Pair) -> Int? {
        guard let levels = count(pair, key: "indent") else { return nil }
        guard levels <= Self.maximumIndent else {
            error(
                .invalidValue,
                "'indent' must be 0 to \(Self.maximumIndent) levels, not \(levels): the deepest a row is drawn (PickListEntry draws a deeper row of an app's tree at \(Self.maximumIndent)); write \(Self.maximumIndent) for it",
                at: pair.value)
            return nil
        }
        return levels
    }

    /// `- id: Title`.
    mutating func shorthandItem(_ pair: Node.Pair, itemNode: Node) -> ParsedItem {
        let parsed = ParsedItem(location: location(itemNode))
        parsed.id = storedID(pair.key, key: "id")
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

    /// Warns when `- titel: Foo` (an item with the id `titel`) was probably meant as the key
    /// `title`: its key is close to an item key, and its title does not derive the key (as
    /// `- tile: Tile` does, an id and title evidently meant).
    mutating func checkMisspeltItemKey(_ key: String, title: String, at keyNode: Node) {
        guard let meant = Suggestion.closest(to: key, among: SpecKeys.misspellableItem),
              IdentifierDerivation.id(fromTitle: title) != key else { return }
        warning(
            .misspeltItemKey,
            "'\(key): \(title)' is an item with the id '\(key)' and the title '\(title)'; if '\(key)' is a misspelt key, correct it, or write '- id: \(key)' and 'title: \(title)' to keep the id",
            at: location(keyNode), suggestion: meant)
    }

    /// The full form: `id`, `title`, `subtitle`, `keywords`, `enabled`, `renamed_from`,
    /// `swift_name`, `doc`, `symbol` or `image`, `value`, `exclusive`, `title_key`, `subtitle_key`,
    /// `action`, `selectable`, `indent`.
    mutating func fullItem(_ pairs: [Node.Pair], itemNode: Node) -> ParsedItem {
        let keys = knownEntries(of: pairs, allowed: SpecKeys.item, in: "an item", fields: fieldNames)
        let parsed = ParsedItem(location: location(itemNode))
        if !fieldNames.isEmpty {
            parsed.fieldPairs = pairs.filter { pair in pair.key.scalarText.map(fieldNames.contains) ?? false }
        }
        if let titlePair = keys[.title] {
            parsed.title = nonEmptyString(titlePair, key: "title", what: "an item")
        } else if !misspeltKeys.contains("title") {
            var message = "missing key 'title': an item written as a mapping needs a 'title:'"
            if keys.count == 1, let only = keys.keys.first {
                message += " (to use '\(only)' as an id, write '- id: \(only)' and 'title: …')"
            }
            error(.missingKey, message, at: itemNode)
        }
        parsed.subtitle = keys[.subtitle].flatMap { string($0, key: "subtitle") }
        parsed.isSubtitleKnown = !keys.contains(.subtitle) || parsed.subtitle != nil
        parsed.titleKey = textKey(keys[.titleKey], of: parsed.title)
        parsed.subtitleKey = textKey(keys[.subtitleKey], of: parsed.subtitle)
        if parsed.isSubtitleKnown { checkKeyHasText(keys[.subtitleKey], text: parsed.subtitle, textKey: "subtitle") }
        if let pair = keys[.titleArguments] {
            parsed.titleArguments = formatArguments(pair, text: parsed.title, textPair: keys[.title], keyPair: keys[.titleKey], textName: "title")
            if let keyPair = keys[.titleKey] { markFormatKey(at: keyPair.value) }
        }
        if let pair = keys[.subtitleArguments] {
            parsed.subtitleArguments = formatArguments(
                pair, text: parsed.subtitle, textPair: keys[.subtitle], keyPair: keys[.subtitleKey], textName: "subtitle")
            if let keyPair = keys[.subtitleKey] { markFormatKey(at: keyPair.value) }
        }
        parsed.keywords = keys[.keywords].map { stringList($0, key: "keywords") } ?? []
        if let enabledPair = keys[.enabled] {
            parsed.isEnabled = bool(enabledPair, key: "enabled")
        } else if misspeltKeys.contains("enabled") {
            parsed.isEnabled = nil                  // `enabeld: false` was probably meant
        }
        if let renamedPair = keys[.renamedFrom] {
            parsed.renamedNodes = idList(renamedPair, key: "renamed_from")
        }
        parsed.doc = keys[.doc].flatMap { string($0, key: "doc") }
        parsed.swiftName = keys[.swiftName].flatMap { swiftName($0.value) }
        parsed.swiftNameLocation = keys[.swiftName].map { location($0.value) }
        parsed.image = image(symbol: keys[.symbol], asset: keys[.image], swatch: keys[.swatch])
        if let indentPair = keys[.indent] { parsed.indent = indent(indentPair) ?? 0 }
        parsed.valuePair = keys[.value]
        parsed.aliasesPair = keys[.valueAliases]
        if let exclusivePair = keys[.exclusive] {
            parsed.exclusivePair = exclusivePair
            parsed.isExclusive = bool(exclusivePair, key: "exclusive") ?? false
        }
        if let actionPair = keys[.action] {
            parsed.actionPair = actionPair
            parsed.isAction = bool(actionPair, key: "action") ?? false
        }
        if let selectablePair = keys[.selectable] {
            parsed.selectablePair = selectablePair
            parsed.isSelectable = bool(selectablePair, key: "selectable") ?? true
        }

        if let idPair = keys[.id] {
            parsed.idLocation = location(idPair.value)
            switch idPair.value.content {
            case .scalar:
                parsed.id = storedID(idPair.value, key: "id")
            case .sequence, .mapping:
                error(.wrongType, "'id' must be a string, not \(Self.describe(idPair.value))", at: idPair.value)
            case .unresolvedAlias:
                _ = isUnresolved(idPair.value)
            }
        } else if let titlePair = keys[.title] {
            deriveID(into: parsed, titleNode: titlePair.value, itemNode: itemNode)
        }
        return parsed
    }

    /// The image of `symbol: bell.badge`, `image: Logo` or `swatch: "#FF9500"`: a name on one
    /// line or one to four colours, and only one of them.
    mutating func image(symbol: Node.Pair?, asset: Node.Pair?, swatch: Node.Pair? = nil) -> PickListImage? {
        // Most items have no image: they pay three tests, not an array.
        if symbol == nil, asset == nil, swatch == nil { return nil }
        let given = [symbol, asset, swatch].compactMap { $0 }
        if given.count > 1, let first = given.first, let second = given.dropFirst().first {
            let firstKey = first.key.scalarText ?? "symbol"
            error(
                .symbolAndImage,
                "an item has one image: 'symbol' (an SF Symbol), 'image' (an asset-catalog image) or 'swatch' (colours), not two; remove '\(second.key.scalarText ?? "")' or '\(firstKey)'",
                at: second.key, notes: [Diagnostic.Note("'\(firstKey)' is given here", at: location(first.key))])
            return nil
        }
        if let swatch { return self.swatch(swatch) }
        guard let pair = symbol ?? asset, let key = pair.key.scalarText, let name = string(pair, key: key) else { return nil }
        if Self.isBlank(name) || name.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
            let what = key == "symbol" ? "an SF Symbol name such as 'bell.badge'" : "the name of an image in the asset catalog"
            error(.invalidValue, "'\(key)' must be \(what), on one line", at: pair.value)
            return nil
        }
        return key == "symbol" ? .symbol(name) : .asset(name)
    }

    /// `swatch: "#FF9500"` or `swatch: ["#FFFFFF", "#1C1C1E"]`: one to four sRGB colours.
    mutating func swatch(_ pair: Node.Pair) -> PickListImage? {
        if isUnresolved(pair.value) { return nil }
        let nodes: [Node]
        switch pair.value.content {
        case .scalar: nodes = [pair.value]
        case .sequence(let entries): nodes = entries
        default:
            error(.wrongType, "'swatch' must be a colour (\"#FF9500\") or a sequence of one to four, not \(Self.describe(pair.value))", at: pair.value)
            return nil
        }
        guard (1...PickListImage.maximumSwatchColors).contains(nodes.count) else {
            error(
                .invalidValue,
                "'swatch' holds one to \(PickListImage.maximumSwatchColors) colours, not \(nodes.count); a row's swatch is a small square",
                at: pair.value)
            return nil
        }
        var colors: [PickListColor] = []
        for node in nodes {
            if isUnresolved(node) { return nil }
            guard case .scalar(let text, let isPlain) = node.content else {
                error(.wrongType, "each colour of 'swatch' must be \"#RRGGBB\" or \"#RRGGBBAA\", not \(Self.describe(node))", at: node)
                return nil
            }
            if text.isEmpty, isPlain {
                error(
                    .missingValue,
                    "'swatch' has no colour; write it in quotes ('swatch: \"#FF9500\"'): YAML reads '#' after a space as the start of a comment",
                    at: node)
                return nil
            }
            guard let color = PickListColor(text) else {
                error(.invalidValue, "each colour of 'swatch' must be sRGB '#RRGGBB' or '#RRGGBBAA' (hex digits), not '\(text)'", at: node)
                return nil
            }
            colors.append(color)
        }
        return .swatch(colors)
    }

    mutating func stringList(_ pair: Node.Pair, key: String) -> [String] {
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

    mutating func idList(_ pair: Node.Pair, key: String) -> [Node] {
        if isUnresolved(pair.value) { return [] }
        guard case .sequence(let nodes) = pair.value.content else {
            let hint = pair.value.scalarText.map { "; write '[\($0)]'" } ?? ""
            error(
                .wrongType, "'\(key)' must be a sequence of ids, not \(Self.describe(pair.value))\(hint)",
                at: pair.value, suggestion: pair.value.scalarText.map { "[\($0)]" })
            return []
        }
        checkTag(pair.value, readAs: .sequence)
        return nodes.filter { storedID($0, key: key) != nil }
    }
}
