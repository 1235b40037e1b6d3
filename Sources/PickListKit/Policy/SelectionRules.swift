/// The parts of a list's policy that the selection engine reads on every tap, held as plain
/// values so that a tap reads them without reference counting; and
/// `@frozen`, for apps built against a prebuilt PickListKit
/// (PickListKit.docc, "Prebuilt PickListKit: what is frozen").
///
/// Both kinds of list carry one: a ``PickListDefinition`` (enum lists) and a
/// ``PickListPolicy`` (lists whose rows come at runtime). ``SelectionState`` applies them.
@frozen @usableFromInline
struct SelectionRules: Hashable, Sendable {
    /// Whether the list holds one item or many.
    @usableFromInline let mode: PickListMode
    /// Single lists: whether tapping the selected row clears the selection.
    @usableFromInline let deselect: Bool
    /// The fewest rows a tap may leave selected (0 when unbounded).
    @usableFromInline let minimum: Int
    /// The most rows a tap may leave selected (`Int.max` when unbounded).
    @usableFromInline let maximum: Int
    /// Whether the list has select-all behaviour (`all:`), as a row or a button: `while_all`
    /// applies, and select all taps the all-row.
    @usableFromInline let hasAllRow: Bool
    /// Whether the list shows its all-row (`hasAllRow` without `row: false`): a change reports
    /// the all-row only then, as only then does a table view show one.
    @usableFromInline let showsAllRow: Bool
    /// Whether the all-row is shown before the rows.
    @usableFromInline let isAllRowFirst: Bool
    /// The all-row's `while_all` rule (the default all-row's when the list has none: never
    /// read then).
    @usableFromInline let whileAll: PickListAllRow.WhileAll
    /// Whether rows are selectable only in edit mode.
    @usableFromInline let isEditable: Bool
    /// Multiple lists with `order: selection`: whether the state keeps the order in which rows
    /// were selected (``SelectionState/order``). A list without it pays nothing for it.
    @usableFromInline let keepsOrder: Bool
    /// Whether the list's rows include exclusive ones, action rows or rows only the app
    /// selects (set per list: an enum list's definition, a runtime list's rows).
    @usableFromInline private(set) var hasExclusive = false
    /// Whether a tap takes the engine's general path: with exclusive rows, action rows, rows
    /// only the app selects or `order: selection`. Every other list's taps take the path they
    /// always took.
    @usableFromInline private(set) var takesGeneralPath: Bool

    init(
        mode: PickListMode, deselect: Bool, minimum: Int, maximum: Int?, allRow: PickListAllRow?, isEditable: Bool,
        order: PickListOrder = .display
    ) {
        self.mode = mode
        self.deselect = deselect
        self.minimum = minimum
        self.maximum = maximum ?? Int.max
        self.hasAllRow = allRow != nil
        self.showsAllRow = allRow?.showsRow ?? false
        self.isAllRowFirst = allRow?.position == .first
        self.whileAll = (allRow ?? PickListAllRow()).whileAll
        self.isEditable = isEditable
        self.keepsOrder = order == .selection
        self.takesGeneralPath = keepsOrder
    }

    /// These rules for rows of which some are exclusive, action rows or only the app's
    /// (`hasExclusive`), or none.
    @usableFromInline
    func with(exclusiveRows hasExclusive: Bool) -> SelectionRules {
        var rules = self
        rules.hasExclusive = hasExclusive
        rules.takesGeneralPath = keepsOrder || hasExclusive
        return rules
    }
}
