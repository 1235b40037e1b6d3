/// The result of a tap (or of leaving edit mode): what happened, and exactly the rows whose
/// checkmark changed, in display order.
///
/// Reload only ``rows``; a rejected or unchanged tap reports none. Because the checkmarks are
/// derived from the selection rather than stored in cells, reused cells can never show a
/// stale checkmark.
///
/// A change of one or two rows (every tap but a "select all", a clear or an isolating tap)
/// holds them inline and builds the ``rows`` array only when it is read, so a tap whose
/// change is ignored allocates nothing. It is `@frozen`: in an app built against a prebuilt
/// PickListKit (library evolution) too, the app's inlined taps build and read it directly.
@frozen
public struct PickListChange<Row: Hashable & Sendable>: Hashable, Sendable {
    /// The outcome type, ``PickListOutcome``.
    public typealias Outcome = PickListOutcome
    /// The rejection reason type, ``PickListRejection``.
    public typealias Reason = PickListRejection

    /// Whether the selection changed, stayed, or the tap was refused.
    public var outcome: PickListOutcome

    /// The changed rows as held: inline when they are few.
    @usableFromInline var storage: Storage

    /// The rows whose checkmark changed, in display order (the all-row included when its
    /// checkmark flipped).
    public var rows: [Row] {
        get {
            switch storage {
            case .none: []
            case .one(let row): [row]
            case .two(let first, let second): [first, second]
            case .many(let rows): rows
            case .action: []
            }
        }
        set { storage = .many(newValue) }
    }

    /// The tapped action row, when the outcome is ``PickListOutcome/action``; otherwise `nil`.
    ///
    /// ```swift
    /// let change = selection.tap(row)
    /// if let action = change.actionRow {
    ///     openEditor(for: action)   // "Custom…": the selection is as it was
    /// }
    /// ```
    public var actionRow: Row? {
        if case .action(let row) = storage { row } else { nil }
    }

    /// Creates a change.
    public init(outcome: PickListOutcome, rows: [Row]) {
        self.outcome = outcome
        self.storage = .many(rows)
    }

    /// Creates a change from rows held inline.
    @inlinable
    init(outcome: PickListOutcome, storage: Storage) {
        self.outcome = outcome
        self.storage = storage
    }

    /// A refused tap.
    @inlinable
    public static func rejected(_ reason: PickListRejection) -> Self {
        Self(outcome: .rejected(reason), storage: .none)
    }

    /// An allowed tap that changed nothing.
    @inlinable
    public static var unchanged: Self { Self(outcome: .unchanged, storage: .none) }

    /// A tap on an action row: no checkmark changed, and ``actionRow`` is `row`.
    @inlinable
    public static func action(_ row: Row) -> Self {
        Self(outcome: .action, storage: .action(row))
    }

    /// Why the tap was refused, or `nil` when it was not.
    public var rejection: PickListRejection? {
        if case .rejected(let reason) = outcome { reason } else { nil }
    }

    /// Two changes are equal when their outcomes and their ``rows`` are, however the rows
    /// are held.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.outcome == rhs.outcome, lhs.storage.count == rhs.storage.count, lhs.actionRow == rhs.actionRow else {
            return false
        }
        return (0..<lhs.storage.count).allSatisfy { lhs.storage[$0] == rhs.storage[$0] }
    }

    /// Hashes the outcome and the ``rows`` as an array hashes them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(outcome)
        hasher.combine(actionRow)
        hasher.combine(storage.count)
        for index in 0..<storage.count {
            hasher.combine(storage[index])
        }
    }

    /// How the changed rows are held: up to two inline, more in an array, or none and the
    /// tapped action row (`@frozen` with ``PickListChange``, and its cases switched over in
    /// the app's inlined code).
    @frozen @usableFromInline
    enum Storage: Sendable {
        case none
        case one(Row)
        case two(Row, Row)
        case many([Row])
        case action(Row)

        var count: Int {
            switch self {
            case .none, .action: 0
            case .one: 1
            case .two: 2
            case .many(let rows): rows.count
            }
        }

        subscript(index: Int) -> Row {
            switch self {
            case .none, .action: preconditionFailure("PickListChange: row \(index) of none")
            case .one(let row) where index == 0: row
            case .two(let first, _) where index == 0: first
            case .two(_, let second) where index == 1: second
            case .many(let rows): rows[index]
            default: preconditionFailure("PickListChange: row \(index) of \(count)")
            }
        }
    }
}

extension PickListChange: CustomReflectable {
    /// Shows `outcome` and `rows`, as printing and test failures should.
    public var customMirror: Mirror {
        guard let actionRow else { return Mirror(self, children: ["outcome": outcome, "rows": rows], displayStyle: .struct) }
        return Mirror(self, children: ["outcome": outcome, "actionRow": actionRow], displayStyle: .struct)
    }
}
