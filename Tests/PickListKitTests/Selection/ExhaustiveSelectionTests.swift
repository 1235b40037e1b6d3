import Testing
import PickListKit

/// For the small lists, every reachable state × every tap (and every `setEditing`), checked
/// against ``ReferenceModel`` with both checks of ``SelectionChecker`` after every step.
@Suite struct ExhaustiveSelectionTests {
    @Test func everyStateAndTap_matchesReferenceModel() {
        #expect(checkEveryState(JobPurpose.self) > 0)
        #expect(checkEveryState(Sorting.self) > 0)
        #expect(checkEveryState(Topping.self) > 0)
        #expect(checkEveryState(QuoteCategory.self) > 0)
        #expect(checkEveryState(Weekday.self) > 0)
        #expect(checkEveryState(Channel.self) > 0)
        #expect(checkEveryState(City.self) > 0)
        #expect(checkEveryState(Fabric.self) > 0)
        #expect(checkEveryState(Message.self) > 0)
        #expect(checkEveryState(Lonely.self) > 0)
        #expect(checkEveryState(Ghost.self) > 0)
    }

    @Test func everyStateAndTap_ofThePolicyLists_matchesReferenceModel() {
        #expect(checkEveryState(CappedIsolate.self) > 0)
        #expect(checkEveryState(CappedExclude.self) > 0)
        #expect(checkEveryState(CappedLock.self) > 0)
        #expect(checkEveryState(MinimumIsolate.self) > 0)
        #expect(checkEveryState(MinimumExclude.self) > 0)
        #expect(checkEveryState(MinimumLock.self) > 0)
        #expect(checkEveryState(IsolateMinimumTwo.self) > 0)
        #expect(checkEveryState(IsolateMinimumThree.self) > 0)
        #expect(checkEveryState(DisabledIsolate.self) > 0)
        #expect(checkEveryState(DisabledLock.self) > 0)
    }

    /// Every reachable starting state: subsets of enabled items (at most one for single
    /// lists), in and out of edit mode where the list has one. Returns the steps checked.
    private func checkEveryState<Item: PickList>(_: Item.Type) -> Int {
        let checker = SelectionChecker<Item>()
        let definition = Item.definition
        let enabledItems = checker.items.filter(\.isEnabled)
        let rows = checker.rows
        var starts: [PickListSelection<Item>] = []
        for mask in 0..<(1 << enabledItems.count) {
            let items = enabledItems.indices.filter { mask & (1 << $0) != 0 }.map { enabledItems[$0] }
            if definition.mode == .single && items.count > 1 { continue }
            starts.append(PickListSelection(items))
            if definition.isEditable && items.isEmpty {
                var editing = PickListSelection<Item>(items)
                editing.setEditing(true)
                starts.append(editing)
            }
        }
        var steps = 0
        for start in starts {
            let startModel = checker.model(of: start)
            let startProblems = checker.stateViolations(of: start, model: startModel)
            if !startProblems.isEmpty {
                Issue.record("\(Item.self) start \(start.selectedItems): \(startProblems.joined(separator: "; "))")
            }
            for action in 0..<(rows.count + 3) {
                var selection = start
                var model = startModel
                let change: PickListChange<PickListRow<Item>>
                let expected: PickListOutcome
                let label: String
                switch action {
                case rows.count:
                    (change, expected, label) = (selection.tap(.all), model.tap(.all), "tap(.all)")
                case rows.count + 1, rows.count + 2:
                    let editing = action == rows.count + 1
                    (change, expected, label) = (selection.setEditing(editing), model.setEditing(editing), "setEditing(\(editing))")
                default:
                    (change, expected, label) = (selection.tap(rows[action]), model.tap(checker.targets[action]), "tap(\(rows[action]))")
                }
                var problems = checker.stepViolations(
                    after: selection, change: change, expected: expected, before: startModel, model: model,
                    isTap: action < rows.count + 1
                )
                problems += checker.stateViolations(of: selection, model: model)
                // The rows whose checkmark changed, read independently of the model.
                let flipped = rows.filter { start.isChecked($0) != selection.isChecked($0) }
                if change.rows != flipped {
                    problems.append("reported rows \(change.rows), checkmarks changed on \(flipped)")
                }
                if !problems.isEmpty {
                    Issue.record("\(Item.self) from \(start.selectedItems) editing: \(start.isEditing), \(label): \(problems.joined(separator: "; "))")
                }
                steps += 1
            }
        }
        return steps
    }
}
