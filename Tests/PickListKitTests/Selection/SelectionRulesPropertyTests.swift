import Foundation
import PickListKit
import PickListTestSupport
import Testing

/// Random sequences on enum lists with exclusive items, `order: selection`, `required` and
/// availability decided at runtime, each meeting the other rules (all-row positions and
/// `while_all`, bounds, edit mode, disabled items): taps, index paths, selects, deselects,
/// sets as SwiftUI gives them, `setEditing`, and items marked unavailable or available again,
/// compared with the reference model every test shares (`SelectionModel`) after every step:
/// the selection in its order, checkmarks, `isAll`, `allState`, `isValid`, the summary, and
/// what `setAvailable` reported. Each sequence ends with a Codable round trip, which must keep
/// the selection and its order.
///
/// Runtime lists meet the same rules through `RuntimeRowsPropertyTests.randomPolicies`
/// (random `order`, `required` and exclusive rows).
@Suite struct SelectionRulesPropertyTests {
    static let sequenceLengths = 1...30

    @Test func exclusive_allRowIsolate_disabledItems() {
        #expect(exercise(ExclusiveIsolate.self, seed: 301, sequences: 3_000) == 3_000)
    }

    @Test func selectionOrder_exclusive_bounds_allRowExclude() {
        #expect(exercise(OrderedExclusive.self, seed: 302, sequences: 3_000) == 3_000)
    }

    @Test func selectionOrder_allRowLock_editMode() {
        #expect(exercise(OrderedLock.self, seed: 303, sequences: 3_000) == 3_000)
    }

    @Test func exclusive_withMinimumTwo() {
        #expect(exercise(ExclusiveMinimumTwo.self, seed: 304, sequences: 3_000) == 3_000)
    }

    @Test func required_single() {
        #expect(exercise(RequiredSingle.self, seed: 305, sequences: 2_000) == 2_000)
    }

    @Test func wide_selectionOrder_exclusive() {
        #expect(exercise(WideOrderedExclusive.self, seed: 306, sequences: 2_000) == 2_000)
    }

    @Test func actionRows_appOnlyRows_exclusive_bounds_allRowExclude() {
        #expect(exercise(ActionsMultiple.self, seed: 311, sequences: 3_000) == 3_000)
    }

    @Test func actionRows_appOnlyRows_editMode_allRowLock_selectionOrder() {
        #expect(exercise(ActionsEditLock.self, seed: 312, sequences: 3_000) == 3_000)
    }

    @Test func actionRows_appOnlyRows_single() {
        #expect(exercise(ActionsSingle.self, seed: 313, sequences: 2_000) == 2_000)
    }

    /// Lists without the new rules, with items made unavailable at random.
    @Test func availability_onListsWithoutTheNewRules() {
        #expect(exercise(QuoteCategory.self, seed: 307, sequences: 1_000) == 1_000)
        #expect(exercise(Weekday.self, seed: 308, sequences: 1_000) == 1_000)
        #expect(exercise(CappedIsolate.self, seed: 309, sequences: 1_000) == 1_000)
        #expect(exercise(JobPurpose.self, seed: 310, sequences: 1_000) == 1_000)
    }

    // MARK: Harness

    /// A step: one of the checker's, or items marked available or not.
    enum Step<Item: PickList> {
        case tap(TapStep<Item>)
        case setAvailable(Bool, [Item])
    }

    /// Runs `sequences` random sequences on `Item`; returns how many passed before the first
    /// failure (recorded with its seed and steps).
    private func exercise<Item: PickList>(_: Item.Type, seed: UInt64, sequences: Int) -> Int {
        var seeds = SplitMix64(seed: seed)
        for index in 0..<sequences {
            let sequenceSeed = seeds.next()
            if let failure = Self.run(Item.self, seed: sequenceSeed) {
                Issue.record("""
                    \(Item.self), test seed \(seed), sequence \(index) (seed 0x\(String(sequenceSeed, radix: 16))): \
                    \(failure.problems.joined(separator: "; "))
                    steps: \(failure.log.joined(separator: ", "))
                    """)
                return index
            }
        }
        return sequences
    }

    struct Failure {
        let problems: [String]
        let log: [String]
    }

