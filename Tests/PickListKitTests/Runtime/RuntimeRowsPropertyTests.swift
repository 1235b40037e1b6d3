import PickListKit
import PickListTestSupport
import Testing

/// Random sequences on runtime lists, driven through the reference model every test shares
/// (`SelectionModel`, PickListTestSupport): random rows (ids from a small pool, so duplicates
/// happen; rows enabled or not; zero rows, empty sections, one untitled section or several),
/// then random steps: taps on rows, on ids no row has, on the all-row and by index path (in and
/// outside the list), edit-mode switches, updates (insert, delete, move, retitle, disable,
/// re-section, duplicate ids, new rows), restores of saved ids and `Set<ID>` applications
/// (`applySelection` and the `selection` setter). After every step every read of the list is
/// compared with the model: the selection, each row's checkmark, `isAll`, `count`, the
/// summary, the layout, the change's outcome and rows, and the update and restore reports.
///
/// Every sequence has its own seed, drawn from the test's; a failure names both, the start and
/// the steps, and ``replay(_:sequenceSeed:)`` runs the sequence again.
@Suite struct RuntimeRowsPropertyTests {
    /// The lengths of the sequences, in steps.
    static let sequenceLengths = 1...30

    @Test func single() {
        #expect(exercise(Self.fixture(RuntimeRules.Single.self), seed: 201, sequences: 250) == 250)
        #expect(exercise(Self.fixture(RuntimeRules.SingleDeselect.self), seed: 202, sequences: 250) == 250)
    }

    @Test func multiple_withAndWithoutBounds() {
        #expect(exercise(Self.fixture(RuntimeRules.Multiple.self), seed: 203, sequences: 250) == 250)
        #expect(exercise(Self.fixture(RuntimeRules.Bounded.self), seed: 204, sequences: 250) == 250)
    }

    @Test func allRow_eachWhileAllAndPosition() {
        #expect(exercise(Self.fixture(RuntimeRules.IsolateFirst.self), seed: 205, sequences: 250) == 250)
        #expect(exercise(Self.fixture(RuntimeRules.ExcludeLast.self), seed: 206, sequences: 250) == 250)
        #expect(exercise(Self.fixture(RuntimeRules.LockFirst.self), seed: 207, sequences: 250) == 250)
        #expect(exercise(Self.fixture(RuntimeRules.IsolateLastCapped.self), seed: 208, sequences: 250) == 250)
    }

    @Test func editMode() {
        #expect(exercise(Self.fixture(RuntimeRules.Editing.self), seed: 209, sequences: 250) == 250)
        #expect(exercise(Self.fixture(RuntimeRules.EditingBounded.self), seed: 210, sequences: 250) == 250)
    }

    @Test func defaultAll() {
        #expect(exercise(Self.fixture(RuntimeRules.DefaultAll.self), seed: 211, sequences: 250) == 250)
    }

    /// Ids of another type: identity is whatever `Hashable` says.
    @Test func stringIDs() {
        let pool = (0..<10).map { "row-\($0)" }
        #expect(exercise(Self.fixture(RuntimeRules.ExcludeLast.self, pool: pool, unknown: ["gone", ""]), seed: 212, sequences: 150) == 150)
        #expect(exercise(Self.fixture(RuntimeRules.SingleDeselect.self, pool: pool, unknown: ["gone", ""]), seed: 213, sequences: 150) == 150)
    }

    /// A random policy per sequence (every combination of the rules, summary texts included),
    /// through the rows `picklist preview` makes with a policy of their own.
    @Test func randomPolicies() {
        var policies = SplitMix64(seed: 214)
        var run = 0
        for index in 0..<300 {
            let fixture = Self.dynamicFixture(Self.randomPolicy(using: &policies), name: "random policy \(index)")
            run += exercise(fixture, seed: 1_000 + UInt64(index), sequences: 3)
        }
        #expect(run == 900)
    }

    // MARK: Lists

