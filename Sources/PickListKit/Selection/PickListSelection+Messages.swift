extension PickListSelection {
    /// The text saying why a tap on `row` was refused, for a person to read or hear; `nil` when
    /// the tap was not refused, or refused as ``PickListRejection/noSuchRow`` (a programming
    /// error, not something to tell a person).
    ///
    /// ```swift
    /// let change = selection.tap(row)
    /// if let message = selection.message(for: change, tapping: row) {
    ///     UIAccessibility.post(notification: .announcement, argument: message)
    /// }
    /// ```
    ///
    /// The texts are the spec's `messages`, or PickListKit's (``PickListMessages``), translated
    /// for a localized list, with `{max}`, `{min}` and `{title}` (the row's title) filled in.
    /// The text is made only when asked for: a tap itself never makes one.
    public func message(for change: Change, tapping row: Row) -> String? {
        change.rejection.flatMap { message(for: $0, tapping: row) }
    }

    /// The text saying why a tap on `row` was refused with `rejection` (see
    /// the `message(for:tapping:)` that takes a change); `nil` for ``PickListRejection/noSuchRow``.
    public func message(for rejection: PickListRejection, tapping row: Row) -> String? {
        Item.definition.policy.message(for: rejection) { title(of: row) }
    }
}
