import PickListKit

/// Validates one YAML document of a spec file into one ``Spec``, collecting every problem.
///
/// It never stops at the first error: each key is checked on its own, so one pass reports
/// everything a user has to fix. The spec is returned only when the document had no error.
/// Reading typed values (strings, bools, ints, enums) lives in
/// `SpecDocumentValidator+Values.swift`; sections in `+Sections.swift`, `rows: runtime` in
/// `+Rows.swift`, one item in
/// `+Items.swift`, ids in `+IDs.swift` and the checks across items in `+CrossItemChecks.swift`; the
/// all-row, summary, messages and bounds in `+Options.swift`; `default` in `+Default.swift`;
/// `localization` and its keys in `+Localization.swift`.
struct SpecDocumentValidator {
    /// The placeholders of summary texts: PickListKit's, which replaces them.
    static let summaryPlaceholders = PickListSummaryFormat.Placeholder.allCases.map(\.rawValue)
    /// The keys of `messages`: PickListKit's refusal texts.
    static let messageKeys = PickListMessages.Text.allCases.map(\.rawValue)
    /// The placeholders of refusal messages: PickListKit's, which replaces them.
    static let messagePlaceholders = PickListMessages.Placeholder.allCases.map(\.rawValue)

    let path: String
    private(set) var diagnostics: [Diagnostic] = []
    /// The `name` of every list validated so far whose name is valid, errors or not, for the
    /// run's duplicate-name check.
    private(set) var names: [ListName] = []
    private(set) var errorCount = 0
    /// Known keys suggested for unknown ones by the last ``knownEntries(of:allowed:in:)``,
    /// so a misspelt required key is not also reported as missing.
    var misspeltKeys: Set<String> = []
    /// The `title_key`, `subtitle_key` and `footer_key` entries of the list being validated.
    var writtenTextKeys: [WrittenTextKey] = []
    /// The names of the fields the list being validated declares (`fields`): item keys too.
    var fieldNames: [String] = []

    /// The language of a list that names none: its configuration's (`nil`: English).
    let defaultLanguage: String?

    init(path: String, defaultLanguage: String? = nil) {
        self.path = path
        self.defaultLanguage = defaultLanguage
    }

    // MARK: Reporting

