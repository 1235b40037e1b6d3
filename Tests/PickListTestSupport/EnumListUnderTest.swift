package import PickListKit

/// An enum list's selection seen through the model's rows (the items are the ids), for
/// ``SelectionChecker``; its steps return what the selection reported, as a ``ModelChange``.
package struct EnumListUnderTest<Item: PickList>: TappableList {
    package var selection: PickListSelection<Item>

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.selection == rhs.selection
    }

    package init(_ selection: PickListSelection<Item>) {
        self.selection = selection
    }

    package var selectedIDs: [Item] { selection.selectedItems }
    package var firstSelectedID: Item? { selection.selectedItem }
    package var count: Int { selection.count }
    package var isEmpty: Bool { selection.isEmpty }
    package var isAll: Bool { selection.isAll }
    package var isEditing: Bool { selection.isEditing }
    package var summary: String { selection.summary }
    package var allState: PickListAllState { selection.allState }
    package var isValid: Bool { selection.isValid }

    package func isChecked(_ row: ModelRow<Item>) -> Bool {
        switch row {
        case .all: selection.isChecked(.all)
        case .row(let item): selection.isChecked(.item(item))
        }
    }

    package func contains(_ id: Item) -> Bool {
        selection.contains(id)
    }

    /// The sections this selection shows (hidden items left out).
    package var displaySections: [ModelDisplaySection<Item>] {
        selection.sections.map { ModelDisplaySection(title: $0.title, rows: $0.rows.map(Self.modelRow)) }
    }

    package mutating func tap(_ row: ModelRow<Item>) -> ModelChange<Item> {
        Self.modelChange(selection.tap(Self.pickListRow(row)))
    }

    package mutating func tap(section: Int, row: Int) -> ModelChange<Item> {
        Self.modelChange(selection.tap(section: section, row: row))
    }

    package mutating func setEditing(_ editing: Bool) -> ModelChange<Item> {
        Self.modelChange(selection.setEditing(editing))
    }

    package mutating func select(_ id: Item) -> ModelChange<Item> {
        Self.modelChange(selection.select(id))
    }

    package mutating func deselect(_ id: Item) -> ModelChange<Item> {
        Self.modelChange(selection.deselect(id))
    }

    package mutating func applySelection(_ ids: Set<Item>) -> [ModelChange<Item>] {
        selection.applySelection(ids).map(Self.modelChange)
    }

    package func search(_ query: String) -> [Item] {
        selection.search(query)
    }

    package func keywords(of id: Item) -> [String] {
        Item.definition.info(for: id).keywords
    }

    package mutating func setTitle(_ title: String?, for id: Item) -> Bool {
        selection.setTitle(title, for: id)
        return true
    }

    package mutating func setHidden(_ hidden: Bool, _ ids: [Item]) -> ModelHidingUpdate<Item>? {
        let update = selection.setHidden(hidden, forItems: ids)
        return ModelHidingUpdate(
            deselected: update.deselected, selected: update.selected, deleted: update.deletedRows, inserted: update.insertedRows,
            reloaded: update.reloadedRows)
    }

    /// Every disagreement between the selection's index paths and the model's rows shown:
    /// each index path of the model (and one past each section's end, and past the last
    /// section) read with `row(section:row:)`, each row's `indexPath(of:)` (nil for hidden
    /// items), the section and row counts.
    package func indexPathProblems(_ model: SelectionModel<Item>) -> [String] {
        var problems: [String] = []
        let sections = model.displaySections
        if selection.numberOfSections != sections.count {
            problems.append("numberOfSections \(selection.numberOfSections), reference model \(sections.count)")
        }
        for (section, shown) in sections.enumerated() {
            if selection.numberOfRows(inSection: section) != shown.rows.count {
                problems.append("numberOfRows(inSection: \(section)) \(selection.numberOfRows(inSection: section)), reference model \(shown.rows.count)")
            }
            for (index, row) in shown.rows.enumerated() {
                let found = selection.row(section: section, row: index).map(Self.modelRow)
                if found != row { problems.append("row(section: \(section), row: \(index)) \(String(describing: found)), reference model \(row)") }
                let path = selection.indexPath(of: Self.pickListRow(row))
                if path?.section != section || path?.row != index {
                    problems.append("indexPath(of: \(row)) \(String(describing: path)), reference model (\(section), \(index))")
                }
            }
            if let extra = selection.row(section: section, row: shown.rows.count) {
                problems.append("row(section: \(section), row: \(shown.rows.count)) is \(extra) past the section's end")
            }
        }
        if selection.row(section: sections.count, row: 0) != nil { problems.append("a row past the last section") }
        for item in Item.allCases where model.isHidden(item) {
            if let path = selection.indexPath(of: .item(item)) { problems.append("hidden \(item) has the index path \(path)") }
        }
        return problems
    }

    package static func pickListRow(_ row: ModelRow<Item>) -> PickListRow<Item> {
        switch row {
        case .all: .all
        case .row(let item): .item(item)
        }
    }

    package static func modelRow(_ row: PickListRow<Item>) -> ModelRow<Item> {
        switch row {
        case .all: .all
        case .item(let item): .row(item)
        }
    }

    package static func modelChange(_ change: PickListChange<PickListRow<Item>>) -> ModelChange<Item> {
        var rows: [ModelRow<Item>] = []
        for row in change.rows {
            switch row {
            case .all: rows.append(.all)
            case .item(let item): rows.append(.row(item))
            }
        }
        return ModelChange(outcome: change.outcome, rows: rows, actionRow: change.actionRow.map(modelRow))
    }
}

extension SelectionModel where ID: PickList {
    /// The enum list `ID` as the model sees it: its items, by section, in display order, with
    /// their titles and enabled flags, and its rules; `items` selected as
    /// `PickListSelection(items)` selects them.
    package init(enumList: ID.Type, selecting items: [ID]) {
        // The displayed sections without the all-row (and without the section it has alone):
        // the model places it again by the layout rule, which `stateProblems` compares.
        let sections = ID.sections.compactMap { section -> ModelSection<ID>? in
            if section.title == nil && section.rows == [.all] { return nil }
            return ModelSection(
                title: section.title,
                entries: section.rows.compactMap(\.item).map {
                    ModelEntry(
                        id: $0, title: $0.title, isEnabled: $0.isEnabled, isExclusive: ID.definition.exclusiveIDs.contains($0.id),
                        isAction: $0.isAction, isSelectable: $0.isSelectable)
                })
        }
        self.init(rules: ModelRules(ID.self), sections: sections, selecting: items)
    }

    /// The enum list `ID` with its spec's default selection, as `PickListSelection()`.
    package init(enumListDefault: ID.Type) {
        self.init(enumList: ID.self, selecting: Self.defaultItems(of: ID.self))
    }

    /// The items of the enum list `ID`'s spec default, as written (the model selects the ones
    /// it may); `all` is what the all-row selects: every item but the exclusive ones.
    package static func defaultItems(of _: ID.Type) -> [ID] {
        let definition = ID.definition
        switch definition.defaultSelection {
        case .none: return []
        case .all: return ID.allCases.filter { !definition.exclusiveIDs.contains($0.id) && $0.isSelectable && !$0.isAction }
        case .ids(let ids): return ids.compactMap { definition.item(forID: $0) }
        }
    }
}