    private static func run<Item: PickList>(_: Item.Type, seed: UInt64) -> Failure? {
        var random = SplitMix64(seed: seed)
        let items = Item.allCases
        var (selection, model) = randomStart(Item.self, using: &random)
        var list = EnumListUnderTest(selection)
        var log = ["start \(list.selectedIDs.map(\.rawValue)) (model \(model.selectedIDs.map(\.rawValue)))"]
        var problems = SelectionChecker.stateProblems(list, model: model)
        if !problems.isEmpty { return Failure(problems: problems, log: log) }
        let rows = model.displayRows
        let length = random.next(in: sequenceLengths)
        for _ in 0..<length {
            let step: Step<Item>
            switch random.next(below: 100) {
            case 0..<12:
                let chosen = items.filter { _ in random.next(below: 4) == 0 }
                step = .setAvailable(random.chance(40), chosen.isEmpty ? [random.element(of: items)] : chosen)
            case 12..<20:
                step = .tap(.tap(.all))
            case 20..<26:
                step = .tap(.select(random.element(of: items)))
            case 26..<31:
                step = .tap(.deselect(random.element(of: items)))
            case 31..<35:
                step = .tap(.applySelection(Set(items.filter { _ in random.nextBool() })))
            case 35..<40:
                let sections = model.displaySections
                let section = random.next(in: 0...max(0, sections.count - 1))
                let rowCount = sections.indices.contains(section) ? sections[section].rows.count : 1
                step = .tap(.tapIndexPath(section: section, row: random.next(in: 0...rowCount)))
            case 40..<46 where model.rules.isEditable:
                step = .tap(.setEditing(random.nextBool()))
            default:
                step = .tap(.tap(random.element(of: rows)))
            }
            switch step {
            case .tap(let tap):
                log.append("\(tap)")
                problems = SelectionChecker.step(tap, &list, &model)
            case .setAvailable(let available, let chosen):
                log.append("setAvailable(\(available), \(chosen.map(\.rawValue)))")
                let report = list.selection.setAvailable(available, forItems: chosen)
                let expected = model.setAvailable(available, chosen)
                problems = report.deselected == expected.deselected && report.selected == expected.selected
                    ? [] : ["setAvailable reported \(report), reference model \(expected)"]
                for item in items where list.selection.isEnabled(item) != model.isEnabledRow(item) {
                    problems.append("isEnabled(\(item)) \(list.selection.isEnabled(item))")
                }
            }
            problems += SelectionChecker.stateProblems(list, model: model, layout: false)
            if !problems.isEmpty { return Failure(problems: problems, log: log) }
        }
        // Encoding keeps the items and their order; a decoded selection has every item
        // available, which changes nothing for the items it holds.
        let data = try! JSONEncoder().encode(list.selection)
        let decoded = try! JSONDecoder().decode(PickListSelection<Item>.self, from: data)
        if decoded.selectedItems != list.selectedIDs {
            return Failure(problems: ["decoded \(decoded.selectedItems), encoded \(list.selectedIDs)"], log: log)
        }
        return nil
    }

    /// The default, a random subset in random order, or a decoded id array in random order.
    private static func randomStart<Item: PickList>(
        _: Item.Type, using random: inout SplitMix64
    ) -> (PickListSelection<Item>, SelectionModel<Item>) {
        let empty = SelectionModel(enumList: Item.self, selecting: [])
        var chosen = Item.allCases.filter { _ in random.next(below: 3) == 0 }
        chosen.shuffle(using: &random)
        var result: (PickListSelection<Item>, SelectionModel<Item>)
        switch random.next(below: 3) {
        case 0:
            result = (PickListSelection(), empty.selecting(SelectionModel<Item>.defaultItems(of: Item.self)))
        case 1:
            result = (PickListSelection(chosen), empty.selecting(chosen))
        default:
            let json = try! JSONEncoder().encode(chosen.map(\.id))
            result = (try! JSONDecoder().decode(PickListSelection<Item>.self, from: json), empty.selecting(chosen))
        }
        if Item.definition.isEditable && random.nextBool() {
            result.0.setEditing(true)
            _ = result.1.setEditing(true)
        }
        return result
    }
}