    /// A list's policy, its ids and how its rows are made.
    struct Fixture<List: RuntimePickList, ID: Hashable & Sendable> {
        let name: String
        let policy: PickListPolicy
        /// The ids rows are drawn from (few, so rows share them).
        let pool: [ID]
        /// Ids no row ever has.
        let unknown: [ID]
        /// Rows: the sections, whether made as plain rows (one untitled section), the ids to
        /// select and, for plain rows, whether to pass them (none: the initialiser without).
        let make: (_ sections: [ModelSection<ID>], _ plain: Bool, _ selecting: [ID]) -> PickListRows<List, ID>
    }

    static func fixture<List: RuntimePickList>(_: List.Type) -> Fixture<List, Int> {
        fixture(List.self, pool: Array(0..<10), unknown: [90, 91])
    }

    /// A list declared as picklist generates it, its rows made by the public initialisers.
    static func fixture<List: RuntimePickList, ID: Hashable & Sendable>(
        _: List.Type, pool: [ID], unknown: [ID]
    ) -> Fixture<List, ID> {
        Fixture(name: "\(List.self)", policy: List.definition, pool: pool, unknown: unknown) { sections, plain, selecting in
            switch (plain, selecting.isEmpty) {
            case (true, true): PickListRows(sections.flatMap { $0.entries }.map { PickListEntry($0) })
            case (true, false): PickListRows(sections.flatMap { $0.entries }.map { PickListEntry($0) }, selecting: selecting)
            case (false, true): PickListRows(sections: sections.map { PickListEntrySection($0) })
            case (false, false): PickListRows(sections: sections.map { PickListEntrySection($0) }, selecting: selecting)
            }
        }
    }

    /// Rows with a policy of their own.
    static func dynamicFixture(_ policy: PickListPolicy, name: String) -> Fixture<PickListPolicy.Dynamic, Int> {
        Fixture(name: name, policy: policy, pool: Array(0..<10), unknown: [90, 91]) { sections, _, selecting in
            PickListRows(
                policy: policy, sections: sections.map { PickListEntrySection($0) },
                selecting: selecting)
        }
    }

    /// A valid policy: single (with or without `deselect` and `required`) or multiple with any
    /// bounds, all-row (position, `while_all`), edit mode, default and `order`; summary texts
    /// with and without placeholders, or none. Rows are exclusive at random
    /// (``randomEntry(_:using:)``), so exclusive rows meet every other rule.
    static func randomPolicy(using random: inout SplitMix64) -> PickListPolicy {
        let texts: [String?] = [nil, nil, "", "{count} selected", "{title}", "{count} of {total}", "All {total}", "{{count}} {nope", "None"]
        let summary = PickListSummaryFormat(
            none: random.element(of: texts), one: random.element(of: texts), other: random.element(of: texts),
            all: random.element(of: texts))
        if random.chance(25) {
            return PickListPolicy(
                title: "Random", selection: .single, deselect: random.nextBool(), required: random.nextBool(), summary: summary)
        }
        let minimum: Int? = random.chance(50) ? nil : random.next(in: 0...3)
        let maximum: Int? = random.chance(50) ? nil : (minimum ?? 0) + random.next(in: 0...4)
        let allRow: PickListAllRow? =
            random.chance(40)
            ? nil
            : PickListAllRow(
                position: random.nextBool() ? .first : .last,
                whileAll: random.element(of: PickListAllRow.WhileAll.allCases))
        return PickListPolicy(
            title: "Random", selection: .multiple, minimum: minimum, maximum: maximum, allRow: allRow,
            editMode: random.chance(30), summary: summary, defaultSelection: random.chance(25) ? .all : .none,
            order: random.nextBool() ? .selection : .display)
    }

    // MARK: Harness

