import Testing
import PickListKit

/// A change holds one or two rows inline and more in an array; however it holds them, it
/// reads, compares, hashes and prints as the rows it reports.
@Suite struct ChangeTests {
    typealias Change = PickListChange<PickListRow<QuoteCategory>>

    @Test func tapChange_equalsAndHashesAsTheSameRowsGivenAsArray() {
        var selection = QuoteCategory.Selection([QuoteCategory]())
        let one = selection.tap(.item(.brave))
        let built = Change(outcome: .changed, rows: [.item(.brave)])
        #expect(one == built)
        #expect(one.hashValue == built.hashValue)
        #expect(Set([one, built]).count == 1)

        _ = selection.tap(.item(.achievement))
        _ = selection.tap(.item(.attitude))
        let two = selection.tap(.item(.change))  // the last item: the all-row's checkmark appears too
        #expect(two.rows == [.all, .item(.change)])
        #expect(two == Change(outcome: .changed, rows: [.all, .item(.change)]))
        #expect(two.hashValue == Change(outcome: .changed, rows: [.all, .item(.change)]).hashValue)
    }

    @Test func changes_differInRowsOrderOrOutcome() {
        var selection = QuoteCategory.Selection([QuoteCategory]())
        let one = selection.tap(.item(.brave))
        #expect(one != Change(outcome: .changed, rows: []))
        #expect(one != Change(outcome: .changed, rows: [.item(.attitude)]))
        #expect(one != Change(outcome: .changed, rows: [.item(.brave), .item(.brave)]))
        #expect(one != Change(outcome: .unchanged, rows: [.item(.brave)]))
        #expect(Change(outcome: .changed, rows: [.all, .item(.brave)]) != Change(outcome: .changed, rows: [.item(.brave), .all]))
    }

    @Test func rows_canBeReplacedAndAppendedTo() {
        var selection = QuoteCategory.Selection([QuoteCategory]())
        var change = selection.tap(.item(.brave))
        change.rows.append(.all)
        #expect(change.rows == [.item(.brave), .all])
        change.rows = []
        #expect(change == Change(outcome: .changed, rows: []))
        #expect(change.rows.isEmpty)
    }

    @Test func rejectedAndUnchanged_reportNoRows() {
        #expect(Change.rejected(.locked).rows.isEmpty)
        #expect(Change.rejected(.locked).rejection == .locked)
        #expect(Change.unchanged.rows.isEmpty)
        #expect(Change.unchanged == Change(outcome: .unchanged, rows: []))
    }

    @Test func printedChange_showsOutcomeAndRows() {
        var selection = QuoteCategory.Selection([QuoteCategory]())
        let printed = String(describing: selection.tap(.item(.brave)))
        #expect(printed.hasPrefix("PickListChange<"))
        #expect(printed.contains("outcome: ") && printed.contains(".changed"))
        #expect(printed.contains("rows: [") && printed.contains("brave"))
        #expect(!printed.contains("storage"))
    }
}
