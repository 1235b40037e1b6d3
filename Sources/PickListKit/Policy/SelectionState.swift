/// The selection engine: the one implementation of picklist's selection rules, shared by
/// both kinds of list.
///
/// A state is the selected rows' ordinals (positions among the list's rows, in display order,
/// the all-row not counted) and whether the list is editing. Every rule of a tap — single and
/// multiple selection, `deselect`, `min`/`max`, the all-row and its `while_all`, edit mode,
/// exclusive rows, the selection order — is applied here, against the list's
/// ``SelectionRules`` and its ``SelectableRows`` (the enabled ordinals, and those the all-row
/// selects). ``PickListSelection`` (enum lists, ordinals are the enum's case positions) and
/// ``PickListRows`` (runtime lists, ordinals are positions in the app's rows) hold one and
/// pass their own kind of row to each step, which reports the change in those rows.
///
/// A runtime list may also hold selected rows it does not show (rows not loaded: a page not
/// fetched, a server-side search): the engine only counts them (``unloadedCount``), so that
/// `min`, `max` and the summary see them, while the all-row and `isAll` concern the rows
/// present. The list keeps their ids. Enum lists never have any.
///
/// Exclusive rows ("None of these"): selecting one leaves it the only selected row (the
/// unloaded rows leave too); selecting any other row deselects it. The all-row neither
/// selects nor counts them: `isAll` is every non-exclusive enabled row selected. An exclusive
/// row counts as one selected row for `min` and `max`: a tap that selects it moves the count
/// to 1, refused (``PickListRejection/minimum``) when `min` is above 1.
///
/// Action rows ("Add Sound…") are not enabled for the engine: nothing selects or counts them,
/// and a tap on one is an action (``PickListOutcome/action``). Rows only the app selects
/// (`selectable: false`) are enabled but not tappable (``SelectableRows/tappable``): a tap
/// refuses them (``PickListRejection/notSelectable``), the app's select selects them, and the
/// all-row neither selects nor counts them. Lists with either take the general path; the
/// refusal that tells them apart is off every tap that selects.
///
/// Invariant: ``members`` ⊆ enabled; a single-selection list has at most one member or
/// unloaded row; an exclusive member is the only member; on a list with edit mode, nothing is
/// selected while not ``isEditing``; with `order: selection`, ``order`` lists exactly the
/// members (otherwise it is empty).
///
/// Its members are `@inlinable`: an app compiles the taps for its own list, so a tap is a
/// few dozen instructions with no allocation (docs/performance.md). It is
/// `@frozen`, for apps built against a prebuilt PickListKit
/// (PickListKit.docc, "Prebuilt PickListKit: what is frozen").
@frozen @usableFromInline
struct SelectionState: Hashable, Sendable {
    /// The selected ordinals.
    @usableFromInline var members: OrdinalSet
    /// Whether the list is in edit mode; only lists with edit mode ever are.
    @usableFromInline var isEditing: Bool
    /// How many selected rows the list holds beyond ``members``: rows not loaded, whose ids
    /// the list keeps (``PickListRows/unloadedIDs``). Always 0 on enum lists.
    @usableFromInline var unloadedCount: Int
    /// With `order: selection` (``SelectionRules/keepsOrder``): for each ordinal, when it was
    /// last selected, as a tick of ``clock``; the members sorted by it are the selection order
    /// (``orderedMembers(_:)``). A select is one store, a deselect nothing. Empty on every
    /// other list, which never touches it.
    @usableFromInline var stamps: [Int]
    /// The next tick (`order: selection` lists only).
    @usableFromInline var clock: Int

    /// A state holding `members`, editing when the list has edit mode and something is
    /// selected (outside edit mode nothing is). With `order: selection`, `order` gives the
    /// members' order (the members it lacks follow in display order).
    @inlinable
    init(members: OrdinalSet, order: [Int] = [], rules: SelectionRules) {
        self.members = members
        self.isEditing = rules.isEditable && !members.isEmpty
        self.unloadedCount = 0
        self.stamps = []
        self.clock = 0
        if rules.keepsOrder { setOrder(order) }
    }

    /// Makes `preferred` (ordinals in the order they were selected) the members' order, the
    /// members it lacks following in display order (`order: selection` lists only).
    @usableFromInline
    mutating func setOrder(_ preferred: [Int]) {
        stamps = Array(repeating: -1, count: members.capacity)
        clock = 0
        for ordinal in Self.order(preferred, of: members) {
            stamps[ordinal] = clock
            clock &+= 1
        }
    }

