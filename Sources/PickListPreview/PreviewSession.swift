package import PickListCompiler
package import PickListKit

/// A list of a spec, live: what `picklist preview` shows and what each tap does to it.
///
/// The session drives PickListKit's own engine on the parsed spec and re-implements no rule:
/// it builds a ``PickListPolicy`` from the validated ``Spec`` (as the generated code's
/// definition holds it) and keeps a `PickListRows<PickListPolicy.Dynamic, String>` whose rows
/// are the spec's items (an enum list) or the rows given (a `rows: runtime` list). Every
/// tap, edit-mode change, checkmark and summary is the runtime's; the session only lays the
/// rows out as lines and says what happened in words. The interactive screen, the scripted
/// text and JSON output and the SVG picture all read one of these.
///
/// Search: ``search(_:)`` keeps the rows whose title or keywords match (the runtime's
/// `search`, the same folding and word rules as an app's), in their sections; sections left
/// without rows are not shown, and neither is the all-row while a query is active (as a
/// searching table view shows only matches). Taps by id reach every row, shown or not; taps
/// by line only the lines shown.
///
/// What the app changes at runtime (rows hidden or made unavailable, titles set, the app's
/// own select) is in `PreviewSession+AppChanges.swift`: the engine gets the rows as the app
/// would give them (``PreviewAppChanges``), and a hidden row is no row at all.
package struct PreviewSession: Sendable {
    /// The list, as validated.
    package let spec: Spec
    /// The subset shown (`--subset`), or `nil` for every item.
    package let subset: Spec.Subset?
    /// The texts shown (translations of a localized list, or none).
    package let texts: PreviewTexts
    /// The list's behaviour, built from the spec (texts already translated but the summary's,
    /// which PickListKit translates through ``localizer``).
    package let policy: PickListPolicy
    /// The translations as an app's localizer, for a localized list shown in a language.
    private let localizer: (any PickListLocalizer)?
    /// The rows given to the engine: the spec's items, or a runtime list's rows.
    package let entrySections: [PickListEntrySection<String>]
    /// The ids selected at the start: the spec's `default` ids (empty: the policy's default).
    private let initialSelection: [String]
    /// Each item's `value` as text, by id (a list with `value_type`; empty otherwise).
    private let values: [String: String]
    /// Each item's `value_aliases` as text, by id.
    private let valueAliases: [String: [String]]
    /// Each item's values of the list's `fields`, by id (``ListModel/fieldValues``).
    private let fieldValues: [String: [String?]]
    /// The `fallback` item's id.
    private let fallbackID: String?
    /// The `absent` item's id: the item no stored value means.
    private let absentID: String?
    /// The rows and their selection, kept by PickListKit.
    package internal(set) var rows: PickListRows<PickListPolicy.Dynamic, String>
    /// What the app changed at runtime (rows hidden or unavailable, titles set): the engine
    /// has ``entrySections`` with these applied.
    package internal(set) var appChanges = PreviewAppChanges()
    /// Where ``reset()`` goes back to when the app's steps set the list up
    /// (``makeThisTheStart()``); `nil`: the spec's default selection.
    private var start: PickListRows<PickListPolicy.Dynamic, String>?
    /// Where a runtime list's rows came from (the `--rows` file), for what the output says
    /// when there are none; `nil` when none was given.
    package var rowsSource: String?
    /// The search query; empty when not searching.
    package private(set) var searchQuery = ""
    /// The ids matching ``searchQuery``; `nil` when not searching.
    private var matches: Set<String>?

    /// A session on `spec`.
    ///
    /// - Parameters:
    ///   - spec: A validated list (one without errors).
    ///   - rows: A `rows: runtime` list's rows; `nil` or empty shows it without rows. A mixed
    ///     list shows its written rows among them; a list that writes all its items ignores them.
    ///   - texts: Translations, for a localized list.
    ///   - subset: One of the spec's `subsets`: only its items have rows, as in
    ///     `X.Selection(subset:)` (sections keep their places, the default keeps only its items).
    package init(
        spec: Spec, rows: [PickListEntrySection<String>]? = nil, texts: PreviewTexts = .untranslated, subset: Spec.Subset? = nil
    ) {
        self.spec = spec
        self.subset = subset
        self.texts = texts
        let keys = spec.localizationKeys
        localizer = keys == nil ? nil : texts.localizer
        // What the spec means to the runtime, decided where the template context reads it too;
        // the preview only translates the texts (PickListKit translates the summary through
        // ``localizer``, as in an app).
        let model = ListModel(spec, subset: subset, localized: localizer != nil) { text, key in
            texts.text(text, keys: keys, key)
        }
        policy = model.policy
        initialSelection = model.initialSelection
        values = model.values
        valueAliases = model.valueAliases
        fieldValues = model.fieldValues
        fallbackID = model.fallbackID
        absentID = model.absentID
        var sections = spec.hasRuntimeRows && !spec.isMixed ? rows ?? [] : model.sections
        if spec.isMixed {
            // The written rows among the rows file's, placed as PickListKit places them. A row of
            // the file with a written row's id is left out (the loader warns): the written row
            // stays, whichever comes first, as in an app.
            let writtenIDs = Set(spec.items.map(\.id))
            let app = (rows ?? []).map { section in
                var section = section
                section.entries.removeAll { writtenIDs.contains($0.id) }
                return section
            }
            sections = MixedSections.place(
                written: sections, writtenIsSections: spec.writesSections, app: app, appIsUnsectioned: app.count == 1 && app[0].title == nil,
                position: spec.written ?? PickListWrittenPosition.unspecified
            ).sections
        }
        entrySections = sections
        self.rows = Self.makeRows(policy: policy, sections: entrySections, selecting: initialSelection)
    }

    private static func makeRows(
        policy: PickListPolicy, sections: [PickListEntrySection<String>], selecting: [String]
    ) -> PickListRows<PickListPolicy.Dynamic, String> {
        // No sections at all (a runtime list without rows): one empty untitled section, so the
        // all-row still has its place.
        let sections = sections.isEmpty ? [PickListEntrySection<String>(title: nil, entries: [])] : sections
        return PickListRows<PickListPolicy.Dynamic, String>(policy: policy, sections: sections, selecting: selecting)
    }

    // MARK: What is shown

    /// The navigation title (translated for a localized list).
    package var title: String { policy.title }

    /// Whether the list selects only in edit mode (`edit_mode`): it shows an Edit/Done button.
    package var isEditable: Bool { policy.isEditable }

    /// Whether the list is in edit mode.
    package var isEditing: Bool { rows.isEditing }

    /// Whether the spec asks for a search field (`searchable: true`). ``search(_:)`` works on
    /// every list.
    package var isSearchable: Bool { policy.isSearchable }

    /// Whether a search query is active.
    package var isSearching: Bool { matches != nil }

    /// Whether the list has a "select all" row.
    package var hasAllRow: Bool { policy.allRow?.showsRow ?? false }

    /// Whether the list selects all through a button instead of a row (`all: {row: false}`).
    package var hasAllButton: Bool { policy.allRow?.showsRow == false }

    /// The Select All button's title as the app shows it (`allTitle`: "Select All", or
    /// "Deselect All" while every item is selected), or `nil` for a list without the button.
    package var allButtonTitle: String? {
        guard hasAllButton else { return nil }
        guard let localizer else { return rows.allTitle }
        return PickListLocalization.withLocalizer(localizer) { rows.allTitle }
    }

    /// The number of item rows (the all-row not counted), whether a search shows them or not;
    /// rows the app hid are not counted.
    package var rowCount: Int { rows.entries.count }

    /// Whether this is a `rows: runtime` list.
    package var hasRuntimeRows: Bool { spec.hasRuntimeRows }

    /// The selected ids in display order.
    package var selectedIDs: [String] { rows.selectedIDs }

    /// The summary text (the toolbar button's title), as the app shows it: read by
    /// PickListKit with the translations installed as the localizer, so the plural form the
    /// number needs in the preview's language and that language's list pattern for `{title}`
    /// come from the runtime's code, not a copy of it.
    package var summary: String {
        guard let localizer else { return rows.summary }
        return PickListLocalization.withLocalizer(localizer) { rows.summary }
    }

    /// Whether the selection satisfies the list's bounds (`min`, `max`, `required`): what
    /// enables a Done button.
    package var isValid: Bool { rows.isValid }

    /// Whether the list has a bound a selection can miss (`required`, `min` above 0, `max`):
    /// only then is ``isValid`` worth showing.
    package var hasBounds: Bool { spec.required || (spec.min ?? 0) > 0 || spec.max != nil }

    /// None, some or all of the enabled items selected (the all-row's mixed state).
    package var allState: PickListAllState { rows.allState }

    /// Whether the list keeps its selection in the order it was made (`order: selection`):
    /// ``selectedIDs`` are in that order.
    package var isOrderedBySelection: Bool { policy.order == .selection }

    /// Whether the list has `value_type`: its items carry values.
    package var hasValues: Bool { spec.valueType != nil }

    /// The value of item `id` as text, or `nil` (no `value_type`, or no such item).
    package func value(of id: String) -> String? { values[id] }

    /// The values of the selected items, in the order of ``selectedIDs``.
    package var selectedValues: [String] { selectedIDs.compactMap { values[$0] } }

    /// The displayed sections with their rows, search applied.
    package var sections: [PreviewSection] {
        let displayed = rows.sections
        var result: [PreviewSection] = []
        result.reserveCapacity(displayed.count)
        for section in displayed {
            var shown: [PreviewRow] = []
            shown.reserveCapacity(section.rows.count)
            for row in section.rows {
                switch row {
                case .all:
                    if matches == nil { shown.append(previewRow(row)) }
                case .entry(let id):
                    if matches?.contains(id) ?? true { shown.append(previewRow(row)) }
                }
            }
            // Without a search every section is shown, one whose rows are all hidden (or outside
            // the subset) too: the runtime's `sections` keep it, and so do the index paths of the
            // sections after it. A search shows only the sections with matches.
            if !shown.isEmpty || matches == nil {
                result.append(PreviewSection(title: section.title, rows: shown, footer: section.footer))
            }
        }
        return result
    }

    /// What to draw, top to bottom: section headers, gaps before untitled sections that follow
    /// another, and rows. ``tap(line:)`` takes an index into this.
    package var lines: [PreviewLine] {
        var lines: [PreviewLine] = []
        for (index, section) in sections.enumerated() {
            if let title = section.title {
                lines.append(.header(title))
            } else if index > 0 {
                lines.append(.gap)
            }
            lines.append(contentsOf: section.rows.map(PreviewLine.row))
            if let footer = section.footer { lines.append(.footer(footer)) }
        }
        return lines
    }

    /// The title of a row by id (`nil`: the all-row) as the app shows it, a hidden row's
    /// included, or the id itself for an id no row has.
    package func title(ofRow id: String?) -> String {
        guard let id else { return policy.allRow?.title ?? "" }
        return rows.entry(id)?.title ?? appChanges.titles[id] ?? writtenEntry(id)?.title ?? id
    }

    /// A row as shown.
    private func previewRow(_ row: PickListEntryRow<String>) -> PreviewRow {
        switch row {
        case .all:
            return PreviewRow(
                id: nil, title: policy.allRow?.title ?? "", isEnabled: true, isChecked: rows.isChecked(row),
                isMixed: rows.allState == .some)
        case .entry(let id):
            let entry = rows.entry(id)
            var shown = PreviewRow(
                id: id, title: entry?.title ?? id, subtitle: entry?.subtitle, isEnabled: entry?.isEnabled ?? false,
                isChecked: rows.isChecked(row), image: entry?.image, value: values[id],
                isExclusive: entry?.isExclusive ?? false)
            shown.valueAliases = valueAliases[id] ?? []
            shown.fieldValues = fieldValues[id] ?? []
            shown.isFallback = id == fallbackID
            shown.isAbsent = id == absentID
            shown.isUnavailable = appChanges.unavailable.contains(id) && (writtenEntry(id)?.isEnabled ?? false)
            shown.isAction = entry?.isAction ?? false
            shown.isSelectable = entry?.isSelectable ?? true
            shown.indent = entry?.indent ?? 0
            return shown
        }
    }

    // MARK: Steps

    /// Taps the row shown at `line` of ``lines``; a header, a gap or a line past the end is
    /// refused as no such row.
    @discardableResult
    package mutating func tap(line: Int) -> PreviewOutcome {
        let lines = lines
        guard line >= 0, line < lines.count, let row = lines[line].row else {
            return PreviewOutcome(target: .line(line), outcome: .rejected(.noSuchRow))
        }
        guard let id = row.id else { return tapAllRow() }
        return tap(itemID: id)
    }

    /// Taps a row by name: `all` is the all-row (unless the list has none and an item's id is
    /// `all`), anything else an item's id. An id no row has is refused as no such row.
    @discardableResult
    package mutating func tap(id: String) -> PreviewOutcome {
        if id == "all", hasAllRow || rows.entry(id) == nil {
            return tapAllRow()
        }
        return tap(itemID: id)
    }

    /// Taps the row of the item `id` (shown or not). An id no row has is refused as no such
    /// row, with the id meant when one is likely (``suggestedID(for:)``).
    @discardableResult
    package mutating func tap(itemID id: String) -> PreviewOutcome {
        let change = rows.tap(.entry(id))
        var result = outcome(change, target: .item(id))
        if result.rejection == .noSuchRow {
            if let subset, !subset.ids.contains(id), spec.items.contains(where: { $0.id == id }) {
                // One of the list's items, left out of the subset: it has no row here.
                result.outsideSubset = subset.name
            } else {
                result.suggestion = suggestedID(for: id)
            }
            result.isHiddenRow = appChanges.hidden.contains(id)
        }
        return result
    }

    /// The id a tap that named no row most likely meant: the item whose Swift case name it is
    /// (`.testing`, `` `default` ``, `none_`), whose title it is (`Testing`, any case), or the
    /// closest id or title to a misspelling — the compiler's "did you mean" rule
    /// (``Suggestion``). `nil` when nothing is close.
    package func suggestedID(for written: String) -> String? {
        var name = Substring(written)
        if name.hasPrefix(".") { name = name.dropFirst() }
        if name.hasPrefix("`"), name.hasSuffix("`"), name.count > 1 { name = name.dropFirst().dropLast() }
        let word = String(name)
        if word != written, hasItem(word) { return word }
        // Every item, hidden or not, by the title it shows.
        let entries = appChanges.titled(entrySections.flatMap(\.entries))
        if !spec.hasRuntimeRows || spec.isMixed {
            let items = spec.items
            if let item = items.first(where: { $0.caseName == written || $0.caseName == word || $0.caseName == "`\(word)`" }) {
                return item.id
            }
        }
        let folded = word.lowercased()
        if let entry = entries.first(where: { $0.title.lowercased() == folded || "\($0.id)".lowercased() == folded }) {
            return entry.id
        }
        if let id = Suggestion.closest(to: word, among: entries.lazy.map(\.id)) { return id }
        if let title = Suggestion.closest(to: word, among: entries.lazy.map(\.title)) {
            return entries.first { $0.title == title }?.id
        }
        return nil
    }

    /// Taps the all-row (refused as no such row on a list without one).
    @discardableResult
    package mutating func tapAllRow() -> PreviewOutcome {
        let change = rows.tap(.all)
        return outcome(change, target: .allRow)
    }

    /// What the Select All button does (`all: {row: false}`; on a list with an all-row, what
    /// tapping it does): `selectAll()`, `deselectAll()` or `toggleAll()`, as the app calls
    /// them. Refused as no such row on a list without `all`.
    @discardableResult
    package mutating func allButton(_ action: PreviewOutcome.AllAction) -> PreviewOutcome {
        let change = switch action {
        case .selectAll: rows.selectAll()
        case .deselectAll: rows.deselectAll()
        case .toggleAll: rows.toggleAll()
        }
        return outcome(change, target: .allButton(action))
    }

    /// Enters edit mode when not editing, leaves it (clearing the selection) when editing: the
    /// Edit/Done button. Unchanged on a list without edit mode.
    @discardableResult
    package mutating func toggleEditing() -> PreviewOutcome {
        setEditing(!isEditing)
    }

    /// Enters or leaves edit mode. The outcome is the runtime's: `changed` only when leaving
    /// clears checkmarks (entering edit mode changes no checkmark; ``isEditing`` tells).
    @discardableResult
    package mutating func setEditing(_ editing: Bool) -> PreviewOutcome {
        let change = rows.setEditing(editing)
        return outcome(change, target: editing ? .edit : .done)
    }

    /// Shows only the rows matching `query` (empty: every row again).
    package mutating func search(_ query: String) {
        searchQuery = query
        matches = query.isEmpty ? nil : Set(rows.search(query))
    }

    /// Back to the start: the spec's default selection, not editing, or the state
    /// ``makeThisTheStart()`` kept. The search stays, and so do the app's changes to the rows.
    package mutating func reset() {
        rows = start ?? Self.makeRows(policy: policy, sections: appChanges.applied(to: entrySections), selecting: initialSelection)
    }

    /// Makes the rows and selection as they are now the start ``reset()`` goes back to: the
    /// list as the app's own steps (hidden rows, its select) set it up before a person taps.
    package mutating func makeThisTheStart() {
        start = rows
    }

    /// The step's outcome; called after the step (the checkmarks it reads are the new ones).
    func outcome(_ change: PickListChange<PickListEntryRow<String>>, target: PreviewOutcome.Target) -> PreviewOutcome {
        let changes = change.rows.map { PreviewRowChange(id: $0.id, isChecked: rows.isChecked($0)) }
        let row: PickListEntryRow<String>? = switch target {
        case .item(let id): .entry(id)
        case .allRow, .allButton: .all
        case .edit, .done, .line, .order: nil
        }
        return PreviewOutcome(
            target: target, outcome: change.outcome, changes: changes,
            refusalText: row.flatMap { rows.message(for: change, tapping: $0) })
    }
}
