import PickListKit

/// The list options with their own structure: the all-row, the summary texts and the refusal
/// messages (and their placeholders), and the `min`/`max` bounds checked against the enabled items.
extension SpecDocumentValidator {
    /// The all-row of `all: true` or `all: {…}`, holding the settings the spec writes (the
    /// rest are PickListKit's defaults); `nil` for `all: false` and for an invalid value
    /// (which is reported, so the document yields no spec anyway).
    mutating func resolveAllRow(_ pair: Node.Pair) -> Spec.AllRow? {
        guard case .on(let keys) = switchOrMapping(
            pair, key: "all", allowed: SpecKeys.allRow,
            mappingKeys: "title, position, while_all, title_key, row, deselect_title, deselect_title_key")
        else {
            return nil
        }
        var row = Spec.AllRow()
        guard let keys else { return row }
        if let titlePair = keys["title"], let title = nonEmptyString(titlePair, key: "title", what: "the all-row") {
            row.title = title
        }
        if let positionPair = keys["position"], let position = enumValue(positionPair, key: "position", as: Spec.AllPosition.self) {
            row.position = position
        }
        if let whileAllPair = keys["while_all"], let whileAll = enumValue(whileAllPair, key: "while_all", as: Spec.WhileAll.self) {
            row.whileAll = whileAll
        }
        if let rowPair = keys["row"], let showsRow = bool(rowPair, key: "row") {
            row.showsRow = showsRow
        }
        if let deselectPair = keys["deselect_title"],
           let title = nonEmptyString(deselectPair, key: "deselect_title", what: "the Select All button") {
            row.deselectTitle = title
        }
        checkAllButton(row, keys: keys)
        row.titleKey = textKey(keys["title_key"], of: row.effective.title)
        if row.isButton { row.deselectTitleKey = textKey(keys["deselect_title_key"], of: row.effective.deselectTitle) }
        return row
    }

    /// Checks the keys of a Select All button (`row: false`): `deselect_title` and
    /// `deselect_title_key` title the button and mean nothing for an all-row, whose title
    /// never changes (an error: the spec expects a title it would never show); `position`
    /// places an all-row and means nothing for a button, which the app places (a warning:
    /// it changes nothing).
    mutating func checkAllButton(_ row: Spec.AllRow, keys: KnownEntries) {
        if row.isButton {
            if let positionPair = keys["position"] {
                warning(
                    .allButtonPosition,
                    "'position' places the all-row, but 'row: false' shows a Select All button instead, which the app places (a toolbar's); remove 'position'",
                    at: location(positionPair.key))
            }
            return
        }
        for key in ["deselect_title", "deselect_title_key"] {
            guard let pair = keys[key] else { continue }
            let rowNote: [Diagnostic.Note] = keys["row"].map { [.init("'row' is here", at: location($0.key))] } ?? []
            error(
                .allButtonTitle,
                "'\(key)' titles a Select All button while every item is selected, but this list shows an all-row, whose title never changes; add 'row: false' under 'all:' for a button, or remove '\(key)'",
                at: pair.key, notes: rowNote)
        }
    }

    /// The summary texts the spec writes (PickListKit supplies the fallbacks for the rest).
    mutating func resolveSummary(_ pair: Node.Pair, language: String? = nil) -> Spec.Summary? {
        if isUnresolved(pair.value) { return nil }
        guard case .mapping(let pairs) = pair.value.content else {
            error(
                .wrongType,
                "'summary' must be a mapping with any of the keys none, one, other, all; not \(Self.describe(pair.value))",
                at: pair.value)
            return nil
        }
        checkTag(pair.value, readAs: .mapping)
        let keys = knownEntries(of: pairs, allowed: SpecKeys.summary, in: "'summary'")
        var formats: [String: String] = [:]
        var forms: [PickListSummaryFormat.Text: [PluralCategory: String]] = [:]
        for text in PickListSummaryFormat.Text.allCases {
            let key = text.rawValue
            guard let entry = keys[key],
                let (format, textForms) = textWithForms(
                    entry, key: key, in: "summary '\(key)'", placeholders: Self.summaryPlaceholders, language: language)
            else { continue }
            formats[key] = format
            forms[text] = textForms
        }
        return Spec.Summary(none: formats["none"], one: formats["one"], other: formats["other"], all: formats["all"], forms: forms)
    }