    /// What a selection of `ordinals` holds, for every way one is made (an initialiser,
    /// decoding, a restore, the spec's `default`): the enabled ones only; on a
    /// single-selection list only the first of those in display order; and when an exclusive
    /// row is among several, the non-exclusive ones (or, if all are exclusive, the first
    /// exclusive one in display order).
    @inlinable
    static func members(ordinals: some Sequence<Int>, selectable: SelectableRows, mode: PickListMode) -> OrdinalSet {
        let enabled = selectable.enabled
        var members = OrdinalSet(capacity: enabled.capacity)
        for ordinal in ordinals where ordinal >= 0 && ordinal < enabled.capacity && enabled.contains(ordinal) {
            members.insert(ordinal)
        }
        if mode == .single, members.count > 1, let first = members.first {
            members = OrdinalSet(capacity: enabled.capacity)
            members.insert(first)
        } else if mode == .multiple, members.count > 1, selectable.hasExclusive {
            let exclusive = members.ordinals.filter { selectable.isExclusive($0) }
            if exclusive.count == members.count {
                for ordinal in exclusive.dropFirst() { members.remove(ordinal) }
            } else {
                for ordinal in exclusive { members.remove(ordinal) }
            }
        }
        return members
    }

    /// `preferred` (ordinals in the order they were selected) reduced to `members`, each once,
    /// followed by the members it lacks in display order: the ``order`` of a state made from
    /// a sequence of ordinals.
    @inlinable
    static func order(_ preferred: [Int], of members: OrdinalSet) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(members.count)
        var placed = OrdinalSet(capacity: members.capacity)
        for ordinal in preferred
        where ordinal >= 0 && ordinal < members.capacity && members.contains(ordinal) && placed.insert(ordinal) {
            result.append(ordinal)
        }
        if result.count < members.count {
            for ordinal in members.ordinals where !placed.contains(ordinal) { result.append(ordinal) }
        }
        return result
    }

    // MARK: Reading

    /// Whether `members` is every row the all-row selects (and there is at least one): every
    /// enabled row that is not exclusive. Members are enabled, and an exclusive member is
    /// alone, so counting is enough but for a list of one such row.
    ///
    /// Rows only the app selects may be members beside the others: on a list with any, the
    /// all-row's rows are looked up among the members instead.
    @inlinable @inline(__always)
    static func isAll(_ members: OrdinalSet, _ selectable: SelectableRows) -> Bool {
        let total = selectable.allRowCount
        guard total > 0, members.count == total || selectable.hasAppOnly else { return false }
        if selectable.hasAppOnly { return selectable.allRowMembersAreAmong(members) }
        return total > 1 || !selectable.hasExclusive || isOnlyMemberInAllRow(members, selectable)
    }

    /// Whether the one member of `members` is a row the all-row selects (not an exclusive one).
    @usableFromInline
    static func isOnlyMemberInAllRow(_ members: OrdinalSet, _ selectable: SelectableRows) -> Bool {
        members.first.map { selectable.allRowMembers.contains($0) } ?? false
    }

    /// Whether every row the all-row selects is selected.
    @inlinable @inline(__always)
    func isAll(_ selectable: SelectableRows) -> Bool {
        Self.isAll(members, selectable)
    }

    /// The number of selected rows, the unloaded ones included.
    @inlinable
    var count: Int { members.count &+ unloadedCount }

    /// The selected ordinals in the order the list reports them: display order, or with
    /// `order: selection` the order they were selected.
    @inlinable
    func orderedMembers(_ rules: SelectionRules) -> [Int] {
        guard rules.keepsOrder else { return members.ordinals }
        let stamps = stamps
        return members.ordinals.sorted { stamps[$0] < stamps[$1] }
    }

    /// Which of the four summary texts describes this selection: `all` only when every
    /// selected row is present (rows not loaded make it `other`).
    func summaryText(_ selectable: SelectableRows) -> PickListSummaryFormat.Text {
        let count = count
        if count == 0 { return .none }
        if isAll(selectable) && unloadedCount == 0 && count > 1 { return .all }
        return count == 1 ? .one : .other
    }

    // MARK: Tapping

    // Each step returns the change a list reports, its rows made by `row` (an ordinal's row)
    // and `all` (the all-row): the list passes its own kind of row, and because the steps are
    // inlined into the list's own tap, the closure and the rules' fields compile down to
    // direct reads for that list.

    /// A tap on the row with `ordinal`. `enabled` is the rows a tap may select (the
    /// selectable rows' ``SelectableRows/tappable``).
    @inlinable @inline(__always)
    mutating func tap<Row>(
        _ ordinal: Int, rules: SelectionRules, enabled: OrdinalSet, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard isEditing || !rules.isEditable else { return Self.refusedOutsideEditMode(ordinal, selectable: selectable, row: row) }
        guard enabled.contains(ordinal) else { return Self.refusedTap(ordinal, selectable: selectable, row: row) }
        switch rules.mode {
        case .single: return tapSingle(ordinal, rules, row: row)
        case .multiple: return tapMultiple(ordinal, rules, enabled: enabled, selectable: selectable, all: all, row: row)
        }
    }

    /// What a tap on `ordinal`, a row a tap may not select, does: an action row's tap is an
    /// action (``PickListOutcome/action``, the change naming it); a row only the app selects
    /// refuses it (``PickListRejection/notSelectable``); a disabled (or unavailable) row
    /// refuses it (``PickListRejection/disabled``). Off the taps' path: a tap on a row it
    /// selects never calls it.
    @inlinable @inline(never)
    static func refusedTap<Row>(_ ordinal: Int, selectable: SelectableRows, row: (Int) -> Row) -> PickListChange<Row> {
        if selectable.isAction(ordinal) { return .action(row(ordinal)) }
        return .rejected(selectable.enabled.contains(ordinal) ? .notSelectable : .disabled)
    }

    /// What a tap on `ordinal` does on a list with edit mode while it is not editing: refused
    /// (``PickListRejection/notEditing``), but for an action row, whose tap chooses nothing
    /// and is an action in or out of edit mode.
    @inlinable @inline(never)
    static func refusedOutsideEditMode<Row>(_ ordinal: Int, selectable: SelectableRows, row: (Int) -> Row) -> PickListChange<Row> {
        selectable.isAction(ordinal) ? .action(row(ordinal)) : .rejected(.notEditing)
    }

    @inlinable @inline(__always)
    mutating func tapSingle<Row>(_ ordinal: Int, _ rules: SelectionRules, row: (Int) -> Row) -> PickListChange<Row> {
        let tapped = row(ordinal)
        if members.contains(ordinal) {
            guard rules.deselect else { return .unchanged }
            members.remove(ordinal)
            return PickListChange(outcome: .changed, storage: .one(tapped))
        }
        let previous = members.first
        members.insert(ordinal)
        unloadedCount = 0  // a row not loaded was the selection: it leaves unseen
        guard let previous else { return PickListChange(outcome: .changed, storage: .one(tapped)) }
        members.remove(previous)
        let previousRow = row(previous)
        return PickListChange(outcome: .changed, storage: previous < ordinal ? .two(previousRow, tapped) : .two(tapped, previousRow))
    }

    @inlinable @inline(__always)
    mutating func tapMultiple<Row>(
        _ ordinal: Int, _ rules: SelectionRules, enabled: OrdinalSet, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        // A list with exclusive rows or `order: selection` takes the general path; every other
        // list pays one test for them, and its taps stay as they were (docs/performance.md).
        if rules.takesGeneralPath {
            return tapMultipleWithRules(ordinal, rules, selectable: selectable, all: all, row: row)
        }
        return tapMultiplePlain(ordinal, rules, enabled: enabled, selectable: selectable, all: all, row: row)
    }

    /// A tap on the row with `ordinal` of a list that takes no general path (no exclusive rows,
    /// action rows or rows only the app selects, no `order: selection`:
    /// ``SelectionRules/takesGeneralPath`` is `false`): the rules as
    /// ``tap(_:rules:enabled:selectable:all:row:)`` applies them, without its tests for them.
    /// Its refusals name no row, so a tap passes nothing but the row's ordinal to them.
    @inlinable @inline(__always)
    mutating func tapPlain<Row>(
        _ ordinal: Int, rules: SelectionRules, enabled: OrdinalSet, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard isEditing || !rules.isEditable else { return .rejected(.notEditing) }
        guard enabled.contains(ordinal) else { return .rejected(.disabled) }
        switch rules.mode {
        case .single: return tapSingle(ordinal, rules, row: row)
        case .multiple: return tapMultiplePlain(ordinal, rules, enabled: enabled, selectable: selectable, all: all, row: row)
        }
    }

    /// ``tapMultiple(_:_:enabled:selectable:all:row:)`` on a list without exclusive rows or
    /// `order: selection`.
    @inlinable @inline(__always)
    mutating func tapMultiplePlain<Row>(
        _ ordinal: Int, _ rules: SelectionRules, enabled: OrdinalSet, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        // Without exclusive rows, the all-row's rows are the enabled ones: counting is enough.
        let enabledCount = enabled.count
        let wasAll = Self.isAll(members, enabledCount: enabledCount)
        if wasAll, rules.hasAllRow {
            switch rules.whileAll {
            case .lock:
                return .rejected(.locked)
            case .isolate:
                // Already only this row: nothing to isolate.
                guard members.count != 1 || !members.contains(ordinal) else { return .unchanged }
                if let rejection = boundsRejection(newCount: 1, rules) { return .rejected(rejection) }
                var isolated = OrdinalSet(capacity: members.capacity)
                isolated.insert(ordinal)
                return replaceMembers(with: isolated, rules: rules, selectable: selectable, all: all, row: row)
            case .exclude:
                break  // deselects the tapped row: the toggle below
            }
        }
        if members.contains(ordinal) {
            if let rejection = boundsRejection(newCount: members.count &- 1, rules) { return .rejected(rejection) }
            members.remove(ordinal)
        } else {
            if let rejection = boundsRejection(newCount: members.count &+ 1, rules) { return .rejected(rejection) }
            members.insert(ordinal)
        }
        let tapped = row(ordinal)
        guard rules.showsAllRow, wasAll != Self.isAll(members, enabledCount: enabledCount) else {
            return PickListChange(outcome: .changed, storage: .one(tapped))
        }
        return PickListChange(outcome: .changed, storage: rules.isAllRowFirst ? .two(all, tapped) : .two(tapped, all))
    }

    /// Whether `members` is every enabled row of a list without exclusive rows, with
    /// `enabledCount` of them (and there is at least one). Members are always enabled, so
    /// counting is enough.
    @inlinable @inline(__always)
    static func isAll(_ members: OrdinalSet, enabledCount: Int) -> Bool {
        enabledCount > 0 && members.count == enabledCount
    }

    /// ``tapMultiple(_:_:enabled:selectable:all:row:)`` on a list with exclusive rows or
    /// `order: selection`: compiled for the app's list, but not inlined into its taps, so the
    /// other lists' taps stay small.
    @inlinable @inline(never)
    mutating func tapMultipleWithRules<Row>(
        _ ordinal: Int, _ rules: SelectionRules, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        let wasAll = isAll(selectable)
        if wasAll, rules.hasAllRow {
            switch rules.whileAll {
            case .lock:
                return .rejected(.locked)
            case .isolate:
                // Already only this row: nothing to isolate.
                guard members.count != 1 || !members.contains(ordinal) else { return .unchanged }
                // An exclusive row is never selected while all are: isolating it selects it.
                if selectable.isExclusive(ordinal) {
                    return selectBesideExclusive(ordinal, rules, selectable: selectable, all: all, row: row)
                }
                if let rejection = boundsRejection(newCount: 1, rules) { return .rejected(rejection) }
                var isolated = OrdinalSet(capacity: members.capacity)
                isolated.insert(ordinal)
                return replaceMembers(with: isolated, rules: rules, selectable: selectable, all: all, row: row)
            case .exclude:
                break  // deselects the tapped row: the toggle below
            }
        }
        if selectable.hasExclusive, !members.contains(ordinal) {
            return selectBesideExclusive(ordinal, rules, selectable: selectable, all: all, row: row)
        }
        return toggleMultiple(ordinal, wasAll: wasAll, rules, selectable: selectable, all: all, row: row)
    }

    /// Selects the unselected row `ordinal` of a multiple-selection list that has exclusive
    /// rows: an exclusive row becomes the only selected row (the count moves to 1, within
    /// `min` and `max`); another row replaces a selected exclusive row, or joins the others.
    /// Not inlined into the taps: a list without exclusive rows never calls it, and its taps
    /// stay as small as before.
    @inlinable @inline(never)
    mutating func selectBesideExclusive<Row>(
        _ ordinal: Int, _ rules: SelectionRules, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        if selectable.isExclusive(ordinal) {
            let count = count
            if count > 1 && 1 < rules.minimum { return .rejected(.minimum) }
            if count < 1 && 1 > rules.maximum { return .rejected(.maximum) }
            unloadedCount = 0  // every other row leaves, those not shown too
            var alone = OrdinalSet(capacity: members.capacity)
            alone.insert(ordinal)
            return replaceMembers(with: alone, rules: rules, selectable: selectable, all: all, row: row)
        }
        if members.count == 1, let only = members.first, selectable.isExclusive(only) {
            // The tapped row takes the exclusive row's place; the count stays.
            if rules.hasAllRow && selectable.allRowCount == 1 {
                var alone = OrdinalSet(capacity: members.capacity)
                alone.insert(ordinal)
                return replaceMembers(with: alone, rules: rules, selectable: selectable, all: all, row: row)  // the all-row flips too
            }
            members.remove(only)
            members.insert(ordinal)
            if rules.keepsOrder { remember(ordinal) }
            let tapped = row(ordinal)
            let left = row(only)
            return PickListChange(outcome: .changed, storage: only < ordinal ? .two(left, tapped) : .two(tapped, left))
        }
        // A row joins: all were selected before only if a row only the app selects joins.
        return toggleMultiple(ordinal, wasAll: selectable.hasAppOnly && isAll(selectable), rules, selectable: selectable, all: all, row: row)
    }

    /// Selects an unselected row or deselects a selected one of a multiple-selection list,
    /// within `min` and `max`, reporting the all-row too when its checkmark flips. `wasAll`
    /// is whether every row the all-row selects was selected before.
    @inlinable @inline(__always)
    mutating func toggleMultiple<Row>(
        _ ordinal: Int, wasAll: Bool, _ rules: SelectionRules, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        if members.contains(ordinal) {
            if let rejection = boundsRejection(newCount: members.count &- 1, rules) { return .rejected(rejection) }
            members.remove(ordinal)
        } else {
            if let rejection = boundsRejection(newCount: members.count &+ 1, rules) { return .rejected(rejection) }
            members.insert(ordinal)
            if rules.keepsOrder { remember(ordinal) }
        }
        let tapped = row(ordinal)
        guard rules.showsAllRow, wasAll != isAll(selectable) else {
            return PickListChange(outcome: .changed, storage: .one(tapped))
        }
        return PickListChange(outcome: .changed, storage: rules.isAllRowFirst ? .two(all, tapped) : .two(tapped, all))
    }

    /// Gives the members that joined since `oldMembers` their ticks, in display order: those
    /// that stay keep their places (`order: selection` lists only).
    @inlinable
    mutating func reorder(from oldMembers: OrdinalSet) {
        let newMembers = members
        newMembers.forEachDifference(from: oldMembers) { ordinal in
            if newMembers.contains(ordinal) { remember(ordinal) }
        }
    }

    /// Notes that `ordinal` was selected now (`order: selection` lists only).
    @inlinable @inline(__always)
    mutating func remember(_ ordinal: Int) {
        stamps[ordinal] = clock
        clock &+= 1
    }

    /// A tap on the all-row: ``toggleAll(rules:selectable:all:row:)`` on a list that shows
    /// one; refused (``PickListRejection/noSuchRow``) on a list without one, or whose select
    /// all is a button (`all: {row: false}`).
    @inlinable
    mutating func tapAllRow<Row>(
        rules: SelectionRules, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard rules.showsAllRow else { return .rejected(.noSuchRow) }
        return toggleAll(rules: rules, selectable: selectable, all: all, row: row)
    }

    // MARK: Select all

    // A list with `all:` selects all by its all-row or, with `all: {row: false}`, by a button:
    // the same step either way. Select all and deselect all are that step when it goes their
    // way; deselect all also clears a selection of some rows, as a "Deselect All" would.

    /// What a tap on the all-row does, row or button: select every row it selects (every
    /// enabled row but the exclusive ones, which leave), or clear the selection when all are;
    /// refused outside edit mode and past `min` or `max`, and on a list without `all:`
    /// (``PickListRejection/noSuchRow``).
    @inlinable
    mutating func toggleAll<Row>(
        rules: SelectionRules, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard rules.hasAllRow else { return .rejected(.noSuchRow) }
        guard isEditing || !rules.isEditable else { return .rejected(.notEditing) }
        if isAll(selectable) { return clearMembers(rules: rules, selectable: selectable, all: all, row: row) }
        let target = selectable.allRowMembers
        guard target.count > 0 else { return .unchanged }
        if let rejection = boundsRejection(newCount: target.count, rules) { return .rejected(rejection) }
        return replaceMembers(with: target, rules: rules, selectable: selectable, all: all, row: row)
    }

    /// Select all: ``toggleAll(rules:selectable:all:row:)`` unless every row is selected
    /// (`unchanged` then).
    @inlinable
    mutating func selectAll<Row>(
        rules: SelectionRules, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard rules.hasAllRow else { return .rejected(.noSuchRow) }
        guard isEditing || !rules.isEditable else { return .rejected(.notEditing) }
        guard !isAll(selectable) else { return .unchanged }
        return toggleAll(rules: rules, selectable: selectable, all: all, row: row)
    }

    /// Deselect all: ``toggleAll(rules:selectable:all:row:)`` while every row is selected;
    /// otherwise clears the selected rows shown, as it would (refused below `min`), and
    /// `unchanged` when none is selected.
    @inlinable
    mutating func deselectAll<Row>(
        rules: SelectionRules, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard rules.hasAllRow else { return .rejected(.noSuchRow) }
        guard isEditing || !rules.isEditable else { return .rejected(.notEditing) }
        guard !members.isEmpty else { return .unchanged }
        return clearMembers(rules: rules, selectable: selectable, all: all, row: row)
    }

    /// Clears the selected rows shown (rows not loaded stay, as the all-row concerns the rows
    /// present), refused below `min`.
    @inlinable
    mutating func clearMembers<Row>(
        rules: SelectionRules, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        if let rejection = boundsRejection(newCount: 0, rules) { return .rejected(rejection) }
        return replaceMembers(with: OrdinalSet(capacity: members.capacity), rules: rules, selectable: selectable, all: all, row: row)
    }

    // MARK: Selecting and deselecting one row

    // A set-based user interface (SwiftUI's `List(selection:)`) says which rows should be
    // selected, not which row was tapped: a row that leaves its set is a deselect and one that
    // joins it a select. Neither is a tap: a deselect never isolates a row, and a select never
    // clears one.

    /// Selects the row with `ordinal`, as a tap on an unselected row does: refused outside
    /// edit mode, on a disabled row, on an action row (``PickListRejection/notSelectable``:
    /// nothing selects one) and past `max`; a single-selection list's previous row leaves. An
    /// already selected row stays (`unchanged`). A row only the app selects is selected: this
    /// is the app's select, not a tap.
    @inlinable
    mutating func select<Row>(
        _ ordinal: Int, rules: SelectionRules, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard isEditing || !rules.isEditable else { return .rejected(.notEditing) }
        guard selectable.enabled.contains(ordinal) else {
            return .rejected(selectable.isAction(ordinal) ? .notSelectable : .disabled)
        }
        guard !members.contains(ordinal) else { return .unchanged }
        switch rules.mode {
        case .single: return tapSingle(ordinal, rules, row: row)
        case .multiple:
            if selectable.hasExclusive {
                return selectBesideExclusive(ordinal, rules, selectable: selectable, all: all, row: row)
            }
            return toggleMultiple(ordinal, wasAll: isAll(selectable), rules, selectable: selectable, all: all, row: row)
        }
    }

    /// Deselects the row with `ordinal`: refused outside edit mode and below `min`. While every
    /// row is selected on a list with an all-row it leaves the selection as under `while_all:
    /// exclude` (never isolating), and is refused under `lock`. A single-selection list keeps
    /// its row unless it has `deselect`, as a tap on it would. An unselected row stays
    /// (`unchanged`).
    @inlinable
    mutating func deselect<Row>(
        _ ordinal: Int, rules: SelectionRules, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard isEditing || !rules.isEditable else { return .rejected(.notEditing) }
        guard members.contains(ordinal) else { return .unchanged }
        switch rules.mode {
        case .single: return tapSingle(ordinal, rules, row: row)
        case .multiple:
            let wasAll = isAll(selectable)
            if wasAll, rules.hasAllRow, rules.whileAll == .lock { return .rejected(.locked) }
            return toggleMultiple(ordinal, wasAll: wasAll, rules, selectable: selectable, all: all, row: row)
        }
    }

    /// Deselects one of the unloaded rows (the list says which and forgets its id when the
    /// change is `changed`): refused outside edit mode and below `min`; a single-selection
    /// list keeps it unless it has `deselect`. No row shown changes, so the change has none.
    /// `while_all` does not apply: the all-row concerns the rows present.
    mutating func deselectUnloaded<Row>(rules: SelectionRules) -> PickListChange<Row> {
        guard isEditing || !rules.isEditable else { return .rejected(.notEditing) }
        guard unloadedCount > 0 else { return .unchanged }
        if rules.mode == .single && !rules.deselect { return .unchanged }
        if count - 1 < rules.minimum { return .rejected(.minimum) }
        unloadedCount -= 1
        return PickListChange(outcome: .changed, rows: [])
    }

    /// Makes the selection `target` (ordinals of the list's rows, enabled or not, of the
    /// enabled set's capacity) as far as the rules allow, and returns each step's change.
    ///
    /// On a list with an all-row, a target of every row the all-row selects while not all are
    /// selected, or of none while all are, is one tap on the all-row (so `max`, `min` and edit
    /// mode refuse it whole). Otherwise each selected row outside `target` is deselected
    /// (``deselect(_:rules:selectable:all:row:)``), then each unselected row in it selected
    /// (``select(_:rules:selectable:all:row:)``), both in display order (so of several
    /// exclusive rows in `target`, or one beside others, the last selected wins). A row only
    /// the app selects that would join or leave is refused
    /// (``PickListRejection/notSelectable``, after edit mode's refusal), as a tap on it is,
    /// but for a single list's row leaving as another joins; an action row that joins is the
    /// action (``PickListOutcome/action``).
    mutating func apply<Row>(
        _ target: OrdinalSet, rules: SelectionRules, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> [PickListChange<Row>] {
        if rules.hasAllRow {
            let wasAll = isAll(selectable)
            let allRowMembers = selectable.allRowMembers
            if (!wasAll && allRowMembers.count > 0 && target == allRowMembers) || (wasAll && target.isEmpty) {
                return [toggleAll(rules: rules, selectable: selectable, all: all, row: row)]
            }
        }
        var leaving: [Int] = []
        var joining: [Int] = []
        members.forEachDifference(from: target) { ordinal in
            if members.contains(ordinal) { leaving.append(ordinal) } else { joining.append(ordinal) }
        }
        var changes: [PickListChange<Row>] = []
        changes.reserveCapacity(leaving.count + joining.count)
        // The set is the person's doing, as a tap is: a row only the app selects neither joins
        // nor leaves it, and an action row that joins it is the action.
        // A single list's row leaves as another joins, whoever selected it.
        let tappable = selectable.tappable
        let isReplaced = rules.mode == .single && !joining.isEmpty
        for ordinal in leaving {
            changes.append(
                tappable.contains(ordinal) || isReplaced
                    ? deselect(ordinal, rules: rules, selectable: selectable, all: all, row: row) : .rejected(.notSelectable))
        }
        for ordinal in joining {
            if selectable.isAction(ordinal) {
                changes.append(.action(row(ordinal)))
            } else if !tappable.contains(ordinal) && selectable.enabled.contains(ordinal) && (isEditing || !rules.isEditable) {
                changes.append(.rejected(.notSelectable))
            } else {
                changes.append(select(ordinal, rules: rules, selectable: selectable, all: all, row: row))
            }
        }
        return changes
    }

    /// Enters or leaves edit mode; leaving clears the selection. Lists without edit mode
    /// ignore it.
    mutating func setEditing<Row>(
        _ editing: Bool, rules: SelectionRules, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard rules.isEditable, editing != isEditing else { return .unchanged }
        isEditing = editing
        guard !editing, !members.isEmpty || unloadedCount > 0 else { return .unchanged }
        unloadedCount = 0
        guard !members.isEmpty else { return PickListChange(outcome: .changed, rows: []) }  // only rows not shown left
        return replaceMembers(with: OrdinalSet(capacity: members.capacity), rules: rules, selectable: selectable, all: all, row: row)
    }

    /// The rejection for a step that would move the members' count to `newCount`: going down
    /// below `min` or up above `max`, the unloaded rows counted. A count already outside the
    /// bounds (a default, a restored selection, rows gone in an update) may still move
    /// towards them.
    @inlinable @inline(__always)
    func boundsRejection(newCount: Int, _ rules: SelectionRules) -> PickListRejection? {
        if newCount < members.count && newCount &+ unloadedCount < rules.minimum { return .minimum }
        if newCount > members.count && newCount &+ unloadedCount > rules.maximum { return .maximum }
        return nil
    }

    /// Replaces the members, reporting every row that changed and the all-row if its
    /// checkmark flipped, in display order.
    @inlinable
    mutating func replaceMembers<Row>(
        with newMembers: OrdinalSet, rules: SelectionRules, selectable: SelectableRows, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        let oldMembers = members
        members = newMembers
        if rules.keepsOrder { reorder(from: oldMembers) }
        checkInvariants(selectable: selectable, rules: rules)
        let allRowFlips = rules.showsAllRow && Self.isAll(oldMembers, selectable) != Self.isAll(newMembers, selectable)
        let total = oldMembers.differenceCount(from: newMembers) &+ (allRowFlips ? 1 : 0)
        guard total > 0 else { return .unchanged }
        // Written in place: a "select all" on a long list reports thousands of rows.
        let allRowFirst = rules.isAllRowFirst
        let rows = [Row](unsafeUninitializedCapacity: total) { buffer, initialized in
            var next = 0
            if allRowFlips && allRowFirst {
                buffer.initializeElement(at: next, to: all)
                next &+= 1
            }
            oldMembers.forEachDifference(from: newMembers) { ordinal in
                buffer.initializeElement(at: next, to: row(ordinal))
                next &+= 1
            }
            if allRowFlips && !allRowFirst {
                buffer.initializeElement(at: next, to: all)
                next &+= 1
            }
            initialized = next
        }
        return PickListChange(outcome: .changed, rows: rows)
    }

    // MARK: Invariants

    /// Stops the program when the state breaks its invariants against the list's selectable
    /// rows: members of another capacity or outside the enabled rows, several members of a
    /// single-selection list, an exclusive member beside others, members outside edit mode,
    /// an ``order`` that is not the members (or not empty without `order: selection`). Does
    /// nothing in release builds of PickListKit; debug builds check after every change that is
    /// not a one-row tap (making a state, select all, clear, isolate, leaving edit mode, an
    /// update, a restore, a change of availability).
    @usableFromInline
    func checkInvariants(selectable: SelectableRows, rules: SelectionRules) {
        #if DEBUG
        let enabled = selectable.enabled
        members.checkInvariants()
        enabled.checkInvariants()
        selectable.allRowMembers.checkInvariants()
        precondition(members.words.count == enabled.words.count, "SelectionState: members and enabled rows differ in capacity")
        precondition(members.isSubset(of: enabled), "SelectionState: a selected row is not enabled")
        precondition(selectable.allRowMembers.isSubset(of: enabled), "SelectionState: an all-row member is not enabled")
        precondition(unloadedCount >= 0, "SelectionState: \(unloadedCount) unloaded rows")
        precondition(rules.mode == .multiple || count <= 1, "SelectionState: a single-selection list holds \(count) rows")
        precondition(
            members.count <= 1 || !members.ordinals.contains(where: selectable.isExclusive),
            "SelectionState: an exclusive row is selected beside others")
        precondition(selectable.allRowMembers.isSubset(of: selectable.tappable), "SelectionState: an all-row member is not tappable")
        precondition(!rules.isEditable || isEditing || count == 0, "SelectionState: rows selected outside edit mode")
        if rules.keepsOrder {
            let ticks = members.ordinals.map { stamps[$0] }
            precondition(
                stamps.count == members.capacity && ticks.allSatisfy { $0 >= 0 && $0 < clock } && Set(ticks).count == ticks.count,
                "SelectionState: the selection order's ticks \(ticks) are not the members' \(members.ordinals)")
        } else {
            precondition(stamps.isEmpty, "SelectionState: a selection order on a list without order: selection")
        }
        #endif
    }
}

