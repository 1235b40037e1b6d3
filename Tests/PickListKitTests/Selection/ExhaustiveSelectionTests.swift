import Testing
import PickListKit
import PickListTestSupport

/// For the small lists, every reachable state × every tap (and every `setEditing`), checked
/// against the shared reference model (`SelectionModel`) with both checks of `SelectionChecker`
/// after every step.
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
        let empty = SelectionModel(enumList: Item.self, selecting: [])
        let rules = empty.rules
        let enabledItems = empty.enabledIDs
        let rows = empty.displayRows
        var starts: [(EnumListUnderTest<Item>, SelectionModel<Item>)] = []
        for mask in 0..<(1 << enabledItems.count) {
            let items = enabledItems.indices.filter { mask & (1 << $0) != 0 }.map { enabledItems[$0] }
            if rules.mode == .single && items.count > 1 { continue }
            starts.append((EnumListUnderTest(PickListSelection(items)), SelectionModel(enumList: Item.self, selecting: items)))
            if rules.isEditable && items.isEmpty {
                var editing = PickListSelection<Item>(items)
                editing.setEditing(true)
                var model = SelectionModel(enumList: Item.self, selecting: items)
                _ = model.setEditing(true)
                starts.append((EnumListUnderTest(editing), model))
            }
        }
        var steps = 0
        for (start, startModel) in starts {
            let startProblems = SelectionChecker.stateProblems(start, model: startModel)
            if !startProblems.isEmpty {
                Issue.record("\(Item.self) start \(SelectionChecker.describe(start.selectedIDs)): \(startProblems.joined(separator: "; "))")
            }
            for action in 0..<(rows.count + 3) {
                var list = start
                var model = startModel
                let change: ModelChange<Item>
                let expected: ModelChange<Item>
                let label: String
                switch action {
                case rows.count:
                    (change, expected, label) = (list.tap(.all), model.tap(.all), "tap(.all)")
                case rows.count + 1, rows.count + 2:
                    let editing = action == rows.count + 1
                    (change, expected, label) = (list.setEditing(editing), model.setEditing(editing), "setEditing(\(editing))")
                default:
                    (change, expected, label) = (list.tap(rows[action]), model.tap(rows[action]), "tap(\(rows[action]))")
                }
                var problems = SelectionChecker.stepProblems(
                    list, before: start, change: change, expected: expected, model: startModel, model,
                    isTap: action < rows.count + 1
                )
                problems += SelectionChecker.stateProblems(list, model: model)
                // The rows whose checkmark changed, read independently of the model.
                let flipped = rows.filter { start.isChecked($0) != list.isChecked($0) }
                if change.rows != flipped {
                    problems.append("reported rows \(change.rows), checkmarks changed on \(flipped)")
                }
                if !problems.isEmpty {
                    Issue.record("""
                        \(Item.self) from \(SelectionChecker.describe(start.selectedIDs)) editing: \(start.isEditing), \
                        \(label): \(problems.joined(separator: "; "))
                        """)
                }
                steps += 1
            }
        }
        return steps
    }
}