    /// One step of a sequence.
    enum Step<ID: Hashable> {
        /// A tap (on a row, an id no row has, the all-row, an index path) or `setEditing`.
        case tap(TapStep<ID>)
        /// New rows; `plain`: through `update(_:)` (one untitled section), else `update(sections:)`;
        /// `keepingUnloaded`: with `unloaded: .keepSelected` (rows not loaded).
        case update([ModelSection<ID>], plain: Bool, keepingUnloaded: Bool)
        case restore([ID])
        case applySelection(Set<ID>)
        /// The `selection` setter (SwiftUI's binding).
        case assignSelection(Set<ID>)

        var label: String {
            switch self {
            case .tap(.tap(let row)): "tap(\(row))"
            case .tap(.tapIndexPath(let section, let row)): "tap(section: \(section), row: \(row))"
            case .tap(.setEditing(let editing)): "setEditing(\(editing))"
            case .tap(.select(let id)): "select(\(id))"
            case .tap(.deselect(let id)): "deselect(\(id))"
            case .tap(.applySelection(let ids)): "applySelection(\(ids.map { "\($0)" }.sorted())) as one step"
            case .tap(.setHidden(let hidden, let ids)): "setHidden(\(hidden), \(ids))"
            case .update(let sections, let plain, let keeping):
                "update\(plain ? "" : "(sections:)")\(keeping ? " keeping unloaded" : "") \(describe(sections))"
            case .restore(let ids): "restore(\(ids))"
            case .applySelection(let ids): "applySelection(\(ids.map { "\($0)" }.sorted()))"
            case .assignSelection(let ids): "selection = \(ids.map { "\($0)" }.sorted())"
            }
        }
    }

    /// A sequence's first problems: after which step (-1: the start), what broke, and what ran.
    struct Failure {
        let step: Int
        let problems: [String]
        let log: [String]
    }

    /// Runs `sequences` sequences on `fixture`, each with a seed drawn from `seed`; records the
    /// first that fails and stops. Returns the number run.
    private func exercise<List: RuntimePickList, ID: Hashable & Sendable>(
        _ fixture: Fixture<List, ID>, seed: UInt64, sequences: Int
    ) -> Int {
        var seeds = SplitMix64(seed: seed)
        for index in 0..<sequences {
            let sequenceSeed = seeds.next()
            if let failure = Self.run(fixture, seed: sequenceSeed) {
                Issue.record("""
                    \(fixture.name) (\(ModelRules(fixture.policy).label)), test seed \(seed), sequence \(index), \
                    replay(_:sequenceSeed: 0x\(String(sequenceSeed, radix: 16))), \
                    \(failure.step < 0 ? "at the start" : "after step \(failure.step + 1)"):
                    \(failure.problems.joined(separator: "\n"))
                    \(failure.log.joined(separator: "\n"))
                    """)
                return index
            }
        }
        return sequences
    }

    /// Runs the sequence of `sequenceSeed` on `fixture` again; for a debugger.
    static func replay<List: RuntimePickList, ID: Hashable & Sendable>(
        _ fixture: Fixture<List, ID>, sequenceSeed: UInt64
    ) -> Failure? {
        run(fixture, seed: sequenceSeed)
    }

