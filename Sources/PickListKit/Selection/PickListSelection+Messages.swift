extension PickListSelection {
    /// The text saying why a tap on `row` was refused with `rejection`, with `{title}` the
    /// row's title; `nil` for ``PickListRejection/noSuchRow``.
    public func message(for rejection: PickListRejection, tapping row: Row) -> String? {
        Item.definition.policy.message(for: rejection) { title(of: row) }
    }
}
