@testable import PickListKit

/// Checks a list's selection against ``ReferenceModel`` and the invariants of issue #3, with
/// the list's rows, items and rules looked up once.
///
/// Two checks, so that millions of random steps stay fast in a debug build:
/// ``stepViolations(after:change:expected:before:model:isTap:)`` after every step costs
/// O(rows the step changed): it compares the exact state through the selection's bits, the
/// reported rows with the model's difference, and reads the whole-state properties and a few
/// changed rows through the public API; ``stateViolations(of:model:)`` reads every row and
/// item through the public API.
struct SelectionChecker<Item: PickList> {
    /// `Item.allCases`: the items by position.
    let items: [Item]
    /// Every displayed row, in display order.
    let rows: [PickListRow<Item>]
    /// Where a tap on each of ``rows`` lands, for the model.
    let targets: [ReferenceModel.Target]
    /// The number of rows in each displayed section.
    let sectionRowCounts: [Int]
    /// Where a tap on each index path lands, for the model.
    private let indexPathTargets: [[ReferenceModel.Target]]
    let rules: ReferenceModel.Rules
    private let isAllRowFirst: Bool
    /// Each item's index in ``rows``.
    private let rowIndices: [Int]

    init() {
        items = Item.allCases
        precondition(items.count <= ItemMask.capacity, "\(Item.self) has too many items for ItemMask")
        var positions: [Item: Int] = [:]
        for (position, item) in items.enumerated() { positions[item] = position }
        func target(_ row: PickListRow<Item>) -> ReferenceModel.Target {
            switch row {
            case .all: .all
            case .item(let item): .item(positions[item]!)
            }
        }
        let sections = Item.sections
        rows = sections.flatMap(\.rows)
        targets = rows.map(target)
        sectionRowCounts = sections.map(\.rows.count)
        indexPathTargets = sections.map { $0.rows.map(target) }
        rules = ReferenceModel.Rules(Item.self)
        isAllRowFirst = rows.first == .all
        var rowIndices = Array(repeating: -1, count: items.count)
        for (index, target) in targets.enumerated() {
            if case .item(let position) = target { rowIndices[position] = index }
        }
        self.rowIndices = rowIndices
    }

    /// Where a tap at an index path lands (``ReferenceModel/Target/nowhere`` outside the list).
    func target(section: Int, row: Int) -> ReferenceModel.Target {
        guard indexPathTargets.indices.contains(section), indexPathTargets[section].indices.contains(row) else {
            return .nowhere
        }
        return indexPathTargets[section][row]
    }

    /// The selected positions, read from the selection's bitset.
    func mask(of selection: PickListSelection<Item>) -> ItemMask {
        ItemMask(words: selection.members.words)
    }

    /// A model in the same state as `selection`.
    func model(of selection: PickListSelection<Item>) -> ReferenceModel {
        ReferenceModel(rules: rules, selected: mask(of: selection), isEditing: selection.isEditing)
    }

    /// Every broken invariant after one step, as messages; empty when the step is right.
    ///
    /// `before` is the model before the step (whose state the selection was verified to
    /// have), `model` the model after it, `expected` the model's outcome.
    func stepViolations(
        after selection: PickListSelection<Item>,
        change: PickListChange<PickListRow<Item>>,
        expected: PickListOutcome,
        before: ReferenceModel,
        model: ReferenceModel,
        isTap: Bool
    ) -> [String] {
        // Each read once: in a debug build every generic call costs metadata lookups.
        var problems: [String] = []
        let outcome = change.outcome
        let reportedRows = change.rows
        let selected = mask(of: selection)
        let isEditing = selection.isEditing
        if outcome != expected {
            problems.append("outcome \(outcome), reference model says \(expected)")
        }
        if expected != .changed && selected == before.selected && isEditing == model.isEditing {
            // Nothing changed, as the model says: every read is what it was after the last step.
            if !reportedRows.isEmpty { problems.append("\(outcome) step reported rows \(reportedRows)") }
            return problems
        }
        if selected != model.selected || isEditing != model.isEditing {
            problems.append("""
                selection \(names(selected)) editing \(isEditing) differs from reference model \
                \(names(model.selected)) editing \(model.isEditing)
                """)
        }

        // The reported rows are exactly the rows whose checkmark flipped, in display order.
        let flipped = before.selected.symmetricDifference(model.selected)
        let allRowFlipped = rules.hasAllRow && before.isAll != model.isAll
        if !reportedRowsMatch(reportedRows, flipped: flipped, allRowFlipped: allRowFlipped) {
            problems.append("reported rows \(reportedRows), rows whose checkmark changed \(describeRows(flipped, allRowFlipped))")
        }

        // Public reads of the whole state (O(1)) and of the rows that changed.
        let count = selection.count
        let isEmpty = selection.isEmpty
        if count != model.selected.count || isEmpty != model.selected.isEmpty {
            problems.append("count \(count) isEmpty \(isEmpty), reference model holds \(model.selected.count)")
        }
        let isAll = selection.isAll
        let isAllRowChecked = selection.isChecked(.all)
        if isAll != model.isAll || isAllRowChecked != (rules.hasAllRow && model.isAll) {
            problems.append("isAll \(isAll), all-row checked \(isAllRowChecked), every enabled item selected \(model.isAll)")
        }
        let selectedItem = selection.selectedItem
        if selectedItem != model.selected.first.map({ items[$0] }) {
            problems.append("selectedItem \(String(describing: selectedItem)) is not the first selected item")
        }
        // The reads of a few changed rows: a "select all" on a wide list changes dozens, and
        // their state is already compared exactly above (every row is read at the end).
        var changedItems = flipped
        var readsLeft = 4
        while readsLeft > 0, let position = changedItems.popFirst() {
            readsLeft -= 1
            let item = items[position]
            let isSelected = model.selected.contains(position)
            let contains = selection.contains(item)
            let isChecked = selection.isChecked(rows[rowIndices[position]])
            if contains != isSelected || isChecked != isSelected {
                problems.append("\(item): contains \(contains), checked \(isChecked), selected in reference model \(isSelected)")
            }
        }

        // The policy's invariants, on the selection's own state.
        if rules.mode == .single && count > 1 {
            problems.append("single list holds \(count) items")
        }
        let disabled = selected.subtracting(rules.enabled)
        if !disabled.isEmpty {
            problems.append("disabled items \(names(disabled)) are selected")
        }
        switch outcome {
        case .rejected, .unchanged:
            if selected != before.selected { problems.append("\(outcome) step changed the selection") }
            if !reportedRows.isEmpty { problems.append("\(outcome) step reported rows \(reportedRows)") }
        case .changed:
            if selected == before.selected { problems.append("changed step left the selection as it was") }
        }
        if case .rejected = outcome, isEditing != before.isEditing {
            problems.append("rejected step changed edit mode")
        }
        let bounds = rules.minimum...(rules.maximum ?? Int.max)
        if isTap && bounds.contains(before.selected.count) && !bounds.contains(count) {
            problems.append("tap left bounds \(bounds): \(before.selected.count) → \(count)")
        }
        if !isEditing && rules.isEditable && !isEmpty {
            problems.append("items selected outside edit mode")
        }
        if !rules.isEditable && isEditing {
            problems.append("list without edit mode is editing")
        }
        return problems
    }

