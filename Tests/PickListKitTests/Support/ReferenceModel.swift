import PickListKit

/// A deliberately naive second implementation of CONTRACT §3 "Behaviour" on a `Set`, written
/// straight from the rules' wording; the property tests check the bitset implementation
/// against it after every step.
struct ReferenceModel<Item: PickList> {
    var selected: Set<Item>
    var isEditing: Bool
    private let definition = Item.definition
    private let enabled: Set<Item>

    init(_ selection: PickListSelection<Item>, enabled: Set<Item>) {
        selected = Set(selection.selectedItems)
        isEditing = selection.isEditing
        self.enabled = enabled
    }

    private var isAll: Bool { !enabled.isEmpty && selected == enabled }

    /// Applies a tap; returns the outcome.
    mutating func tap(_ row: PickListRow<Item>?) -> PickListOutcome {
        guard let row else { return .rejected(.noSuchRow) }
        let target: Set<Item>
        switch row {
        case .all:
            guard definition.allRow != nil else { return .rejected(.noSuchRow) }
            if definition.isEditable && !isEditing { return .rejected(.notEditing) }
            if enabled.isEmpty { return .unchanged }
            target = isAll ? [] : enabled
        case .item(let item):
            if definition.isEditable && !isEditing { return .rejected(.notEditing) }
            if !item.isEnabled { return .rejected(.disabled) }
            switch definition.mode {
            case .single:
                if selected.contains(item) {
                    target = definition.deselect ? [] : selected
                } else {
                    target = [item]
                }
            case .multiple:
                if let allRow = definition.allRow, isAll {
                    switch allRow.whileAll {
                    case .lock: return .rejected(.locked)
                    case .isolate: target = [item]
                    case .exclude: target = selected.subtracting([item])
                    }
                } else if selected.contains(item) {
                    target = selected.subtracting([item])
                } else {
                    target = selected.union([item])
                }
            }
        }
        if target.count < selected.count && target.count < definition.minimum { return .rejected(.minimum) }
        if let maximum = definition.maximum, target.count > selected.count && target.count > maximum {
            return .rejected(.maximum)
        }
        if target == selected { return .unchanged }
        selected = target
        return .changed
    }

    /// Enters or leaves edit mode; returns the outcome.
    mutating func setEditing(_ editing: Bool) -> PickListOutcome {
        guard definition.isEditable, editing != isEditing else { return .unchanged }
        isEditing = editing
        if editing || selected.isEmpty { return .unchanged }
        selected = []
        return .changed
    }
}
