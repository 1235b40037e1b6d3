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
/// Invariant: ``members`` ⊆ enabled, and a single-selection list has at most one member;
/// on a list with edit mode, ``members`` is empty while not ``isEditing``.
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

    /// A state holding `members`, editing when the list has edit mode and something is
    /// selected (outside edit mode nothing is).
    @inlinable
    init(members: OrdinalSet, rules: SelectionRules) {
        self.members = members
        self.isEditing = rules.isEditable && !members.isEmpty
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

    /// Which of the four summary texts describes this selection.
    func summaryText(enabledCount: Int) -> PickListSummaryFormat.Text {
        if members.isEmpty { return .none }
        if isAll(enabledCount: enabledCount) && members.count > 1 { return .all }
        return members.count == 1 ? .one : .other
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

    /// Enters or leaves edit mode; leaving clears the selection. Lists without edit mode
    /// ignore it.
    mutating func setEditing<Row>(
        _ editing: Bool, rules: SelectionRules, enabled: OrdinalSet, all: Row, row: (Int) -> Row
    ) -> PickListChange<Row> {
        guard rules.isEditable, editing != isEditing else { return .unchanged }
        isEditing = editing
        guard !editing, !members.isEmpty else { return .unchanged }
        return replaceMembers(with: OrdinalSet(capacity: members.capacity), rules: rules, enabled: enabled, all: all, row: row)
    }

    /// The rejection for a step that would move the count from the members' to `newCount`:
    /// going down below `min` or up above `max`. A count already outside the bounds (a
    /// default, a restored selection, rows gone in an update) may still move towards them.
    @inlinable @inline(__always)
    func boundsRejection(newCount: Int, _ rules: SelectionRules) -> PickListRejection? {
        if newCount < members.count && newCount < rules.minimum { return .minimum }
        if newCount > members.count && newCount > rules.maximum { return .maximum }
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
        precondition(rules.mode == .multiple || members.count <= 1, "SelectionState: a single-selection list holds \(members.count) rows")
        precondition(!rules.isEditable || isEditing || members.isEmpty, "SelectionState: rows selected outside edit mode")
        #endif
    }
}
