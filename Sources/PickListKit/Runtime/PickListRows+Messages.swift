extension PickListRows {
    /// The text saying why a tap on `row` was refused with `rejection`, with `{title}` the
    /// row's title as ``title(of:)`` gives it (empty for an id no row has); `nil` for
    /// ``PickListRejection/noSuchRow``.
    public func message(for rejection: PickListRejection, tapping row: Row) -> String? {
        policy.message(for: rejection) { title(of: row) ?? "" }
    }
}
