package import PickListKit

/// A runtime list's rows seen through the model's rows, for ``SelectionChecker``; its steps
/// return what the rows reported, in the model's types.
package struct RuntimeListUnderTest<List: RuntimePickList, ID: Hashable & Sendable>: PickListUnderTest {
    package var list: PickListRows<List, ID>
    /// The rows under test (``list``).
    package var rows: PickListRows<List, ID> {
        get { list }
        _modify { yield &list }  // in place: a copy would copy the list's storage on every change
    }

    package init(_ rows: PickListRows<List, ID>) {
        list = rows
    }

    package var selectedIDs: [ID] { list.selectedIDs }

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

    package mutating func setHidden(_ hidden: Bool, _ ids: [ID]) -> ModelHidingUpdate<ID>? {
        ModelHidingUpdate(rows.setHidden(hidden, forIDs: ids))
    }
}

// The model's rows and the runtime list's, each way.

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
