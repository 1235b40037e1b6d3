import PickListKit
import PickListTestSupport

/// One input on a runtime list (`PickListRows`): a policy drawn from the input (every rule a
/// `rows: runtime` spec can state), rows from a small pool of ids (so duplicates happen;
/// enabled or not, exclusive or not; no rows, empty sections, one untitled section or
/// several), then steps until the input ends: taps on rows, on ids no row has, on the all-row
/// and by index path, selects and deselects (of rows not loaded too), edit-mode switches,
/// updates (edits of the rows or new ones, through `update(_:)` or `update(sections:)`,
/// dropping or keeping the selected rows they lack), restores of saved ids, and `Set`
/// applications. After every step that changed the rows every read is compared with the
/// reference model, and after an update the layout too (entries, duplicates, every index path
/// both ways); after any other, what the checker's step compares (outcome, rows reported,
/// selection).
enum RuntimeEngineRun {
    static let maximumSteps = EnumEngineRun.maximumSteps
    /// The ids rows have: few, so rows share them.
    static let pool = Array(0..<8)
    /// An id no row ever has.
    static let unknown = 90
    static let titles = EnumListDefinitions.titles

    enum Step: CustomStringConvertible {
        case tap(TapStep<Int>)
        case update([ModelSection<Int>], plain: Bool, keepingUnloaded: Bool)
        case restore([Int])
        case applySelection(Set<Int>)
        case assignSelection(Set<Int>)

        var description: String {
            switch self {
            case .tap(let step): "\(step)"
            case .update(let sections, let plain, let keeping):
                "update\(plain ? "" : "(sections:)")\(keeping ? " keeping unloaded" : "") \(RuntimeEngineRun.describe(sections))"
            case .restore(let ids): "restore(\(ids))"
            case .applySelection(let ids): "applySelection(\(ids.sorted()))"
            case .assignSelection(let ids): "selection = \(ids.sorted())"
            }
        }
    }

    static func run(_ choices: inout FuzzChoices) {
        let policy = randomPolicy(&choices)
        let rules = ModelRules(policy)
        let (sections, _) = randomSections(&choices)
        let selecting = choices.chance(30) ? [] : randomIDs(&choices)
        var failure = EngineFailure { "runtime rows, \(rules.label), summary \(policy.summary)" }
        failure.steps.append("start with \(describe(sections)) selecting \(selecting)")
        var list = RuntimeListUnderTest(PickListRows<PickListPolicy.Dynamic, Int>(
            policy: policy, sections: sections.map { PickListEntrySection($0) }, selecting: selecting))
        var model = SelectionModel(rules: rules, sections: sections, selecting: selecting)
        failure.require(problems(list, model, layout: true))

        for _ in 0..<maximumSteps where !choices.isExhausted {
            let step = randomStep(model, &choices)
            failure.steps.append(step)
            let before = list
            var found: [String] = []
            var isUpdate = false
            switch step {
            case .tap(let tap):
                found = SelectionChecker.step(tap, &list, &model)
            case .update(let sections, let plain, let keeping):
                isUpdate = true
                let report = list.update(sections, plain: plain, keepingUnloaded: keeping)
                let expected = model.update(sections, keepingUnloaded: keeping)
                if report != expected { found.append("update reported \(report), reference model \(expected)") }
            case .restore(let saved):
                let report = list.restore(saved)
                let expected = model.restore(saved)
                if report != expected { found.append("restore reported \(report), reference model \(expected)") }
            case .applySelection(let ids):
                let changes = list.applySelection(ids)
                let expected = model.apply(ids)
                if changes != expected { found.append("changes \(changes), reference model \(expected)") }
            case .assignSelection(let ids):
                list.rows.selection = ids
                _ = model.apply(ids)
            }
            // Rows equal to the ones read in full before the step read the same.
            if list != before || isUpdate || !found.isEmpty {
                found += problems(list, model, layout: isUpdate)
            }
            failure.require(found)
        }
    }

