package import PickListKit

/// A row as the model knows it: an id, the title the summary shows, whether it can be
/// selected, whether it is exclusive (a "None of these" row of a multiple list), an action row
/// (it chooses nothing; it is nothing else) or a row only the app selects.
package struct ModelEntry<ID: Hashable>: Hashable {
    package var id: ID
    package var title: String
    package var isEnabled: Bool
    package var isExclusive: Bool
    package var isAction: Bool
    package var isSelectable: Bool

    package init(
        id: ID, title: String, isEnabled: Bool = true, isExclusive: Bool = false, isAction: Bool = false,
        isSelectable: Bool = true
    ) {
        self.id = id
        self.title = title
        self.isEnabled = isEnabled
        self.isExclusive = isExclusive
        self.isAction = isAction
        self.isSelectable = isSelectable
    }
}

/// A section of rows as the app gives it (no all-row).
package struct ModelSection<ID: Hashable>: Hashable {
    package var title: String?
    package var entries: [ModelEntry<ID>]

    package init(title: String?, entries: [ModelEntry<ID>]) {
        self.title = title
        self.entries = entries
    }
}

/// A displayed row: the all-row or the row of an id.
package enum ModelRow<ID: Hashable>: Hashable {
    case all
    case row(ID)
}

/// A displayed section: the all-row placed among the rows.
package struct ModelDisplaySection<ID: Hashable>: Hashable {
    package var title: String?
    package var rows: [ModelRow<ID>]

    package init(title: String?, rows: [ModelRow<ID>]) {
        self.title = title
        self.rows = rows
    }
}

/// What a tap or an edit-mode switch did: its outcome and the rows whose checkmark changed, in
/// display order; for a tap on an action row, that row.
package struct ModelChange<ID: Hashable>: Hashable {
    package var outcome: PickListOutcome
    package var rows: [ModelRow<ID>]
    package var actionRow: ModelRow<ID>?

    package init(outcome: PickListOutcome, rows: [ModelRow<ID>] = [], actionRow: ModelRow<ID>? = nil) {
        self.outcome = outcome
        self.rows = rows
        self.actionRow = actionRow
    }

    /// A tap on the action row of `id`: nothing changed.
    package static func action(_ id: ID) -> Self { Self(outcome: .action, actionRow: .row(id)) }

    package static var unchanged: Self { Self(outcome: .unchanged) }
    package static func rejected(_ reason: PickListRejection) -> Self { Self(outcome: .rejected(reason)) }
}

