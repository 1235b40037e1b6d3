extension PickListRows {
    /// Whether the selection satisfies the list's bounds: `min` ≤ ``count`` ≤ `max` for a
    /// multiple list; one row for a single list with `required: true` — the same rule as an
    /// enum list's ``PickListSelection/isValid``.
    public var isValid: Bool { policy.isValid(count: count) }

    /// None, some or all of the enabled rows selected: the state of a mixed "select all"
    /// checkbox, and the all-row's accessibility value. `.all` exactly when ``isAll``.
    public var allState: PickListAllState { PickListAllState(isEmpty: isEmpty, isAll: isAll) }
}
