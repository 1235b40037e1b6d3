extension PickListPolicy {
    /// Whether `count` selected rows satisfy the list's bounds: at least ``minimum`` (and one
    /// with ``isRequired``) and at most ``maximum`` for a multiple list; one row for a single
    /// list with ``isRequired``.
    ///
    /// The one rule behind `isValid` of both kinds of list (``PickListSelection/isValid``,
    /// ``PickListRows/isValid``): a Done button is enabled when it holds. Taps never depend on
    /// it; a list may start invalid (a `min: 1` list starts empty) until the user picks.
    public func isValid(count: Int) -> Bool {
        switch mode {
        case .single:
            return count == 1 || (!isRequired && count == 0)
        case .multiple:
            return count >= minimum && (count > 0 || !isRequired) && maximum.map { count <= $0 } ?? true
        }
    }
}
