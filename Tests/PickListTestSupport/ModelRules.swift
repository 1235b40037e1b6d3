package import PickListKit

/// A list's selection rules as ``SelectionModel`` reads them: what §3 of the contract names
/// (selection mode, `deselect`, `min`, `max`, the all-row and its `while_all` and position,
/// edit mode, the summary texts), copied out of a definition or a policy as plain values.
package struct ModelRules: Hashable, Sendable {
    package var mode: PickListMode
    /// Single lists: tapping the selected row clears the selection.
    package var deselect: Bool
    /// The fewest rows a tap may leave selected.
    package var minimum: Int
    /// The most rows a tap may leave selected, or `nil` when unbounded.
    package var maximum: Int?
    /// The "select all" row, or `nil` for a list without one.
    package var allRow: PickListAllRow?
    /// Whether rows are selectable only in edit mode.
    package var isEditable: Bool
    /// The summary texts, as written (the model applies the fallbacks itself).
    package var summary: PickListSummaryFormat
    /// Whether a list made with no selection starts with every enabled row (`default: all`
    /// on a runtime list; an enum list's default is resolved to its items instead).
    package var startsWithAll: Bool
    /// Multiple lists: whether the selected rows are listed in the order they were selected
    /// (`order: selection`) rather than displayed.
    package var order: PickListOrder
    /// Single lists: valid only with a row selected (`required: true`).
    package var isRequired: Bool

    package init(
        mode: PickListMode,
        deselect: Bool = false,
        minimum: Int = 0,
        maximum: Int? = nil,
        allRow: PickListAllRow? = nil,
        isEditable: Bool = false,
        summary: PickListSummaryFormat = PickListSummaryFormat(),
        startsWithAll: Bool = false,
        order: PickListOrder = .display,
        isRequired: Bool = false
    ) {
        self.order = order
        self.isRequired = isRequired
        self.mode = mode
        self.deselect = deselect
        self.minimum = minimum
        self.maximum = maximum
        self.allRow = allRow
        self.isEditable = isEditable
        self.summary = summary
        self.startsWithAll = startsWithAll
    }

    /// The rules of `policy`: a runtime list's `definition`.
    package init(_ policy: PickListPolicy) {
        self.init(
            mode: policy.mode, deselect: policy.deselect, minimum: policy.minimum, maximum: policy.maximum,
            allRow: policy.allRow, isEditable: policy.isEditable, summary: policy.summary,
            startsWithAll: policy.defaultSelection == .all, order: policy.order, isRequired: policy.isRequired)
    }

    /// The rules of the enum list `Item` (whose default the model takes as items).
    package init<Item: PickList>(_: Item.Type) {
        self.init(Item.definition.policy)
        startsWithAll = false
    }

    /// Whether the list has select all (`all:`), as a row or a button.
    package var hasAllRow: Bool { allRow != nil }

    /// Whether the list shows an all-row (`all:` without `row: false`).
    package var showsAllRow: Bool { allRow?.showsRow ?? false }

    /// A short description, for failure messages.
    package var label: String {
        var parts = ["\(mode)"]
        if deselect { parts.append("deselect") }
        if minimum > 0 { parts.append("min \(minimum)") }
        if let maximum { parts.append("max \(maximum)") }
        if let allRow { parts.append(allRow.showsRow ? "all-row \(allRow.position) \(allRow.whileAll)" : "all-button \(allRow.whileAll)") }
        if isEditable { parts.append("edit mode") }
        if startsWithAll { parts.append("default all") }
        if order == .selection { parts.append("order selection") }
        if isRequired { parts.append("required") }
        return parts.joined(separator: ", ")
    }
}
