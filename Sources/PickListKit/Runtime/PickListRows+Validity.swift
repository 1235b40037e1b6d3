extension PickListRows {
    /// Whether the selection satisfies the list's bounds: `min` ≤ ``count`` ≤ `max` for a
    /// multiple list; one row for a single list with `required: true` — the same rule as an
    /// enum list's ``PickListSelection/isValid``.
    public var isValid: Bool { policy.isValid(count: count) }

    /// None, some or all of the enabled rows selected: the state of a mixed "select all"
    /// checkbox, and the all-row's accessibility value. `.all` exactly when ``isAll``.
    ///
    /// Like ``isAll``, it concerns the rows present: selected rows not loaded
    /// (``unloadedIDs``) are counted by ``count`` and ``isValid`` but make no shown row checked,
    /// so with only those selected the box is `.none`.
    public var allState: PickListAllState {
        PickListAllState(isEmpty: state.count == state.unloadedCount, isAll: isAll)
    }
}