extension SelectionState {
    /// Moves the state from the selectable rows `old` to `new` (an app marked rows available
    /// or unavailable): selected rows no longer enabled leave the selection; while the
    /// all-row was checked, the rows it now selects join too, so it stays checked (unless that
    /// would pass `max`), as a runtime list's update does.
    ///
    /// - Returns: The ordinals that left and those that joined, in display order.
    mutating func changeSelectable(
        from old: SelectableRows, to new: SelectableRows, rules: SelectionRules
    ) -> (left: [Int], joined: [Int]) {
        let wasAllRowChecked = rules.hasAllRow && isAll(old)
        var left: [Int] = []
        for ordinal in members.ordinals where !new.enabled.contains(ordinal) {
            members.remove(ordinal)
            left.append(ordinal)
        }
        var joined: [Int] = []
        if wasAllRowChecked, new.allRowMembers.count > 0, new.allRowMembers.count &+ unloadedCount <= rules.maximum {
            new.allRowMembers.forEachDifference(from: members) { ordinal in
                if new.allRowMembers.contains(ordinal) { joined.append(ordinal) }
            }
            for ordinal in joined {
                members.insert(ordinal)
                if rules.keepsOrder { remember(ordinal) }
            }
        }
        checkInvariants(selectable: new, rules: rules)
        return (left, joined)
    }
}