    /// The refusal texts the spec writes (PickListKit supplies the rest): a mapping of
    /// `maximum`, `minimum`, `disabled`, `locked`, `not_editing` to strings using `{max}`,
    /// `{min}` and `{title}`. An unknown key (with a suggestion), a value that is not a string
    /// and an unknown placeholder are errors, as in `summary`: a message with a typo would
    /// show the braces to a person, or be read out by VoiceOver.
    mutating func resolveMessages(_ pair: Node.Pair) -> Spec.Messages? {
        if isUnresolved(pair.value) { return nil }
        guard case .mapping(let pairs) = pair.value.content else {
            error(
                .wrongType,
                "'messages' must be a mapping with any of the keys \(Self.messageKeys.joined(separator: ", ")); not \(Self.describe(pair.value))",
                at: pair.value)
            return nil
        }
        checkTag(pair.value, readAs: .mapping)
        let keys = knownEntries(of: pairs, allowed: Self.messageKeys, in: "'messages'")
        var messages = Spec.Messages()
        for text in PickListMessages.Text.allCases {
            guard let entry = keys[text.rawValue], let format = string(entry, key: text.rawValue) else { continue }
            checkPlaceholders(format, allowed: Self.messagePlaceholders, in: "message '\(text.rawValue)'", at: entry.value)
            switch text {
            case .maximum: messages.maximum = format
            case .minimum: messages.minimum = format
            case .disabled: messages.disabled = format
            case .locked: messages.locked = format
            case .notEditing: messages.notEditing = format
            case .notSelectable: messages.notSelectable = format
            }
        }
        return messages
    }

    /// Reports every `{word}` in `format` that is not one of `allowed` (the placeholders of
    /// the text `what`). Braces around anything but a plain word are left alone as literal
    /// text.
    mutating func checkPlaceholders(_ format: String, allowed: [String], in what: String, at node: Node) {
        var scalars = format.unicodeScalars[...]
        while let open = scalars.firstIndex(of: "{") {
            scalars = scalars[scalars.index(after: open)...]
            guard let close = scalars.firstIndex(where: { !Self.isWordScalar($0) }), scalars[close] == "}" else {
                continue
            }
            let word = String(String.UnicodeScalarView(scalars[..<close]))
            scalars = scalars[scalars.index(after: close)...]
            guard !word.isEmpty, !allowed.contains(word) else { continue }
            let suggestion = Suggestion.closest(to: word, among: allowed).map { "{\($0)}" }
            error(
                .unknownPlaceholder,
                "unknown placeholder '{\(word)}' in \(what); the placeholders are \(Self.placeholderList(allowed))",
                at: node, suggestion: suggestion)
        }
    }

    /// `{count}, {total} and {title}`: PickListKit's placeholders of a summary, for messages.
    static var placeholderList: String { placeholderList(summaryPlaceholders) }

    /// `placeholders` in braces, as a sentence lists them: `{max}, {min} and {title}`.
    static func placeholderList(_ placeholders: [String]) -> String {
        let written = placeholders.map { "{\($0)}" }
        guard written.count > 1 else { return written.first ?? "" }
        return written.dropLast().joined(separator: ", ") + " and " + written[written.count - 1]
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || (scalar.value >= 0x30 && scalar.value <= 0x39)
    }

    // MARK: Stuck at all