    private static func run<List: RuntimePickList, ID: Hashable & Sendable>(
        _ fixture: Fixture<List, ID>, seed: UInt64
    ) -> Failure? {
        var random = SplitMix64(seed: seed)
        let rules = ModelRules(fixture.policy)
        let (sections, plain) = randomSections(fixture, using: &random)
        let selecting = random.chance(30) ? [] : randomIDs(fixture, using: &random)
        var list = RuntimeListUnderTest(fixture.make(sections, plain, selecting))
        var model = SelectionModel(rules: rules, sections: sections, selecting: selecting)
        var log = ["start \(plain ? "rows" : "sections") \(describe(sections)) selecting \(selecting)"]
        var problems = rowsProblems(list, model, fixture, layout: true)
        if !problems.isEmpty { return Failure(step: -1, problems: problems, log: log) }

        let length = random.next(in: sequenceLengths)
        for index in 0..<length {
            let step = randomStep(fixture, model, using: &random)
            log.append("\(index + 1). \(step.label)")
            switch step {
            case .tap(let tap):
                problems = SelectionChecker.step(tap, &list, &model)
            case .update(let sections, let plain, let keeping):
                let report = list.update(sections, plain: plain, keepingUnloaded: keeping)
                let expected = model.update(sections, keepingUnloaded: keeping)
                problems = report == expected ? [] : ["update reported \(report), reference model \(expected)"]
            case .restore(let saved):
                let report = list.restore(saved)
                let expected = model.restore(saved)
                problems = report == expected ? [] : ["restore reported \(report), reference model \(expected)"]
            case .applySelection(let ids):
                let changes = list.applySelection(ids)
                let expected = model.apply(ids)
                problems = changes == expected ? [] : ["changes \(changes), reference model \(expected)"]
            case .assignSelection(let ids):
                list.rows.selection = ids
                _ = model.apply(ids)
                problems = []
            }
            var isUpdate = false
            if case .update = step { isUpdate = true }
            problems += rowsProblems(list, model, fixture, layout: isUpdate)
            if !problems.isEmpty { return Failure(step: index, problems: problems, log: log) }
        }
        return nil
    }

    /// Every read of the rows that disagrees with the model: the checker's (selection,
    /// checkmarks, summary) and the `selection` set; with `layout` (the rows are new), the
    /// layout too: the sections, the rows' own reads (entries, duplicates, index paths both
    /// ways, section counts and titles, `entry(_:)`).
    static func rowsProblems<List: RuntimePickList, ID: Hashable & Sendable>(
        _ list: RuntimeListUnderTest<List, ID>, _ model: SelectionModel<ID>, _ fixture: Fixture<List, ID>,
        layout: Bool
    ) -> [String] {
        var problems = SelectionChecker.stateProblems(list, model: model, layout: layout)
        let rows = list.rows
        if rows.selection != Set(model.selectedIDs) {
            problems.append("selection \(rows.selection), reference model \(model.selectedIDs)")
        }
        if rows.unloadedIDs != model.kept.map(\.id) {
            problems.append("unloadedIDs \(rows.unloadedIDs), reference model keeps \(model.kept.map(\.id))")
        }
        guard layout else { return problems }
        let entries = rows.entries.map { ModelEntry($0) }
        if entries != model.entries {
            problems.append("entries \(entries), reference model \(model.entries)")
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
            let title = sections.indices.contains(section) ? sections[section].title : nil
            if rows.sectionTitle(section) != title {
                problems.append("sectionTitle(\(section)) \(String(describing: rows.sectionTitle(section))), reference model \(String(describing: title))")
            }
            for row in -1...expected.count {
                let actual = rows.row(section: section, row: row).map { ModelRow($0) }
                let wanted = expected.indices.contains(row) ? expected[row] : nil
                if actual != wanted {
                    problems.append("row(section: \(section), row: \(row)) \(String(describing: actual)), reference model \(String(describing: wanted))")
                }
                if let wanted, let indexPath = rows.indexPath(of: PickListEntryRow(wanted)),
                    indexPath != (section, row)
                {
                    problems.append("indexPath(of: \(wanted)) \(indexPath), reference model \((section, row))")
                }
            }
        }
        for row in model.displayRows where rows.indexPath(of: PickListEntryRow(row)) == nil {
            problems.append("indexPath(of: \(row)) is nil")
        }
        if model.rules.allRow == nil, rows.indexPath(of: .all) != nil {
            problems.append("indexPath(of: .all) on a list without an all-row")
        }
        for id in fixture.pool + fixture.unknown {
            let entry = rows.entry(id).map { ModelEntry($0) }
            if entry != model.entry(id) {
                problems.append("entry(\(id)) \(String(describing: entry)), reference model \(String(describing: model.entry(id)))")
            }
            if model.entry(id) == nil, rows.indexPath(of: .entry(id)) != nil {
                problems.append("indexPath(of: \(id)) for an id no row has")
            }
        }
        return problems
    }

