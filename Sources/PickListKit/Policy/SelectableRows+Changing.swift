extension SelectableRows {
    /// Makes the rows `ordinals` selectable or not in `rows`, in place: O(k) for k ordinals,
    /// whatever the list's length, when `rows` holds the only reference to its sets (after a
    /// first change has copied them from the list's own rows).
    ///
    /// `base` is the list's own selectable rows: it says which rows are exclusive (the
    /// all-row neither selects nor counts them). Making a row selectable is the caller's
    /// decision: it passes only rows `base` enables and nothing else keeps out.
    static func change(_ rows: inout SelectableRows, making ordinals: [Int], selectable: Bool, base: SelectableRows) {
        guard !ordinals.isEmpty else { return }
        var enabled = rows.enabled
        // Without exclusive rows the all-row's members are the enabled rows (one storage).
        let sharesMembers = !base.hasExclusive
        var members = sharesMembers ? OrdinalSet(capacity: 0) : rows.allRowMembers
        rows = placeholder  // our copies of the sets are now their only references
        for ordinal in ordinals {
            if selectable {
                enabled.insert(ordinal)
                if !sharesMembers && base.allRowMembers.contains(ordinal) { members.insert(ordinal) }
            } else {
                enabled.remove(ordinal)
                if !sharesMembers { members.remove(ordinal) }
            }
        }
        rows = SelectableRows(enabled: enabled, allRowMembers: sharesMembers ? enabled : members)
    }

    /// What `rows` holds while its sets change, so that they change in place.
    private static let placeholder = SelectableRows(enabled: OrdinalSet(capacity: 0), exclusive: nil)
}
