import Testing
import PickListKit

/// Subsets, titles set at runtime, search in more fields, and `required` on a multiple list.
@Suite struct SubsetTitleSearchTests {
    @Test func subset_showsOnlyItsItems_andKeepsTheOthersHidden() {
        var poll = Duration.Selection(subset: .poll)
        #expect(poll.sections.map(\.rows) == [[.item(.fiveMinutes), .item(.oneHour)], [.item(.oneDay)], [.all]])
        #expect(poll.hiddenItems == [.eightHours, .oneWeek, .forever])
        #expect(poll.setHidden(false, for: .forever) == PickListUpdate())
        #expect(poll.isHidden(.forever))
        poll.tap(.all)
        #expect(poll.selectedItems == [.fiveMinutes, .oneHour, .oneDay])
        #expect(poll.summary == "3 of 3: 5 minutes, 1 hour, and 1 day")
        #expect(PickListSubset<Duration>.mute.items == [.oneHour, .oneDay, .oneWeek, .forever])
    }

    /// A subset's ids as a table of lines (what generated code writes for a long subset) are
    /// the ids of the same array, spaces and punctuation kept.
    @Test func subsetIDsAsATable_areTheIDsOfTheArray() {
        let table: PickListIDList = """
            Ice Cube - Dark
            folder:work
            2
            """
        #expect(table == ["Ice Cube - Dark", "folder:work", "2"])
        #expect(table.ids == PickListIDList(["Ice Cube - Dark", "folder:work", "2"]).ids)
    }

    @Test func subsetTheDefinitionLacks_showsEveryItem() {
        let selection = Duration.Selection(subset: PickListSubset("nothing"))
        #expect(selection.sections == Duration.sections)
        #expect(PickListSubset<Duration>("nothing").items == Duration.allCases)
    }

    @Test func titleSetAtRuntime_isShownSummarisedAndSearched() {
        var selection = Duration.Selection([.fiveMinutes, .oneDay])
        #expect(selection.setTitle("Five minutes (default)", for: .fiveMinutes) == PickListIndexPath(section: 0, row: 0))
        #expect(selection.title(of: .fiveMinutes) == "Five minutes (default)")
        #expect(selection.title(of: .item(.fiveMinutes)) == "Five minutes (default)")
        #expect(Duration.fiveMinutes.title == "5 minutes")
        #expect(selection.summary == "2 of 6: Five minutes (default) and 1 day")
        #expect(selection.search("default") == [.fiveMinutes])
        #expect(selection.setTitle("Five minutes (default)", for: .fiveMinutes) == nil)  // no change
        #expect(selection.setSubtitle("Quick", for: .oneDay) == PickListIndexPath(section: 1, row: 0))
        #expect(selection.subtitle(of: .oneDay) == "Quick" && selection.search("quick") == [.oneDay])
        #expect(selection.setTitle(nil, for: .fiveMinutes) == PickListIndexPath(section: 0, row: 0))
        selection.setSubtitle(nil, for: .oneDay)
        #expect(selection.title(of: .fiveMinutes) == "5 minutes" && selection.subtitle(of: .oneDay) == nil)
        #expect(selection == Duration.Selection([.fiveMinutes, .oneDay]))
    }

    @Test func titleOfAHiddenItem_isKeptForWhenItIsShown() {
        var selection = Duration.Selection()
        selection.setHidden(true, for: .forever)
        #expect(selection.setTitle("Until I turn it back on", for: .forever) == nil)
        selection.setHidden(false, for: .forever)
        #expect(selection.title(of: .forever) == "Until I turn it back on")
    }

    @Test func searchIn_subtitlesAndSectionTitles() {
        #expect(Duration.definition.search("meeting") == [.oneHour])
        #expect(Duration.definition.search("long") == [.oneDay, .oneWeek, .forever])
        var selection = Duration.Selection()
        selection.setHidden(true, for: .oneWeek)
        #expect(selection.search("long") == [.oneDay, .forever])
        #expect(selection.search("") == [.fiveMinutes, .oneHour, .eightHours, .oneDay, .forever])
        // Keywords are not among Duration's fields; the default fields are titles and keywords.
        #expect(PickListSearchField.defaults == [.title, .keywords])
    }

    @Test func requiredMultipleList_isValidOnlyWithAnItem_butTheLastCanBeDeselected() {
        var toppings = RequiredTopping.Selection()
        #expect(!toppings.isValid)
        #expect(toppings.tap(.item(.cheese)).outcome == .changed)
        #expect(toppings.isValid)
        #expect(toppings.tap(.item(.cheese)) == PickListChange(outcome: .changed, rows: [.item(.cheese)]))
        #expect(toppings.isEmpty && !toppings.isValid)
        #expect(RequiredTopping.definition.isRequired)
    }
}
