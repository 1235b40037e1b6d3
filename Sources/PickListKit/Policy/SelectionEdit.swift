/// What one step of ``SelectionState`` did, in ordinals: the engine's answer before a list
/// turns it into rows of its own kind (``PickListChange``).
///
/// The rows are numbered by ordinal (position among the list's item or entry rows, in display
/// order), the all-row by ``allRow``; ``one(_:)`` and ``two(_:_:)`` are already in display
/// order. A change of many rows is described by the members before it (``replaced(old:)``):
/// the rows that changed are those in exactly one of `old` and the state's new members.
@usableFromInline
enum SelectionEdit: Sendable {
    case rejected(PickListRejection)
    case unchanged
    case one(Int)
    case two(Int, Int)
    case replaced(old: OrdinalSet)

    /// The number that stands for the all-row in ``one(_:)`` and ``two(_:_:)``.
    @usableFromInline static var allRow: Int { -1 }
}

extension PickListChange {
    /// The change a list reports for an engine step, its rows made by `row` (an ordinal's row)
    /// and `all` (the all-row).
    ///
    /// - Parameters:
    ///   - members: The members after the step.
    ///   - enabledCount: The number of enabled rows, for whether the all-row's checkmark
    ///     flipped.
    @inlinable
    init(
        _ edit: SelectionEdit, members: OrdinalSet, rules: SelectionRules, enabledCount: Int,
        all: Row, row: (Int) -> Row
    ) {
        @inline(__always) func make(_ ordinal: Int) -> Row { ordinal == SelectionEdit.allRow ? all : row(ordinal) }
        switch edit {
        case .rejected(let reason):
            self = .rejected(reason)
        case .unchanged:
            self = .unchanged
        case .one(let ordinal):
            self.init(outcome: .changed, storage: .one(make(ordinal)))
        case .two(let first, let second):
            self.init(outcome: .changed, storage: .two(make(first), make(second)))
        case .replaced(let oldMembers):
            let allRowFlips = rules.hasAllRow
                && SelectionState.isAll(oldMembers, enabledCount: enabledCount)
                    != SelectionState.isAll(members, enabledCount: enabledCount)
            let total = oldMembers.differenceCount(from: members) &+ (allRowFlips ? 1 : 0)
            guard total > 0 else {
                self = .unchanged
                return
            }
            // Written in place: a "select all" on a long list reports thousands of rows.
            let allRowFirst = rules.isAllRowFirst
            let rows = [Row](unsafeUninitializedCapacity: total) { buffer, initialized in
                var next = 0
                if allRowFlips && allRowFirst {
                    buffer.initializeElement(at: next, to: all)
                    next &+= 1
                }
                oldMembers.forEachDifference(from: members) { ordinal in
                    buffer.initializeElement(at: next, to: row(ordinal))
                    next &+= 1
                }
                if allRowFlips && !allRowFirst {
                    buffer.initializeElement(at: next, to: all)
                    next &+= 1
                }
                initialized = next
            }
            self.init(outcome: .changed, rows: rows)
        }
    }
}
