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

    /// Rows holding each set as it is, nothing recounted: what ``change(_:making:selectable:base:)``
    /// makes after changing the sets in place.
    private init(enabled: OrdinalSet, tappable: OrdinalSet, allRowMembers: OrdinalSet, total: Int, kinds: Kinds) {
        self.enabled = enabled
        self.tappable = tappable
        self.allRowMembers = allRowMembers
        self.allRowCount = allRowMembers.count
        self.total = total
        self.hasExclusive = kinds.hasExclusive
        self.hasAppOnly = kinds.hasAppOnly
        self.actions = kinds.actions
        self.exclusive = kinds.exclusive
        self.given = kinds.given
    }

    /// What stays as it is when rows are made selectable or not: which rows are of which kind.
    private typealias Kinds = (
        hasExclusive: Bool, hasAppOnly: Bool, actions: OrdinalSet?, exclusive: OrdinalSet?,
        given: (enabled: OrdinalSet, exclusive: OrdinalSet?, actions: OrdinalSet?, appOnly: OrdinalSet?)
    )

    /// Makes the rows `ordinals` selectable or not in `rows`, in place: O(k) for k ordinals,
    /// whatever the list's length, when `rows` holds the only reference to its sets (after a
    /// first change has copied them from the list's own rows).
    ///
    /// `base` is the list's own selectable rows: it says which rows are exclusive, action
    /// rows or selected only by the app, each staying its kind. Making a row selectable is the
    /// caller's decision: it passes only rows `base` enables and nothing else keeps out (an
    /// action row `base` does not enable stays out).
    static func change(_ rows: inout SelectableRows, making ordinals: [Int], selectable: Bool, base: SelectableRows) {
        guard !ordinals.isEmpty else { return }
        // The kinds as values, not the rows: holding the rows would keep their sets shared.
        let kinds: Kinds = (rows.hasExclusive, rows.hasAppOnly, rows.actions, rows.exclusive, rows.given)
        var enabled = rows.enabled
        // Without rows only the app selects, the tappable rows are the enabled ones, and
        // without exclusive rows either, so are the all-row's members (one storage).
        let sharesTappable = !base.hasAppOnly
        let sharesMembers = sharesTappable && !base.hasExclusive
        var tappable = sharesTappable ? OrdinalSet(capacity: 0) : rows.tappable
        var members = sharesMembers ? OrdinalSet(capacity: 0) : rows.allRowMembers
        var total = rows.total
        rows = placeholder  // our copies of the sets are now their only references
        for ordinal in ordinals {
            // `{total}` counts every selectable row but the exclusive ones.
            let isCounted = !base.isExclusiveRow(ordinal)
            if selectable {
                guard base.enabled.contains(ordinal), enabled.insert(ordinal) else { continue }
                if !sharesTappable && base.tappable.contains(ordinal) { tappable.insert(ordinal) }
                if !sharesMembers && base.allRowMembers.contains(ordinal) { members.insert(ordinal) }
                if isCounted { total += 1 }
            } else {
                guard enabled.remove(ordinal) else { continue }
                if !sharesTappable { tappable.remove(ordinal) }
                if !sharesMembers { members.remove(ordinal) }
                if isCounted { total -= 1 }
            }
        }
        rows = SelectableRows(
            enabled: enabled, tappable: sharesTappable ? enabled : tappable,
            allRowMembers: sharesMembers ? enabled : members, total: total, kinds: kinds)
    }

    /// What `rows` holds while its sets change, so that they change in place.
    private static let placeholder = SelectableRows(enabled: OrdinalSet(capacity: 0), exclusive: nil)

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
