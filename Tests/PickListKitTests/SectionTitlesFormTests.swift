import Testing
import PickListKit

/// `City` again, described with the titles form generated code uses
/// (`PickListSectionInfo(title:first:titles:details:)`).
enum CityByTitles: String, PickList {
    case zurich, geneva, newYork, boston, saoPaulo, koln

    static let definition = PickListDefinition<CityByTitles>(
        title: "Cities",
        selection: .multiple,
        allRow: PickListAllRow(),
        sections: [
            PickListSectionInfo(title: "Switzerland", first: .zurich, titles: [
                "Zürich",
                "Geneva",
            ], details: [
                PickListItemInfo(.geneva, title: "Geneva", keywords: ["Genève", "Genf"]),
            ]),
            PickListSectionInfo(title: "United States", first: .newYork, titles: [
                "New York",
                "Boston",
            ], details: [
                PickListItemInfo(.newYork, title: "New York", keywords: ["NYC", "Big Apple"]),
            ]),
            PickListSectionInfo(title: "Elsewhere", first: .saoPaulo, titles: [
                "São Paulo",
                "Köln",
            ], details: [
                PickListItemInfo(.koln, title: "Köln", subtitle: "Cologne", keywords: ["Cologne"], isEnabled: false),
            ]),
        ]
    )
}

@Suite struct SectionTitlesFormTests {
    @Test func titlesForm_describesTheSameItemsAsTheItemsForm() {
        let byTitles = CityByTitles.definition.items
        let byItems = City.definition.items
        #expect(byTitles.map(\.item.rawValue) == byItems.map(\.item.rawValue))
        #expect(byTitles.map(\.title) == byItems.map(\.title))
        #expect(byTitles.map(\.subtitle) == byItems.map(\.subtitle))
        #expect(byTitles.map(\.keywords) == byItems.map(\.keywords))
        #expect(byTitles.map(\.isEnabled) == byItems.map(\.isEnabled))
    }

    @Test func titlesForm_assignsEachSectionTheCasesFromItsFirst() {
        #expect(CityByTitles.sections.map(\.title) == [nil, "Switzerland", "United States", "Elsewhere"])
        #expect(CityByTitles.sections[2].rows == [.item(.newYork), .item(.boston)])
        #expect(CityByTitles.indexPath(of: .item(.koln))! == (3, 1))
    }

    @Test func titlesForm_detailsApplyToTheirItemOnly() {
        #expect(CityByTitles.koln.subtitle == "Cologne")
        #expect(!CityByTitles.koln.isEnabled)
        #expect(CityByTitles.saoPaulo.isEnabled)
        #expect(CityByTitles.boston.keywords.isEmpty)
        #expect(CityByTitles.definition.search("genf") == [.geneva])
    }

    @Test func titlesForm_behavesLikeTheItemsForm() {
        var selection = CityByTitles.Selection()
        let change = selection.tap(.all)
        #expect(change.outcome == .changed)
        #expect(selection.count == 5)  // Köln is disabled
        #expect(selection.tap(.item(.koln)).rejection == .disabled)
    }
}