    /// Every read of the rows that disagrees with the model: the checker's, the `selection`
    /// set and the rows not loaded; with `layout`, the rows themselves and every index path.
    static func problems(_ list: RuntimeListUnderTest<PickListPolicy.Dynamic, Int>, _ model: SelectionModel<Int>, layout: Bool) -> [String] {
        var problems = SelectionChecker.stateProblems(list, model: model, layout: layout)
        let rows = list.rows
        if rows.selection != Set(model.selectedIDs) {
            problems.append("selection \(rows.selection.sorted()), reference model \(model.selectedIDs)")
        }
        if rows.unloadedIDs != model.kept.map(\.id) {
            problems.append("unloadedIDs \(rows.unloadedIDs), reference model keeps \(model.kept.map(\.id))")
        }
        guard layout else { return problems }
        if rows.entries.map({ ModelEntry($0) }) != model.entries {
            problems.append("entries \(rows.entries), reference model \(model.entries)")
        }
        if rows.duplicateIDs != model.duplicateIDs {
            problems.append("duplicateIDs \(rows.duplicateIDs), reference model \(model.duplicateIDs)")
        }
        let sections = model.displaySections
        if rows.numberOfSections != sections.count {
            problems.append("numberOfSections \(rows.numberOfSections), reference model \(sections.count)")
        }
        for section in -1...sections.count {
            let expected = sections.indices.contains(section) ? sections[section].rows : []
            if rows.numberOfRows(inSection: section) != expected.count {
                problems.append("numberOfRows(inSection: \(section)) \(rows.numberOfRows(inSection: section)), reference model \(expected.count)")
            }
            for row in -1...expected.count {
                let actual = rows.row(section: section, row: row).map { ModelRow($0) }
                let wanted = expected.indices.contains(row) ? expected[row] : nil
                if actual != wanted {
                    problems.append("row(section: \(section), row: \(row)) \(String(describing: actual)), reference model \(String(describing: wanted))")
                }
                if let wanted, let indexPath = rows.indexPath(of: PickListEntryRow(wanted)), indexPath != (section, row) {
                    problems.append("indexPath(of: \(wanted)) \(indexPath), reference model \((section, row))")
                }
            }
        }
        for id in pool + [unknown] where rows.entry(id).map({ ModelEntry($0) }) != model.entry(id) {
            problems.append("entry(\(id)) \(String(describing: rows.entry(id))), reference model \(String(describing: model.entry(id)))")
        }
        return problems
    }

    // MARK: Random policies, rows and steps

    /// A valid runtime policy: single (with or without `deselect` and `required`) or multiple
    /// with any bounds, all-row (position, `while_all`), edit mode, `default: all` and `order`;
    /// summary texts with and without placeholders.
    static func randomPolicy(_ choices: inout FuzzChoices) -> PickListPolicy {
        let texts = EnumListDefinitions.summaryTexts
        let summary = PickListSummaryFormat(
            none: choices.element(of: texts), one: choices.element(of: texts), other: choices.element(of: texts),
            all: choices.element(of: texts))
        if choices.chance(25) {
            return PickListPolicy(
                title: "Fuzz", selection: .single, deselect: choices.nextBool(), required: choices.nextBool(), summary: summary)
        }
        let minimum: Int? = choices.nextBool() ? nil : choices.next(in: 0...3)
        let maximum: Int? = choices.nextBool() ? nil : (minimum ?? 0) + choices.next(in: 0...4)
        let allRow: PickListAllRow? =
            choices.chance(35)
            ? nil
            : PickListAllRow(
                position: choices.nextBool() ? .first : .last, whileAll: choices.element(of: PickListAllRow.WhileAll.allCases))
        return PickListPolicy(
            title: "Fuzz", selection: .multiple, minimum: minimum, maximum: maximum, allRow: allRow,
            editMode: choices.chance(25), summary: summary, defaultSelection: choices.chance(25) ? .all : .none,
            order: choices.nextBool() ? .selection : .display)
    }

    static func randomEntry(_ choices: inout FuzzChoices) -> ModelEntry<Int> {
        ModelEntry(
            id: choices.element(of: pool), title: choices.element(of: titles), isEnabled: !choices.chance(15),
            isExclusive: choices.chance(12))
    }

    /// Rows, and whether they are plain rows (one untitled section): none at all, an empty
    /// section, plain rows, or titled and untitled sections, some empty.
    static func randomSections(_ choices: inout FuzzChoices) -> ([ModelSection<Int>], plain: Bool) {
        switch choices.next(below: 12) {
        case 0:
            return ([], false)
        case 1:
            return ([ModelSection(title: nil, entries: [])], choices.nextBool())
        case 2..<7:
            let entries = (0..<choices.next(in: 1...12)).map { _ in randomEntry(&choices) }
            return ([ModelSection(title: nil, entries: entries)], choices.chance(80))
        default:
            let sections = (0..<choices.next(in: 1...4)).map { _ in
                ModelSection(
                    title: choices.chance(20) ? nil : "S\(choices.next(below: 3))",
                    entries: (0..<choices.next(in: 0...5)).map { _ in randomEntry(&choices) })
            }
            return (sections, false)
        }
    }

    /// Ids to select, save or apply: some of the pool (perhaps repeated), perhaps the unknown
    /// one, in any order.
    static func randomIDs(_ choices: inout FuzzChoices) -> [Int] {
        var ids = EnumEngineRun.shuffled(choices.subset(of: pool), &choices)
        if choices.chance(20) { ids.insert(choices.element(of: pool), at: choices.next(in: 0...ids.count)) }
        if choices.chance(25) { ids.insert(unknown, at: choices.next(in: 0...ids.count)) }
        return ids
    }

