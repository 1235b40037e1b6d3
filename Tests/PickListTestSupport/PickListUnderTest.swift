package import PickListKit

/// A list's row type as the model's rows, each way: an enum list's ``PickListRow`` and a
/// runtime list's ``PickListEntryRow``.
package protocol ModelRowConvertible<ID> {
    associatedtype ID: Hashable
    init(_ row: ModelRow<ID>)
    var modelRow: ModelRow<ID> { get }
}

extension PickListRow: ModelRowConvertible {
    package init(_ row: ModelRow<Item>) {
        switch row {
        case .all: self = .all
        case .row(let item): self = .item(item)
        }
    }

    package var modelRow: ModelRow<Item> {
        switch self {
        case .all: .all
        case .item(let item): .row(item)
        }
    }
}

extension PickListEntryRow: ModelRowConvertible {
    package init(_ row: ModelRow<ID>) {
        switch row {
        case .all: self = .all
        case .row(let id): self = .entry(id)
        }
    }

    package var modelRow: ModelRow<ID> {
        switch self {
        case .all: .all
        case .entry(let id): .row(id)
        }
    }
}

extension ModelChange {
    /// A list's change in the model's rows.
    package init<Row: ModelRowConvertible<ID>>(_ change: PickListChange<Row>) {
        self.init(outcome: change.outcome, rows: change.rows.map(\.modelRow), actionRow: change.actionRow?.modelRow)
    }
}

extension ModelHidingUpdate where ID: Sendable {
    /// A list's hiding update in the model's terms.
    package init(_ update: PickListUpdate<ID>) {
        self.init(
            deselected: update.deselected, selected: update.selected, deleted: update.deletedRows, inserted: update.insertedRows,
            reloaded: update.reloadedRows)
    }
}

/// A list under test read through PickListKit's own protocol for both kinds of list
/// (``PickListSelecting``): every member the checker reads and every step it takes, written
/// once for enum lists and runtime lists (``EnumListUnderTest``, ``RuntimeListUnderTest``
/// add what only their kind has).
package protocol PickListUnderTest: TappableList
where List.ID == ID, List.Row: ModelRowConvertible<ID>, List.Section: ModelSectionConvertible<ID> {
    associatedtype List: PickListSelecting
    var list: List { get set }
}

/// A list's displayed section as the model's.
package protocol ModelSectionConvertible<ID> {
    associatedtype ID: Hashable
    var modelSection: ModelDisplaySection<ID> { get }
}

extension PickListSection: ModelSectionConvertible {
    package var modelSection: ModelDisplaySection<Item> {
        ModelDisplaySection(title: title, rows: rows.map(\.modelRow))
    }
}

extension PickListRows.Section: ModelSectionConvertible {
    package var modelSection: ModelDisplaySection<ID> {
        ModelDisplaySection(title: title, rows: rows.map(\.modelRow))
    }
}

extension PickListUnderTest {
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.list == rhs.list }

    package var count: Int { list.count }
    package var isEmpty: Bool { list.isEmpty }
    package var isAll: Bool { list.isAll }
    package var isEditing: Bool { list.isEditing }
    package var summary: String { list.summary }
    package var allState: PickListAllState { list.allState }
    package var isValid: Bool { list.isValid }

    package func isChecked(_ row: ModelRow<ID>) -> Bool { list.isChecked(List.Row(row)) }
    package func contains(_ id: ID) -> Bool { list.contains(id) }
    package func search(_ query: String) -> [ID] { list.search(query) }

    /// The sections the list shows (hidden rows left out).
    package var displaySections: [ModelDisplaySection<ID>] { list.sections.map(\.modelSection) }

    package mutating func tap(_ row: ModelRow<ID>) -> ModelChange<ID> { ModelChange(list.tap(List.Row(row))) }
    package mutating func tap(section: Int, row: Int) -> ModelChange<ID> { ModelChange(list.tap(section: section, row: row)) }
    package mutating func setEditing(_ editing: Bool) -> ModelChange<ID> { ModelChange(list.setEditing(editing)) }
    package mutating func select(_ id: ID) -> ModelChange<ID> { ModelChange(list.select(id)) }
    package mutating func deselect(_ id: ID) -> ModelChange<ID> { ModelChange(list.deselect(id)) }
    package mutating func applySelection(_ ids: Set<ID>) -> [ModelChange<ID>] { list.applySelection(ids).map { ModelChange($0) } }
    package mutating func allButton(_ action: AllButtonAction) -> ModelChange<ID> {
        switch action {
        case .selectAll: ModelChange(list.selectAll())
        case .deselectAll: ModelChange(list.deselectAll())
        case .toggleAll: ModelChange(list.toggleAll())
        }
    }

    /// Every disagreement between the list's index paths and the model's rows shown: each
    /// index path of the model (and one past each section's end, and past the last section)
    /// read with `row(section:row:)` and `isChecked(section:row:)`, each row's
    /// `indexPath(of:)` (nil for hidden rows), the section and row counts.
    package func indexPathProblems(_ model: SelectionModel<ID>) -> [String] {
        var problems: [String] = []
        let sections = model.displaySections
        if list.numberOfSections != sections.count {
            problems.append("numberOfSections \(list.numberOfSections), reference model \(sections.count)")
        }
        for (section, shown) in sections.enumerated() {
            if list.numberOfRows(inSection: section) != shown.rows.count {
                problems.append("numberOfRows(inSection: \(section)) \(list.numberOfRows(inSection: section)), reference model \(shown.rows.count)")
            }
            for (index, row) in shown.rows.enumerated() {
                let found = list.row(section: section, row: index)?.modelRow
                if found != row { problems.append("row(section: \(section), row: \(index)) \(String(describing: found)), reference model \(row)") }
                if list.isChecked(section: section, row: index) != list.isChecked(List.Row(row)) {
                    problems.append("isChecked(section: \(section), row: \(index)) is not isChecked(\(row))")
                }
                let path = list.indexPath(of: List.Row(row))
                if path?.section != section || path?.row != index {
                    problems.append("indexPath(of: \(row)) \(String(describing: path)), reference model (\(section), \(index))")
                }
            }
            if let extra = list.row(section: section, row: shown.rows.count) {
                problems.append("row(section: \(section), row: \(shown.rows.count)) is \(extra) past the section's end")
            }
            if list.isChecked(section: section, row: shown.rows.count) {
                problems.append("isChecked(section: \(section), row: \(shown.rows.count)) past the section's end")
            }
        }
        if list.row(section: sections.count, row: 0) != nil { problems.append("a row past the last section") }
        for id in model.ids where model.isHidden(id) {
            if let path = list.indexPath(of: List.Row(.row(id))) { problems.append("hidden \(id) has the index path \(path)") }
        }
        return problems
    }
}
