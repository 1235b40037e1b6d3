import Foundation
import Testing
import PickListKit

/// Random tap sequences for every policy combination, checking the invariants of issue #3 and
/// agreement with ``ReferenceModel`` after every step.
@Suite struct SelectionPropertyTests {
    /// Taps per policy combination (each test below), spread over random sequences.
    static let tapsPerCombination = 10_000

    @Test func single_withoutDeselect() {
        let taps = exercise(JobPurpose.self, seed: 1) + exercise(WideSingle.self, seed: 2, taps: 4_000, maxLength: 30)
        #expect(taps >= Self.tapsPerCombination)
    }

    @Test func single_withDeselect() {
        let taps = exercise(Sorting.self, seed: 3) + exercise(WideDeselect.self, seed: 4, taps: 4_000, maxLength: 30)
        #expect(taps >= Self.tapsPerCombination)
    }

    @Test func multiple_withoutBounds() {
        let taps = exercise(WidePlain.self, seed: 5, taps: 10_000, maxLength: 30)
        #expect(taps >= Self.tapsPerCombination)
    }

    @Test func multiple_withBounds() {
        let taps = exercise(Topping.self, seed: 6) + exercise(WideBounded.self, seed: 7, taps: 4_000, maxLength: 30)
        #expect(taps >= Self.tapsPerCombination)
    }

    @Test func allRow_isolate() {
        let taps = exercise(QuoteCategory.self, seed: 8, taps: 4_000) + exercise(City.self, seed: 9, taps: 4_000)
            + exercise(WideIsolate.self, seed: 10, taps: 4_000, maxLength: 30)
        #expect(taps >= Self.tapsPerCombination)
    }

    @Test func allRow_exclude() {
        let taps = exercise(Weekday.self, seed: 11, taps: 4_000) + exercise(Fabric.self, seed: 12, taps: 4_000)
            + exercise(WideExclude.self, seed: 13, taps: 4_000, maxLength: 30)
        #expect(taps >= Self.tapsPerCombination)
    }

    @Test func allRow_lock() {
        let taps = exercise(Channel.self, seed: 14) + exercise(WideLock.self, seed: 15, taps: 4_000, maxLength: 30)
        #expect(taps >= Self.tapsPerCombination)
    }

    @Test func editMode_withRandomSetEditing() {
        let taps = exercise(Message.self, seed: 16) + exercise(WideEdit.self, seed: 17, taps: 4_000, maxLength: 30)
        #expect(taps >= Self.tapsPerCombination)
    }

    // MARK: Harness

    private enum Step<Item: PickList>: CustomStringConvertible {
        case tap(PickListRow<Item>)
        case tapIndexPath(section: Int, row: Int)
        case setEditing(Bool)

        var description: String {
            switch self {
            case .tap(let row): "tap(\(row))"
            case .tapIndexPath(let section, let row): "tap(section: \(section), row: \(row))"
            case .setEditing(let editing): "setEditing(\(editing))"
            }
        }
    }

    /// Runs random sequences of up to `maxLength` steps on `Item` until `taps` taps were made,
    /// starting each from the default, a random selection or a decoded random id list; stops
    /// at the first broken invariant, naming seed and steps. Returns the number of taps made.
    @discardableResult
    private func exercise<Item: PickList>(
        _: Item.Type,
        seed: UInt64,
        taps budget: Int = tapsPerCombination,
        maxLength: Int = 12
    ) -> Int {
        var random = SplitMix64(seed: seed)
        let rows = Item.sections.flatMap(\.rows)
        let enabledItems = Item.allCases.filter(\.isEnabled)
        var taps = 0
        var sequence = 0
        while taps < budget {
            sequence += 1
            var selection = randomStart(Item.self, using: &random)
            var model = ReferenceModel(selection, enabled: Set(enabledItems))
            let start = "start \(selection.selectedItems.map(\.id)) editing: \(selection.isEditing)"
            var steps: [Step<Item>] = []
            var checks = rows.map(selection.isChecked)
            let length = Int.random(in: 1...maxLength, using: &random)
            for _ in 0..<length {
                let step = randomStep(rows: rows, using: &random) as Step<Item>
                steps.append(step)
                let before = selection
                let change: PickListChange<PickListRow<Item>>
                let expected: PickListOutcome
                switch step {
                case .tap(let row):
                    change = selection.tap(row)
                    expected = model.tap(row)
                    taps += 1
                case .tapIndexPath(let section, let row):
                    change = selection.tap(section: section, row: row)
                    expected = model.tap(Item.row(section: section, row: row))
                    taps += 1
                case .setEditing(let editing):
                    change = selection.setEditing(editing)
                    expected = model.setEditing(editing)
                }
                let checksAfter = rows.map(selection.isChecked)
                let flipped = rows.indices.filter { checks[$0] != checksAfter[$0] }.map { rows[$0] }
                checks = checksAfter
                let problems = Self.invariantViolations(
                    before: before, after: selection, change: change, expected: expected, model: model,
                    flipped: flipped, enabledItems: enabledItems,
                    isTap: { if case .setEditing = step { false } else { true } }()
                )
                if !problems.isEmpty {
                    Issue.record("""
                        \(Item.self), seed \(seed), sequence \(sequence): \(problems.joined(separator: "; "))
                        steps: \(start), \(steps.map(\.description).joined(separator: ", "))
                        """)
                    return taps
                }
            }
        }
        return taps
    }

