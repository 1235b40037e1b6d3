import Foundation
import Testing
import PickListKit
import PickListTestSupport

/// Random tap sequences for every policy combination: at least
/// ``sequencesPerCombination`` sequences of 1…30 steps each (taps on rows and the all-row,
/// taps by index path, in and outside the list, and `setEditing` on edit-mode lists), checking
/// the invariants of issue #3 and agreement with the reference model every test shares
/// (`SelectionModel`, PickListTestSupport) after every step. The start and its model are made
/// independently (the model is never read off the selection).
///
/// Every sequence has its own seed, drawn from the test's seed, so a failure names the seed,
/// the starting state and the steps, and reproduces with ``replay(_:sequenceSeed:)``.
@Suite struct SelectionPropertyTests {
    /// Random sequences per policy combination (each test below), spread over its lists.
    static let sequencesPerCombination = 10_000
    /// The lengths of the sequences, in steps.
    static let sequenceLengths = 1...30

    @Test func single_withoutDeselect() {
        let sequences = exercise(JobPurpose.self, seed: 1, sequences: 5_000)
            + exercise(WideSingle.self, seed: 2, sequences: 5_000)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    @Test func single_withDeselect() {
        let sequences = exercise(Sorting.self, seed: 3, sequences: 5_000)
            + exercise(WideDeselect.self, seed: 4, sequences: 5_000)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    @Test func multiple_withoutBounds() {
        let sequences = exercise(WidePlain.self, seed: 5, sequences: 10_000)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    @Test func multiple_withBounds() {
        let sequences = exercise(Topping.self, seed: 6, sequences: 5_000)
            + exercise(WideBounded.self, seed: 7, sequences: 5_000)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    @Test func allRow_isolate() {
        let sequences = exercise(QuoteCategory.self, seed: 8, sequences: 3_400)
            + exercise(City.self, seed: 9, sequences: 3_300)
            + exercise(WideIsolate.self, seed: 10, sequences: 3_300)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    @Test func allRow_exclude() {
        let sequences = exercise(Weekday.self, seed: 11, sequences: 3_400)
            + exercise(Fabric.self, seed: 12, sequences: 3_300)
            + exercise(WideExclude.self, seed: 13, sequences: 3_300)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    @Test func allRow_lock() {
        let sequences = exercise(Channel.self, seed: 14, sequences: 5_000)
            + exercise(WideLock.self, seed: 15, sequences: 5_000)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    /// `all: {row: false}`: select all through `selectAll()`, `deselectAll()` and
    /// `toggleAll()`, no all-row shown or reported.
    @Test func allButton_eachWhileAll() {
        let sequences = exercise(WideButtonExclude.self, seed: 47, sequences: 5_000)
            + exercise(WideButtonLock.self, seed: 48, sequences: 5_000)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    @Test func editMode_withRandomSetEditing() {
        let sequences = exercise(Message.self, seed: 16, sequences: 5_000)
            + exercise(WideEdit.self, seed: 17, sequences: 5_000)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    @Test func allRow_withMaximum() {
        let sequences = exercise(CappedIsolate.self, seed: 18, sequences: 3_400)
            + exercise(CappedExclude.self, seed: 19, sequences: 3_300)
            + exercise(CappedLock.self, seed: 20, sequences: 3_300)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    @Test func allRow_withMinimum_isolate() {
        let sequences = exercise(MinimumIsolate.self, seed: 21, sequences: 5_000)
            + exercise(WideIsolate.self, seed: 22, sequences: 5_000)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    @Test func allRow_withMinimum_exclude() {
        let sequences = exercise(MinimumExclude.self, seed: 23, sequences: 5_000)
            + exercise(WideBounded.self, seed: 24, sequences: 5_000)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    @Test func allRow_withMinimum_lock() {
        let sequences = exercise(MinimumLock.self, seed: 25, sequences: 5_000)
            + exercise(WideMinimumLock.self, seed: 26, sequences: 5_000)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    @Test func isolate_withMinimumTwoOrMore() {
        let sequences = exercise(IsolateMinimumTwo.self, seed: 27, sequences: 5_000)
            + exercise(IsolateMinimumThree.self, seed: 28, sequences: 5_000)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    /// Hidden items and subsets on every kind of list: steps hide and show random items
    /// beside taps, and after each the index paths are read both ways.
    @Test func hiddenItems_everyPolicy() {
        let sequences = exerciseHiding(WideSingle.self, seed: 33)
            + exerciseHiding(WideDeselect.self, seed: 34)
            + exerciseHiding(WidePlain.self, seed: 35)
            + exerciseHiding(WideBounded.self, seed: 36)
            + exerciseHiding(WideIsolate.self, seed: 37)
            + exerciseHiding(WideExclude.self, seed: 38)
            + exerciseHiding(WideLock.self, seed: 39)
            + exerciseHiding(WideEdit.self, seed: 40)
            + exerciseHiding(CappedIsolate.self, seed: 41)
            + exerciseHiding(MinimumLock.self, seed: 42)
            + exerciseHiding(DisabledIsolate.self, seed: 43)
            + exerciseHiding(QuoteCategory.self, seed: 44)
            + exerciseHiding(RequiredTopping.self, seed: 45)
            + exerciseHiding(Gappy.self, seed: 46)
            + exerciseHiding(WideButtonExclude.self, seed: 49)
        #expect(sequences >= 15 * Self.scaled(Self.hidingSequencesPerList))
    }

    /// Sequences per list of ``hiddenItems_everyPolicy`` in the default run (each step that
    /// hides reads every row and index path, so the default run stays short); the long run
    /// multiplies it by `PICKLIST_PROPERTY_SCALE`.
    static let hidingSequencesPerList = 150

    /// A list's share of ``hiddenItems_everyPolicy``.
    private func exerciseHiding<Item: PickList>(_ list: Item.Type, seed: UInt64) -> Int {
        exercise(list, seed: seed, sequences: Self.scaled(Self.hidingSequencesPerList), hiding: true)
    }

    /// `count` times the environment's `PICKLIST_PROPERTY_SCALE` (1 when unset): the long run
    /// of the property suites (docs/reliability.md).
    static func scaled(_ count: Int) -> Int {
        let scale = ProcessInfo.processInfo.environment["PICKLIST_PROPERTY_SCALE"].flatMap(Int.init) ?? 1
        return count * max(scale, 1)
    }

    @Test func allRow_withDisabledItems() {
        let sequences = exercise(DisabledIsolate.self, seed: 29, sequences: 3_000)
            + exercise(Weekday.self, seed: 30, sequences: 3_000)
            + exercise(DisabledLock.self, seed: 31, sequences: 3_000)
            + exercise(Ghost.self, seed: 32, sequences: 1_000)
        #expect(sequences >= Self.sequencesPerCombination)
    }

    // MARK: Harness

    /// A list's rows and rules, looked up once for all its sequences.
    struct Fixture<Item: PickList> {
        /// `Item.allCases`.
        let items: [Item]
        /// Every displayed row, in display order.
        let rows: [ModelRow<Item>]
        /// The number of rows in each displayed section.
        let sectionRowCounts: [Int]
        let rules: ModelRules
        /// The list's model with nothing selected, whose rows every start shares.
        let model: SelectionModel<Item>
        /// Whether sequences hide and show items (and start with a subset or hidden items).
        var hides = false
        /// The list's subsets by name (none for most lists).
        let subsets: [String]

        init() {
            items = Item.allCases
            model = SelectionModel(enumList: Item.self, selecting: [])
            rows = model.displayRows
            sectionRowCounts = model.displaySections.map(\.rows.count)
            rules = model.rules
            subsets = ["even", "firstHalf"].filter { PickListSubset<Item>($0).items != Item.allCases }
        }
    }

    /// A sequence's first broken invariants: after which step (0-based; -1 for the start) and
    /// what broke.
    struct Failure {
        let step: Int
        let problems: [String]
        /// Whether the full check of the final state failed (every step passed).
        var isFinalCheck = false
    }

    /// Runs `sequences` random sequences on `Item`, each with a seed drawn from `seed`; stops
    /// at the first broken invariant, recording the sequence. Returns the sequences run.
    private func exercise<Item: PickList>(_: Item.Type, seed: UInt64, sequences: Int, hiding: Bool = false) -> Int {
        var fixture = Fixture<Item>()
        fixture.hides = hiding
        let layout = EnumListUnderTest(PickListSelection<Item>()).displaySections
        #expect(layout == fixture.model.displaySections, "\(Item.self): sections as the model lays them out")
        var seeds = SplitMix64(seed: seed)
        var steps = 0
        defer { Self.report(Item.self, sequences: sequences, steps: steps, hiding: hiding) }
        for index in 0..<sequences {
            let sequenceSeed = seeds.next()
            if let failure = Self.run(fixture, seed: sequenceSeed, steps: &steps) {
                let when = failure.isFinalCheck ? "in the final check" : failure.step < 0 ? "at the start" : "after step \(failure.step + 1)"
                Issue.record("""
                    \(Item.self), test seed \(seed), sequence \(index), \
                    replay(\(Item.self).self, sequenceSeed: 0x\(String(sequenceSeed, radix: 16))), \(when):
                    \(failure.problems.joined(separator: "; "))
                    \(Self.describe(fixture, seed: sequenceSeed, through: failure.step))
                    """)
                return index
            }
        }
        return sequences
    }

    /// Runs the sequence of `sequenceSeed` on `Item` and returns its broken invariants, if any;
    /// for reproducing a failure in a debugger.
    static func replay<Item: PickList>(_: Item.Type, sequenceSeed: UInt64, hiding: Bool = false) -> Failure? {
        var fixture = Fixture<Item>()
        fixture.hides = hiding
        var steps = 0
        return run(fixture, seed: sequenceSeed, steps: &steps)
    }

    /// Prints how many sequences and steps a list ran, on a long run
    /// (`PICKLIST_PROPERTY_SCALE`), so the run's total can be stated.
    private static func report<Item>(_: Item.Type, sequences: Int, steps: Int, hiding: Bool) {
        guard ProcessInfo.processInfo.environment["PICKLIST_PROPERTY_SCALE"] != nil else { return }
        print("property steps: enum list \(Item.self)\(hiding ? " (hiding)" : ""): \(sequences) sequences, \(steps) steps")
    }

    /// Runs one sequence: the cheap step check after every step, the full check of the
    /// final state.
    private static func run<Item: PickList>(_ fixture: Fixture<Item>, seed: UInt64, steps: inout Int) -> Failure? {
        var random = SplitMix64(seed: seed)
        var (list, model) = randomStart(fixture, using: &random)
        if list.selectedIDs != model.selectedIDs || list.isEditing != model.isEditing {
            return Failure(step: -1, problems: [
                "starts with \(list.selectedIDs) editing \(list.isEditing), reference model \(model.selectedIDs) editing \(model.isEditing)"
            ])
        }
        let length = random.next(in: sequenceLengths)
        for index in 0..<length {
            let step = randomStep(fixture, using: &random)
            var problems = SelectionChecker.step(step, &list, &model)
            if case .setHidden = step { problems += list.indexPathProblems(model) }
            steps += 1
            if !problems.isEmpty { return Failure(step: index, problems: problems) }
        }
        // The layout was compared once, for the fixture; the summary is the exhaustive tests'.
        let problems = SelectionChecker.stateProblems(list, model: model, layout: false, summary: false)
        return problems.isEmpty ? nil : Failure(step: length - 1, problems: problems, isFinalCheck: true)
    }

    /// The start and steps of the sequence of `seed`, through step `last`, drawn as ``run``
    /// draws them.
    private static func describe<Item: PickList>(_ fixture: Fixture<Item>, seed: UInt64, through last: Int) -> String {
        var random = SplitMix64(seed: seed)
        let (start, model) = randomStart(fixture, using: &random)
        let length = random.next(in: sequenceLengths)
        var steps: [String] = []
        for _ in 0..<length {
            switch randomStep(fixture, using: &random) {
            case .tap(let row): steps.append("tap(\(row))")
            case .tapIndexPath(let section, let row): steps.append("tap(section: \(section), row: \(row))")
            case .setEditing(let editing): steps.append("setEditing(\(editing))")
            case .select(let item): steps.append("select(\(item))")
            case .deselect(let item): steps.append("deselect(\(item))")
            case .applySelection(let items): steps.append("applySelection(\(items.map(\.id).sorted()))")
            case .allButton(let action): steps.append("\(action)()")
            case .setHidden(let hidden, let items): steps.append("setHidden(\(hidden), \(items.map(\.id)))")
            case .setTitle(let item, let title): steps.append("setTitle(\(String(describing: title)), for: \(item.id))")
            }
        }
        return """
            start \(start.selectedIDs.map(\.id)) editing: \(start.isEditing) \
            (reference model \(model.selectedIDs.map(\.id)) editing: \(model.isEditing)); \
            steps: \(steps.prefix(last + 1).joined(separator: ", "))
            """
    }

    /// A starting state and its model, made independently: the default, a random subset
    /// (sparse, even or dense), every item, every item but one, a decoded id list from another
    /// app version, or nothing; on an edit-mode list, in edit mode half the time.
    private static func randomStart<Item: PickList>(
        _ fixture: Fixture<Item>,
        using random: inout SplitMix64
    ) -> (EnumListUnderTest<Item>, SelectionModel<Item>) {
        var selection: PickListSelection<Item>
        var model: SelectionModel<Item>
        switch random.next(below: 16) {
        case 0..<3:
            selection = PickListSelection()
            model = fixture.model.selecting(SelectionModel<Item>.defaultItems(of: Item.self))
        case 3..<8:
            let percent = [15, 50, 85][random.next(below: 3)]
            var items: [Item] = []
            for item in fixture.items where random.next(below: 100) < percent {
                items.append(item)
            }
            selection = PickListSelection(items)
            model = fixture.model.selecting(items)
        case 8..<11:
            selection = PickListSelection(fixture.items)
            model = fixture.model.selecting(fixture.items)
        case 11..<13:
            var items = fixture.items
            items.remove(at: random.next(below: items.count))
            selection = PickListSelection(items)
            model = fixture.model.selecting(items)
        case 13:
            // Saved state from another app version: current, unknown and renamed ids; when every
            // id is unknown, the spec's default.
            var ids = fixture.items.filter { _ in random.next(below: 3) == 0 }.map(\.id)
            ids += ["removed_item", "qa", "misc_old"].filter { _ in random.nextBool() }
            ids.shuffle(using: &random)
            let json = try! JSONEncoder().encode(ids)
            selection = try! JSONDecoder().decode(PickListSelection<Item>.self, from: json)
            let known = ids.compactMap { Item.definition.item(forID: $0) }
            model = fixture.model.selecting(known.isEmpty && !ids.isEmpty ? SelectionModel<Item>.defaultItems(of: Item.self) : known)
        default:
            selection = PickListSelection([])
            model = fixture.model
        }
        if fixture.rules.isEditable && random.nextBool() {
            selection.setEditing(true)
            _ = model.setEditing(true)
        }
        if fixture.hides {
            switch random.next(below: 4) {
            case 0 where !fixture.subsets.isEmpty:
                // A subset's selection: its default, the items outside it hidden.
                let name = fixture.subsets[random.next(below: fixture.subsets.count)]
                let inSubset = Set(PickListSubset<Item>(name).items)
                selection = PickListSelection(subset: PickListSubset(name))
                model = fixture.model.selecting(SelectionModel<Item>.defaultItems(of: Item.self))
                _ = model.setHidden(true, fixture.items.filter { !inSubset.contains($0) }, outside: true)
            case 1:
                let hidden = fixture.items.filter { _ in random.next(below: 4) == 0 }
                selection.setHidden(true, forItems: hidden)
                _ = model.setHidden(true, hidden)
            default:
                break
            }
        }
        return (EnumListUnderTest(selection), model)
    }

    /// A random step: mostly row taps; all-row taps (also on lists without one) and index
    /// paths (a few outside the list); `setEditing` on edit-mode lists; selects, deselects
    /// and sets of items as SwiftUI's binding gives them (the selection with an item or two
    /// toggled, every item, none, or any items).
    private static func randomStep<Item: PickList>(
        _ fixture: Fixture<Item>,
        using random: inout SplitMix64
    ) -> TapStep<Item> {
        switch random.next(below: 100) {
        case 37..<47 where fixture.hides:
            // One to three items hidden or shown; sometimes every item.
            let items = random.next(below: 20) == 0
                ? fixture.items : (0..<random.next(in: 1...3)).map { _ in fixture.items[random.next(below: fixture.items.count)] }
            return .setHidden(random.next(below: 5) < 3, items)
        case 47..<50 where fixture.hides:
            // A title from a formatter, or the written one back.
            return .setTitle(fixture.items[random.next(below: fixture.items.count)], random.element(of: Self.titlesSet))
        case 25..<29:
            return .select(fixture.items[random.next(below: fixture.items.count)])
        case 29..<33:
            return .deselect(fixture.items[random.next(below: fixture.items.count)])
        case 33..<37:
            return .applySelection(randomSet(fixture, using: &random))
        case 0..<5:
            return .tap(.all)
        case 5..<7:
            // The Select All button's methods (all-row lists and lists without `all:` too).
            return .allButton(random.element(of: AllButtonAction.allCases))
        case 7..<17:
            let counts = fixture.sectionRowCounts
            let section = random.next(in: -1...counts.count)
            let rowCount = counts.indices.contains(section) ? counts[section] : 3
            return .tapIndexPath(section: section, row: random.next(in: -1...rowCount))
        case 17..<25 where fixture.rules.isEditable:
            return .setEditing(random.nextBool())
        default:
            return .tap(fixture.rows[random.next(below: fixture.rows.count)])
        }
    }

    /// Titles an app sets (`nil`: the written one back), some of them placeholders a summary
    /// must not read as its own.
    static let titlesSet: [String?] = [nil, "System Default (Safari)", "5 minutes", "", "{title}", "Apple pie"]

    /// A set of items as SwiftUI's `List(selection:)` would give one. The current selection is
    /// unknown here (steps are drawn before they run), so "the selection with one item
    /// toggled" is approximated by sets around "all": every enabled item, every enabled item
    /// but one, every item (disabled ones too), none, or a random subset.
    private static func randomSet<Item: PickList>(_ fixture: Fixture<Item>, using random: inout SplitMix64) -> Set<Item> {
        var items = Set(fixture.items.filter(\.isEnabled))
        switch random.next(below: 6) {
        case 0:
            break
        case 1, 2:
            items.remove(fixture.items[random.next(below: fixture.items.count)])
        case 3:
            items = []
        case 4:
            items = Set(fixture.items)
        default:
            items = Set(fixture.items.filter { _ in random.nextBool() })
        }
        return items
    }
}
