import PickListKit
import PickListTestSupport
import Testing

/// The shared test support itself: the seeded generator gives SplitMix64's sequence (so the
/// seeds the tests and the benchmark print reproduce), and the reference model reads the rules
/// as these examples, written from the contract's wording, say.
@Suite struct ReferenceModelTests {
    @Test func splitMix64_givesTheSplitMix64Sequence() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
        var bounded = SplitMix64(seed: 7)
        #expect((0..<1_000).allSatisfy { _ in (0..<5).contains(bounded.next(below: 5)) })
    }

    /// `default: all` selects what the all-row selects, so never an exclusive item, even where
    /// it is the only enabled one: the model reads it so, as the engine does.
    @Test func defaultAll_selectsNoExclusiveItem_evenWhenItIsTheOnlyEnabledOne() {
        let model = SelectionModel(enumListDefault: DefaultAllOnlyExclusive.self)
        #expect(model.selectedIDs == [])
        #expect(PickListSelection<DefaultAllOnlyExclusive>().selectedItems == [])
        #expect(SelectionChecker.stateProblems(EnumListUnderTest(PickListSelection<DefaultAllOnlyExclusive>()), model: model) == [])
    }

    static func rows(_ ids: [String], disabled: Set<String> = []) -> [ModelEntry<String>] {
        ids.map { ModelEntry(id: $0, title: $0.uppercased(), isEnabled: !disabled.contains($0)) }
    }

    @Test func allRow_exclude_reportsEveryRowWhoseCheckmarkChanged_inDisplayOrder() {
        let rules = ModelRules(mode: .multiple, allRow: PickListAllRow(position: .last, whileAll: .exclude))
        var model = SelectionModel(rules: rules, entries: Self.rows(["a", "b", "c", "d"], disabled: ["d"]))
        #expect(model.displaySections == [ModelDisplaySection(title: nil, rows: [.row("a"), .row("b"), .row("c"), .row("d"), .all])])
        #expect(model.tap(.all) == ModelChange(outcome: .changed, rows: [.row("a"), .row("b"), .row("c"), .all]))
        #expect(model.summary == "3 selected")
        #expect(model.tap(.row("b")) == ModelChange(outcome: .changed, rows: [.row("b"), .all]))
        #expect(model.selectedIDs == ["a", "c"])
        #expect(model.summary == "2 selected")
        #expect(model.tap(.row("d")) == .rejected(.disabled))
        #expect(model.tap(.row("zz")) == .rejected(.noSuchRow))
    }

    @Test func isolate_andLock_whileAll_boundsCheckedOnTheNewCount() {
        var isolate = SelectionModel(
            rules: ModelRules(mode: .multiple, minimum: 2, allRow: PickListAllRow(whileAll: .isolate)),
            entries: Self.rows(["a", "b", "c"]), selecting: ["a", "b", "c"])
        #expect(isolate.tap(.row("b")) == .rejected(.minimum))
        var lock = SelectionModel(
            rules: ModelRules(mode: .multiple, allRow: PickListAllRow(whileAll: .lock)),
            entries: Self.rows(["a", "b"]), selecting: ["a", "b"])
        #expect(lock.tap(.row("a")) == .rejected(.locked))
        #expect(lock.tap(.all) == ModelChange(outcome: .changed, rows: [.all, .row("a"), .row("b")]))
    }

    @Test func editMode_checkedAfterNoSuchRow_andLeavingItClearsTheSelection() {
        let rules = ModelRules(mode: .multiple, isEditable: true)
        var model = SelectionModel(rules: rules, entries: Self.rows(["a", "b"]))
        #expect(model.tap(.all) == .rejected(.noSuchRow))
        #expect(model.tap(.row("a")) == .rejected(.notEditing))
        #expect(model.setEditing(true) == .unchanged)
        #expect(model.tap(.row("b")) == ModelChange(outcome: .changed, rows: [.row("b")]))
        #expect(model.setEditing(false) == ModelChange(outcome: .changed, rows: [.row("b")]))
        #expect(model.selectedIDs.isEmpty && !model.isEditing)
    }

    @Test func update_followsIds_andTheCheckedAllRowTakesInEveryEnabledRow_upToMax() {
        let rules = ModelRules(mode: .multiple, maximum: 4, allRow: PickListAllRow())
        var model = SelectionModel(rules: rules, entries: Self.rows(["a", "b", "c"], disabled: ["c"]), selecting: ["a", "b"])
        #expect(model.isAll)
        // b moves and is retitled, c is enabled again, d arrives, a duplicate of a is left out.
        var next = Self.rows(["d", "c", "b", "a", "a"])
        next[2].title = "Bee"
        #expect(model.update(next) == ModelUpdate(deselected: [], selected: ["d", "c"], duplicateIDs: ["a"]))
        #expect(model.selectedIDs == ["d", "c", "b", "a"])
        // Five enabled rows would pass max: the new one arrives unselected; a gone row leaves.
        #expect(model.update(Self.rows(["d", "c", "b", "e", "f"])) == ModelUpdate(deselected: ["a"], selected: [], duplicateIDs: []))
        #expect(model.selectedIDs == ["d", "c", "b"])
    }

    @Test func restore_replacesTheSelection_noIdsBeingNothing_evenWithDefaultAll() {
        let rules = ModelRules(mode: .multiple, startsWithAll: true)
        var model = SelectionModel(rules: rules, entries: Self.rows(["a", "b", "c"], disabled: ["c"]))
        #expect(model.selectedIDs == ["a", "b"])
        #expect(model.restore(["c", "zz", "b", "zz"]) == ModelRestoration(restored: ["b"], dropped: ["c", "zz"]))
        #expect(model.restore([]) == ModelRestoration(restored: [], dropped: []))
        var single = SelectionModel(rules: ModelRules(mode: .single), entries: Self.rows(["a", "b", "c"]))
        #expect(single.restore(["c", "b"]) == ModelRestoration(restored: ["b"], dropped: ["c"]))
    }

    @Test func applyingASet_refusesUnknownIdsFirst_thenTapsLeavingThenJoiningRows() {
        var model = SelectionModel(
            rules: ModelRules(mode: .multiple, allRow: PickListAllRow()), entries: Self.rows(["a", "b", "c"]),
            selecting: ["a"])
        #expect(model.apply(["zz", "b"]) == [
            .rejected(.noSuchRow), ModelChange(outcome: .changed, rows: [.row("a")]),
            ModelChange(outcome: .changed, rows: [.row("b")]),
        ])
        // Every enabled row (unknown ids aside) is one all-row tap; so is no row while all are.
        #expect(model.apply(["a", "b", "c", "zz"]) == [
            .rejected(.noSuchRow), ModelChange(outcome: .changed, rows: [.all, .row("a"), .row("c")]),
        ])
        #expect(model.apply([]) == [ModelChange(outcome: .changed, rows: [.all, .row("a"), .row("b"), .row("c")])])
    }

    /// `all: {row: false}`: the select-all behaviour without a row. Its methods act as the
    /// all-row's tap, and no row, section or change holds the all-row.
    @Test func allButton_selectsAndClearsAsTheAllRow_withoutARow() {
        let rules = ModelRules(mode: .multiple, minimum: 0, allRow: PickListAllRow(whileAll: .exclude, showsRow: false))
        var model = SelectionModel(rules: rules, entries: Self.rows(["a", "b", "c", "d"], disabled: ["d"]), selecting: ["b"])
        #expect(model.displaySections == [ModelDisplaySection(title: nil, rows: [.row("a"), .row("b"), .row("c"), .row("d")])])
        #expect(model.tap(.all) == .rejected(.noSuchRow))
        #expect(model.selectAll() == ModelChange(outcome: .changed, rows: [.row("a"), .row("c")]))
        #expect(model.isAll && !model.isChecked(.all))
        #expect(model.selectAll() == .unchanged)
        // While all are selected, an item's tap follows while_all (exclude).
        #expect(model.tap(.row("a")) == ModelChange(outcome: .changed, rows: [.row("a")]))
        // Deselect All clears some as well as all; with nothing selected it changes nothing.
        #expect(model.deselectAll() == ModelChange(outcome: .changed, rows: [.row("b"), .row("c")]))
        #expect(model.deselectAll() == .unchanged)
        #expect(model.toggleAll() == ModelChange(outcome: .changed, rows: [.row("a"), .row("b"), .row("c")]))
        #expect(model.toggleAll() == ModelChange(outcome: .changed, rows: [.row("a"), .row("b"), .row("c")]))
        var bounded = SelectionModel(
            rules: ModelRules(mode: .multiple, minimum: 1, maximum: 2, allRow: PickListAllRow(showsRow: false)),
            entries: Self.rows(["a", "b", "c"]), selecting: ["a"])
        #expect(bounded.selectAll() == .rejected(.maximum))
        #expect(bounded.deselectAll() == .rejected(.minimum))
        var plain = SelectionModel(rules: ModelRules(mode: .multiple), entries: Self.rows(["a"]))
        #expect(plain.toggleAll() == .rejected(.noSuchRow))
    }

    @Test func summary_fallsBack_andFillsPlaceholdersOnce() {
        let rules = ModelRules(mode: .multiple, summary: PickListSummaryFormat(one: "{title} ({total})", other: "{{count} of {total}"))
        var model = SelectionModel(rules: rules, entries: Self.rows(["a", "b", "c"]))
        #expect(model.summary == "")
        _ = model.tap(.row("b"))
        #expect(model.summary == "B (3)")
        _ = model.tap(.row("a"))
        #expect(model.summary == "{2 of 3")
        _ = model.tap(.row("c"))
        #expect(model.summary == "{3 of 3")
    }
}
