/// The selection engine: the one implementation of picklist's selection rules, shared by
/// both kinds of list.
///
/// A state is the selected rows' ordinals (positions among the list's rows, in display order,
/// the all-row not counted) and whether the list is editing. Every rule of a tap — single and
/// multiple selection, `deselect`, `min`/`max`, the all-row and its `while_all`, edit mode —
/// is applied here, against the list's ``SelectionRules`` and the set of enabled ordinals.
/// ``PickListSelection`` (enum lists, ordinals are the enum's case positions) and
/// ``PickListRows`` (runtime lists, ordinals are positions in the app's rows) hold one and
/// pass their own kind of row to each step, which reports the change in those rows.
///
/// A runtime list may also hold selected rows it does not show (rows not loaded: a page not
/// fetched, a server-side search): the engine only counts them (``unloadedCount``), so that
/// `min`, `max` and the summary see them, while the all-row and `isAll` concern the rows
/// present. The list keeps their ids. Enum lists never have any.
///
/// Invariant: ``members`` ⊆ enabled, and a single-selection list has at most one member or
/// unloaded row; on a list with edit mode, nothing is selected while not ``isEditing``.
///
/// Its members are `@inlinable`: an app compiles the taps for its own list, so a tap is a
/// few dozen instructions with no allocation (docs/performance.md). It is
/// `@frozen`, so that an app built against a prebuilt PickListKit (library evolution)
/// reads its stored properties directly too; they are part of the ABI from then on.
@frozen @usableFromInline
struct SelectionState: Hashable, Sendable {
    /// The selected ordinals.
    @usableFromInline var members: OrdinalSet
    /// Whether the list is in edit mode; only lists with edit mode ever are.
    @usableFromInline var isEditing: Bool
    /// How many selected rows the list holds beyond ``members``: rows not loaded, whose ids
    /// the list keeps (``PickListRows/unloadedIDs``). Always 0 on enum lists.
    @usableFromInline var unloadedCount: Int

    /// A state holding `members`, editing when the list has edit mode and something is
    /// selected (outside edit mode nothing is).
    @inlinable
    init(members: OrdinalSet, rules: SelectionRules) {
        self.members = members
        self.isEditing = rules.isEditable && !members.isEmpty
        self.unloadedCount = 0
    }

    /// What a selection of `ordinals` holds, for every way one is made (an initialiser,
    /// decoding, a restore, the spec's `default`): the enabled ones only, and on a
    /// single-selection list only the first of those in display order.
    @inlinable
    static func members(ordinals: some Sequence<Int>, enabled: OrdinalSet, mode: PickListMode) -> OrdinalSet {
        var members = OrdinalSet(capacity: enabled.capacity)
        for ordinal in ordinals where ordinal >= 0 && ordinal < enabled.capacity && enabled.contains(ordinal) {
            members.insert(ordinal)
        }
        if mode == .single, members.count > 1, let first = members.first {
            members = OrdinalSet(capacity: enabled.capacity)
            members.insert(first)
        }
        return members
    }

    // MARK: Reading

    /// Whether `members` is every enabled row of a list with `enabledCount` of them (and there
    /// is at least one). Members are always enabled, so counting is enough.
    @inlinable
    static func isAll(_ members: OrdinalSet, enabledCount: Int) -> Bool {
        enabledCount > 0 && members.count == enabledCount
    }

    /// Whether every enabled row is selected.
    @inlinable
    func isAll(enabledCount: Int) -> Bool {
        Self.isAll(members, enabledCount: enabledCount)
    }

    /// The number of selected rows, the unloaded ones included.
    @inlinable
    var count: Int { members.count &+ unloadedCount }

    /// Which of the four summary texts describes this selection: `all` only when every
    /// selected row is present (rows not loaded make it `other`).
    func summaryText(enabledCount: Int) -> PickListSummaryFormat.Text {
        let count = count
        if count == 0 { return .none }
        if isAll(enabledCount: enabledCount) && unloadedCount == 0 && count > 1 { return .all }
        return count == 1 ? .one : .other
    }

    // MARK: Tapping

    // Each step returns the change a list reports, its rows made by `row` (an ordinal's row)
    // and `all` (the all-row): the list passes its own kind of row, and because the steps are
    // inlined into the list's own tap, the closure and the rules' fields compile down to
    // direct reads for that list.

