import Testing
@testable import PickListKit

@Suite struct SummaryTests {
    @Test func none_usesNoneText() {
        #expect(JobPurpose.Selection([]).summary == "Choose a purpose")
    }

    @Test func none_fallsBackToEmptyString() {
        #expect(Sorting.Selection().summary == "")
    }

    @Test func one_fallsBackToTitle() {
        #expect(JobPurpose.Selection().summary == "Design")
    }

    @Test func one_substitutesTitle() {
        #expect(Topping.Selection([.ham]).summary == "Just Ham")
    }

    @Test func other_substitutesCountTotalAndJoinedTitles() {
        #expect(Topping.Selection([.olives, .cheese]).summary == "2 of 5: Cheese and Olives")
    }

    @Test func other_fallsBackToCountSelected() {
        #expect(Weekday.Selection([.monday, .friday]).summary == "2 selected")
    }

    @Test func all_usesAllText() {
        #expect(QuoteCategory.Selection().summary == "All categories")
    }

    @Test func all_fallsBackToOther() {
        #expect(Topping.Selection(Topping.allCases).summary == "5 of 5: Cheese, Ham, Mushrooms, Olives, and Anchovies")
        #expect(Weekday.Selection(Weekday.allCases).summary == "5 selected")
    }

    @Test func editMode_summaryFollowsSelection() {
        var selection = Message.Selection()
        #expect(selection.summary == "Select Items")
        selection.setEditing(true)
        selection.tap(.item(.invoice))
        #expect(selection.summary == "1 Selected")
        selection.tap(.item(.welcome))
        #expect(selection.summary == "2 Selected")
    }

    @Test func unknownPlaceholdersAndStrayBraces_areKeptAsWritten() {
        let text = PickListSummaryFormat.substitute("{x} {count {count}} {") { $0 == "count" ? "2" : nil }
        #expect(text == "{x} {count 2} {")
    }
}
