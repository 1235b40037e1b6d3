import Testing
import PickListKit

@Suite struct AllRowTests {
    @Test func defaultAll_selectsEveryEnabledItem() {
        let selection = QuoteCategory.Selection()
        #expect(selection.isAll)
        #expect(selection.isChecked(.all))
        #expect(selection.selectedItems == QuoteCategory.allCases)
    }

    @Test func tapAllRow_selectsEveryEnabledItem_reportingNewRowsAndAllRow() {
        var selection = Weekday.Selection([.tuesday])
        let change = selection.tap(.all)
        #expect(change.outcome == .changed)
        #expect(change.rows == [.item(.monday), .item(.wednesday), .item(.thursday), .item(.friday), .all])
        #expect(selection.isAll)
        #expect(!selection.contains(.holiday))
    }

    @Test func tapAllRowWhileAll_clearsSelection() {
        var selection = QuoteCategory.Selection()
        let change = selection.tap(.all)
        #expect(change.rows == [.all, .item(.achievement), .item(.attitude), .item(.brave), .item(.change)])
        #expect(selection.isEmpty)
        #expect(!selection.isChecked(.all))
    }

    @Test func tapAllRowWhileAll_withMinimum_isRejectedAsMinimum() {
        var selection = Channel.Selection(Channel.allCases)
        #expect(selection.tap(.all) == .rejected(.minimum))
        #expect(selection.isAll)
    }

    @Test func allRowCheckmark_followsItemsSelectedOneByOne() {
        var selection = Weekday.Selection([.monday, .tuesday, .wednesday, .thursday])
        let change = selection.tap(.item(.friday))
        #expect(change.rows == [.item(.friday), .all])
        #expect(selection.isChecked(.all))
    }

    @Test func tapWhileAll_isolate_keepsOnlyTappedItem() {
        var selection = QuoteCategory.Selection()
        let change = selection.tap(.item(.brave))
        #expect(change.rows == [.all, .item(.achievement), .item(.attitude), .item(.change)])
        #expect(selection.selectedItems == [.brave])
    }

    @Test func tapWhileAll_exclude_deselectsOnlyTappedItem() {
        var selection = Weekday.Selection(Weekday.allCases)
        let change = selection.tap(.item(.wednesday))
        #expect(change.rows == [.item(.wednesday), .all])
        #expect(selection.selectedItems == [.monday, .tuesday, .thursday, .friday])
    }

    @Test func tapWhileAll_lock_isRejectedAsLocked() {
        var selection = Channel.Selection(Channel.allCases)
        #expect(selection.tap(.item(.sms)) == .rejected(.locked))
        #expect(selection.isAll)
    }

    @Test func tapItemWhenNotAll_lock_togglesNormally() {
        var selection = Channel.Selection([.email, .sms])
        #expect(selection.tap(.item(.sms)).rows == [.item(.sms)])
        #expect(selection.tap(.item(.push)).rows == [.item(.push)])
        #expect(selection.tap(.item(.sms)).rows == [.all, .item(.sms)])
        #expect(selection.isAll)
    }

    @Test func allRowPositionLast_isReportedLast() {
        var selection = Fabric.Selection()
        #expect(selection.tap(.all).rows == [.item(.cotton), .item(.linen), .item(.wool), .item(.silk), .all])
    }

    @Test func allRowTitle_comesFromTheSpec() {
        #expect(QuoteCategory.Row.all.title == "All")
        #expect(Weekday.Row.all.title == "Every Day")
        #expect(Weekday.Row.item(.friday).title == "Friday")
    }
}
