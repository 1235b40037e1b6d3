package import PickListKit

/// A list under test as ``SelectionChecker`` reads it: an enum list's selection or a runtime
/// list's rows (the test targets' adapters), seen through the model's rows.
///
/// Equal values must be equal selections (its `==` is the list's own): the step check compares
/// a list with its state before a step the model says changed nothing.
package protocol ListUnderTest: Equatable {
    associatedtype ID: Hashable
    /// The selected ids in display order.
    var selectedIDs: [ID] { get }
    var count: Int { get }
    var isEmpty: Bool { get }
    var isAll: Bool { get }
    var isEditing: Bool { get }
    var summary: String { get }
    /// None, some or all of the rows the all-row selects (`allState`).
    var allState: PickListAllState { get }
    /// Whether the selection satisfies the list's bounds (`isValid`).
    var isValid: Bool { get }
    func isChecked(_ row: ModelRow<ID>) -> Bool
    func contains(_ id: ID) -> Bool
    /// The displayed sections, the all-row placed among the rows.
    var displaySections: [ModelDisplaySection<ID>] { get }
    /// The first selected id in display order (an enum list's `selectedItem`).
    var firstSelectedID: ID? { get }
    /// The ids of the rows shown that match a search query, in display order.
    func search(_ query: String) -> [ID]
    /// The keywords search reads for the row of `id`, beside its title.
    func keywords(of id: ID) -> [String]
}

extension ListUnderTest {
    package var firstSelectedID: ID? { selectedIDs.first }
    package func keywords(of id: ID) -> [String] { [] }
}

/// A list under test that takes the taps and edit-mode switches the model does.
package protocol TappableList: ListUnderTest {
    mutating func tap(_ row: ModelRow<ID>) -> ModelChange<ID>
    mutating func tap(section: Int, row: Int) -> ModelChange<ID>
    mutating func setEditing(_ editing: Bool) -> ModelChange<ID>
    /// Selects a row as a set-based user interface does (never a tap).
    mutating func select(_ id: ID) -> ModelChange<ID>
    /// Deselects a row as a set-based user interface does (never an isolating tap).
    mutating func deselect(_ id: ID) -> ModelChange<ID>
    /// Applies a set of ids as SwiftUI's `List(selection:)` binding does.
    mutating func applySelection(_ ids: Set<ID>) -> [ModelChange<ID>]
    /// Presses a Select All button: `selectAll()`, `deselectAll()` or `toggleAll()`.
    mutating func allButton(_ action: AllButtonAction) -> ModelChange<ID>
    /// Hides or shows the rows of `ids` (an enum list's `setHidden`); `nil` for a list that
    /// cannot.
    mutating func setHidden(_ hidden: Bool, _ ids: [ID]) -> ModelHidingUpdate<ID>?
    /// Sets the title a row shows (an enum list's `setTitle`; `nil`: the written one); `false`
    /// for a list that cannot.
    mutating func setTitle(_ title: String?, for id: ID) -> Bool
}

extension TappableList {
    package mutating func setHidden(_ hidden: Bool, _ ids: [ID]) -> ModelHidingUpdate<ID>? { nil }
    package mutating func setTitle(_ title: String?, for id: ID) -> Bool { false }
}

/// What a Select All button asks of a list (`selectAll()`, `deselectAll()`, `toggleAll()`).
package enum AllButtonAction: Hashable, CaseIterable, Sendable {
    case selectAll, deselectAll, toggleAll
}

extension SelectionModel {
    /// The model's ``selectAll()``, ``deselectAll()`` or ``toggleAll()``.
    package mutating func allButton(_ action: AllButtonAction) -> ModelChange<ID> {
        switch action {
        case .selectAll: selectAll()
        case .deselectAll: deselectAll()
        case .toggleAll: toggleAll()
        }
    }
}