    private func randomStart<Item: PickList>(_: Item.Type, using random: inout SplitMix64) -> PickListSelection<Item> {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return PickListSelection()
        case 1:
            return PickListSelection(Item.allCases.filter { _ in Bool.random(using: &random) })
        case 2:
            // Saved state from another app version: current, unknown and renamed ids.
            var ids = Item.allCases.filter { _ in Int.random(in: 0..<3, using: &random) == 0 }.map(\.rawValue)
            ids += ["removed_item", "qa", "misc_old"].filter { _ in Bool.random(using: &random) }
            ids.shuffle(using: &random)
            let json = try! JSONEncoder().encode(ids)
            return try! JSONDecoder().decode(PickListSelection<Item>.self, from: json)
        default:
            return PickListSelection([])
        }
    }

    private func randomStep<Item: PickList>(rows: [PickListRow<Item>], using random: inout SplitMix64) -> Step<Item> {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<80:
            return .tap(rows.randomElement(using: &random)!)
        case 80..<85:
            return .tap(.all)
        case 85..<92:
            let sections = Item.sections
            let section = Int.random(in: -1...sections.count, using: &random)
            let rowCount = sections.indices.contains(section) ? sections[section].rows.count : 3
            return .tapIndexPath(section: section, row: Int.random(in: -1...rowCount, using: &random))
        default:
            return .setEditing(Bool.random(using: &random))
        }
    }

    /// Every broken invariant of one step, as messages; empty when the step is right.
    static func invariantViolations<Item: PickList>(
        before: PickListSelection<Item>,
        after: PickListSelection<Item>,
        change: PickListChange<PickListRow<Item>>,
        expected: PickListOutcome,
        model: ReferenceModel<Item>,
        flipped: [PickListRow<Item>],
        enabledItems: [Item],
        isTap: Bool
    ) -> [String] {
        let definition = Item.definition
        var problems: [String] = []
        let everyEnabledSelected = !enabledItems.isEmpty && enabledItems.allSatisfy(after.contains)
        let afterItems = after.selectedItems
        let beforeItems = before.selectedItems

        if change.outcome != expected {
            problems.append("outcome \(change.outcome), reference model says \(expected)")
        }
        if Set(afterItems) != model.selected || after.isEditing != model.isEditing {
            problems.append("selection \(afterItems) differs from reference model \(model.selected)")
        }
        if after.isChecked(.all) != (definition.allRow != nil && everyEnabledSelected) {
            problems.append("all-row checked is \(after.isChecked(.all)) but every enabled item selected is \(everyEnabledSelected)")
        }
        if after.isAll != everyEnabledSelected {
            problems.append("isAll is \(after.isAll) but every enabled item selected is \(everyEnabledSelected)")
        }
        if definition.mode == .single && after.count > 1 {
            problems.append("single list holds \(after.count) items")
        }
        if let disabled = afterItems.first(where: { !$0.isEnabled }) {
            problems.append("disabled item \(disabled) is selected")
        }
        let contained = Item.allCases.filter(after.contains)
        if afterItems != contained || after.count != contained.count || after.isEmpty != contained.isEmpty {
            problems.append("selectedItems/count disagree with contains")
        }
        if after.selectedItem != contained.first {
            problems.append("selectedItem is not the first selected item")
        }
        switch change.outcome {
        case .rejected, .unchanged:
            if afterItems != beforeItems { problems.append("\(change.outcome) tap changed the selection") }
            if !change.rows.isEmpty { problems.append("\(change.outcome) tap reported rows \(change.rows)") }
        case .changed:
            if afterItems == beforeItems { problems.append("changed tap left the selection as it was") }
        }
        if case .rejected = change.outcome, after != before {
            problems.append("rejected tap changed the state")
        }
        if change.rows != flipped {
            problems.append("reported rows \(change.rows), rows whose checkmark changed \(flipped)")
        }
        let bounds = definition.minimum...(definition.maximum ?? Int.max)
        if isTap && bounds.contains(before.count) && !bounds.contains(after.count) {
            problems.append("tap left bounds \(bounds): \(before.count) → \(after.count)")
        }
        if !after.isEditing && definition.isEditable && !after.isEmpty {
            problems.append("items selected outside edit mode")
        }
        if !definition.isEditable && after.isEditing {
            problems.append("list without edit mode is editing")
        }
        return problems
    }
}
