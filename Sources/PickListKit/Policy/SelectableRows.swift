/// Which of a list's rows a tap may select, as the selection engine reads them: the enabled
/// rows, and among them those the all-row selects and counts.
///
/// The two sets are equal (and share their storage) unless the list has exclusive rows
/// (`exclusive: true` in the spec, ``PickListEntry/isExclusive`` at runtime): a "None of these"
/// row is enabled, so a tap selects it, but the all-row neither selects it nor counts it, so
/// `isAll`, `allState` and the summary's `{total}` concern ``allRowMembers`` only.
///
/// An enum list's definition holds one for its enabled items; a selection whose app marked
/// items unavailable (``PickListSelection/setAvailable(_:for:)``) holds its own, without
/// them. A runtime list's rows hold one for the rows present.
///
/// A class: a tap passes one reference, read only on the paths that need it (the all-row,
/// exclusive rows), so the taps of a list without exclusive rows cost what they did before
/// (docs/performance.md). Equal when the sets are.
@usableFromInline
final class SelectableRows: Hashable, Sendable {
    /// The ordinals a tap may select: the enabled (and available) rows.
    @usableFromInline let enabled: OrdinalSet
    /// The enabled rows that are not exclusive: what the all-row selects, and what `isAll`
    /// and `{total}` count. A subset of ``enabled``.
    @usableFromInline let allRowMembers: OrdinalSet
    /// `allRowMembers.count`.
    @usableFromInline let allRowCount: Int
    /// Whether some enabled row is exclusive.
    @usableFromInline let hasExclusive: Bool

    /// The rows `enabled`, of which those in `exclusive` are exclusive (ordinals of the same
    /// capacity; exclusive rows that are not enabled are ignored). Not inlinable: a class's
    /// designated initializer cannot be under library evolution, and none is made on a tap.
    @usableFromInline
    init(enabled: OrdinalSet, exclusive: OrdinalSet?) {
        self.enabled = enabled
        var members = enabled  // shared storage when there are no exclusive rows
        if let exclusive {
            for ordinal in exclusive.ordinals { members.remove(ordinal) }
        }
        self.allRowMembers = members
        self.allRowCount = members.count
        self.hasExclusive = members.count != enabled.count
    }

    /// Rows holding `enabled`, of which `allRowMembers` (a subset) are what the all-row
    /// selects: both sets taken as they are, nothing recounted (`change(_:making:selectable:base:)`).
    init(enabled: OrdinalSet, allRowMembers: OrdinalSet) {
        self.enabled = enabled
        self.allRowMembers = allRowMembers
        self.allRowCount = allRowMembers.count
        self.hasExclusive = allRowMembers.count != enabled.count
    }

    /// Whether the two hold the same rows.
    @usableFromInline static func == (lhs: SelectableRows, rhs: SelectableRows) -> Bool {
        lhs.enabled == rhs.enabled && lhs.allRowMembers == rhs.allRowMembers
    }

    /// Hashes the rows.
    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(enabled)
        hasher.combine(allRowMembers)
    }

    /// Whether the row with `ordinal` (an enabled one) is exclusive.
    @inlinable
    func isExclusive(_ ordinal: Int) -> Bool {
        !allRowMembers.contains(ordinal)
    }

    /// The capacity of the sets: the list's number of rows, rounded up to a whole word.
    @inlinable
    var capacity: Int { enabled.capacity }
}
