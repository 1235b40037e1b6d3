/// The result of a tap (or of leaving edit mode): what happened, and exactly the rows whose
/// checkmark changed, in display order.
///
/// Reload only ``rows``; a rejected or unchanged tap reports none. Because the checkmarks are
/// derived from the selection rather than stored in cells, reused cells can never show a
/// stale checkmark.
public struct PickListChange<Row: Hashable & Sendable>: Hashable, Sendable {
    /// The outcome type, ``PickListOutcome``.
    public typealias Outcome = PickListOutcome
    /// The rejection reason type, ``PickListRejection``.
    public typealias Reason = PickListRejection

    /// Whether the selection changed, stayed, or the tap was refused.
    public var outcome: PickListOutcome
    /// The rows whose checkmark changed, in display order (the all-row included when its
    /// checkmark flipped).
    public var rows: [Row]

    /// Creates a change.
    public init(outcome: PickListOutcome, rows: [Row]) {
        self.outcome = outcome
        self.rows = rows
    }

    /// A refused tap.
    public static func rejected(_ reason: PickListRejection) -> Self {
        Self(outcome: .rejected(reason), rows: [])
    }

    /// An allowed tap that changed nothing.
    public static var unchanged: Self { Self(outcome: .unchanged, rows: []) }

    /// Why the tap was refused, or `nil` when it was not.
    public var rejection: PickListRejection? {
        if case .rejected(let reason) = outcome { reason } else { nil }
    }
}
