import PickListKit
import PickListTestSupport
import Testing

/// Random sequences on mixed lists, checked against the reference model every test shares
/// (`SelectionModel`): the model holds the written rows and the app's rows placed as the
/// documented rule says (written `items` join the app's rows given without sections, else keep a
/// section of their own, first or last), and every step — taps on written rows, app rows, the
/// all-row and index paths, updates of the app's rows, restores, `Set<ID>` applications — must
/// leave the list and the model reading alike. After every step each written row still has its
/// row: no update removes one.
@Suite struct MixedRowsPropertyTests {
    typealias AppID = Int

    @Test func single_writtenDefaultFirst() {
        #expect(exercise(ThemeChoice.self, seed: 301, sequences: 300) == 300)
    }

    @Test func multiple_exclusiveWrittenRow_andAnAllRow() {
        #expect(exercise(SpaceFilter.self, seed: 302, sequences: 300) == 300)
    }

    @Test func single_writtenSectionsLast_oneDisabled() {
        #expect(exercise(VoiceChoice.self, seed: 303, sequences: 300) == 300)
    }

    // MARK: Harness

    /// The written rows as the model expects them: one entry per written item, in their
    /// sections (titles and flags from the definition, read independently of PickListKit's own
    /// placement).
    static func writtenSections<Item: MixedPickList>(_: Item.Type) -> [ModelSection<PickListMixedID<Item, AppID>>] {
        let definition = Item.definition
        let exclusive = Set(definition.exclusiveIDs)
        return definition.sections.compactMap { section in
            let items = section.rows.compactMap(\.item)
            guard !items.isEmpty else { return nil }
            return ModelSection(title: section.title, entries: items.map { item in
                ModelEntry(id: .item(item), title: item.title, isEnabled: item.isEnabled, isExclusive: exclusive.contains(item.id))
            })
        }
    }

    /// The app's rows of `sections` (written ids the generator drew are left out), as the app
    /// gives them.
    static func appSections<Item: MixedPickList>(
        _ sections: [ModelSection<PickListMixedID<Item, AppID>>]
    ) -> [PickListEntrySection<AppID>] {
        sections.map { section in
            PickListEntrySection(title: section.title, entries: section.entries.compactMap { entry in
                entry.id.entryID.map { PickListEntry(id: $0, title: entry.title, isEnabled: entry.isEnabled, isExclusive: entry.isExclusive) }
            })
        }
    }

    /// What the model shows for the app's rows `app`: the written rows placed among them.
    static func placed<Item: MixedPickList>(
        _: Item.Type, _ app: [PickListEntrySection<AppID>], plain: Bool
    ) -> [ModelSection<PickListMixedID<Item, AppID>>] {
        let written = writtenSections(Item.self)
        let app = plain ? [PickListEntrySection(title: nil, entries: app.flatMap(\.entries))] : app
        let appSections = app.map { section in
            ModelSection(title: section.title, entries: section.entries.map {
                ModelEntry(id: PickListMixedID<Item, AppID>.entry($0.id), title: $0.title, isEnabled: $0.isEnabled, isExclusive: $0.isExclusive)
            })
        }
        let appIsUnsectioned = plain || (app.count == 1 && app[0].title == nil)
        let writtenIsUnsectioned = written.count == 1 && written[0].title == nil
        if writtenIsUnsectioned && (appSections.isEmpty || (appIsUnsectioned && appSections.count == 1)) {
            let appEntries = appSections.first?.entries ?? []
            let entries = Item.writtenPosition == .first ? written[0].entries + appEntries : appEntries + written[0].entries
            return [ModelSection(title: nil, entries: entries)]
        }
        return Item.writtenPosition == .first ? written + appSections : appSections + written
    }

    private func exercise<Item: MixedPickList>(_: Item.Type, seed: UInt64, sequences: Int) -> Int {
        var seeds = SplitMix64(seed: seed)
        for index in 0..<sequences {
            let sequenceSeed = seeds.next()
            if let failure = Self.run(Item.self, seed: sequenceSeed) {
                Issue.record("""
                    \(Item.self), test seed \(seed), sequence \(index) (seed 0x\(String(sequenceSeed, radix: 16))):
                    \(failure.joined(separator: "\n"))
                    """)
                return index
            }
        }
        return sequences
    }

    private static func run<Item: MixedPickList>(_: Item.Type, seed: UInt64) -> [String]? {
        typealias ID = PickListMixedID<Item, AppID>
        var random = SplitMix64(seed: seed)
        let rules = ModelRules(Item.definition.policy)
        let written = Item.allCases.map { ID.item($0) }
        let generator = RuntimeRowsRandom<ID>(pool: (0..<8).map { .entry($0) } + written, unknown: [.entry(90)])
        let ids = (0..<8).map { ID.entry($0) } + written + [.entry(90)]

        let (drawn, plain) = generator.sections(&random)
        let app = appSections(drawn)
        var selecting = random.chance(30) ? [] : generator.ids(&random)
        let rows: PickListRows<PickListMixed<Item>, ID> =
            plain ? Item.Rows(app.flatMap(\.entries), selecting: selecting) : Item.Rows(sections: app, selecting: selecting)
        if selecting.isEmpty, case .ids(let defaults) = Item.definition.defaultSelection {
            selecting = defaults.compactMap { Item.definition.item(forID: $0) }.map { ID.item($0) }
        }
        var list = RuntimeListUnderTest(rows)
        var model = SelectionModel(rules: rules, sections: placed(Item.self, app, plain: plain), selecting: selecting)
        var log = ["start \(plain ? "rows" : "sections") \(RuntimeRowsStep.describe(drawn)) selecting \(selecting)"]
        var problems = RuntimeRowsChecker.problems(list, model, ids: ids, layout: true)
        if !problems.isEmpty { return problems + log }

        for index in 0..<random.next(in: 1...30) {
            let step = generator.step(model, &random)
            log.append("\(index + 1). \(step)")
            var isUpdate = false
            switch step {
            case .update(let sections, let plain, let keeping):
                // The app gives its own rows; the written rows are PickListKit's to add.
                isUpdate = true
                let app = appSections(sections)
                let unloaded: PickListUnloadedRows = keeping ? .keepSelected : .deselect
                let report = plain ? list.rows.update(app.flatMap(\.entries), unloaded: unloaded) : list.rows.update(sections: app, unloaded: unloaded)
                let expected = model.update(placed(Item.self, app, plain: plain), keepingUnloaded: keeping)
                let actual = ModelUpdate(deselected: report.deselected, selected: report.selected, duplicateIDs: report.duplicateIDs, unloaded: report.unloaded)
                problems = actual == expected ? [] : ["update reported \(actual), reference model \(expected)"]
            default:
                problems = RuntimeRowsChecker.apply(step, &list, &model)
            }
            problems += RuntimeRowsChecker.problems(list, model, ids: ids, layout: isUpdate)
            // Only the app hides a written row (setHidden); nothing else takes one away.
            for item in Item.allCases where list.rows.indexPath(of: .item(item)) == nil && !list.rows.isHidden(.item(item)) {
                problems.append("the written row \(item) has no row")
            }
            if !problems.isEmpty { return problems + log }
        }
        return nil
    }
}