/// A tap or an edit-mode switch, for ``SelectionChecker/step(_:_:_:)``.
package enum TapStep<ID: Hashable>: Hashable {
    /// A tap on a row (perhaps one the list does not have).
    case tap(ModelRow<ID>)
    /// A tap by index path (perhaps outside the list).
    case tapIndexPath(section: Int, row: Int)
    case setEditing(Bool)
    /// A select of a row by id (perhaps one the list does not have).
    case select(ID)
    /// A deselect of a row by id (perhaps one the list does not have).
    case deselect(ID)
    /// A set of ids given as the selection, as SwiftUI's binding gives one.
    case applySelection(Set<ID>)
    /// A press of a Select All button (on any list: one without `all:` refuses it).
    case allButton(AllButtonAction)
    /// Rows hidden or shown by the app.
    case setHidden(Bool, [ID])
    /// A title set by the app (`nil`: the written one back).
    case setTitle(ID, String?)
}

/// Compares a list under test with ``SelectionModel`` and checks the invariants every
/// selection keeps (a single list holds at most one row, nothing disabled is selected, a
/// refused step changes nothing, a tap never leaves the bounds it started in, nothing is
/// selected outside edit mode); each check returns the problems it found as messages, empty
/// when the list is right.
///
/// Two depths, so that millions of random steps stay fast in a debug build:
/// ``stepProblems(_:before:change:expected:model:_:isTap:)`` reads the list's whole-state
/// properties, its selected ids and the rows the step changed; ``stateProblems(_:model:)``
/// reads every row through the list's API.
package enum SelectionChecker {
    /// Applies `step` to `list` and `model` and returns the problems
    /// ``stepProblems(_:before:change:expected:model:_:isTap:)`` finds.
    package static func step<List: TappableList>(
        _ step: TapStep<List.ID>, _ list: inout List, _ model: inout SelectionModel<List.ID>
    ) -> [String] {
        let (listBefore, before) = (list, model)
        let change: ModelChange<List.ID>
        let expected: ModelChange<List.ID>
        switch step {
        case .tap(let row):
            change = list.tap(row)
            expected = model.tap(row)
        case .tapIndexPath(let section, let row):
            change = list.tap(section: section, row: row)
            expected = model.tap(model.row(section: section, row: row))
        case .setEditing(let editing):
            change = list.setEditing(editing)
            expected = model.setEditing(editing)
        case .select(let id):
            change = list.select(id)
            expected = model.select(id)
        case .deselect(let id):
            change = list.deselect(id)
            expected = model.deselect(id)
        case .allButton(let action):
            change = list.allButton(action)
            expected = model.allButton(action)
        case .applySelection(let ids):
            // Each step's change is compared here; the checks below see the set as one step
            // that changed the selection or did not.
            let changes = list.applySelection(ids)
            let expectedChanges = model.apply(ids)
            if changes != expectedChanges {
                return ["changes \(changes), reference model \(expectedChanges)"]
            }
            change = ModelChange(outcome: expectedChanges.contains { $0.outcome == .changed } ? .changed : .unchanged)
            expected = change
        case .setHidden(let hidden, let ids):
            // Not a tap: the update is compared, then every read of the list.
            guard let update = list.setHidden(hidden, ids) else { return ["the list cannot hide rows"] }
            let expectedUpdate = model.setHidden(hidden, ids)
            var problems = update == expectedUpdate ? [] : ["setHidden(\(hidden), \(describe(ids))) reported \(update), reference model \(expectedUpdate)"]
            problems += stateProblems(list, model: model, summary: false)
            return problems
        case .setTitle(let id, let title):
            // Not a tap: the summary and search must read the title set.
            guard list.setTitle(title, for: id) else { return ["the list cannot set titles"] }
            model.setTitle(title, for: id)
            return stateProblems(list, model: model, layout: false) + searchProblems(list, model: model)
        }
        var isTap = true
        if case .setEditing = step { isTap = false }
        return stepProblems(list, before: listBefore, change: change, expected: expected, model: before, model, isTap: isTap)
    }

    /// The problems after one step: `change` is what the list reported, `expected` what the
    /// model did with the same step; `listBefore` and `before` are the list and the model
    /// before it (the list having been checked to be in the model's state), `model` the model
    /// after it.
    ///
    /// When the model says the step changed nothing, the list must equal `listBefore` (a
    /// cheap exact comparison); otherwise its selected ids are compared with the model's.
    package static func stepProblems<List: ListUnderTest>(
        _ list: List,
        before listBefore: List,
        change: ModelChange<List.ID>,
        expected: ModelChange<List.ID>,
        model before: SelectionModel<List.ID>,
        _ model: SelectionModel<List.ID>,
        isTap: Bool
    ) -> [String] {
        var problems: [String] = []
        if change.outcome != expected.outcome {
            problems.append("outcome \(change.outcome), reference model says \(expected.outcome)")
        }
        if change.rows != expected.rows {
            problems.append("reported rows \(describe(change.rows)), rows whose checkmark changed \(describe(expected.rows))")
        }
        if change.outcome != .changed && !change.rows.isEmpty {
            problems.append("\(change.outcome) step reported rows \(describe(change.rows))")
        }

        // The selection itself, each read once: in a debug build every generic call costs.
        let count = list.count
        let isEmpty = list.isEmpty
        let isEditing = list.isEditing
        if expected.outcome != .changed && model.isEditing == before.isEditing {
            if list != listBefore {
                problems.append("""
                    the step changed the list to \(describe(list.selectedIDs)) editing \(isEditing); \
                    reference model: unchanged, \(describe(model.selectedIDs)) editing \(model.isEditing)
                    """)
            }
        } else {
            let selectedIDs = list.selectedIDs
            if !model.isSelection(selectedIDs) {
                problems.append("selected \(describe(selectedIDs)), reference model \(describe(model.selectedIDs))")
            }
        }
        let modelCount = model.count
        if count != modelCount || isEmpty != (modelCount == 0) {
            problems.append("count \(count) isEmpty \(isEmpty), reference model holds \(modelCount)")
        }
        let first = list.firstSelectedID
        if first != model.firstSelectedID {
            problems.append("first selected \(String(describing: first)), reference model \(String(describing: model.firstSelectedID))")
        }
        if isEditing != model.isEditing {
            problems.append("isEditing \(isEditing), reference model \(model.isEditing)")
        }
        let isAll = list.isAll
        let allRowChecked = list.isChecked(.all)
        let modelIsAll = model.isAll
        if isAll != modelIsAll || allRowChecked != (model.rules.showsAllRow && modelIsAll) {
            problems.append("isAll \(isAll), all-row checked \(allRowChecked), every enabled row selected \(modelIsAll)")
        }
        // `contains` of a few rows the step changed (a "select all" on a wide list changes
        // dozens; `stateProblems` reads every row, and its checkmark).
        for row in expected.rows.prefix(4) {
            guard case .row(let id) = row else { continue }
            let isSelected = model.contains(id)
            let contains = list.contains(id)
            if contains != isSelected {
                problems.append("\(id): contains \(contains), selected in reference model \(isSelected)")
            }
        }

        // The invariants, on the list's own state.
        let rules = model.rules
        if rules.mode == .single && count > 1 {
            problems.append("single list holds \(count) rows")
        }
        if case .rejected = change.outcome, isEditing != before.isEditing {
            problems.append("rejected step changed edit mode")
        }
        let bounds = rules.minimum...(rules.maximum ?? Int.max)
        if isTap && bounds.contains(before.count) && !bounds.contains(count) {
            problems.append("tap left bounds \(bounds): \(before.count) → \(count)")
        }
        if !isEditing && rules.isEditable && !isEmpty {
            problems.append("rows selected outside edit mode")
        }
        if !rules.isEditable && isEditing {
            problems.append("list without edit mode is editing")
        }
        return problems
    }

    /// Every read of `list` that disagrees with `model`: each row's checkmark, `contains` for
    /// every row, `selectedIDs` in display order and the first of them, `count`, `isEmpty`,
    /// `isAll`, `isEditing`, and unless left out, the summary and the displayed sections.
    package static func stateProblems<List: ListUnderTest>(
        _ list: List, model: SelectionModel<List.ID>, layout: Bool = true, summary checksSummary: Bool = true
    ) -> [String] {
        var problems: [String] = []
        if layout {
            let sections = list.displaySections
            if sections != model.displaySections {
                problems.append("sections \(describe(sections)), reference model \(describe(model.displaySections))")
            }
        }
        let ids = model.ids
        let isSelected = model.isSelected
        for index in ids.indices {
            let id = ids[index]
            let contains = list.contains(id)
            let isChecked = list.isChecked(.row(id))
            if contains != isSelected[index] || isChecked != isSelected[index] {
                problems.append("\(id): contains \(contains), checked \(isChecked), selected in reference model \(isSelected[index])")
            }
        }
        let selectedIDs = list.selectedIDs
        let expectedIDs = model.selectedIDs
        if selectedIDs != expectedIDs {
            problems.append("selectedIDs \(describe(selectedIDs)), reference model \(describe(expectedIDs))")
        }
        let enabled = Set(model.enabledIDs)
        let unselectable = selectedIDs.filter { !enabled.contains($0) && !model.isKept($0) }
        if !unselectable.isEmpty {
            problems.append("rows \(describe(unselectable)) are selected but disabled or not in the list")
        }
        if list.firstSelectedID != expectedIDs.first {
            problems.append("first selected \(String(describing: list.firstSelectedID)), reference model \(String(describing: expectedIDs.first))")
        }
        let count = list.count
        if model.rules.mode == .single && count > 1 {
            problems.append("single list holds \(count) rows")
        }
        if count != expectedIDs.count || list.isEmpty != expectedIDs.isEmpty {
            problems.append("count \(count) isEmpty \(list.isEmpty), reference model holds \(expectedIDs.count)")
        }
        let isAll = model.isAll
        if list.isAll != isAll || list.isChecked(.all) != (model.rules.showsAllRow && isAll) {
            problems.append("isAll is \(list.isAll), all-row checked \(list.isChecked(.all)), every enabled row selected is \(isAll)")
        }
        if list.allState != model.allState {
            problems.append("allState \(list.allState), reference model \(model.allState)")
        }
        if list.isValid != model.isValid {
            problems.append("isValid \(list.isValid), reference model \(model.isValid)")
        }
        if list.isEditing != model.isEditing {
            problems.append("isEditing is \(list.isEditing), reference model says \(model.isEditing)")
        }
        if checksSummary, case let summary = list.summary, summary != model.summary {
            problems.append("summary \"\(summary)\", reference model \"\(model.summary)\"")
        }
        return problems
    }

    /// The queries ``searchProblems(_:model:)`` asks: none, and ASCII words that begin the
    /// test lists' titles (and the titles the steps set) or none of them.
    package static let searchQueries = ["", "a", "p", "fig", "count", "min", "safari default"]

    /// Every search of ``searchQueries`` whose result is not the model's (the rows shown whose
    /// shown title or keywords match).
    package static func searchProblems<List: ListUnderTest>(_ list: List, model: SelectionModel<List.ID>) -> [String] {
        searchQueries.compactMap { query in
            let found = list.search(query)
            let expected = model.search(query, keywords: list.keywords)
            return found == expected ? nil : "search(\"\(query)\") \(describe(found)), reference model \(describe(expected))"
        }
    }

    /// Ids, rows or sections, for messages.
    package static func describe<T>(_ values: [T]) -> String {
        "[" + values.map { "\($0)" }.joined(separator: ", ") + "]"
    }
}

extension ModelRow: CustomStringConvertible {
    package var description: String {
        switch self {
        case .all: "all"
        case .row(let id): "\(id)"
        }
    }
}

extension ModelDisplaySection: CustomStringConvertible {
    package var description: String {
        "\(title.map { "\"\($0)\"" } ?? "untitled"): " + SelectionChecker.describe(rows)
    }
}