    /// Reports (`stuck-at-all`) an all-row list that, once every item is selected, no tap can
    /// change, as PickListKit applies taps: `lock` rejects item taps, `isolate` would leave one
    /// item (below a `min` of 2 or more), and the all-row would clear the selection (below any
    /// `min` above 0). Not reported when the all state cannot be reached (`max` below the
    /// enabled items: `unreachable-all-row`), when `min` requires every item anyway (no
    /// `while_all` could help), with `edit_mode` (leaving edit mode clears the selection), or
    /// while the number of enabled items is unknown.
    mutating func checkStuckAtAll(
        _ allRow: Spec.AllRow?, allPair: Node.Pair?, min: Int?, max: Int?, enabledCount: Int?, editMode: Bool
    ) {
        guard let allRow, let allPair, let min, let enabledCount, !editMode,
              min < enabledCount, max.map({ $0 >= enabledCount }) ?? true else { return }
        let whileAllNode: Node? = if case .mapping(let pairs) = allPair.value.content {
            pairs.first { $0.key.scalarText == "while_all" }?.value
        } else {
            nil
        }
        let written = whileAllNode == nil ? " (the default)" : ""
        let problem: String
        switch allRow.effective.whileAll {
        case .exclude:
            return
        case .lock where min >= 1:
            let others = min == 1 ? "'while_all: exclude' or 'isolate'" : "'while_all: exclude'"
            problem = "with 'while_all: lock'\(written) item taps are ignored, and the all-row cannot clear it below 'min' (\(min)); use \(others), or remove 'min'"
        case .isolate where min >= 2:
            problem = "with 'while_all: isolate'\(written) an item tap would leave 1 item, and the all-row would leave none, both below 'min' (\(min)); use 'while_all: exclude', or lower 'min' to 1"
        case .lock, .isolate:
            return
        }
        error(
            .stuckAtAll, "once every item is selected, no tap can change the selection: \(problem)",
            at: whileAllNode.map(location) ?? location(allPair.key))
    }

    // MARK: min / max

    /// Checks `min` and `max` against each other and, when it is known, the number of
    /// enabled items (`nil` while an item has an unknown `enabled`, say).
    mutating func checkBounds(
        min: (value: Int, node: Node)?, max: (value: Int, node: Node)?, allRow: Node?,
        enabledCount: Int?, allRowCount: Int? = nil
    ) {
        if let max, max.value == 0 {
            error(.bounds, "'max' is 0, so nothing could ever be selected; use 1 or more, or remove 'max'", at: max.node)
        }
        if let min, let max, min.value > max.value {
            error(.bounds, "'min' (\(min.value)) is greater than 'max' (\(max.value))", at: min.node)
        }
        guard let enabledCount else { return }
        if let max, max.value > enabledCount {
            error(
                .bounds,
                "'max' (\(max.value)) is more than the number of enabled items (\(enabledCount)); use at most \(enabledCount) or remove 'max'",
                at: max.node)
        }
        if let min, min.value > enabledCount, max == nil || min.value <= max!.value {
            error(
                .bounds,
                "'min' (\(min.value)) is more than the number of enabled items (\(enabledCount)), so the list could never be valid",
                at: min.node)
        }
        let allRowCount = allRowCount ?? enabledCount
        if let allRow, let max, max.value > 0, max.value < allRowCount {
            error(
                .unreachableAllRow,
                "the all-row selects all \(allRowCount) enabled items, but 'max' is \(max.value), so it could never be tapped; remove 'all' or raise 'max' to \(allRowCount)",
                at: allRow)
        }
    }

    // MARK: required

    /// Reports `required: true` beside a `min` of 1 or more: both ask for a selection, in two
    /// ways. `min` refuses the tap that would leave fewer items; `required` lets every tap
    /// through (the last item can be deselected) and only marks the list invalid until an
    /// item is selected. One list cannot do both, so the spec keeps one.
    mutating func checkRequired(_ requiredPair: Node.Pair, min: Int, minPair: Node.Pair) {
        guard min >= 1 else { return }
        error(
            .requiredWithMin,
            "'required' and 'min: \(min)' both ask for a selection: 'min' refuses the tap that would deselect below \(min), 'required' lets it through and marks the list invalid until an item is selected (isValid); keep one of them",
            at: requiredPair.key, notes: [.init("'min' is here", at: location(minPair.key))])
    }

    // MARK: An item called all

    /// Warns (`all-row-id`) about `item`, whose id is `all`, in a list with an all-row:
    /// `picklist preview --tap all` names the all-row, and a reader of a saved selection or a
    /// step cannot tell the two apart. The id is what preview and stored selections use, so
    /// `swift_name` does not help; renaming the id with `renamed_from: [all]` keeps saved
    /// selections reading.
    mutating func checkAllRowID(_ item: ParsedItem, allPair: Node.Pair) {
        warning(
            .allRowID,
            "the item id 'all' is also the name of the all-row ('picklist preview --tap all' cannot tell them apart); give the item another id, such as 'allItems', with 'renamed_from: [all]' so saved selections still read it (a 'swift_name' does not help: preview and saved selections use the id)",
            at: item.idLocation, notes: [.init("the all-row is declared here", at: location(allPair.key))])
    }
}
