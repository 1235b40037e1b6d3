import PickListKit
import Testing

/// `City` once more, described with the multi-line titles form generated code uses for
/// sections (`PickListSectionInfo(title:first:titles:details:)` with a `String`).
enum CityByLines: String, PickList {
    case zurich, geneva, newYork, boston, saoPaulo, koln

    static let definition = PickListDefinition<CityByLines>(
        title: "Cities",
        selection: .multiple,
        allRow: PickListAllRow(),
        sections: [
            PickListSectionInfo(title: "Switzerland", first: .zurich, titles: """
                Zürich
                Geneva
                """, details: [
                PickListItemInfo(.geneva, title: "Geneva", keywords: ["Genève", "Genf"]),
            ]),
            PickListSectionInfo(title: "United States", first: .newYork, titles: """
                New York
                Boston
                """, details: [
                PickListItemInfo(.newYork, title: "New York", keywords: ["NYC", "Big Apple"]),
            ]),
            PickListSectionInfo(title: "Elsewhere", first: .saoPaulo, titles: """
                São Paulo
                Köln
                """, details: [
                PickListItemInfo(.koln, title: "Köln", subtitle: "Cologne", keywords: ["Cologne"], isEnabled: false),
            ]),
        ]
    )
}

/// A list without sections, described with `PickListDefinition(…titles:details:…)`, the form
/// generated code uses for lists written with `items:`.
enum Errand: String, PickList {
    case shop, post, bank, pharmacy

    static let definition = PickListDefinition<Errand>(
        title: "Errands",
        selection: .single,
        deselect: true,
        titles: """
            Shopping
            Post "office"
            Bank \\ ATM
            Pharmacy
            """,
        details: [
            PickListItemInfo(.pharmacy, title: "Pharmacy", subtitle: "Closed on Sundays", keywords: ["drugstore"]),
        ],
        defaultSelection: .items([.post]),
        renamed: ["postOffice": .post]
    )
}

/// Three titles in one line-feed-separated text: a carriage return, and an empty line.
enum ThreeLines: String, PickList {
    case a, b, c

    static let definition = PickListDefinition<ThreeLines>(title: "Three", selection: .single, titles: "A\r\n\nC")
}

@Suite struct TitleLinesFormTests {
    @Test func sectionLines_describeTheSameItemsAsTheItemsForm() {
        let byLines = CityByLines.definition.items
        let byItems = City.definition.items
        #expect(byLines.map(\.item.rawValue) == byItems.map(\.item.rawValue))
        #expect(byLines.map(\.title) == byItems.map(\.title))
        #expect(byLines.map(\.subtitle) == byItems.map(\.subtitle))
        #expect(byLines.map(\.keywords) == byItems.map(\.keywords))
        #expect(byLines.map(\.isEnabled) == byItems.map(\.isEnabled))
        #expect(CityByLines.sections.map(\.title) == [nil, "Switzerland", "United States", "Elsewhere"])
        #expect(CityByLines.indexPath(of: .item(.koln))! == (3, 1))
    }

    @Test func listLines_areTheTitlesOfTheCasesInOrder() {
        #expect(Errand.allCases.map(\.title) == ["Shopping", #"Post "office""#, #"Bank \ ATM"#, "Pharmacy"])
        #expect(Errand.sections.count == 1)
        #expect(Errand.sections[0].title == nil)
        #expect(Errand.sections[0].rows == Errand.allCases.map { .item($0) })
    }

    @Test func listLines_detailsAndTheOtherArgumentsApply() throws {
        #expect(Errand.pharmacy.subtitle == "Closed on Sundays")
        #expect(Errand.definition.search("drugstore") == [.pharmacy])
        #expect(Errand.shop.subtitle == nil)
        #expect(Errand.Selection().selectedItems == [.post])
        var selection = Errand.Selection()
        #expect(selection.tap(.item(.post)).outcome == .changed)  // deselect: true clears it
        #expect(selection.isEmpty)
        #expect(Errand.definition.item(forID: "postOffice") == .post)
    }

    @Test func lines_splitAtLineFeedsOnly_keepingEmptyLinesAndCarriageReturns() {
        #expect(ThreeLines.allCases.map(\.title) == ["A\r", "", "C"])
    }
}