    // MARK: Random rows and steps

    static let titles = ["Apple", "Pear", "", "{count}", "Ünïcode", "a, b", "Fig", "{title}"]

    /// A row with an id from the pool (so rows often share one), mostly enabled.
    static func randomEntry<List, ID>(_ fixture: Fixture<List, ID>, using random: inout SplitMix64) -> ModelEntry<ID> {
        ModelEntry(
            id: random.element(of: fixture.pool), title: random.element(of: titles), isEnabled: !random.chance(15),
            isExclusive: random.chance(12))
    }

    /// Rows and whether they are plain rows (one untitled section, made or updated without
    /// sections): none at all, an empty section, plain rows, or titled and untitled sections,
    /// some empty.
    static func randomSections<List, ID>(
        _ fixture: Fixture<List, ID>, using random: inout SplitMix64
    ) -> ([ModelSection<ID>], plain: Bool) {
        switch random.next(below: 12) {
        case 0:
            return ([], false)
        case 1:
            return ([ModelSection(title: nil, entries: [])], random.nextBool())
        case 2..<7:
            let entries = (0..<random.next(in: 1...12)).map { _ in randomEntry(fixture, using: &random) }
            return ([ModelSection(title: nil, entries: entries)], random.chance(80))
        default:
            let sections = (0..<random.next(in: 1...4)).map { _ in
                ModelSection(
                    title: random.chance(20) ? nil : "S\(random.next(below: 3))",
                    entries: (0..<random.next(in: 0...5)).map { _ in randomEntry(fixture, using: &random) })
            }
            return (sections, false)
        }
    }

    /// Ids to select, save or apply: some of the pool (perhaps repeated) and perhaps ids no row
    /// has, in any order.
    static func randomIDs<List, ID>(_ fixture: Fixture<List, ID>, using random: inout SplitMix64) -> [ID] {
        var ids = fixture.pool.filter { _ in random.chance(30) }
        if random.chance(20) { ids.append(random.element(of: fixture.pool)) }
        if random.chance(25) { ids.append(random.element(of: fixture.unknown)) }
        ids.shuffle(using: &random)
        return ids
    }

    static func randomStep<List, ID>(
        _ fixture: Fixture<List, ID>, _ model: SelectionModel<ID>, using random: inout SplitMix64
    ) -> Step<ID> {
        let ids = model.ids
        switch random.next(below: 100) {
        case 0..<30 where !ids.isEmpty:
            return .tap(.tap(.row(random.element(of: ids))))
        case 0..<33:
            return .tap(.tap(.row(random.element(of: fixture.pool + fixture.unknown))))
        case 33..<41:
            return .tap(.tap(.all))
        case 41..<51:
            let sections = model.displaySections
            let section = random.next(in: -1...sections.count)
            let rowCount = sections.indices.contains(section) ? sections[section].rows.count : 2
            return .tap(.tapIndexPath(section: section, row: random.next(in: -1...rowCount)))
        case 51..<58:
            return .tap(.setEditing(random.chance(70) != model.isEditing))
        case 58..<76:
            return randomUpdate(fixture, model, using: &random)
        case 76..<80:
            return .restore(randomIDs(fixture, using: &random))
        case 80..<83:
            // A row's id, a kept row's (not loaded) or one no row has.
            let known = ids + model.kept.map(\.id)
            let id = random.chance(85) && !known.isEmpty ? random.element(of: known) : random.element(of: fixture.unknown)
            return .tap(random.nextBool() ? .select(id) : .deselect(id))
        case 83..<94:
            return .applySelection(randomSet(fixture, model, using: &random))
        default:
            return .assignSelection(randomSet(fixture, model, using: &random))
        }
    }

