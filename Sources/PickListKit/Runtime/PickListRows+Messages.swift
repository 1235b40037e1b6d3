extension PickListRows {
    /// The text saying why a tap on `row` was refused, for a person to read or hear; `nil` when
    /// the tap was not refused, or refused as ``PickListRejection/noSuchRow`` — the same texts
    /// as an enum list's (``PickListSelection``'s `message(for:tapping:)`).
    ///
    /// ```swift
    /// let change = inbox.tap(row)
    /// if let message = inbox.message(for: change, tapping: row) {
    ///     AccessibilityNotification.Announcement(message).post()
    /// }
    /// ```
    public func message(for change: Change, tapping row: Row) -> String? {
        change.rejection.flatMap { message(for: $0, tapping: row) }
    }

    /// The text saying why a tap on `row` was refused with `rejection` (see
    /// the `message(for:tapping:)` that takes a change); `nil` for ``PickListRejection/noSuchRow``.
    public func message(for rejection: PickListRejection, tapping row: Row) -> String? {
        policy.message(for: rejection) { title(of: row) ?? "" }
    }
}
