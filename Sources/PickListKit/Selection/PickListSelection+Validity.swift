extension PickListSelection {
    /// Whether the selection satisfies the list's bounds (``PickListSelecting/isValid``).
    public var isValid: Bool { Item.definition.policy.isValid(count: count) }

    /// None, some or all of the enabled items selected (``PickListSelecting/allState``).
    public var allState: PickListAllState { PickListAllState(isEmpty: isEmpty, isAll: isAll) }
}