    /// A set as SwiftUI would hand one over: the selection with a row or two toggled, every
    /// enabled row, none, every row, or any ids (perhaps ones no row has).
    static func randomSet<List, ID>(
        _ fixture: Fixture<List, ID>, _ model: SelectionModel<ID>, using random: inout SplitMix64
    ) -> Set<ID> {
        var ids: Set<ID>
        switch random.next(below: 10) {
        case 0..<4:
            ids = Set(model.selectedIDs)
            for _ in 0..<random.next(in: 1...2) {
                let id = random.element(of: fixture.pool)
                if ids.remove(id) == nil { ids.insert(id) }
            }
        case 4, 5:
            ids = Set(model.entries.filter { $0.isEnabled }.map { $0.id })
        case 6:
            ids = []
        case 7:
            ids = Set(model.ids)
        default:
            ids = Set(randomIDs(fixture, using: &random))
        }
        if random.chance(10) { ids.insert(random.element(of: fixture.unknown)) }
        return ids
    }

    /// New rows made from the current ones by one to three edits (insert, delete, move,
    /// retitle, enable or disable, a duplicate id, a change of sections), or entirely new ones.
    static func randomUpdate<List, ID>(
        _ fixture: Fixture<List, ID>, _ model: SelectionModel<ID>, using random: inout SplitMix64
    ) -> Step<ID> {
        // A page or search result half the time: selected rows it lacks are kept.
        let keeping = random.nextBool()
        if random.chance(10) {
            let (sections, plain) = randomSections(fixture, using: &random)
            return .update(sections, plain: plain, keepingUnloaded: keeping)
        }
        var sections = model.sections
        for _ in 0..<random.next(in: 1...3) {
            let positions = sections.indices.flatMap { section in sections[section].entries.indices.map { (section, $0) } }
            switch random.next(below: 8) {
            case 0, 1:
                // Insert a row (its id perhaps a row's already: a duplicate, kept or left out by
                // where it lands).
                if sections.isEmpty { sections.append(ModelSection(title: nil, entries: [])) }
                let section = random.next(below: sections.count)
                sections[section].entries.insert(
                    randomEntry(fixture, using: &random), at: random.next(in: 0...sections[section].entries.count))
            case 2 where !positions.isEmpty:
                let (section, row) = random.element(of: positions)
                sections[section].entries.remove(at: row)
            case 3 where !positions.isEmpty:
                // Move a row, perhaps to another section.
                let (section, row) = random.element(of: positions)
                let entry = sections[section].entries.remove(at: row)
                let target = random.next(below: sections.count)
                sections[target].entries.insert(entry, at: random.next(in: 0...sections[target].entries.count))
            case 4 where !positions.isEmpty:
                let (section, row) = random.element(of: positions)
                sections[section].entries[row].title = random.element(of: titles)
            case 5 where !positions.isEmpty:
                let (section, row) = random.element(of: positions)
                sections[section].entries[row].isEnabled.toggle()
            case 6 where !positions.isEmpty:
                // Another row with a row's id, before or after it.
                let (section, row) = random.element(of: positions)
                var copy = sections[section].entries[row]
                copy.title = random.element(of: titles)
                copy.isEnabled = random.chance(70)
                let target = random.next(below: sections.count)
                sections[target].entries.insert(copy, at: random.next(in: 0...sections[target].entries.count))
            default:
                resection(&sections, using: &random)
            }
        }
        // Mostly the form the list has; sometimes the other.
        let isPlain = sections.count == 1 && sections[0].title == nil
        if random.chance(isPlain ? 70 : 10) {
            return .update([ModelSection(title: nil, entries: sections.flatMap { $0.entries })], plain: true, keepingUnloaded: keeping)
        }
        return .update(sections, plain: false, keepingUnloaded: keeping)
    }

