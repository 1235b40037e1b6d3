import PickListKit

/// A deliberately naive second implementation of the selection behaviour the README
/// specifies, written straight from the rules' wording on a set of item positions
/// (`allCases` indices); the selection tests check PickListKit against it after every step.
///
/// It is not generic and its state is two words and a flag, so the property tests can copy
/// and compare it millions of times in a debug build.
struct ReferenceModel {
    /// Where a tap lands.
    enum Target: Equatable {
        /// The all-row.
        case all
        /// The item at this position of `allCases`.
        case item(Int)
        /// No row (an index path outside the list).
        case nowhere
    }

    /// A list's selection rules, read once from its definition.
    struct Rules {
        let mode: PickListMode
        let deselect: Bool
        let minimum: Int
        let maximum: Int?
        /// The all-row's `while_all`, or `nil` for a list without an all-row.
        let whileAll: PickListAllRow.WhileAll?
        let isEditable: Bool
        let enabled: ItemMask

        init<Item: PickList>(_: Item.Type) {
            let definition = Item.definition
            mode = definition.mode
            deselect = definition.deselect
            minimum = definition.minimum
            maximum = definition.maximum
            whileAll = definition.allRow?.whileAll
            isEditable = definition.isEditable
            var enabled = ItemMask()
            for (position, info) in definition.items.enumerated() where info.isEnabled {
                enabled.insert(position)
            }
            self.enabled = enabled
        }

        var hasAllRow: Bool { whileAll != nil }
    }

    let rules: Rules
    private(set) var selected: ItemMask
    private(set) var isEditing: Bool

    init(rules: Rules, selected: ItemMask, isEditing: Bool) {
        self.rules = rules
        self.selected = selected
        self.isEditing = isEditing
    }

    /// Whether every enabled item is selected (and there is one).
    var isAll: Bool { !rules.enabled.isEmpty && selected == rules.enabled }

    /// Applies a tap; returns the outcome.
    mutating func tap(_ target: Target) -> PickListOutcome {
        var next = selected
        switch target {
        case .nowhere:
            return .rejected(.noSuchRow)
        case .all:
            guard rules.hasAllRow else { return .rejected(.noSuchRow) }
            if rules.isEditable && !isEditing { return .rejected(.notEditing) }
            if rules.enabled.isEmpty { return .unchanged }
            next = isAll ? ItemMask() : rules.enabled
        case .item(let item):
            if rules.isEditable && !isEditing { return .rejected(.notEditing) }
            if !rules.enabled.contains(item) { return .rejected(.disabled) }
            switch rules.mode {
            case .single:
                if selected.contains(item) {
                    if rules.deselect { next = ItemMask() }
                } else {
                    next = ItemMask()
                    next.insert(item)
                }
            case .multiple:
                if let whileAll = rules.whileAll, isAll {
                    switch whileAll {
                    case .lock:
                        return .rejected(.locked)
                    case .isolate:
                        next = ItemMask()
                        next.insert(item)
                    case .exclude:
                        next.remove(item)
                    }
                } else if selected.contains(item) {
                    next.remove(item)
                } else {
                    next.insert(item)
                }
            }
        }
        if next.count < selected.count && next.count < rules.minimum { return .rejected(.minimum) }
        if let maximum = rules.maximum, next.count > selected.count && next.count > maximum {
            return .rejected(.maximum)
        }
        if next == selected { return .unchanged }
        selected = next
        return .changed
    }

    /// Enters or leaves edit mode; returns the outcome.
    mutating func setEditing(_ editing: Bool) -> PickListOutcome {
        guard rules.isEditable, editing != isEditing else { return .unchanged }
        isEditing = editing
        if editing || selected.isEmpty { return .unchanged }
        selected = ItemMask()
        return .changed
    }
}
