import Foundation
import PickListKit
import Testing

// Scale10000 (10 000 items in 10 sections) and Language (every ISO 639-3 language, 7 910
// items) are generated from Specs/ while this target builds, like every list here: that this
// file compiles at all is the first test (a list of this size used to need 24 GiB and did not
// finish). Both specs are written by scripts/reference-specs.py.

@Suite("A 10 000-item list keeps every promise of the generated API")
struct Scale10000Tests {
    static let ids = (1...10_000).map { "n" + String(repeating: "0", count: 5 - String($0).count) + String($0) }

    @Test func allCases_areTheItemsInDisplayOrder() {
        #expect(Scale10000.allCases.map(\.rawValue) == Self.ids)
        #expect(Scale10000.allCases.first == .n00001)
        #expect(Scale10000.allCases.last == .n10000)
    }

    @Test func everyRawValue_roundTrips_andFormerIdsReadAsTheirItems() {
        for item in Scale10000.allCases {
            #expect(Scale10000(rawValue: item.rawValue) == item)
            #expect(item.id == item.rawValue)
        }
        #expect(Scale10000(rawValue: "half") == .n05000)   // a former id reads as its item (@AppStorage)
        #expect(Scale10000(rawValue: "n10001") == nil)
        #expect(Scale10000(rawValue: "") == nil)
    }

    @Test func equalityAndHashing_tellEveryItemApart() {
        #expect(Set(Scale10000.allCases).count == 10_000)
        #expect(Dictionary(uniqueKeysWithValues: Scale10000.allCases.map { ($0, $0.rawValue) })[.n04321] == "n04321")
        #expect(Scale10000.n00001 != Scale10000.n10000)
    }

    @Test func codable_encodesIds_andDecodesFormerIds() throws {
        let data = try JSONEncoder().encode(Scale10000.allCases)
        #expect(try JSONDecoder().decode([String].self, from: data) == Self.ids)
        #expect(try JSONDecoder().decode([Scale10000].self, from: data) == Scale10000.allCases)
        #expect(try JSONDecoder().decode(Scale10000.self, from: Data(#""half""#.utf8)) == .n05000)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Scale10000.self, from: Data(#""n0""#.utf8)) }
        let selection = try JSONDecoder().decode(Scale10000.Selection.self, from: Data(#"["n10000","half","gone"]"#.utf8))
        #expect(selection.selectedItems == [.n05000, .n10000])
    }

    @Test func tablesGiveEachItemItsTexts() {
        #expect(Scale10000.n00001.title == "Number 1")
        #expect(Scale10000.n10000.title == "Number 10000")
        #expect(Scale10000.n00007.subtitle == "1 sevens")
        #expect(Scale10000.n00008.subtitle == nil)
        #expect(Scale10000.n00022.keywords == ["eleven 2", "x22"])
        #expect(!Scale10000.n00997.isEnabled)
        #expect(Scale10000.n00998.isEnabled)
        #expect(Scale10000.sections.map(\.title) == (1...10).map { "Thousand \($0)" } + [nil])
    }

    @Test func tapAndCheckmarks_atBothEnds() {
        var selection = Scale10000.Selection()
        #expect(selection.selectedItems == [.n00001, .n10000])
        #expect(selection.isChecked(.item(.n00001)) && selection.isChecked(.item(.n10000)))
        #expect(!selection.isChecked(.item(.n00002)))

        let last = selection.tap(.item(.n10000))
        #expect(last == PickListChange(outcome: .changed, rows: [.item(.n10000)]))
        #expect(!selection.contains(.n10000))
        #expect(selection.tap(section: 9, row: 999).rows == [.item(.n10000)])   // by index path
        #expect(selection.contains(.n10000))
        #expect(selection.tap(.item(.n00997)).outcome == .rejected(.disabled))

        // The all-row is the last section's only row; selecting all reports every row that changed.
        #expect(Scale10000.indexPath(of: .all)! == (10, 0))
        let all = selection.tap(section: 10, row: 0)
        #expect(selection.isAll)
        #expect(all.rows.count == Scale10000.allCases.count(where: \.isEnabled) - 2 + 1)
        #expect(all.rows.last == .all)
        #expect(Scale10000.indexPath(of: .item(.n10000))! == (9, 999))
        #expect(Scale10000.row(section: 0, row: 0) == .item(.n00001))
    }
}

@Suite("Every ISO 639-3 language as a list")
struct LanguageListTests {
    @Test func codesAreIds_keywordCodesIncluded() throws {
        #expect(Language.allCases.count == 7_910)
        #expect(Language.aaa.title == "Ghotuo")
        #expect(Language.`for`.rawValue == "for")
        #expect(Language(rawValue: "let") == .`let`)
        #expect(Language(rawValue: "nil") == .`nil`)
        #expect(Language.doc.title == "Northern Dong")
        for language in Language.allCases {
            #expect(Language(rawValue: language.rawValue) == language)
        }
        let data = try JSONEncoder().encode([Language.`try`, .zzj])
        #expect(String(decoding: data, as: UTF8.self) == #"["try","zzj"]"#)
    }

    @Test func search_findsByAnyWordOfTheName() {
        #expect(Language.search("northern dong") == [.doc])
        #expect(Language.search("ghotuo") == [.aaa])
        #expect(Language.search("alumu").contains(.aab))
    }
}

@Suite("The largest list picklist accepts: 65 536 items, two-byte case tags")
struct MaximumListTests {
    @Test func everyCase_isItsOwnOrdinal_andRoundTrips() throws {
        let cases = Maximum.allCases
        #expect(cases.count == 65_536)
        #expect(MemoryLayout<Maximum>.size == 2)
        #expect(cases.first == .m00000)
        #expect(cases.last == .m65535)
        #expect(cases.last?.rawValue == "m65535")
        for (index, item) in cases.enumerated() {
            #expect(Maximum(rawValue: item.rawValue) == item)
            #expect(item.rawValue == "m" + String(repeating: "0", count: 5 - String(index).count) + String(index))
        }
        #expect(Set(cases).count == 65_536)
        #expect(try JSONDecoder().decode(Maximum.self, from: JSONEncoder().encode(Maximum.m65535)) == .m65535)
    }

    @Test func allRowAndLastRow_atTheEnd() {
        var selection = Maximum.Selection()
        #expect(selection.tap(section: 0, row: 65_536).rows == [.item(.m65535)])
        #expect(selection.isChecked(.item(.m65535)))
        let all = selection.tap(.all)
        #expect(all.rows.count == 65_535 + 1)
        #expect(selection.isAll && selection.isChecked(.all))
        #expect(Maximum.indexPath(of: .item(.m65535))! == (0, 65_536))
    }
}
