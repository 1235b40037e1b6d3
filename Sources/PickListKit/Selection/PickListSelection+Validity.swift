extension PickListSelection {
    /// Whether the selection satisfies the list's bounds: `min` ≤ ``count`` ≤ `max` for a
    /// multiple list; one item for a single list with `required: true`. Enable a Done button
    /// with it: a `min: 1` list starts empty, and so invalid, until the user picks.
    public var isValid: Bool { Item.definition.policy.isValid(count: count) }

    /// None, some or all of the enabled items selected: the state of a mixed "select all"
    /// checkbox, and the all-row's accessibility value. `.all` exactly when ``isAll``.
    public var allState: PickListAllState { PickListAllState(isEmpty: isEmpty, isAll: isAll) }
}
