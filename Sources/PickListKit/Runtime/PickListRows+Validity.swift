extension PickListRows {
    /// Whether the selection satisfies the list's bounds (``PickListSelecting/isValid``);
    /// selected rows not loaded count.
    public var isValid: Bool { policy.isValid(count: count) }

    /// None, some or all of the enabled rows selected (``PickListSelecting/allState``).
    ///
    /// Like ``isAll``, it concerns the rows present: selected rows not loaded
    /// (``unloadedIDs``) are counted by ``count`` and ``isValid`` but make no shown row checked,
    /// so with only those selected the box is `.none`.
    public var allState: PickListAllState {
        PickListAllState(isEmpty: state.count == state.unloadedCount, isAll: isAll)
    }
}
