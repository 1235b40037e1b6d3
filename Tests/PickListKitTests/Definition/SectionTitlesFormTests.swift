import Testing
import PickListKit

/// `City` again, described with the array form of `PickListSectionInfo` (one array per
/// column), Köln's subtitle, keywords and disabling given as a detail instead of in the
/// tables. `City` itself uses the string tables generated code uses.
enum CityByArrays: PickList {
    case zurich, geneva, newYork, boston, saoPaulo, koln

    static let definition = PickListDefinition<CityByArrays>(
        title: "Cities",
        selection: .multiple,
        allRow: PickListAllRow(),
        sections: [
            PickListSectionInfo(
                title: "Switzerland",
                ids: ["zurich", "geneva"],
                titles: ["Zürich", "Geneva"],
                keywords: [[], ["Genève", "Genf"]]
            ),
            PickListSectionInfo(
                title: "United States",
                ids: ["newYork", "boston"],
                titles: ["New York", "Boston"],
                subtitles: [nil, nil],
                keywords: [["NYC", "Big Apple"], []]
            ),
            PickListSectionInfo(title: "Elsewhere", ids: ["saoPaulo", "koln"], titles: ["São Paulo", "Koeln"]),
        ],
        details: [
            PickListItemInfo(.koln, title: "Köln", subtitle: "Cologne", keywords: ["Cologne"], isEnabled: false),
        ]
    )
}

@Suite struct SectionTitlesFormTests {
    @Test func stringTables_describeTheSameItemsAsTheArrayFormWithDetails() {
        let byArrays = CityByArrays.definition.items
        let byTables = City.definition.items
        #expect(CityByArrays.definition.ids == City.definition.ids)
        #expect(byArrays.map(\.item.rawValue) == byTables.map(\.item.rawValue))
        #expect(byArrays.map(\.title) == byTables.map(\.title))
        #expect(byArrays.map(\.subtitle) == byTables.map(\.subtitle))
        #expect(byArrays.map(\.keywords) == byTables.map(\.keywords))
        #expect(byArrays.map(\.isEnabled) == byTables.map(\.isEnabled))
    }

    /// Each column is split at line feeds: an empty subtitle line is no subtitle, a keywords
    /// line holds tab-separated keywords and an empty one none, a carriage return stays.
    @Test func sectionTables_splitIntoTheSameColumnsAsArrays() {
        let tables = PickListSectionInfo(
            title: "T",
            ids: "a\nb\nc",
            titles: "A\r\n\nC",
            subtitles: "\nSub title\n",
            keywords: "x\ty z\n\nsolo"
        )
        let arrays = PickListSectionInfo(
            title: "T",
            ids: ["a", "b", "c"],
            titles: ["A\r", "", "C"],
            subtitles: [nil, "Sub title", nil],
            keywords: [["x", "y z"], [], ["solo"]]
        )
        #expect(tables == arrays)
    }

    @Test func missingSubtitlesAndKeywordsTables_meanNoneForEveryItem() {
        let section = PickListSectionInfo(title: nil, ids: "a\nb", titles: "A\nB")
        #expect(section.subtitles == [nil, nil])
        #expect(section.keywords == [[], []])
        #expect(section == PickListSectionInfo(title: nil, ids: ["a", "b"], titles: ["A", "B"]))
    }

    @Test func sections_holdConsecutiveCasesInDeclarationOrder() {
        #expect(City.sections.map(\.title) == [nil, "Switzerland", "United States", "Elsewhere"])
        #expect(CityByArrays.sections.map(\.title) == [nil, "Switzerland", "United States", "Elsewhere"])
        #expect(CityByArrays.sections[2].rows == [.item(.newYork), .item(.boston)])
        #expect(CityByArrays.indexPath(of: .item(.koln))! == (3, 1))
    }

    @Test func detail_replacesItsItemsTableDescription_only() {
        #expect(CityByArrays.koln.title == "Köln")
        #expect(CityByArrays.koln.subtitle == "Cologne")
        #expect(!CityByArrays.koln.isEnabled)
        #expect(CityByArrays.saoPaulo.isEnabled)
        #expect(CityByArrays.boston.keywords.isEmpty)
        #expect(CityByArrays.definition.search("koeln").isEmpty)
        #expect(CityByArrays.definition.search("genf") == [.geneva])
        #expect(CityByArrays.definition.search("cologne") == [.koln])
    }

    @Test func arrayForm_behavesLikeTheStringForm() {
        var selection = CityByArrays.Selection()
        let change = selection.tap(.all)
        #expect(change.outcome == .changed)
        #expect(selection.count == 5)  // Köln is disabled
        #expect(selection.tap(.item(.koln)).rejection == .disabled)
    }
}
