@testable import PickListCompiler
@testable import PickListPreview
import Testing

/// `--subset NAME`: only the items of one of the list's `subsets` have rows, as
/// `X.Selection(subset:)` shows them; a name the list does not have is a located error.
@Suite struct PreviewSubsetTests: RowsFileReading {
    private static let durations = "specs/time-span.picklist.yml"

    private func prepare(_ spec: String, subset: String) -> PreviewPreparation {
        PreviewLoader.prepare(PreviewRequest(specPath: PreviewScriptTests.root + "/" + spec, subset: subset))
    }

    private func text(_ spec: String, subset: String, _ script: PreviewScript) throws -> String {
        let preparation = prepare(spec, subset: subset)
        var session = try #require(preparation.session, "\(preparation.diagnostics.map(\.message))")
        let steps = try script.play(on: &session)
        return PreviewTextFormatter.render(session, steps: steps)
    }

    @Test func subset_showsOnlyItsItems_andTheDefaultLessTheItemsOutsideIt() throws {
        // The default, 1 hour, is not a filter duration: the filter screen starts empty.
        #expect(try text(Self.durations, subset: "filter", PreviewScript(taps: ["oneWeek"])) == """
            Duration

            tap oneWeek: changed (checked 1 week)

              1 day
            ✓ 1 week

            summary: 1 week
            valid: yes

            """)
        #expect(try text(Self.durations, subset: "mute", PreviewScript()) == """
            Duration

            ✓ 1 hour
              8 hours
              1 day
              1 week
              Until I turn it back on

            summary: 1 hour
            valid: yes

            """)
    }

    @Test func itemOutsideTheSubset_hasNoRow_aTapIsRefused_andTheAppCannotShowIt() throws {
        #expect(try text(Self.durations, subset: "filter", PreviewScript(taps: ["oneHour"])).contains("tap oneHour: refused: no such row"))
        var session = try #require(prepare(Self.durations, subset: "filter").session)
        #expect(throws: PreviewScriptError("--show fiveMinutes: the item 'fiveMinutes' is not in the subset 'filter' shown, so it has no row")) {
            try PreviewScript(steps: [.show("fiveMinutes")]).play(on: &session)
        }
    }

    @Test func tapOnAnItemOutsideTheSubset_saysItIsNotInTheSubset_notDidYouMeanItself() throws {
        let text = try text(Self.durations, subset: "poll", PreviewScript(taps: ["forever", "fiveMinute"]))
        #expect(text.contains("tap forever: refused: no such row: 'forever' is not in the subset 'poll'\n"))
        #expect(text.contains("tap fiveMinute: refused: no such row; did you mean 'fiveMinutes'?\n"))
    }

    @Test func unknownSubset_isALocatedError_namingTheListsSubsets_withTheOneMeant() {
        let preparation = prepare(Self.durations, subset: "pol")
        #expect(preparation.session == nil)
        #expect(preparation.exitStatus.rawValue == 1)
        #expect(located(preparation.diagnostics) == [
            "4:1 error [preview-option] --subset pol: the list 'TimeSpan' has no subset 'pol'; its subsets are 'poll', 'mute', 'filter', 'every'",
        ])
        #expect(preparation.diagnostics.first?.suggestion == "poll")
    }

    @Test func subsetOfAListWithoutSubsets_saysItHasNone() {
        let preparation = prepare("specs/purpose.picklist.yml", subset: "poll")
        #expect(preparation.session == nil)
        #expect(preparation.diagnostics.map(\.message) == [
            "--subset poll: the list 'Purpose' has no subsets; a list names them under 'subsets:', or drop --subset to show every item",
        ])
        #expect(preparation.diagnostics.first?.suggestion == nil)
    }
}