    /// A tap on the row with `ordinal`.
    @inlinable @inline(__always)
    mutating func tap<Row>(
        _ ordinal: Int, rules: SelectionRules, enabled: OrdinalSet, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard isEditing || !rules.isEditable else { return .rejected(.notEditing) }
        guard enabled.contains(ordinal) else { return .rejected(.disabled) }
        switch rules.mode {
        case .single: return tapSingle(ordinal, rules, row: row)
        case .multiple: return tapMultiple(ordinal, rules, enabled: enabled, all: all, row: row)
        }
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
        _ ordinal: Int, _ rules: SelectionRules, enabled: OrdinalSet, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        let enabledCount = enabled.count
        let wasAll = isAll(enabledCount: enabledCount)
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
                return replaceMembers(with: isolated, rules: rules, enabled: enabled, all: all, row: row)
            case .exclude:
                break  // deselects the tapped row: the toggle below
            }
        }
        return toggleMultiple(ordinal, wasAll: wasAll, rules, enabled: enabled, all: all, row: row)
    }

    /// Selects an unselected row or deselects a selected one of a multiple-selection list,
    /// within `min` and `max`, reporting the all-row too when its checkmark flips. `wasAll`
    /// is whether every enabled row was selected before.
    @inlinable @inline(__always)
    mutating func toggleMultiple<Row>(
        _ ordinal: Int, wasAll: Bool, _ rules: SelectionRules, enabled: OrdinalSet, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        let enabledCount = enabled.count
        if members.contains(ordinal) {
            if let rejection = boundsRejection(newCount: members.count &- 1, rules) { return .rejected(rejection) }
            members.remove(ordinal)
        } else {
            if let rejection = boundsRejection(newCount: members.count &+ 1, rules) { return .rejected(rejection) }
            members.insert(ordinal)
        }
        let tapped = row(ordinal)
        guard rules.hasAllRow, wasAll != isAll(enabledCount: enabledCount) else {
            return PickListChange(outcome: .changed, storage: .one(tapped))
        }
        return PickListChange(outcome: .changed, storage: rules.isAllRowFirst ? .two(all, tapped) : .two(tapped, all))
    }

    /// A tap on the all-row: select every enabled row, or clear the selection when all are.
    @inlinable
    mutating func tapAllRow<Row>(
        rules: SelectionRules, enabled: OrdinalSet, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard rules.hasAllRow else { return .rejected(.noSuchRow) }
        guard isEditing || !rules.isEditable else { return .rejected(.notEditing) }
        if isAll(enabledCount: enabled.count) {
            if let rejection = boundsRejection(newCount: 0, rules) { return .rejected(rejection) }
            return replaceMembers(with: OrdinalSet(capacity: members.capacity), rules: rules, enabled: enabled, all: all, row: row)
        }
        guard enabled.count > 0 else { return .unchanged }
        if let rejection = boundsRejection(newCount: enabled.count, rules) { return .rejected(rejection) }
        return replaceMembers(with: enabled, rules: rules, enabled: enabled, all: all, row: row)
    }

    // MARK: Selecting and deselecting one row

    // A set-based user interface (SwiftUI's `List(selection:)`) says which rows should be
    // selected, not which row was tapped: a row that leaves its set is a deselect and one that
    // joins it a select. Neither is a tap: a deselect never isolates a row, and a select never
    // clears one.

    /// Selects the row with `ordinal`, as a tap on an unselected row does: refused outside
    /// edit mode, on a disabled row and past `max`; a single-selection list's previous row
    /// leaves. An already selected row stays (`unchanged`).
    @inlinable
    mutating func select<Row>(
        _ ordinal: Int, rules: SelectionRules, enabled: OrdinalSet, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard isEditing || !rules.isEditable else { return .rejected(.notEditing) }
        guard enabled.contains(ordinal) else { return .rejected(.disabled) }
        guard !members.contains(ordinal) else { return .unchanged }
        switch rules.mode {
        case .single: return tapSingle(ordinal, rules, row: row)
        case .multiple:
            return toggleMultiple(ordinal, wasAll: isAll(enabledCount: enabled.count), rules, enabled: enabled, all: all, row: row)
        }
    }

    /// Deselects the row with `ordinal`: refused outside edit mode and below `min`. While every
    /// row is selected on a list with an all-row it leaves the selection as under `while_all:
    /// exclude` (never isolating), and is refused under `lock`. A single-selection list keeps
    /// its row unless it has `deselect`, as a tap on it would. An unselected row stays
    /// (`unchanged`).
    @inlinable
    mutating func deselect<Row>(
        _ ordinal: Int, rules: SelectionRules, enabled: OrdinalSet, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard isEditing || !rules.isEditable else { return .rejected(.notEditing) }
        guard members.contains(ordinal) else { return .unchanged }
        switch rules.mode {
        case .single: return tapSingle(ordinal, rules, row: row)
        case .multiple:
            let wasAll = isAll(enabledCount: enabled.count)
            if wasAll, rules.hasAllRow, rules.whileAll == .lock { return .rejected(.locked) }
            return toggleMultiple(ordinal, wasAll: wasAll, rules, enabled: enabled, all: all, row: row)
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
    /// On a list with an all-row, a target of every enabled row while not all are selected,
    /// or of none while all are, is one tap on the all-row (so `max`, `min` and edit mode
    /// refuse it whole). Otherwise each selected row outside `target` is deselected
    /// (``deselect(_:rules:enabled:all:row:)``), then each unselected row in it selected
    /// (``select(_:rules:enabled:all:row:)``), both in display order.
    mutating func apply<Row>(
        _ target: OrdinalSet, rules: SelectionRules, enabled: OrdinalSet, all: Row, row: (Int) -> Row
    ) -> [PickListChange<Row>] {
        if rules.hasAllRow {
            let wasAll = isAll(enabledCount: enabled.count)
            if (!wasAll && enabled.count > 0 && target == enabled) || (wasAll && target.isEmpty) {
                return [tapAllRow(rules: rules, enabled: enabled, all: all, row: row)]
            }
        }
        var leaving: [Int] = []
        var joining: [Int] = []
        members.forEachDifference(from: target) { ordinal in
            if members.contains(ordinal) { leaving.append(ordinal) } else { joining.append(ordinal) }
        }
        var changes: [PickListChange<Row>] = []
        changes.reserveCapacity(leaving.count + joining.count)
        for ordinal in leaving {
            changes.append(deselect(ordinal, rules: rules, enabled: enabled, all: all, row: row))
        }
        for ordinal in joining {
            changes.append(select(ordinal, rules: rules, enabled: enabled, all: all, row: row))
        }
        return changes
    }

    /// Enters or leaves edit mode; leaving clears the selection. Lists without edit mode
    /// ignore it.
    mutating func setEditing<Row>(
        _ editing: Bool, rules: SelectionRules, enabled: OrdinalSet, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard rules.isEditable, editing != isEditing else { return .unchanged }
        isEditing = editing
        guard !editing, !members.isEmpty || unloadedCount > 0 else { return .unchanged }
        unloadedCount = 0
        guard !members.isEmpty else { return PickListChange(outcome: .changed, rows: []) }  // only rows not shown left
        return replaceMembers(with: OrdinalSet(capacity: members.capacity), rules: rules, enabled: enabled, all: all, row: row)
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
        with newMembers: OrdinalSet, rules: SelectionRules, enabled: OrdinalSet, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        let oldMembers = members
        members = newMembers
        checkInvariants(enabled: enabled, rules: rules)
        let enabledCount = enabled.count
        let allRowFlips = rules.hasAllRow
            && Self.isAll(oldMembers, enabledCount: enabledCount) != Self.isAll(newMembers, enabledCount: enabledCount)
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

    /// Stops the program when the state breaks its invariants against the list's `enabled`
    /// set: members of another capacity or outside the enabled rows, several members of a
    /// single-selection list, members outside edit mode. Does nothing in release builds of
    /// PickListKit; debug builds check after every change that is not a one-row tap (making a
    /// state, select all, clear, isolate, leaving edit mode, an update, a restore).
    @usableFromInline
    func checkInvariants(enabled: OrdinalSet, rules: SelectionRules) {
        #if DEBUG
        members.checkInvariants()
        enabled.checkInvariants()
        precondition(members.words.count == enabled.words.count, "SelectionState: members and enabled rows differ in capacity")
        precondition(members.isSubset(of: enabled), "SelectionState: a selected row is not enabled")
        precondition(unloadedCount >= 0, "SelectionState: \(unloadedCount) unloaded rows")
        precondition(rules.mode == .multiple || count <= 1, "SelectionState: a single-selection list holds \(count) rows")
        precondition(!rules.isEditable || isEditing || count == 0, "SelectionState: rows selected outside edit mode")
        #endif
    }
}
