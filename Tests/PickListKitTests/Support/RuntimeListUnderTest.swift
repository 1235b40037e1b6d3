import PickListKit
import PickListTestSupport

/// A runtime list's rows seen through the model's rows, for ``SelectionChecker``; its steps
/// return what the rows reported, in the model's types.
struct RuntimeListUnderTest<List: RuntimePickList, ID: Hashable & Sendable>: TappableList {
    var rows: PickListRows<List, ID>

    init(_ rows: PickListRows<List, ID>) {
        self.rows = rows
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rows == rhs.rows
    }

    var selectedIDs: [ID] { rows.selectedIDs }
    var count: Int { rows.count }
    var isEmpty: Bool { rows.isEmpty }
    var isAll: Bool { rows.isAll }
    var isEditing: Bool { rows.isEditing }
    var summary: String { rows.summary }
    var allState: PickListAllState { rows.allState }
    var isValid: Bool { rows.isValid }

    func isChecked(_ row: ModelRow<ID>) -> Bool {
        rows.isChecked(PickListEntryRow(row))
    }

    func contains(_ id: ID) -> Bool {
        rows.contains(id)
    }

    var displaySections: [ModelDisplaySection<ID>] {
        rows.sections.map { ModelDisplaySection(title: $0.title, rows: $0.rows.map { ModelRow($0) }) }
    }

    mutating func tap(_ row: ModelRow<ID>) -> ModelChange<ID> {
        ModelChange(rows.tap(PickListEntryRow(row)))
    }

    mutating func tap(section: Int, row: Int) -> ModelChange<ID> {
        ModelChange(rows.tap(section: section, row: row))
    }

    mutating func setEditing(_ editing: Bool) -> ModelChange<ID> {
        ModelChange(rows.setEditing(editing))
    }

    mutating func select(_ id: ID) -> ModelChange<ID> {
        ModelChange(rows.select(id))
    }

    mutating func deselect(_ id: ID) -> ModelChange<ID> {
        ModelChange(rows.deselect(id))
    }

    mutating func update(_ sections: [ModelSection<ID>], plain: Bool, keepingUnloaded: Bool = false) -> ModelUpdate<ID> {
        let unloaded: PickListUnloadedRows = keepingUnloaded ? .keepSelected : .deselect
        let report =
            plain
            ? rows.update(sections.flatMap { $0.entries }.map { PickListEntry($0) }, unloaded: unloaded)
            : rows.update(sections: sections.map { PickListEntrySection($0) }, unloaded: unloaded)
        return ModelUpdate(
            deselected: report.deselected, selected: report.selected, duplicateIDs: report.duplicateIDs,
            unloaded: report.unloaded)
    }

    mutating func restore(_ saved: [ID]) -> ModelRestoration<ID> {
        let report = rows.restore(saved)
        return ModelRestoration(restored: report.restored, dropped: report.dropped)
    }

    mutating func applySelection(_ ids: Set<ID>) -> [ModelChange<ID>] {
        rows.applySelection(ids).map { ModelChange($0) }
    }
}

// The model's rows and the runtime list's, each way.

extension ModelRow where ID: Sendable {
    init(_ row: PickListEntryRow<ID>) {
        switch row {
        case .all: self = .all
        case .entry(let id): self = .row(id)
        }
    }
}

extension PickListEntryRow {
    init(_ row: ModelRow<ID>) {
        switch row {
        case .all: self = .all
        case .row(let id): self = .entry(id)
        }
    }
}

extension ModelChange where ID: Sendable {
    init(_ change: PickListChange<PickListEntryRow<ID>>) {
        self.init(outcome: change.outcome, rows: change.rows.map { ModelRow($0) })
    }
}

extension ModelEntry where ID: Sendable {
    init(_ entry: PickListEntry<ID>) {
        self.init(id: entry.id, title: entry.title, isEnabled: entry.isEnabled, isExclusive: entry.isExclusive)
    }
}

extension PickListEntry {
    init(_ entry: ModelEntry<ID>) {
        self.init(id: entry.id, title: entry.title, isEnabled: entry.isEnabled, isExclusive: entry.isExclusive)
    }
}

extension PickListEntrySection {
    init(_ section: ModelSection<ID>) {
        self.init(title: section.title, entries: section.entries.map { PickListEntry($0) })
    }
}
