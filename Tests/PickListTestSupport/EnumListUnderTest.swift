package import PickListKit

/// An enum list's selection seen through the model's rows (the items are the ids), for
/// ``SelectionChecker``; its steps return what the selection reported, as a ``ModelChange``.
package struct EnumListUnderTest<Item: PickList>: PickListUnderTest {
    package var list: PickListSelection<Item>
    /// The selection under test (``list``).
    package var selection: PickListSelection<Item> {
        get { list }
        _modify { yield &list }  // in place: a copy would copy the list's storage on every change
    }

    package init(_ selection: PickListSelection<Item>) {
        list = selection
    }

    package var selectedIDs: [Item] { list.selectedItems }
    package var firstSelectedID: Item? { list.selectedItem }

    package func keywords(of id: Item) -> [String] {
        Item.definition.info(for: id).keywords
    }

    package mutating func setTitle(_ title: String?, for id: Item) -> Bool {
        list.setTitle(title, for: id)
        return true
    }

    package mutating func setHidden(_ hidden: Bool, _ ids: [Item]) -> ModelHidingUpdate<Item>? {
        ModelHidingUpdate(list.setHidden(hidden, forItems: ids))
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
