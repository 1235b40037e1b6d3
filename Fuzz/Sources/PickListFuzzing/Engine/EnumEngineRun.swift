import Foundation
import PickListKit
import PickListTestSupport

/// One input on an enum list: a definition drawn from the input, a start (the default, some
/// items in some order, or a decoded saved selection, perhaps in edit mode), then steps until
/// the input ends: taps on rows and by index path (inside and outside the list), selects and
/// deselects, `Set` applications (returned changes, and the `selection` setter), edit-mode
/// switches, items made unavailable or available again, items hidden and shown, titles set
/// (and the written ones back), a saved selection decoded over the current one, and Codable
/// round trips. After every step the outcome, the rows reported and the
/// selection are compared with the reference model (``SelectionChecker``), and after every step
/// that changed the list, every read of it; the engine checks its own invariants too (the fuzz
/// build compiles PickListKit's debug checks in).
enum EnumEngineRun {
    /// The most steps one input runs (the property tests run 1 to 30): enough for any state
    /// the rules can reach on these lists, few enough to keep each input fast.
    static let maximumSteps = 32

    enum Step<Item: FuzzEnumList>: CustomStringConvertible {
        case tap(TapStep<Item>)
        case setAvailable(Bool, [Item])
        case assignSelection(Set<Item>)
        case decode([String])
        case roundTrip

        var description: String {
            switch self {
            case .tap(let step): "\(step)"
            case .setAvailable(let available, let items): "setAvailable(\(available), forItems: \(items.map(\.id)))"
            case .assignSelection(let items): "selection = \(items.map(\.id).sorted())"
            case .decode(let ids): "decode \(ids) as the selection"
            case .roundTrip: "encode and decode the selection"
            }
        }
    }

    static func run<Item: FuzzEnumList>(_: Item.Type, count: Int, _ choices: inout FuzzChoices) {
        let (definition, description) = EnumListDefinitions.make(Item.self, count: count, &choices)
        Item.current = definition
        var failure = EngineFailure(list: description)
        let items = Item.allCases
        let empty = SelectionModel(enumList: Item.self, selecting: [])

        var start: (PickListSelection<Item>, SelectionModel<Item>)
        switch choices.next(below: 3) {
        case 0:
            start = (PickListSelection(), empty.selecting(SelectionModel<Item>.defaultItems(of: Item.self)))
            failure.steps.append("start with the default")
        case 1:
            let chosen = choices.shuffled(choices.subset(of: items))
            start = (PickListSelection(chosen), empty.selecting(chosen))
            failure.steps.append("start with \(chosen.map(\.id))")
        default:
            let saved = savedIDs(items, &choices)
            start = (decoded(saved), empty.selecting(saved.compactMap { Item.definition.item(forID: $0) }))
            failure.steps.append("start decoded from \(saved)")
        }
        if definition.isEditable && choices.nextBool() {
            start.0.setEditing(true)
            _ = start.1.setEditing(true)
            failure.steps.append("setEditing(true)")
        }
        var list = EnumListUnderTest(start.0)
        var model = start.1
        failure.require(SelectionChecker.stateProblems(list, model: model))

        let rows = model.displayRows + [.all]
        for _ in 0..<maximumSteps where !choices.isExhausted {
            let step: Step<Item> = randomStep(items: items, rows: rows, model: model, &choices)
            failure.steps.append(step)
            let before = list
            var problems: [String] = []
            switch step {
            case .tap(let tap):
                problems = SelectionChecker.step(tap, &list, &model)
                if case .setHidden = tap { problems += list.indexPathProblems(model) }
            case .setAvailable(let available, let chosen):
                let report = list.selection.setAvailable(available, forItems: chosen)
                let expected = model.setAvailable(available, chosen)
                if report.deselected != expected.deselected || report.selected != expected.selected {
                    problems.append("setAvailable reported \(report), reference model \(expected)")
                }
                for item in items where list.selection.isEnabled(item) != model.isEnabledRow(item) {
                    problems.append("isEnabled(\(item.id)) \(list.selection.isEnabled(item))")
                }
            case .assignSelection(let set):
                list.selection.selection = set
                _ = model.apply(set)
            case .decode(let saved):
                // A decoded selection is a new value: every item available again, out of edit
                // mode unless it holds something on an edit-mode list.
                list = EnumListUnderTest(decoded(saved))
                model = empty.selecting(saved.compactMap { Item.definition.item(forID: $0) })
            case .roundTrip:
                let again: PickListSelection<Item> = decoded(encodedIDs(list.selection))
                if again.selectedItems != list.selection.selectedItems {
                    problems.append("decoded \(again.selectedItems.map(\.id)), encoded \(list.selectedIDs.map(\.id))")
                }
            }
            // A list equal to the one read in full before the step reads the same; the step
            // check compared its selection with the model's.
            if list != before || !problems.isEmpty {
                problems += SelectionChecker.stateProblems(list, model: model, layout: false)
            }
            failure.require(problems)
        }
    }