/// A plain, deliberately naive second implementation of the selection rules (§3 of the
/// contract) and of the rules of lists whose rows come at runtime (§6), written from their
/// wording: the rows in display order, each with an id, enabled or not, selected or not. The
/// tests drive PickListKit and this model with the same steps and compare every read after
/// each one (``SelectionChecker``).
///
/// It is generic over the rows' id: an enum list's model uses its items, a runtime list's the
/// app's ids. Nothing here is shared with PickListKit's engine (bitsets over ordinals, counts
/// kept on the side): the model counts and compares rows one by one, every time.
package struct SelectionModel<ID: Hashable> {
    /// The rules and the rows, shared by the copies of a model (the tests copy one at every
    /// step), replaced whole by an update.
    private var table: Table
    /// Whether each row of ``entries`` is selected.
    package private(set) var isSelected: [Bool]
    /// Whether the list is in edit mode.
    package private(set) var isEditing: Bool
    /// The selected rows the list holds but does not show (a runtime list's rows not loaded,
    /// kept by an update), in the order ``selectedIDs`` lists them after the rows shown.
    package private(set) var kept: [ModelEntry<ID>] = []
    /// The ids the app marked unavailable (an enum list's runtime availability): such a row
    /// is treated as disabled.
    package private(set) var unavailable: Set<ID> = []
    /// The ids the app hid (an enum list's `setHidden`): such a row is not shown, cannot be
    /// tapped or selected (`noSuchRow`), and the all-row neither selects nor counts it.
    package internal(set) var hiddenByApp: Set<ID> = []
    /// The ids outside the selection's subset: hidden whatever the app says.
    package internal(set) var outside: Set<ID> = []
    /// Titles the app set (`setTitle`), by id: what the summary names.
    package internal(set) var titles: [ID: String] = [:]
    /// When each selected row shown was selected, as a tick of ``clock``: with
    /// `order: selection` the rows are listed by it. A row that joins the selection gets a new
    /// tick; rows joining in one step get theirs in display order.
    private var stamps: [ID: Int] = [:]
    private var clock = 0

    /// A list of `sections` made with `ids` selected: the rows of those ids that are enabled,
    /// on a single list only the first of them in display order. When `ids` is empty and the
    /// list starts with all, every enabled row. On an edit-mode list a non-empty selection
    /// starts in edit mode.
    package init(rules: ModelRules, sections: [ModelSection<ID>], selecting ids: [ID] = []) {
        table = Table(rules: rules, sections: sections)
        isSelected = []
        isEditing = false
        select(ids)
    }

    /// A list of one untitled section of `entries`.
    package init(rules: ModelRules, entries: [ModelEntry<ID>], selecting ids: [ID] = []) {
        self.init(rules: rules, sections: [ModelSection(title: nil, entries: entries)], selecting: ids)
    }

    /// The same list, made with `ids` selected (see ``init(rules:sections:selecting:)``).
    package func selecting(_ ids: [ID]) -> Self {
        var list = self
        list.isEditing = false
        list.select(ids)
        return list
    }

    /// Selects `ids` as a new list does: no ids is the spec's default unless `exactly`.
    mutating func select(_ ids: [ID], exactly: Bool = false) {
        kept = []
        let enabled = enabledFlags
        if ids.isEmpty && rules.startsWithAll && !exactly {
            isSelected = allRowFlags
        } else {
            isSelected = table.noneSelected
            for id in ids {
                if let index = table.index[id], enabled[index] { isSelected[index] = true }
            }
            if rules.mode == .single, let first = isSelected.firstIndex(of: true) {
                isSelected = table.noneSelected
                isSelected[first] = true
            }
            normalizeExclusive()
        }
        isEditing = rules.isEditable && isSelected.contains(true)
        stamps = [:]
        stamp(ids)
        stamp(table.ids)
    }

    /// Gives each selected row shown among `ids` that has no tick a new one, in the order of
    /// `ids`.
    private mutating func stamp(_ ids: [ID]) {
        for id in ids where stamps[id] == nil && (table.index[id].map { isSelected[$0] } ?? false) {
            stamps[id] = clock
            clock += 1
        }
    }

    /// Forgets the ticks of the rows no longer selected and shown.
    private mutating func forgetStamps() {
        stamps = stamps.filter { id, _ in table.index[id].map { isSelected[$0] } ?? false }
    }

    /// An exclusive row stands alone: when several rows are selected and one is exclusive,
    /// the exclusive ones leave (or, if all are exclusive, all but the first in display order).
    mutating func normalizeExclusive() {
        let exclusive = exclusiveFlags
        let selected = isSelected.indices.filter { isSelected[$0] }
        guard selected.count > 1, selected.contains(where: { exclusive[$0] }) else { return }
        if selected.allSatisfy({ exclusive[$0] }) {
            for index in selected.dropFirst() { isSelected[index] = false }
        } else {
            for index in selected where exclusive[index] { isSelected[index] = false }
        }
    }

    /// Whether each row can be selected: enabled, not marked unavailable, shown, and not an
    /// action row (which nothing selects). A row only the app selects can be.
    package var enabledFlags: [Bool] {
        table.ids.indices.map { shownAndEnabled($0) && !table.entries[$0].isAction }
    }

    /// Whether the row at `index` is enabled, not marked unavailable and shown.
    func shownAndEnabled(_ index: Int) -> Bool {
        table.isEnabled[index] && !unavailable.contains(table.ids[index]) && !isHidden(table.ids[index])
    }

    /// Whether the row of `id` is drawn enabled (not dimmed): enabled, available and shown;
    /// an action row and a row only the app selects included.
    package func isEnabledRow(_ id: ID) -> Bool {
        table.index[id].map(shownAndEnabled) ?? false
    }

    /// Whether the row at `index` is an action row a tap reaches: enabled, available, shown.
    func isLiveAction(_ index: Int) -> Bool {
        table.entries[index].isAction && shownAndEnabled(index)
    }

    /// Whether a tap may select the row at `index`: it can be selected and is not a row only
    /// the app selects.
    func isTappable(_ index: Int) -> Bool {
        enabledFlags[index] && table.entries[index].isSelectable
    }

    /// Whether the row of `id` is hidden: by the app, or outside the subset.
    package func isHidden(_ id: ID) -> Bool {
        hiddenByApp.contains(id) || outside.contains(id)
    }

    /// Whether each row is exclusive (multiple lists only: a single list's are not).
    var exclusiveFlags: [Bool] {
        table.entries.map { rules.mode == .multiple && $0.isExclusive && !$0.isAction }
    }

    /// The rows the all-row selects and counts: every row that can be selected and is
    /// neither exclusive nor selected only by the app.
    package var allRowFlags: [Bool] {
        let enabled = enabledFlags
        let exclusive = exclusiveFlags
        return enabled.indices.map { enabled[$0] && !exclusive[$0] && table.entries[$0].isSelectable }
    }

    /// The rows `{total}` counts: every row that can be selected and is not exclusive (those
    /// only the app selects too).
    var totalFlags: [Bool] {
        let enabled = enabledFlags
        let exclusive = exclusiveFlags
        return enabled.indices.map { enabled[$0] && !exclusive[$0] }
    }

    package var rules: ModelRules { table.rules }
    /// The rows, as given minus the duplicates, in their sections.
    package var sections: [ModelSection<ID>] { table.sections }
    /// The ids of the rows the last ``init(rules:sections:selecting:)`` or ``update(_:)``
    /// left out because an earlier row had the same id, in the order given.
    package var duplicateIDs: [ID] { table.duplicateIDs }
    /// Every kept row, in display order.
    package var entries: [ModelEntry<ID>] { table.entries }
    /// The ids of ``entries``.
    package var ids: [ID] { table.ids }
    /// Every displayed row (the all-row included), in display order; hidden rows left out.
    package var displayRows: [ModelRow<ID>] { displaySections.flatMap(\.rows) }
    /// The displayed sections, hidden rows left out (a section keeps its place).
    package var displaySections: [ModelDisplaySection<ID>] {
        guard !hiddenByApp.isEmpty || !outside.isEmpty else { return table.displaySections }
        return table.displaySections.map { section in
            ModelDisplaySection(title: section.title, rows: section.rows.filter { row in
                if case .row(let id) = row { return !isHidden(id) }
                return true
            })
        }
    }
    /// Every row as written (hidden ones included), the all-row placed.
    package var writtenRows: [ModelRow<ID>] { table.displayRows }

    // MARK: Reading

    /// The index of the row with `id` in ``entries``, if the list has one.
    func rowIndex(_ id: ID) -> Int? {
        table.index[id]
    }

    /// The row with `id`, if the list has one.
    package func entry(_ id: ID) -> ModelEntry<ID>? {
        table.index[id].map { table.entries[$0] }
    }

    /// The ids of the enabled rows, in display order.
    package var enabledIDs: [ID] {
        let enabled = enabledFlags
        return table.ids.indices.filter { enabled[$0] }.map { table.ids[$0] }
    }

    /// The ids of the rows the all-row selects, in display order.
    package var allRowIDs: [ID] {
        let flags = allRowFlags
        return table.ids.indices.filter { flags[$0] }.map { table.ids[$0] }
    }

    /// The selected ids in display order (with `order: selection`, in the order they were
    /// selected), then the kept ones (rows not loaded).
    package var selectedIDs: [ID] {
        shownSelectedIDs + kept.map(\.id)
    }

    /// The selected rows shown, in the order ``selectedIDs`` lists them.
    var shownSelectedIDs: [ID] {
        let ids = table.ids
        var selected: [ID] = []
        for index in isSelected.indices where isSelected[index] {
            selected.append(ids[index])
        }
        if rules.order == .selection {
            selected.sort { stamps[$0, default: Int.max] < stamps[$1, default: Int.max] }
        }
        return selected
    }

    /// Whether `id` is a kept row (selected, not loaded).
    package func isKept(_ id: ID) -> Bool {
        kept.contains { $0.id == id }
    }

    /// Whether `ids` are the selected ids in display order (``selectedIDs``, compared without
    /// building it: the step check asks after every step).
    package func isSelection(_ ids: [ID]) -> Bool {
        if rules.order == .selection { return ids == selectedIDs }
        let all = table.ids
        var next = ids.startIndex
        for index in isSelected.indices where isSelected[index] {
            guard next < ids.endIndex, ids[next] == all[index] else { return false }
            next += 1
        }
        for entry in kept {
            guard next < ids.endIndex, ids[next] == entry.id else { return false }
            next += 1
        }
        return next == ids.endIndex
    }

    /// The first of ``selectedIDs``.
    package var firstSelectedID: ID? {
        selectedIDs.first
    }

    /// The number of selected rows, kept ones included.
    package var count: Int {
        Self.count(isSelected) + kept.count
    }

    /// Whether `id` is selected (a kept row included).
    package func contains(_ id: ID) -> Bool {
        table.index[id].map { isSelected[$0] } ?? isKept(id)
    }

    /// Every row the all-row selects (enabled, available, not exclusive) is selected, and
    /// there is at least one.
    package var isAll: Bool {
        Self.isAll(isSelected, enabled: allRowFlags)
    }

    /// None, some or all of the rows the all-row selects: no row shown selected is none (kept
    /// rows, not loaded, check no row), ``isAll`` is all, anything else some (an exclusive row
    /// alone included).
    package var allState: PickListAllState {
        Self.count(isSelected) == 0 ? .none : isAll ? .all : .some
    }

    /// Whether the count satisfies the list's bounds: a single list holds one row, or none
    /// unless `required`; a multiple list `min` ≤ count ≤ `max`.
    package var isValid: Bool {
        switch rules.mode {
        case .single: count == 1 || (count == 0 && !rules.isRequired)
        case .multiple: count >= rules.minimum && (count > 0 || !rules.isRequired) && count <= (rules.maximum ?? Int.max)
        }
    }

    /// Whether `row` shows a checkmark: a row when it is selected, the all-row when the list
    /// has one and ``isAll``.
    package func isChecked(_ row: ModelRow<ID>) -> Bool {
        switch row {
        case .all: rules.showsAllRow && isAll
        case .row(let id): contains(id)
        }
    }

    /// The displayed row at an index path, or `nil` outside the list.
    package func row(section: Int, row: Int) -> ModelRow<ID>? {
        let sections = displaySections
        guard sections.indices.contains(section), sections[section].rows.indices.contains(row) else { return nil }
        return sections[section].rows[row]
    }

    /// The summary: `none` when nothing is selected, `all` when every enabled row is, more
    /// than one is and none is kept, `one` for one row, `other` otherwise; a missing `all`
    /// falls back to `other`, a missing `other` to "{count} selected", `one` to "{title}",
    /// `none` to "". `{count}` is the number selected (kept rows too), `{total}` the number
    /// enabled plus the kept rows, `{title}` the selected rows' titles in display order, then the kept rows',
    /// joined with ", ".
    package var summary: String {
        let format = rules.summary
        let count = count
        let text: String
        if count == 0 {
            text = format.none ?? ""
        } else if isAll && kept.isEmpty && count > 1 {
            text = format.all ?? format.other ?? "{count} selected"
        } else if count == 1 {
            text = format.one ?? "{title}"
        } else {
            text = format.other ?? "{count} selected"
        }
        let titles = shownSelectedIDs.map { self.titles[$0] ?? entry($0)!.title } + kept.map(\.title)
        return Self.fill(text, [
            "count": String(count), "total": String(Self.count(totalFlags) + kept.count), "title": Self.englishList(titles),
        ])
    }

    /// Titles joined as English joins a list, the language of a spec that names none: "Ada",
    /// "Ada and Bob", "Ada, Bob, and Cy".
    static func englishList(_ titles: [String]) -> String {
        switch titles.count {
        case 0, 1: titles.first ?? ""
        case 2: titles[0] + " and " + titles[1]
        default: titles.dropLast().joined(separator: ", ") + ", and " + titles[titles.count - 1]
        }
    }

    /// `text` with each `{name}` of `values` replaced, left to right; any other brace stays.
    static func fill(_ text: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = Substring(text)
        while let first = rest.first {
            if first == "{", let close = rest.firstIndex(of: "}"),
                let value = values[String(rest[rest.index(after: rest.startIndex)..<close])]
            {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result.append(first)
                rest = rest.dropFirst()
            }
        }
        return result
    }

    /// The number of `true` flags.
    static func count(_ flags: [Bool]) -> Int {
        var count = 0
        for flag in flags where flag { count += 1 }
        return count
    }

    /// Whether `selected` holds every row of `enabled`, and there is one.
    static func isAll(_ selected: [Bool], enabled: [Bool]) -> Bool {
        var anyEnabled = false
        for index in enabled.indices where enabled[index] {
            if !selected[index] { return false }
            anyEnabled = true
        }
        return anyEnabled
    }

    // MARK: Tapping

    /// A tap on `row` (`nil`: an index path outside the list).
    ///
    /// Checked in this order: a row the list does not have (`nil`, an unknown id, the all-row
    /// of a list without one) → `noSuchRow`; outside edit mode on an edit-mode list →
    /// `notEditing`; a disabled row → `disabled`. Then the rule of the row works out the new
    /// selection, and a tap that leaves fewer rows than before and fewer than `min` →
    /// `minimum`, more than before and more than `max` → `maximum`; the same selection →
    /// `unchanged`.
    package mutating func tap(_ row: ModelRow<ID>?) -> ModelChange<ID> {
        var next = isSelected
        switch row {
        case nil:
            return .rejected(.noSuchRow)
        case .all:
            // A Select All button is no row: only its methods reach it.
            guard rules.showsAllRow else { return .rejected(.noSuchRow) }
            return toggleAll()
        case .row(let id):
            guard let index = table.index[id], !isHidden(id) else { return .rejected(.noSuchRow) }
            // An action row chooses nothing, in edit mode or not: the tap is the action.
            if isLiveAction(index) { return .action(id) }
            if rules.isEditable && !isEditing { return .rejected(.notEditing) }
            if !enabledFlags[index] { return .rejected(.disabled) }
            if !table.entries[index].isSelectable { return .rejected(.notSelectable) }
            let isExclusive = exclusiveFlags[index]
            switch rules.mode {
            case .single:
                // The tapped row becomes the selection; tapping the selected row keeps it, or
                // clears the selection with `deselect`.
                if isSelected[index] {
                    if rules.deselect { next = table.noneSelected }
                } else {
                    // The new row is the selection: a kept row leaves too.
                    next = table.noneSelected
                    next[index] = true
                    return propose(next, clearingKept: true)
                }
            case .multiple:
                if let allRow = rules.allRow, isAll {
                    switch allRow.whileAll {
                    case .lock:
                        return .rejected(.locked)
                    case .isolate:
                        next = table.noneSelected
                        next[index] = true
                        // An exclusive row selected alone: every other leaves, kept ones too.
                        if isExclusive { return propose(next, clearingKept: true) }
                    case .exclude:
                        if isExclusive { return selectAlone(index) }
                        next[index] = false
                    }
                } else if isSelected[index] {
                    next[index] = false
                } else if isExclusive {
                    return selectAlone(index)
                } else {
                    next = withoutExclusive(next)
                    next[index] = true
                }
            }
        }
        return propose(next)
    }

    // MARK: Select all (the all-row, or a button)

    /// What the all-row's tap does, on a list with `all:` whether it shows the row or a
    /// button: a list without `all:` → `noSuchRow`; outside edit mode on an edit-mode list →
    /// `notEditing`. Selects every row the all-row selects (enabled, available, shown, not
    /// exclusive, not only the app's), or clears the selection when they all are; bounds as
    /// for a tap.
    package mutating func toggleAll() -> ModelChange<ID> {
        guard rules.hasAllRow else { return .rejected(.noSuchRow) }
        if rules.isEditable && !isEditing { return .rejected(.notEditing) }
        let allRow = allRowFlags
        if !allRow.contains(true) { return .unchanged }
        return propose(isAll ? table.noneSelected : allRow)
    }

    /// Select All: ``toggleAll()`` unless every row is selected (unchanged then).
    package mutating func selectAll() -> ModelChange<ID> {
        guard rules.hasAllRow else { return .rejected(.noSuchRow) }
        if rules.isEditable && !isEditing { return .rejected(.notEditing) }
        return isAll ? .unchanged : toggleAll()
    }

    /// Deselect All: no row shown selected stays (kept rows stay, as the all-row concerns
    /// the rows shown), within `min`; nothing selected shown → unchanged.
    package mutating func deselectAll() -> ModelChange<ID> {
        guard rules.hasAllRow else { return .rejected(.noSuchRow) }
        if rules.isEditable && !isEditing { return .rejected(.notEditing) }
        if !isSelected.contains(true) { return .unchanged }
        return propose(table.noneSelected)
    }

    /// Selects the exclusive row at `index` alone: every other row leaves, kept ones too.
    private mutating func selectAlone(_ index: Int) -> ModelChange<ID> {
        var next = table.noneSelected
        next[index] = true
        return propose(next, clearingKept: true)
    }

    /// `flags` without the exclusive rows.
    private func withoutExclusive(_ flags: [Bool]) -> [Bool] {
        let exclusive = exclusiveFlags
        return flags.indices.map { flags[$0] && !exclusive[$0] }
    }

    /// Makes `next` the selection, unless it leaves fewer rows than before and fewer than
    /// `min` (`minimum`) or more than before and more than `max` (`maximum`); the same
    /// selection is `unchanged`.
    /// Kept rows count; `clearingKept`: they leave with this change.
    private mutating func propose(_ next: [Bool], clearingKept: Bool = false) -> ModelChange<ID> {
        let count = count
        let nextCount = Self.count(next) + (clearingKept ? 0 : kept.count)
        if nextCount < count && nextCount < rules.minimum { return .rejected(.minimum) }
        if let maximum = rules.maximum, nextCount > count && nextCount > maximum { return .rejected(.maximum) }
        if next == isSelected && (!clearingKept || kept.isEmpty) { return .unchanged }
        if clearingKept { kept = [] }
        return replaceSelection(with: next)
    }

    // MARK: Selecting and deselecting (a set-based user interface)

    /// Selects the row of `id`: an id no row has → `noSuchRow`; outside edit mode on an
    /// edit-mode list → `notEditing`; a disabled row → `disabled`; a selected row → unchanged.
    /// Otherwise a single list holds just that row, a multiple list adds it (within `max`).
    /// A kept row is selected already: unchanged.
    package mutating func select(_ id: ID) -> ModelChange<ID> {
        guard let index = table.index[id], !isHidden(id) else { return isKept(id) ? .unchanged : .rejected(.noSuchRow) }
        if rules.isEditable && !isEditing { return .rejected(.notEditing) }
        // Nothing selects an action row; the app selects a row only it selects.
        if !enabledFlags[index] { return .rejected(isLiveAction(index) ? .notSelectable : .disabled) }
        if isSelected[index] { return .unchanged }
        if exclusiveFlags[index] { return selectAlone(index) }
        var next = rules.mode == .single ? table.noneSelected : withoutExclusive(isSelected)
        next[index] = true
        return propose(next, clearingKept: rules.mode == .single)
    }

    /// Deselects the row of `id`: an id no row has → `noSuchRow`; outside edit mode on an
    /// edit-mode list → `notEditing`; a row not selected → unchanged. A single list clears its
    /// row only with `deselect` (else unchanged). A multiple list removes it (within `min`),
    /// also while every row is selected, whatever `while_all` says, except under `lock`:
    /// `locked`.
    ///
    /// A kept row (no row shows it) is deselected the same way, but `while_all` never applies
    /// to it (the all-row concerns the rows shown): it leaves, changing no row shown.
    package mutating func deselect(_ id: ID) -> ModelChange<ID> {
        if isHidden(id) { return .rejected(.noSuchRow) }
        guard let index = table.index[id] else {
            guard isKept(id) else { return .rejected(.noSuchRow) }
            if rules.isEditable && !isEditing { return .rejected(.notEditing) }
            if rules.mode == .single && !rules.deselect { return .unchanged }
            if count - 1 < rules.minimum { return .rejected(.minimum) }
            kept.removeAll { $0.id == id }
            return ModelChange(outcome: .changed)
        }
        if rules.isEditable && !isEditing { return .rejected(.notEditing) }
        if !isSelected[index] { return .unchanged }
        if rules.mode == .single && !rules.deselect { return .unchanged }
        if rules.allRow?.whileAll == .lock && isAll { return .rejected(.locked) }
        var next = isSelected
        next[index] = false
        return propose(next)
    }

    /// Enters or leaves edit mode (on an edit-mode list; elsewhere `unchanged`). Leaving it
    /// clears the selection, kept rows too, and reports the cleared rows shown.
    package mutating func setEditing(_ editing: Bool) -> ModelChange<ID> {
        guard rules.isEditable, editing != isEditing else { return .unchanged }
        isEditing = editing
        if editing || count == 0 { return .unchanged }
        kept = []
        return replaceSelection(with: table.noneSelected)
    }

    /// Makes `next` the selection; the change lists every displayed row whose checkmark it
    /// flipped, in display order.
    private mutating func replaceSelection(with next: [Bool]) -> ModelChange<ID> {
        let before = isSelected
        let wasAll = isAll
        isSelected = next
        forgetStamps()
        stamp(table.ids)
        let allRowFlipped = rules.showsAllRow && wasAll != isAll
        var rows: [ModelRow<ID>] = []
        if allRowFlipped && rules.allRow?.position == .first { rows.append(.all) }
        for index in next.indices where before[index] != next[index] {
            rows.append(.row(table.ids[index]))
        }
        if allRowFlipped && rules.allRow?.position == .last { rows.append(.all) }
        return ModelChange(outcome: .changed, rows: rows)
    }

    // MARK: Updating

    /// Replaces the rows, selecting those of `selected` (ids) that are enabled.
    /// The selection's ticks are kept by id; call ``stampNewRows()`` once the step is done.
    mutating func replaceRows(_ sections: [ModelSection<ID>], selecting selected: Set<ID>) {
        table = Table(rules: table.rules, sections: sections)
        let enabled = enabledFlags
        isSelected = table.ids.indices.map { enabled[$0] && selected.contains(table.ids[$0]) }
    }

    /// Replaces the selection with `ids` as given (the caller has checked them); ticks as for
    /// ``replaceRows(_:selecting:)``.
    mutating func replaceSelection(_ ids: Set<ID>) {
        isSelected = table.ids.map { ids.contains($0) }
    }

    /// After an update: the rows shown that were not selected and shown before (`before`)
    /// get new ticks, in display order; the others keep theirs.
    mutating func stampNewRows(before: Set<ID>) {
        stamps = stamps.filter { id, _ in before.contains(id) }
        forgetStamps()
        stamp(table.ids)
    }

    /// Marks `ids` available or unavailable (an enum list's runtime availability) and returns
    /// what that did: the selected rows that became unavailable leave, in display order; while
    /// the all-row was checked, the rows the all-row now selects join, in display order, so it
    /// stays checked, unless that would pass `max`.
    package mutating func setAvailable(_ available: Bool, _ ids: [ID]) -> (deselected: [ID], selected: [ID]) {
        let wasAllRowChecked = rules.hasAllRow && isAll
        if available { unavailable.subtract(ids) } else { unavailable.formUnion(ids) }
        let enabled = enabledFlags
        var left: [ID] = []
        for index in isSelected.indices where isSelected[index] && !enabled[index] {
            isSelected[index] = false
            left.append(table.ids[index])
        }
        var joined: [ID] = []
        if wasAllRowChecked {
            let arriving = allRowIDs.filter { !contains($0) }
            if count + arriving.count <= rules.maximum ?? Int.max {
                joined = arriving
                for id in arriving { isSelected[table.index[id]!] = true }
            }
        }
        forgetStamps()
        stamp(table.ids)
        return (left, joined)
    }

    /// Replaces the kept rows (the caller has checked them).
    mutating func replaceKept(_ entries: [ModelEntry<ID>]) {
        kept = entries
    }

    /// Enters edit mode (the caller has checked the list has one).
    mutating func enterEditing() {
        isEditing = true
    }
}

