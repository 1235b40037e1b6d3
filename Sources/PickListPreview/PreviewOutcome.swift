import PickListCompiler
package import PickListKit

/// What one step of a preview did: a tap on a row, entering or leaving edit mode.
///
/// ``outcome`` is PickListKit's own: the preview drives the runtime's engine, so a tap here
/// has exactly the outcome it has in an app. ``message`` says it in words, as the scripted
/// output prints it.
package struct PreviewOutcome: Hashable, Sendable {
    /// What was tapped or done.
    package enum Target: Hashable, Sendable {
        /// The row of the item with this id (or an id no row has).
        case item(String)
        /// The all-row.
        case allRow
        /// Entering edit mode ("Edit").
        case edit
        /// Leaving edit mode ("Done").
        case done
        /// A line that is no row (a header or gap), or past the last line.
        case line(Int)
        /// The order of the picks (`--move`).
        case order
        /// The Select All button (`--select-all`, `--deselect-all`, `--toggle-all`).
        case allButton(AllAction)

        /// The item's id, for a step on an item.
        package var itemID: String? {
            if case .item(let id) = self { return id }
            return nil
        }
    }

    /// What a Select All button (or a script) asks of a list with `all`: the state's
    /// `selectAll()`, `deselectAll()` or `toggleAll()`.
    package enum AllAction: String, Hashable, Sendable, CaseIterable {
        case selectAll = "select-all"
        case deselectAll = "deselect-all"
        case toggleAll = "toggle-all"
    }

    /// What was tapped or done.
    package var target: Target
    /// Changed, unchanged, or refused and why.
    package var outcome: PickListOutcome
    /// The rows whose checkmark changed, in display order, and whether each is checked now.
    package var changes: [PreviewRowChange]
    /// For a refusal, what the app would tell the person: PickListKit's text for it (the
    /// spec's `messages`, or PickListKit's defaults, translated when the preview shows a
    /// language), from `message(for:tapping:)`; `nil` for a step that was not refused and for a
    /// tap on no row.
    package var refusalText: String?
    /// For a tap that named no row: the id it most likely meant (a title, a Swift case name
    /// or a misspelling was given), or `nil`.
    package var suggestion: String?
    /// For a tap that named no row: whether the row is one the app hid.
    package var isHiddenRow = false
    /// For a tap that named no row: the subset shown (`--subset`) when the item is one of the
    /// list's but not of the subset, so it has no row.
    package var outsideSubset: String?
    /// For a step that changed the rows (hide, show, unavailable, a title set): what a table
    /// view animates or reloads; `nil` for a tap or edit mode.
    package var rowUpdate: PreviewRowUpdate?
    /// For a move (`--move`): the picks' ids in their order after it.
    package var order: [String]?
    /// For a move that changed nothing: why (the list keeps display order, an offset past the
    /// picks, the order already so).
    package var note: String?

    package init(target: Target, outcome: PickListOutcome, changes: [PreviewRowChange] = [], refusalText: String? = nil) {
        self.target = target
        self.outcome = outcome
        self.changes = changes
        self.refusalText = refusalText
    }

    /// The rows whose checkmark changed, in display order, by id (`nil`: the all-row).
    package var changedRows: [String?] { changes.map(\.id) }

    /// Why the step was refused, or `nil` when it was not.
    package var rejection: PickListRejection? {
        if case .rejected(let reason) = outcome { return reason }
        return nil
    }

    /// The outcome in words: `changed`, `unchanged`, `action` (an action row: the app opens
    /// what it stands for, nothing is selected), or `refused: ` and why — the text an app
    /// shows for the refusal (`refused: You can choose up to 3.`), or `no such row` for a tap
    /// on no row (which an app never tells a person).
    package var message: String {
        switch outcome {
        case .changed: rowUpdate?.description ?? "changed"
        case .unchanged: (rowUpdate?.note ?? note).map { "unchanged (\($0))" } ?? "unchanged"
        case .action: Self.actionText
        case .rejected: "refused: " + reasonText + hint
        }
    }

    /// The words for a tap on an action row.
    static let actionText = "action (the app answers it; nothing is selected)"

    /// `; did you mean 'testing'?` after a tap that named no row, when an id is likely meant;
    /// ` (hidden)` when the row is one the app hid; `: 'custom' is not in the subset 'poll'`
    /// for an item outside the subset shown.
    package var hint: String {
        if isHiddenRow { return " (hidden)" }
        if let subset = outsideSubset, let id = target.itemID { return ": '\(id)' is not in the subset '\(subset)'" }
        return suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Why the step was refused, in words: the refusal's text, or `no such row`.
    package var reasonText: String {
        refusalText ?? "no such row"
    }

    /// A stable word for the outcome, for JSON: `changed`, `unchanged`, `action` or `refused`.
    package var kind: String {
        switch outcome {
        case .changed: "changed"
        case .unchanged: "unchanged"
        case .action: "action"
        case .rejected: "refused"
        }
    }

    /// The refusal's reason as a stable word for JSON (`maximum`, `notEditing` …), or `nil`.
    package var reasonCode: String? { rejection?.rawValue }
}

/// A row whose checkmark a step changed.
package struct PreviewRowChange: Hashable, Sendable {
    /// The item's id; `nil` for the all-row.
    package var id: String?
    /// Whether the row is checked after the step.
    package var isChecked: Bool

    package init(id: String?, isChecked: Bool) {
        self.id = id
        self.isChecked = isChecked
    }
}