extension SelectionState {
    /// Moves the state as ``changeSelectable(from:to:rules:)`` does, for a change of the rows
    /// `ordinals` only (distinct, ascending: rows hidden or shown again); `new` is the
    /// selectable rows after it. Only those rows are read, so the cost does not grow with the
    /// list (``RowHiding``).
    ///
    /// - Parameter wasAllRowChecked: Whether the all-row was checked before the change.
    /// - Returns: The ordinals that left and those that joined, in display order.
    mutating func changeSelectable(
        of ordinals: [Int], wasAllRowChecked: Bool, to new: SelectableRows, rules: SelectionRules
    ) -> (left: [Int], joined: [Int]) {
        var left: [Int] = []
        for ordinal in ordinals where members.contains(ordinal) && !new.enabled.contains(ordinal) {
            members.remove(ordinal)
            left.append(ordinal)
        }
        var joined: [Int] = []
        // While the all-row was checked every row it selected was selected: only the rows
        // changing can be new to it.
        if wasAllRowChecked, new.allRowCount > 0, new.allRowCount &+ unloadedCount <= rules.maximum {
            for ordinal in ordinals where new.allRowMembers.contains(ordinal) && !members.contains(ordinal) {
                members.insert(ordinal)
                if rules.keepsOrder { remember(ordinal) }
                joined.append(ordinal)
            }
        }
        checkInvariants(selectable: new, rules: rules)
        return (left, joined)
    }
}

extension SelectionState {
    /// Two states are equal when they hold the same rows in the same order (with
    /// `order: selection`, however their ticks were counted), unloaded rows and edit mode.
    @usableFromInline
    static func == (lhs: SelectionState, rhs: SelectionState) -> Bool {
        guard lhs.members == rhs.members, lhs.isEditing == rhs.isEditing, lhs.unloadedCount == rhs.unloadedCount else {
            return false
        }
        return lhs.stamps.isEmpty == rhs.stamps.isEmpty && (lhs.stamps.isEmpty || lhs.ticksOrder == rhs.ticksOrder)
    }

    /// Hashes what ``==(_:_:)`` compares.
    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(members)
        hasher.combine(isEditing)
        hasher.combine(unloadedCount)
        if !stamps.isEmpty { hasher.combine(ticksOrder) }
    }

    /// The members in the order of their ticks (`order: selection` lists).
    var ticksOrder: [Int] {
        members.ordinals.sorted { stamps[$0] < stamps[$1] }
    }
}
