/// Which of a list's rows a tap may select, as the selection engine reads them: the enabled
/// rows, those a tap may select, those the all-row selects and counts, and the action rows.
///
/// The sets are equal (and share their storage) unless the list has rows of one of three
/// kinds, each written in the spec and settable on a runtime row:
///
/// - An exclusive row (`exclusive: true`, ``PickListEntry/isExclusive``), a "None of these"
///   row, is enabled, so a tap selects it, but the all-row neither selects it nor counts it,
///   so `isAll`, `allState` and the summary's `{total}` concern ``allRowMembers`` only.
/// - A row only the app selects (`selectable: false`, ``PickListEntry/isSelectable``) is
///   enabled, so the app's `select` selects it, but a tap on it is refused
///   (``PickListRejection/notSelectable``): it is not in ``tappable``, and the all-row neither
///   selects nor counts it.
/// - An action row (`action: true`, ``PickListEntry/isAction``) chooses nothing: it is not
///   enabled (nothing ever selects it, nothing counts it), and a tap on it is an action
///   (``PickListOutcome/action``): it is in ``actions``.
///
/// An enum list's definition holds one for its enabled items; a selection whose app marked
/// items unavailable (``PickListSelection/setAvailable(_:for:)``) holds its own, without
/// them (``removing(_:)``). A runtime list's rows hold one for the rows present.
///
/// A class: a tap passes one reference, read only on the paths that need it (the all-row,
/// exclusive rows, a refused tap), so the taps of a list without such rows cost what they
/// did before (docs/performance.md). Equal when the sets are.
@usableFromInline
final class SelectableRows: Hashable, Sendable {
    /// The ordinals a selection may hold: the enabled (and available) rows but the action
    /// rows.
    @usableFromInline let enabled: OrdinalSet
    /// The ordinals a tap may select: ``enabled`` without the rows only the app selects.
    @usableFromInline let tappable: OrdinalSet
    /// The enabled rows that are neither exclusive nor selected only by the app: what the
    /// all-row selects, and what `isAll` and `{total}` count. A subset of ``tappable``.
    @usableFromInline let allRowMembers: OrdinalSet
    /// `allRowMembers.count`.
    @usableFromInline let allRowCount: Int
    /// What `{total}` counts: the rows the all-row counts and those only the app selects
    /// (rows a selection may hold, exclusive ones aside).
    let total: Int
    /// Whether some enabled row is exclusive.
    @usableFromInline let hasExclusive: Bool
    /// Whether some enabled row is selected only by the app: then ``allRowMembers`` is not
    /// the members' count alone.
    @usableFromInline let hasAppOnly: Bool
    /// The enabled action rows, or `nil` when there are none.
    @usableFromInline let actions: OrdinalSet?
    /// The exclusive enabled rows, or `nil` when there are none.
    let exclusive: OrdinalSet?
    /// The rows as given to ``init(enabled:exclusive:actions:appOnly:)``, kept for
    /// ``removing(_:)``.
    let given: (enabled: OrdinalSet, exclusive: OrdinalSet?, actions: OrdinalSet?, appOnly: OrdinalSet?)

    /// The rows `enabled` (action rows included), of which those in `exclusive` are
    /// exclusive, those in `actions` action rows and those in `appOnly` selected only by the
    /// app (ordinals of the same capacity; rows of a kind that are not enabled are ignored).
    /// Not inlinable: a class's designated initializer cannot be under library evolution, and
    /// none is made on a tap.
    @usableFromInline
    init(enabled: OrdinalSet, exclusive: OrdinalSet?, actions: OrdinalSet? = nil, appOnly: OrdinalSet? = nil) {
        given = (enabled, exclusive, actions, appOnly)
        func present(_ kind: OrdinalSet?) -> OrdinalSet? {
            guard var kind else { return nil }
            kind.intersect(enabled)
            return kind.isEmpty ? nil : kind
        }
        let actions = present(actions)
        let exclusive = present(exclusive)
        let appOnly = present(appOnly)
        var selectable = enabled  // shared storage when there are no rows of these kinds
        if let actions { selectable.subtract(actions) }
        var tappable = selectable
        if let appOnly { tappable.subtract(appOnly) }
        var members = tappable
        if let exclusive { members.subtract(exclusive) }
        self.enabled = selectable
        self.tappable = tappable
        self.allRowMembers = members
        self.allRowCount = members.count
        self.total = members.count + (appOnly.map { kind in kind.ordinals.count { !(exclusive?.contains($0) ?? false) } } ?? 0)
        self.hasExclusive = exclusive != nil
        self.hasAppOnly = appOnly != nil
        self.actions = actions
        self.exclusive = exclusive
    }

    /// These rows without `rows` (unavailable or hidden ones), each kind staying its kind.
    func removing(_ rows: OrdinalSet) -> SelectableRows {
        var enabled = given.enabled
        enabled.subtract(rows)
        return SelectableRows(enabled: enabled, exclusive: given.exclusive, actions: given.actions, appOnly: given.appOnly)
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
        lhs.enabled == rhs.enabled && lhs.allRowMembers == rhs.allRowMembers && lhs.tappable == rhs.tappable
            && lhs.actions == rhs.actions
    }

    /// Hashes the rows.
    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(enabled)
        hasher.combine(allRowMembers)
    }

    /// Whether the row with `ordinal` (an enabled one) is exclusive.
    @inlinable
    func isExclusive(_ ordinal: Int) -> Bool {
        hasExclusive && isExclusiveRow(ordinal)
    }

    /// Whether `ordinal` is an exclusive row (lists with some only).
    @usableFromInline
    func isExclusiveRow(_ ordinal: Int) -> Bool {
        exclusive?.contains(ordinal) ?? false
    }

    /// Whether the row with `ordinal` is an enabled action row.
    @inlinable
    func isAction(_ ordinal: Int) -> Bool {
        actions?.contains(ordinal) ?? false
    }

    /// Whether every row the all-row selects is among `members` (and there is at least one):
    /// the test of a list with rows only the app selects, whose members may hold such rows
    /// beside the others, so that counting is not enough.
    @usableFromInline
    func allRowMembersAreAmong(_ members: OrdinalSet) -> Bool {
        allRowCount > 0 && allRowMembers.isSubset(of: members)
    }

    /// Whether some enabled row is exclusive, an action row or selected only by the app: then
    /// the list's taps take the engine's general path, which tells such rows apart.
    @inlinable var hasSpecialRows: Bool { hasExclusive || hasAppOnly || actions != nil }

    /// The capacity of the sets: the list's number of rows, rounded up to a whole word.
    @inlinable
    var capacity: Int { enabled.capacity }
}