    static func randomStep<Item: FuzzEnumList>(
        items: [Item], rows: [ModelRow<Item>], model: SelectionModel<Item>, _ choices: inout FuzzChoices
    ) -> Step<Item> {
        switch choices.next(below: 20) {
        case 19:
            // A Select All button's press (on any list: one without `all:` refuses it).
            return .tap(.allButton(choices.element(of: AllButtonAction.allCases)))
        case 16:
            // Hidden or shown: an item or a few; now and then every item.
            let chosen = choices.chance(5) ? items : choices.subset(of: items)
            return .tap(.setHidden(choices.chance(60), chosen.isEmpty ? [choices.element(of: items)] : chosen))
        case 17:
            return .tap(.setTitle(choices.element(of: items), choices.element(of: titlesSet)))
        case 0, 1, 2, 3:
            return .tap(.tap(choices.element(of: rows)))
        case 4, 5:
            let sections = model.displaySections
            let section = choices.next(in: -1...sections.count)
            let rowCount = sections.indices.contains(section) ? sections[section].rows.count : 1
            return .tap(.tapIndexPath(section: section, row: choices.next(in: -1...rowCount)))
        case 6, 7:
            return .tap(.select(choices.element(of: items)))
        case 8:
            return .tap(.deselect(choices.element(of: items)))
        case 9:
            return .tap(.applySelection(Set(choices.subset(of: items))))
        case 10:
            return .tap(.setEditing(choices.nextBool()))
        case 11:
            let chosen = choices.subset(of: items)
            return .setAvailable(choices.chance(40), chosen.isEmpty ? [choices.element(of: items)] : chosen)
        case 12:
            return .assignSelection(Set(choices.subset(of: items)))
        case 13:
            return .decode(savedIDs(items, &choices))
        case 14:
            return .roundTrip
        default:
            return .tap(.tap(.all))
        }
    }

    /// Titles an app sets (`nil`: the written one back).
    static let titlesSet: [String?] = [nil, "System Default (Safari)", "5 minutes", "", "{title}", "Apple pie"]

    /// Saved ids: some of the list's in some order, perhaps repeated, perhaps an id no item
    /// has (an item an app update removed), never only unknown ids.
    static func savedIDs<Item: FuzzEnumList>(_ items: [Item], _ choices: inout FuzzChoices) -> [String] {
        var saved: [String] = []
        for _ in 0..<choices.next(below: 5) {
            saved.append(choices.chance(15) ? "gone" : choices.element(of: items).id)
        }
        if saved.allSatisfy({ $0 == "gone" }) && !saved.isEmpty {
            saved[0] = items[0].id
        }
        return saved
    }

    static func decoded<Item: FuzzEnumList>(_ ids: [String]) -> PickListSelection<Item> {
        let json = "[" + ids.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        do {
            return try JSONDecoder().decode(PickListSelection<Item>.self, from: Data(json.utf8))
        } catch {
            Invariant.fail("decoding the saved ids \(ids) threw \(error)")
        }
    }

    static func encodedIDs<Item: FuzzEnumList>(_ selection: PickListSelection<Item>) -> [String] {
        do {
            let data = try JSONEncoder().encode(selection)
            return try JSONDecoder().decode([String].self, from: data)
        } catch {
            Invariant.fail("encoding the selection threw \(error)")
        }
    }
}