    /// Changes the sections but not (much) the rows: splits one, merges two, adds an empty one,
    /// drops one with its rows, or renames one (perhaps to no title).
    static func resection<ID>(_ sections: inout [ModelSection<ID>], using random: inout SplitMix64) {
        switch random.next(below: 5) {
        case 0 where !sections.isEmpty:
            let section = random.next(below: sections.count)
            let entries = sections[section].entries
            let cut = random.next(in: 0...entries.count)
            sections[section].entries = Array(entries[..<cut])
            sections.insert(ModelSection(title: "S\(random.next(below: 3))", entries: Array(entries[cut...])), at: section + 1)
        case 1 where sections.count > 1:
            let section = random.next(below: sections.count - 1)
            sections[section].entries += sections.remove(at: section + 1).entries
        case 2:
            sections.insert(
                ModelSection(title: random.chance(30) ? nil : "Empty", entries: []), at: random.next(in: 0...sections.count))
        case 3 where !sections.isEmpty:
            sections.remove(at: random.next(below: sections.count))
        default:
            if !sections.isEmpty {
                sections[random.next(below: sections.count)].title = random.chance(30) ? nil : "S\(random.next(below: 3))"
            }
        }
    }

    /// Sections, for messages: `"S1": [3 Apple, 4 Pear (disabled)]`.
    static func describe<ID>(_ sections: [ModelSection<ID>]) -> String {
        "[" + sections.map { section in
            let entries = section.entries.map { "\($0.id) \"\($0.title)\"\($0.isEnabled ? "" : " (disabled)")" }
            return "\(section.title.map { "\"\($0)\"" } ?? "untitled"): [\(entries.joined(separator: ", "))]"
        }.joined(separator: "; ") + "]"
    }
}

/// Runtime lists for the property tests, as picklist generates them: one per combination of
/// the rules.
enum RuntimeRules {
    enum Single: RuntimePickList {
        static let definition = PickListPolicy(title: "Single", selection: .single)
    }

    enum SingleDeselect: RuntimePickList {
        static let definition = PickListPolicy(
            title: "Single, deselect", selection: .single, deselect: true, summary: PickListSummaryFormat(none: "Nobody"))
    }

    enum Multiple: RuntimePickList {
        static let definition = PickListPolicy(
            title: "Multiple", selection: .multiple, summary: PickListSummaryFormat(other: "{count} of {total}"))
    }

    enum Bounded: RuntimePickList {
        static let definition = PickListPolicy(title: "1 to 3", selection: .multiple, minimum: 1, maximum: 3)
    }

    enum IsolateFirst: RuntimePickList {
        static let definition = PickListPolicy(
            title: "Isolate", selection: .multiple, minimum: 1,
            allRow: PickListAllRow(title: "Everyone", position: .first, whileAll: .isolate),
            summary: PickListSummaryFormat(one: "Just {title}", all: "Everyone ({total})"))
    }

    enum ExcludeLast: RuntimePickList {
        static let definition = PickListPolicy(
            title: "Exclude", selection: .multiple, maximum: 4,
            allRow: PickListAllRow(position: .last, whileAll: .exclude))
    }

    enum LockFirst: RuntimePickList {
        static let definition = PickListPolicy(
            title: "Lock", selection: .multiple, minimum: 2, maximum: 6,
            allRow: PickListAllRow(position: .first, whileAll: .lock))
    }

    enum IsolateLastCapped: RuntimePickList {
        static let definition = PickListPolicy(
            title: "Isolate, capped", selection: .multiple, maximum: 2,
            allRow: PickListAllRow(position: .last, whileAll: .isolate))
    }

    enum Editing: RuntimePickList {
        static let definition = PickListPolicy(
            title: "Edit", selection: .multiple, allRow: PickListAllRow(position: .last, whileAll: .isolate),
            editMode: true, summary: PickListSummaryFormat(none: "No Action", other: "Delete ({count})"))
    }

    enum EditingBounded: RuntimePickList {
        static let definition = PickListPolicy(
            title: "Edit, 1 to 2", selection: .multiple, minimum: 1, maximum: 2, editMode: true)
    }

    enum DefaultAll: RuntimePickList {
        static let definition = PickListPolicy(
            title: "Default all", selection: .multiple, maximum: 8,
            allRow: PickListAllRow(position: .first, whileAll: .exclude), defaultSelection: .all)
    }
}
