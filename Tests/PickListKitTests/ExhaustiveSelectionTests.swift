import Testing
import PickListKit

/// For the small example lists, every reachable state × every tap (and every `setEditing`),
/// checked against ``ReferenceModel`` and the invariants of ``SelectionPropertyTests``.
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
        #expect(checkEveryState(Flavour.self) > 0)
    }

    /// Every reachable starting state: subsets of enabled items (at most one for single
    /// lists), in and out of edit mode where the list has one. Returns the steps checked.
    private func checkEveryState<Item: PickList>(_: Item.Type) -> Int {
        let definition = Item.definition
        let all = Item.allCases
        let enabledItems = all.filter(\.isEnabled)
        let rows = Item.sections.flatMap(\.rows)
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
            for action in 0..<(rows.count + 3) {
                var selection = start
                var model = ReferenceModel(start, enabled: Set(enabledItems))
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
                    (change, expected, label) = (selection.tap(rows[action]), model.tap(rows[action]), "tap(\(rows[action]))")
                }
                let flipped = rows.filter { start.isChecked($0) != selection.isChecked($0) }
                let problems = SelectionPropertyTests.invariantViolations(
                    before: start, after: selection, change: change, expected: expected, model: model,
                    flipped: flipped, enabledItems: enabledItems, isTap: action < rows.count + 1
                )
                if !problems.isEmpty {
                    Issue.record("\(Item.self) from \(start.selectedItems) editing: \(start.isEditing), \(label): \(problems.joined(separator: "; "))")
                }
                steps += 1
            }
        }
        return steps
    }
}
