import Foundation
import PickListKit
import Testing

// Lists made from public reference data by scripts/reference-specs.py (Debian's iso-codes and
// tzdata): the ids are the real codes, exactly as a server sends them.

@Suite("ISO 3166-1 countries keyed by their alpha-2 codes")
struct CountryListTests {
    @Test func codesAreRawValues_IDIncluded() throws {
        #expect(Country.allCases.count == 249)
        #expect(Country.ID_.rawValue == "ID")
        #expect(Country.ID_.title == "Indonesia")
        #expect(Country(rawValue: "ID") == .ID_)
        #expect(Country(rawValue: "IS")?.title == "Iceland")
        #expect(Country.`do`.title == "Dominican Republic")
        // Capitalised codes are lowerCamelCase cases; the raw values stay the codes.
        #expect(Country.de.rawValue == "DE")
        let selection = try JSONDecoder().decode(Country.Selection.self, from: Data(#"["ID"]"#.utf8))
        #expect(selection.selectedItem == .ID_)
        #expect(String(decoding: try JSONEncoder().encode(selection), as: UTF8.self) == #"["ID"]"#)
    }

    @Test func search_findsWordsAfterAnApostrophe() {
        #expect(Country.search("ivoire") == [.ci])
        #expect(Country.search("cote d'ivoire") == [.ci])
        #expect(Country.search("leste") == [.tl])
        #expect(Country.search("bissau") == [.gw])
    }
}

@Suite("ISO 3166-2 regions in a section per country, kinds as subtitles")
struct RegionListTests {
    @Test func sectionsAndSubtitles() throws {
        #expect(Region.allCases.count == 5_127)
        #expect(Region.sections.count == 200)
        let zambia = try #require(Region.sections.first { $0.title == "Zambia" })
        let western = try #require(zambia.rows.compactMap(\.item).first { $0.title == "Western" })
        #expect(western.rawValue == "ZM_01")
        #expect(western.subtitle == "Province")
        // Two Tartus in Estonia, told apart by their subtitles (no duplicate-title warning).
        #expect(Region(rawValue: "EE_793")?.title == "Tartu")
        #expect(Region(rawValue: "EE_793")?.subtitle == "Urban municipality")
        #expect(Region(rawValue: "EE_796")?.subtitle == "Rural municipality")
        for region in Region.allCases {
            #expect(Region(rawValue: region.rawValue) == region)
        }
    }

    @Test func tapByIndexPath_inTheLastSection() throws {
        var selection = Region.Selection()
        let lastSection = Region.sections.count - 1
        let lastRow = Region.sections[lastSection].rows.count - 1
        let change = selection.tap(section: lastSection, row: lastRow)
        #expect(change.outcome == .changed)
        #expect(selection.selectedItem == Region.allCases.last)
        #expect(Region.indexPath(of: .item(Region.allCases.last!))! == (lastSection, lastRow))
    }
}

@Suite("IANA time zones in a section per area")
struct TimeZoneListTests {
    @Test func zonesAreFoundByCityAndZoneName() {
        #expect(TimeZoneChoice.americaArgentinaBuenosAires.title == "Argentina / Buenos Aires")
        #expect(TimeZoneChoice.search("buenos").contains(.americaArgentinaBuenosAires))
        #expect(TimeZoneChoice.search("aires").contains(.americaArgentinaBuenosAires))
        #expect(TimeZoneChoice.search("Europe/Zurich") == [.europeZurich])
        #expect(TimeZoneChoice.sections.map(\.title).contains("Pacific"))
    }
}
