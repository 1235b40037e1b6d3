import Foundation
import PickListKit
import Testing

/// A list without sections, described with `PickListDefinition(…ids:titles:subtitles:keywords:…)`,
/// the form generated code uses for lists written with `items:`. The bank's title holds a line
/// feed, which a table line cannot, so a detail gives it (and replaces the table's line); the
/// pharmacy's detail replaces its table keyword.
enum Errand: PickList {
    case shop, post, bank, pharmacy

    static let definition = PickListDefinition<Errand>(
        title: "Errands",
        selection: .single,
        deselect: true,
        ids: """
            shop
            post
            bank
            pharmacy
            """,
        titles: """
            Shopping
            Post "office"
            Bank
            Pharmacy
            """,
        subtitles: """
            Groceries \\ more


            Open late
            """,
        keywords: """
            food\tmarket


            chemist
            """,
        details: [
            PickListItemInfo(.bank, title: "Bank\nATM"),
            PickListItemInfo(.pharmacy, title: "Pharmacy", subtitle: "Closed on Sundays", keywords: ["drugstore"]),
        ],
        defaultSelection: .ids(["post"]),
        renamed: """
            postOffice -> post
            """
    )
}

/// Three titles in one line-feed-separated text: a carriage return, and an empty line.
enum ThreeLines: PickList {
    case a, b, c

    static let definition = PickListDefinition<ThreeLines>(title: "Three", selection: .single, ids: "a\nb\nc", titles: "A\r\n\nC")
}

@Suite struct TitleLinesFormTests {
    @Test func listLines_areTheTitlesOfTheCasesInOrder() {
        #expect(Errand.allCases.map(\.title) == ["Shopping", #"Post "office""#, "Bank\nATM", "Pharmacy"])
        #expect(Errand.allCases.map(\.rawValue) == ["shop", "post", "bank", "pharmacy"])
        #expect(Errand.sections.count == 1)
        #expect(Errand.sections[0].title == nil)
        #expect(Errand.sections[0].rows == Errand.allCases.map { .item($0) })
    }

    @Test func emptySubtitleLine_isNoSubtitle() {
        #expect(Errand.allCases.map(\.subtitle) == [#"Groceries \ more"#, nil, nil, "Closed on Sundays"])
    }

    @Test func keywordsLine_isSplitAtTabs() {
        #expect(Errand.shop.keywords == ["food", "market"])
        #expect(Errand.post.keywords.isEmpty)
        #expect(Errand.definition.search("market") == [.shop])
    }

    @Test func detail_replacesTheTablesDescriptionOfItsItem() {
        #expect(Errand.pharmacy.subtitle == "Closed on Sundays")
        #expect(Errand.pharmacy.keywords == ["drugstore"])
        #expect(Errand.definition.search("drugstore") == [.pharmacy])
        #expect(Errand.definition.search("chemist").isEmpty)
        #expect(Errand.definition.search("atm") == [.bank])
    }

    @Test func otherArguments_apply() throws {
        #expect(Errand.Selection().selectedItems == [.post])
        var selection = Errand.Selection()
        #expect(selection.tap(.item(.post)).outcome == .changed)  // deselect: true clears it
        #expect(selection.isEmpty)
        #expect(Errand.definition.item(forID: "postOffice") == .post)
        #expect(try JSONDecoder().decode(Errand.self, from: Data(#""postOffice""#.utf8)) == .post)
    }

    @Test func lines_splitAtLineFeedsOnly_keepingEmptyLinesAndCarriageReturns() {
        #expect(ThreeLines.allCases.map(\.title) == ["A\r", "", "C"])
    }
}