    /// Every public read of `selection` that disagrees with `model`: each row's checkmark,
    /// `contains` for each item, `selectedItems`, `selectedItem`, `count`, `isEmpty`, `isAll`,
    /// `isEditing`.
    func stateViolations(of selection: PickListSelection<Item>, model: ReferenceModel) -> [String] {
        var problems: [String] = []
        for index in rows.indices {
            let row = rows[index]
            let checked: Bool
            switch targets[index] {
            case .all: checked = rules.hasAllRow && model.isAll
            case .item(let position): checked = model.selected.contains(position)
            case .nowhere: preconditionFailure("a displayed row is always a target")
            }
            if selection.isChecked(row) != checked {
                problems.append("\(row) checked is \(selection.isChecked(row)), reference model says \(checked)")
            }
        }
        for position in items.indices where selection.contains(items[position]) != model.selected.contains(position) {
            let item = items[position]
            problems.append("contains(\(item)) is \(selection.contains(item)), reference model says \(!selection.contains(item))")
        }
        let expectedItems = model.selected.positions.map { items[$0] }
        if selection.selectedItems != expectedItems {
            problems.append("selectedItems \(selection.selectedItems), reference model \(expectedItems)")
        }
        if selection.selectedItem != expectedItems.first || selection.count != expectedItems.count
            || selection.isEmpty != expectedItems.isEmpty
        {
            problems.append("selectedItem/count/isEmpty disagree with the reference model \(expectedItems)")
        }
        if selection.isAll != model.isAll || selection.isChecked(.all) != (rules.hasAllRow && model.isAll) {
            problems.append("isAll is \(selection.isAll), every enabled item selected is \(model.isAll)")
        }
        if selection.isEditing != model.isEditing {
            problems.append("isEditing is \(selection.isEditing), reference model says \(model.isEditing)")
        }
        return problems
    }

    /// The ids of the items at `mask`'s positions.
    func names(_ mask: ItemMask) -> [String] {
        mask.positions.map { items[$0].rawValue }
    }

    /// Whether `rows` are the item rows of `flipped` in display order, with the all-row before
    /// or after them (where the list shows it) when `allRowFlipped`.
    private func reportedRowsMatch(_ rows: [PickListRow<Item>], flipped: ItemMask, allRowFlipped: Bool) -> Bool {
        guard rows.count == flipped.count + (allRowFlipped ? 1 : 0) else { return false }
        var index = rows.startIndex
        if allRowFlipped && isAllRowFirst {
            guard rows[index] == .all else { return false }
            index += 1
        }
        var remaining = flipped
        while let position = remaining.popFirst() {
            guard rows[index] == self.rows[rowIndices[position]] else { return false }
            index += 1
        }
        return !allRowFlipped || isAllRowFirst || rows[index] == .all
    }

    private func describeRows(_ flipped: ItemMask, _ allRowFlipped: Bool) -> String {
        var rows = flipped.positions.map { "item(\(items[$0]))" }
        if allRowFlipped {
            if isAllRowFirst { rows.insert("all", at: 0) } else { rows.append("all") }
        }
        return "[\(rows.joined(separator: ", "))]"
    }
}