extension SelectionModel {
    /// A list's rules and rows, and what the model reads from them.
    final class Table {
        let rules: ModelRules
        let sections: [ModelSection<ID>]
        let duplicateIDs: [ID]
        /// The kept rows, in display order, and their ids and enabled flags.
        let entries: [ModelEntry<ID>]
        let ids: [ID]
        let isEnabled: [Bool]
        /// No row selected.
        let noneSelected: [Bool]
        /// Each id's row in ``entries``.
        let index: [ID: Int]
        let displaySections: [ModelDisplaySection<ID>]
        let displayRows: [ModelRow<ID>]

        /// Takes `given` as the rows: the first row with an id is kept, later ones are left
        /// out (``duplicateIDs``); the all-row is placed as the contract says: the first or
        /// last row of a list of one untitled section, otherwise an untitled section of its
        /// own, first or last.
        init(rules: ModelRules, sections given: [ModelSection<ID>]) {
            self.rules = rules
            var seen: Set<ID> = []
            var duplicates: [ID] = []
            sections = given.map { section in
                var kept: [ModelEntry<ID>] = []
                for entry in section.entries {
                    if seen.insert(entry.id).inserted {
                        kept.append(entry)
                    } else {
                        duplicates.append(entry.id)
                    }
                }
                return ModelSection(title: section.title, entries: kept)
            }
            duplicateIDs = duplicates
            entries = sections.flatMap { $0.entries }
            ids = entries.map { $0.id }
            isEnabled = entries.map { $0.isEnabled }
            noneSelected = Array(repeating: false, count: entries.count)
            index = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })

            var display = sections.map { ModelDisplaySection(title: $0.title, rows: $0.entries.map { ModelRow.row($0.id) }) }
            if let allRow = rules.allRow, allRow.showsRow {
                if display.count == 1 && display[0].title == nil {
                    if allRow.position == .first { display[0].rows.insert(.all, at: 0) } else { display[0].rows.append(.all) }
                } else {
                    let own = ModelDisplaySection<ID>(title: nil, rows: [.all])
                    if allRow.position == .first { display.insert(own, at: 0) } else { display.append(own) }
                }
            }
            displaySections = display
            displayRows = display.flatMap { $0.rows }
        }
    }
}
