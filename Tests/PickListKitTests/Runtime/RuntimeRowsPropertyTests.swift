import Foundation
import PickListKit
import PickListTestSupport
import Testing

/// Random sequences on runtime lists, driven through the reference model every test shares
/// (`SelectionModel`, PickListTestSupport): random rows (ids from a small pool, so duplicates
/// happen; rows enabled or not; zero rows, empty sections, one untitled section or several),
/// then random steps: taps on rows, on ids no row has, on the all-row and by index path (in and
/// outside the list), edit-mode switches, updates (insert, delete, move, retitle, disable,
/// re-section, duplicate ids, new rows), restores of saved ids, `Set<ID>` applications
/// (`applySelection` and the `selection` setter) and rows hidden and shown by id (`setHidden`,
/// whose index paths are compared too, and which updates keep). After every step every read of the list is
/// compared with the model: the selection, each row's checkmark, `isAll`, `count`, the
/// summary, the layout, the change's outcome and rows, and the update and restore reports.
///
/// The rows, the policies and the steps come from `RuntimeRowsRandom` and are checked by
/// `RuntimeRowsChecker` (PickListTestSupport), which fuzz-engine drives from its inputs too.
///
/// Every sequence has its own seed, drawn from the test's; a failure names both, the start and
/// the steps, and ``replay(_:sequenceSeed:)`` runs the sequence again. `PICKLIST_PROPERTY_SCALE`
/// multiplies the sequences (the long run, docs/reliability.md) and prints each list's steps.
@Suite struct RuntimeRowsPropertyTests {
    /// The lengths of the sequences, in steps.
    static let sequenceLengths = 1...30

    @Test func single() {
        #expect(exercise(Self.fixture(RuntimeRules.Single.self), seed: 201, sequences: 250) == SelectionPropertyTests.scaled(250))
        #expect(exercise(Self.fixture(RuntimeRules.SingleDeselect.self), seed: 202, sequences: 250) == SelectionPropertyTests.scaled(250))
    }

    @Test func multiple_withAndWithoutBounds() {
        #expect(exercise(Self.fixture(RuntimeRules.Multiple.self), seed: 203, sequences: 250) == SelectionPropertyTests.scaled(250))
        #expect(exercise(Self.fixture(RuntimeRules.Bounded.self), seed: 204, sequences: 250) == SelectionPropertyTests.scaled(250))
    }

    @Test func allRow_eachWhileAllAndPosition() {
        #expect(exercise(Self.fixture(RuntimeRules.IsolateFirst.self), seed: 205, sequences: 250) == SelectionPropertyTests.scaled(250))
        #expect(exercise(Self.fixture(RuntimeRules.ExcludeLast.self), seed: 206, sequences: 250) == SelectionPropertyTests.scaled(250))
        #expect(exercise(Self.fixture(RuntimeRules.LockFirst.self), seed: 207, sequences: 250) == SelectionPropertyTests.scaled(250))
        #expect(exercise(Self.fixture(RuntimeRules.IsolateLastCapped.self), seed: 208, sequences: 250) == SelectionPropertyTests.scaled(250))
    }

    @Test func editMode() {
        #expect(exercise(Self.fixture(RuntimeRules.Editing.self), seed: 209, sequences: 250) == SelectionPropertyTests.scaled(250))
        #expect(exercise(Self.fixture(RuntimeRules.EditingBounded.self), seed: 210, sequences: 250) == SelectionPropertyTests.scaled(250))
    }

    @Test func defaultAll() {
        #expect(exercise(Self.fixture(RuntimeRules.DefaultAll.self), seed: 211, sequences: 250) == SelectionPropertyTests.scaled(250))
    }

    /// Ids of another type: identity is whatever `Hashable` says.
    @Test func stringIDs() {
        let pool = (0..<10).map { "row-\($0)" }
        #expect(exercise(Self.fixture(RuntimeRules.ExcludeLast.self, pool: pool, unknown: ["gone", ""]), seed: 212, sequences: 150) == SelectionPropertyTests.scaled(150))
        #expect(exercise(Self.fixture(RuntimeRules.SingleDeselect.self, pool: pool, unknown: ["gone", ""]), seed: 213, sequences: 150) == SelectionPropertyTests.scaled(150))
    }

    /// A random policy per sequence (every combination of the rules, summary texts included),
    /// through the rows `picklist preview` makes with a policy of their own.
    @Test func randomPolicies() {
        var policies = SplitMix64(seed: 214)
        var run = 0
        for index in 0..<300 {
            let fixture = Self.dynamicFixture(RuntimeRowsRandom<Int>.policy(&policies), name: "random policy \(index)")
            run += exercise(fixture, seed: 1_000 + UInt64(index), sequences: 3)
        }
        #expect(run == SelectionPropertyTests.scaled(900))
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

        /// Random rows and steps over the fixture's ids.
        var random: RuntimeRowsRandom<ID> { RuntimeRowsRandom(pool: pool, unknown: unknown) }
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

    // MARK: Harness

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
        let sequences = SelectionPropertyTests.scaled(sequences)
        var seeds = SplitMix64(seed: seed)
        var steps = 0
        defer {
            if ProcessInfo.processInfo.environment["PICKLIST_PROPERTY_SCALE"] != nil {
                print("property steps: runtime rows \(fixture.name): \(sequences) sequences, \(steps) steps")
            }
        }
        for index in 0..<sequences {
            let sequenceSeed = seeds.next()
            if let failure = Self.run(fixture, seed: sequenceSeed, steps: &steps) {
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
        var steps = 0
        return run(fixture, seed: sequenceSeed, steps: &steps)
    }

    private static func run<List: RuntimePickList, ID: Hashable & Sendable>(
        _ fixture: Fixture<List, ID>, seed: UInt64, steps: inout Int
    ) -> Failure? {
        var random = SplitMix64(seed: seed)
        let rules = ModelRules(fixture.policy)
        let generator = fixture.random
        let ids = fixture.pool + fixture.unknown
        let (sections, plain) = generator.sections(&random)
        let selecting = random.chance(30) ? [] : generator.ids(&random)
        var list = RuntimeListUnderTest(fixture.make(sections, plain, selecting))
        var model = SelectionModel(rules: rules, sections: sections, selecting: selecting)
        var log = ["start \(plain ? "rows" : "sections") \(RuntimeRowsStep.describe(sections)) selecting \(selecting)"]
        var problems = RuntimeRowsChecker.problems(list, model, ids: ids, layout: true)
        if !problems.isEmpty { return Failure(step: -1, problems: problems, log: log) }

        let length = random.next(in: sequenceLengths)
        for index in 0..<length {
            let step = generator.step(model, &random)
            log.append("\(index + 1). \(step)")
            steps += 1
            problems = RuntimeRowsChecker.apply(step, &list, &model)
            var changesLayout = false
            if case .update = step { changesLayout = true }
            if case .tap(.setHidden) = step { changesLayout = true }
            problems += RuntimeRowsChecker.problems(list, model, ids: ids, layout: changesLayout)
            if !problems.isEmpty { return Failure(step: index, problems: problems, log: log) }
        }
        return nil
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
