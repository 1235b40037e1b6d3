package import PickListKit

/// A runtime list's rows seen through the model's rows, for ``SelectionChecker``; its steps
/// return what the rows reported, in the model's types.
package struct RuntimeListUnderTest<List: RuntimePickList, ID: Hashable & Sendable>: TappableList {
    package var rows: PickListRows<List, ID>

    package init(_ rows: PickListRows<List, ID>) {
        self.rows = rows
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rows == rhs.rows
    }

    package var selectedIDs: [ID] { rows.selectedIDs }
    package var count: Int { rows.count }
    package var isEmpty: Bool { rows.isEmpty }
    package var isAll: Bool { rows.isAll }
    package var isEditing: Bool { rows.isEditing }
    package var summary: String { rows.summary }
    package var allState: PickListAllState { rows.allState }
    package var isValid: Bool { rows.isValid }

    package func isChecked(_ row: ModelRow<ID>) -> Bool {
        rows.isChecked(PickListEntryRow(row))
    }

    package func contains(_ id: ID) -> Bool {
        rows.contains(id)
    }

    package func search(_ query: String) -> [ID] {
        rows.search(query)
    }

    package var displaySections: [ModelDisplaySection<ID>] {
        rows.sections.map { ModelDisplaySection(title: $0.title, rows: $0.rows.map { ModelRow($0) }) }
    }

    package mutating func tap(_ row: ModelRow<ID>) -> ModelChange<ID> {
        ModelChange(rows.tap(PickListEntryRow(row)))
    }

    package mutating func tap(section: Int, row: Int) -> ModelChange<ID> {
        ModelChange(rows.tap(section: section, row: row))
    }

    package mutating func setEditing(_ editing: Bool) -> ModelChange<ID> {
        ModelChange(rows.setEditing(editing))
    }

    package mutating func select(_ id: ID) -> ModelChange<ID> {
        ModelChange(rows.select(id))
    }

    package mutating func deselect(_ id: ID) -> ModelChange<ID> {
        ModelChange(rows.deselect(id))
    }

    package mutating func update(_ sections: [ModelSection<ID>], plain: Bool, keepingUnloaded: Bool = false) -> ModelUpdate<ID> {
        let unloaded: PickListUnloadedRows = keepingUnloaded ? .keepSelected : .deselect
        let report =
            plain
            ? rows.update(sections.flatMap { $0.entries }.map { PickListEntry($0) }, unloaded: unloaded)
            : rows.update(sections: sections.map { PickListEntrySection($0) }, unloaded: unloaded)
        return ModelUpdate(
            deselected: report.deselected, selected: report.selected, duplicateIDs: report.duplicateIDs,
            unloaded: report.unloaded)
    }

    package mutating func restore(_ saved: [ID]) -> ModelRestoration<ID> {
        let report = rows.restore(saved)
        return ModelRestoration(restored: report.restored, dropped: report.dropped)
    }

    package mutating func applySelection(_ ids: Set<ID>) -> [ModelChange<ID>] {
        rows.applySelection(ids).map { ModelChange($0) }
    }

    package mutating func setHidden(_ hidden: Bool, _ ids: [ID]) -> ModelHidingUpdate<ID>? {
        let update = rows.setHidden(hidden, forIDs: ids)
        return ModelHidingUpdate(
            deselected: update.deselected, selected: update.selected, deleted: update.deletedRows, inserted: update.insertedRows,
            reloaded: update.reloadedRows)
    }
}

// The model's rows and the runtime list's, each way.

extension ModelRow where ID: Sendable {
    package init(_ row: PickListEntryRow<ID>) {
        switch row {
        case .all: self = .all
        case .entry(let id): self = .row(id)
        }
    }
}

extension PickListEntryRow {
    package init(_ row: ModelRow<ID>) {
        switch row {
        case .all: self = .all
        case .row(let id): self = .entry(id)
        }
    }
}

extension ModelChange where ID: Sendable {
    package init(_ change: PickListChange<PickListEntryRow<ID>>) {
        self.init(outcome: change.outcome, rows: change.rows.map { ModelRow($0) }, actionRow: change.actionRow.map { ModelRow($0) })
    }
}

extension ModelEntry where ID: Sendable {
    package init(_ entry: PickListEntry<ID>) {
        self.init(
            id: entry.id, title: entry.title, isEnabled: entry.isEnabled, isExclusive: entry.isExclusive, isAction: entry.isAction,
            isSelectable: entry.isSelectable)
    }
}

extension PickListEntry {
    package init(_ entry: ModelEntry<ID>) {
        self.init(
            id: entry.id, title: entry.title, isEnabled: entry.isEnabled, isExclusive: entry.isExclusive, isAction: entry.isAction,
            isSelectable: entry.isSelectable)
    }
}

extension PickListEntrySection {
    package init(_ section: ModelSection<ID>) {
        self.init(title: section.title, entries: section.entries.map { PickListEntry($0) })
    }
}