    static func randomStep(_ model: SelectionModel<Int>, _ choices: inout FuzzChoices) -> Step {
        let ids = model.ids
        switch choices.next(below: 20) {
        case 0..<5 where !ids.isEmpty:
            return .tap(.tap(.row(choices.element(of: ids))))
        case 0..<6:
            return .tap(.tap(.row(choices.element(of: pool + [unknown]))))
        case 6, 7:
            return .tap(.tap(.all))
        case 8, 9:
            let sections = model.displaySections
            let section = choices.next(in: -1...sections.count)
            let rowCount = sections.indices.contains(section) ? sections[section].rows.count : 2
            return .tap(.tapIndexPath(section: section, row: choices.next(in: -1...rowCount)))
        case 10:
            return .tap(.setEditing(choices.chance(70) != model.isEditing))
        case 11, 12, 13:
            return randomUpdate(model, &choices)
        case 14:
            return .restore(randomIDs(&choices))
        case 15:
            let known = ids + model.kept.map(\.id)
            let id = choices.chance(85) && !known.isEmpty ? choices.element(of: known) : unknown
            return .tap(choices.nextBool() ? .select(id) : .deselect(id))
        case 16, 17:
            return .applySelection(randomSet(model, &choices))
        case 18:
            return .tap(.applySelection(randomSet(model, &choices)))
        default:
            return .assignSelection(randomSet(model, &choices))
        }
    }

    /// A set as SwiftUI would hand one over: the selection with a row toggled, every enabled
    /// row, none, every row, or any ids.
    static func randomSet(_ model: SelectionModel<Int>, _ choices: inout FuzzChoices) -> Set<Int> {
        switch choices.next(below: 5) {
        case 0:
            var ids = Set(model.selectedIDs)
            let id = choices.element(of: pool)
            if ids.remove(id) == nil { ids.insert(id) }
            return ids
        case 1: return Set(model.entries.filter(\.isEnabled).map(\.id))
        case 2: return []
        case 3: return Set(model.ids)
        default: return Set(randomIDs(&choices))
        }
    }

    /// New rows: the current ones with one to three edits (insert, delete, move, retitle,
    /// enable or disable, a duplicate id, a new section, a section dropped), or new ones; half
    /// of the time keeping the selected rows they lack (a page, a search on a server).
    static func randomUpdate(_ model: SelectionModel<Int>, _ choices: inout FuzzChoices) -> Step {
        let keeping = choices.nextBool()
        if choices.chance(15) {
            let (sections, plain) = randomSections(&choices)
            return .update(sections, plain: plain, keepingUnloaded: keeping)
        }
        var sections = model.sections
        for _ in 0..<choices.next(in: 1...3) {
            let positions = sections.indices.flatMap { section in sections[section].entries.indices.map { (section, $0) } }
            switch choices.next(below: 8) {
            case 0, 1:
                if sections.isEmpty { sections.append(ModelSection(title: nil, entries: [])) }
                let section = choices.next(below: sections.count)
                sections[section].entries.insert(randomEntry(&choices), at: choices.next(in: 0...sections[section].entries.count))
            case 2 where !positions.isEmpty:
                let (section, row) = choices.element(of: positions)
                sections[section].entries.remove(at: row)
            case 3 where !positions.isEmpty:
                let (section, row) = choices.element(of: positions)
                let entry = sections[section].entries.remove(at: row)
                let target = choices.next(below: sections.count)
                sections[target].entries.insert(entry, at: choices.next(in: 0...sections[target].entries.count))
            case 4 where !positions.isEmpty:
                let (section, row) = choices.element(of: positions)
                sections[section].entries[row].title = choices.element(of: titles)
            case 5 where !positions.isEmpty:
                let (section, row) = choices.element(of: positions)
                sections[section].entries[row].isEnabled.toggle()
            case 6 where !positions.isEmpty:
                let (section, row) = choices.element(of: positions)
                sections[section].entries[row].isExclusive.toggle()
            default:
                if choices.nextBool() || sections.isEmpty {
                    sections.insert(
                        ModelSection(title: choices.chance(30) ? nil : "S\(choices.next(below: 3))", entries: []),
                        at: choices.next(in: 0...sections.count))
                } else {
                    sections.remove(at: choices.next(below: sections.count))
                }
            }
        }
        let isPlain = sections.count == 1 && sections[0].title == nil
        if choices.chance(isPlain ? 70 : 10) {
            return .update([ModelSection(title: nil, entries: sections.flatMap(\.entries))], plain: true, keepingUnloaded: keeping)
        }
        return .update(sections, plain: false, keepingUnloaded: keeping)
    }

    /// Sections, for reports: `"S1": [3 "Apple", 4 "Pear" (disabled)]`.
    static func describe(_ sections: [ModelSection<Int>]) -> String {
        "[" + sections.map { section in
            let entries = section.entries.map {
                "\($0.id) \"\($0.title)\"\($0.isEnabled ? "" : " (disabled)")\($0.isExclusive ? " (exclusive)" : "")"
            }
            return "\(section.title.map { "\"\($0)\"" } ?? "untitled"): [\(entries.joined(separator: ", "))]"
        }.joined(separator: "; ") + "]"
    }
}