    func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(file: path, line: mark.line, column: mark.column)
    }

    func location(_ node: Node) -> SourceLocation {
        location(node.mark)
    }

    mutating func error(
        _ rule: ValidationRule, _ message: String, at node: Node,
        notes: [Diagnostic.Note] = [], suggestion: String? = nil
    ) {
        error(rule, message, at: location(node), notes: notes, suggestion: suggestion)
    }

    mutating func error(
        _ rule: ValidationRule, _ message: String, at location: SourceLocation,
        notes: [Diagnostic.Note] = [], suggestion: String? = nil
    ) {
        errorCount += 1
        diagnostics.append(Diagnostic.error(rule, message, at: location, notes: notes, suggestion: suggestion))
    }

    /// Whether `node` stands for an alias to no anchor, which the loader reported
    /// (`unknown-alias`). Its value is unknown, so the caller says nothing more about it; it
    /// still counts as an error, so the list yields no spec.
    mutating func isUnresolved(_ node: Node) -> Bool {
        guard case .unresolvedAlias = node.content else { return false }
        errorCount += 1
        return true
    }

    mutating func warning(
        _ rule: ValidationRule, _ message: String, at location: SourceLocation,
        notes: [Diagnostic.Note] = [], suggestion: String? = nil
    ) {
        diagnostics.append(Diagnostic.warning(rule, message, at: location, notes: notes, suggestion: suggestion))
    }

    /// Information that is no problem (see ``Diagnostic/Severity/note``).
    mutating func note(_ rule: ValidationRule, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic.note(rule, message, at: location))
    }

    // MARK: The list

    /// Validates the document `root`, the `index`-th of `documentCount` in the file.
    mutating func validate(_ root: Node, documentCount: Int) -> Spec? {
        let errorsBefore = errorCount
        writtenTextKeys = []
        if isUnresolved(root) { return nil }
        guard case .mapping(let pairs) = root.content else {
            let what: String
            if case .scalar("", true) = root.content {
                what = "this document is empty"
            } else {
                what = "this document is \(Self.describe(root))"
            }
            error(
                .notAMapping,
                "a list must be a mapping with at least 'title', 'selection' and 'items'; \(what)",
                at: root)
            return nil
        }
        checkTag(root, readAs: .mapping)
        let keys = knownEntries(of: pairs, allowed: SpecKeys.list, in: "a list", misplaced: SpecKeys.misplacedInList)

        let name = resolveName(keys["name"], root: root, documentCount: documentCount)
        let title = requiredString(keys["title"], key: "title", in: root, what: "the list")
        let selection = keys["selection"].flatMap { enumValue($0, key: "selection", as: Spec.SelectionMode.self) }
        if keys["selection"] == nil, !misspeltKeys.contains("selection") {
            error(
                .missingKey,
                "missing key 'selection': write 'selection: single' (one item) or 'selection: multiple' (any number)",
                at: root)
        }
        let search = resolveSearch(keys["searchable"])
        let doc = keys["doc"].flatMap { string($0, key: "doc") }
        let titleKey = textKey(keys["title_key"], of: title)
        let language = keys["language"].flatMap { resolveLanguage($0) } ?? defaultLanguage

        let rowsPair = keys["rows"]
        let rows = resolveRows(rowsPair)
        let hasWrittenItems = keys["items"] != nil || keys["sections"] != nil
        // `rows: runtime` with no written rows: the app supplies every row. Beside `items` or
        // `sections` it makes a mixed list, whose written rows are checked as any list's.
        let runtimeRowsPair = rows == .runtime && !hasWrittenItems ? rowsPair : nil
        let isMixed = rows == .runtime && hasWrittenItems
        let written = resolveWritten(keys["written"], rowsPair: rows == .runtime ? rowsPair : nil, hasWrittenItems: hasWrittenItems)
        // The fields first: an item gives its values under the fields' names.
        fieldNames = declaredFieldNames(keys["fields"])
        defer { fieldNames = [] }
        let fields = resolveFields(keys["fields"], rowsPair: rows == .runtime ? rowsPair : nil)
        var parsedItems: ParsedItems
        if runtimeRowsPair != nil {
            parsedItems = ParsedItems(sections: [], isComplete: true)
        } else {
            parsedItems = resolveSections(keys, root: root, hasRows: rowsPair != nil)
        }
        let items = parsedItems.items
        let firstByID = checkItems(items)
        resolveFieldValues(fields, items: items)
        let valueType = resolveValues(keys["value_type"], items: items, runtimeRows: runtimeRowsPair)
        let rawValue = resolveRawValue(
            keys["raw_value"], valueType: valueType, valueTypePair: keys["value_type"], items: items, runtimeRows: runtimeRowsPair)
        let fallback = resolveFallback(keys["fallback"], items: items, allIDsKnown: parsedItems.allIDsKnown, runtimeRows: runtimeRowsPair)
        let absent = resolveAbsent(keys["absent"], items: items, allIDsKnown: parsedItems.allIDsKnown, runtimeRows: runtimeRowsPair)
        var runtimeFooter: String?
        var runtimeFooterKey: String?
        if let footerPair = keys["footer"] {
            let footer = string(footerPair, key: "footer")
            if runtimeRowsPair != nil {
                // Shown under the rows the app supplies (under the last section of them).
                runtimeFooter = footer
            } else if keys["sections"] != nil {
                error(
                    .misplacedFooter,
                    "a list with 'sections' shows a footer under each section: move 'footer' into the section it explains",
                    at: footerPair.key)
            } else if !parsedItems.sections.isEmpty {
                parsedItems.sections[0].footer = footer
            }
        }
        if let footerKeyPair = keys["footer_key"] {
            if keys["sections"] != nil, runtimeRowsPair == nil {
                error(
                    .misplacedFooter,
                    "a list with 'sections' shows a footer under each section: move 'footer_key' into the section whose footer it keys",
                    at: footerKeyPair.key)
            } else {
                let footerKey = textKey(footerKeyPair, of: runtimeRowsPair != nil ? runtimeFooter : parsedItems.sections.first?.footer)
                checkKeyHasText(footerKeyPair, text: keys["footer"] == nil ? nil : "", textKey: "footer")
                if runtimeRowsPair != nil {
                    runtimeFooterKey = footerKey
                } else if !parsedItems.sections.isEmpty {
                    parsedItems.sections[0].footerKey = footerKey
                }
            }
        }
        // What may be selected (action rows never are), and what the all-row selects: the
        // enabled items that are not exclusive ("None of these") nor selected only by the app.
        // A mixed list's count of rows is known only at runtime, as a `rows: runtime` list's.
        let counts = selectableCounts(items, enabledCount: parsedItems.enabledCount)
        let (enabledCount, allRowCount) = isMixed ? (nil, nil) : counts
        if !isMixed, parsedItems.enabledCount == 0 {
            warning(
                .allDisabled,
                "every item is disabled ('enabled: false'), so nothing can ever be selected",
                at: location(root))
        }

        let deselectPair = modeChecked(keys["deselect"], only: .single, selection: selection)
        let deselect = deselectPair.flatMap { bool($0, key: "deselect") } ?? false
        let requiredPair = keys["required"]
        let required = requiredPair.flatMap { bool($0, key: "required") } ?? false
        let orderPair = modeChecked(keys["order"], only: .multiple, selection: selection)
        let order = orderPair.flatMap { enumValue($0, key: "order", as: Spec.SelectionOrder.self) } ?? .display
        checkExclusive(items, selection: selection)
        checkActionRows(items, root: root, isMixed: isMixed)
        let editModePair = modeChecked(keys["edit_mode"], only: .multiple, selection: selection)
        let editMode = editModePair.flatMap { bool($0, key: "edit_mode") } ?? false
        if selection == .single, let allPair = keys["all"], Self.isAllButton(allPair) {
            error(
                .wrongMode,
                "'all' with 'row: false' is a Select All button, and a single list selects one item: there is nothing to select all of; use 'selection: multiple' or remove 'all'",
                at: allPair.key)
        }
        let allPair = selection == .single && keys["all"].map(Self.isAllButton) == true
            ? nil : modeChecked(keys["all"], only: .multiple, selection: selection)
        let allRow = allPair.flatMap { resolveAllRow($0) }
        if let allRowTitle = allRow?.effective.title, let allKey = allPair?.key,
           let twin = items.indices.first(where: { items[$0].title == allRowTitle }) {
            warning(
                .duplicateTitle,
                "the item '\(allRowTitle)' has the same title as the all-row; remove the item (the all-row selects everything) or give the all-row another 'title'",
                at: items[twin].location, notes: [.init("the all-row is declared here", at: location(allKey))])
        }
        let minPair = modeChecked(keys["min"], only: .multiple, selection: selection)
        let minimum = minPair.flatMap { count($0, key: "min") }
        let maxPair = modeChecked(keys["max"], only: .multiple, selection: selection)
        let maximum = maxPair.flatMap { count($0, key: "max") }
        checkBounds(
            min: minPair.flatMap { pair in minimum.map { ($0, pair.value) } },
            max: maxPair.flatMap { pair in maximum.map { ($0, pair.value) } },
            allRow: allRow == nil ? nil : allPair?.key, enabledCount: enabledCount, allRowCount: allRowCount)
        checkStuckAtAll(allRow, allPair: allPair, min: minimum, max: maximum, enabledCount: allRowCount, editMode: editMode)
        if required, let requiredPair, let minPair, let minimum {
            checkRequired(requiredPair, min: minimum, minPair: minPair)
        }
        // An item titled as the all-row has its duplicate-title warning already (remove it, or
        // retitle the all-row); its id is worth a word once the titles differ.
        if let allRow, let allPair, let index = firstByID["all"], items[index].title != allRow.effective.title {
            checkAllRowID(items[index], allPair: allPair)
        }
        // Whether every id is known costs a pass over the items: only a list with subsets asks.
        let subsets = keys["subsets"] == nil ? [] : resolveSubsets(
            keys["subsets"], items: items, allIDsKnown: parsedItems.allIDsKnown, min: minimum, runtimeRows: runtimeRowsPair)

        let defaultSelection = resolveDefault(
            keys["default"], selection: selection, items: items, allIDsKnown: parsedItems.allIDsKnown, editMode: editMode,
            min: minimum, max: maximum, enabledCount: allRowCount, runtimeRows: runtimeRowsPair)
        checkExclusiveDefault(defaultSelection, pair: keys["default"], items: items)
        checkActionDefault(defaultSelection, pair: keys["default"], items: items)
        var summary = keys["summary"].flatMap { resolveSummary($0, language: language) } ?? Spec.Summary()
        let summaryKeys = keys["summary_keys"].map { resolveSummaryKeys($0, summary: &summary) } ?? [:]
        let messages = keys["messages"].flatMap { resolveMessages($0) } ?? Spec.Messages()
        let localization = keys["localization"].flatMap { resolveLocalization($0) }
        if localization != nil, let name {
            checkLocalizationKeys(of: parsedItems, name: name, textKeys: localization?.keys == .text)
        }
        checkTextKeysUsed(localized: localization != nil)

        if let name {
            names.append(ListName(name: name, location: location(root)))
        }
        guard errorCount == errorsBefore, let name, let title, let selection else { return nil }
        var spec = Spec(
            name: name, title: title, selection: selection, rows: rows ?? .written,
            sections: parsedItems.specSections,
            defaultSelection: defaultSelection, deselect: deselect, min: minimum, max: maximum,
            allRow: allRow, editMode: editMode, summary: summary, messages: messages, searchable: search.isSearchable,
            localization: localization, doc: doc, valueType: valueType, required: required, order: order,
            sourcePath: path, location: location(root))
        spec.runtimeFooter = runtimeFooter
        spec.written = written
        spec.writesSections = keys["sections"] != nil
        spec.searchFields = search.fields
        spec.subsets = subsets
        spec.fields = fields
        spec.rawValue = rawValue
        spec.fallback = fallback
        spec.absent = absent
        spec.runtimeFooterKey = runtimeFooterKey
        spec.titleKey = titleKey
        spec.language = language
        spec.summaryKeys = summaryKeys
        checkTextKeys(of: spec)
        checkSharedFormats(of: spec)
        return errorCount == errorsBefore ? spec : nil
    }

    /// Passes `pair` through when its key belongs to the list's selection mode; reports
    /// `wrong-mode` and returns `nil` when the list has the other mode.
    /// Whether `pair` is `all:` written as a mapping with `row: false`.
    static func isAllButton(_ pair: Node.Pair) -> Bool {
        guard case .mapping(let pairs) = pair.value.content else { return false }
        return pairs.contains { $0.key.scalarText == "row" && $0.value.scalarText == "false" }
    }

    private mutating func modeChecked(
        _ pair: Node.Pair?, only mode: Spec.SelectionMode, selection: Spec.SelectionMode?
    ) -> Node.Pair? {
        guard let pair else { return nil }
        if let selection, selection != mode, let key = pair.key.scalarText {
            error(
                .wrongMode,
                "'\(key)' applies only to \(mode.rawValue) lists; use 'selection: \(mode.rawValue)' or remove '\(key)'",
                at: pair.key)
            return nil
        }
        return pair
    }

    // MARK: Name

    private mutating func resolveName(_ pair: Node.Pair?, root: Node, documentCount: Int) -> String? {
        if let pair {
            guard let name = string(pair, key: "name") else { return nil }
            if let problem = IdentifierDerivation.problem(withTypeName: name) {
                var suggestion = IdentifierDerivation.typeName(fromText: name)
                if let candidate = suggestion,
                   candidate == name || IdentifierDerivation.problem(withTypeName: candidate) != nil {
                    suggestion = nil
                }
                error(.invalidName, "invalid name '\(name)': \(problem)", at: pair.value, suggestion: suggestion)
                return nil
            }
            checkFrameworkTypeName(name, writtenAt: pair.value)
            return name
        }
        if documentCount > 1, !misspeltKeys.contains("name") {
            error(
                .missingKey,
                "missing key 'name': this file holds \(documentCount) lists, so each needs its own 'name:' (the file name can name only one)",
                at: root)
            return nil
        }
        if documentCount > 1 { return nil }
        let derived = IdentifierDerivation.typeName(fromPath: path)
        if let derived, ReservedNames.shadows(typeName: derived) {
            error(
                .invalidName,
                "the file name '\(Self.fileName(of: path))' gives the type name '\(derived)', which would shadow a type the generated code uses; add 'name:' with another name, for example 'name: \(derived)List'",
                at: root)
            return nil
        }
        guard let derived, IdentifierDerivation.problem(withTypeName: derived) == nil else {
            error(
                .invalidName,
                "cannot derive a Swift type name from the file name '\(Self.fileName(of: path))'; add 'name: MyList'",
                at: root)
            return nil
        }
        checkFrameworkTypeName(derived, derivedFromFileNameFor: root, fileName: Self.fileName(of: path))
        return derived
    }

    private static func fileName(of path: String) -> Substring {
        let name = Substring(path)
        guard let slash = name.lastIndex(where: { $0 == "/" || $0 == "\\" }) else { return name }
        return name[name.index(after: slash)...]
    }

    // MARK: Describing nodes

    /// "a sequence", "a mapping", "'text'" — for messages about a value of the wrong kind.
    static func describe(_ node: Node) -> String {
        switch node.content {
        case .scalar(let text, let isPlain):
            if text.isEmpty, isPlain { return "empty" }
            if !isPlain, let tag = node.writtenTag, node.tag == Node.stringTag || node.tag == Node.nonSpecificTag {
                return "the string '\(text)' (tagged \(tag))"
            }
            // A quoted scalar is always a string: say so, since `"true"` and `"2"` look
            // like a bool and an int but are not typed as one.
            return isPlain ? "'\(text)'" : "the quoted string '\(text)'"
        case .sequence:
            return "a sequence"
        case .mapping:
            return "a mapping"
        case .unresolvedAlias(let name):
            return "the alias '*\(name)'"
        }
    }
}

extension Node {
    /// The text of a scalar node, `nil` for a sequence or mapping.
    var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }
}
