import Foundation
import PickListKit
import Testing

@Suite("Ids that need escaping compile and work")
struct TrickyNameTests {
    @Test func keywordIds_areBacktickedCases_withTheirRawIds() {
        let cases: [TrickyName] = [.`default`, .`class`, .`self`, .`init`, .`is`, ._1stPlace, .café]
        #expect(cases.map(\.rawValue) == ["default", "class", "self", "init", "is", "1stPlace", "café"])
        #expect(TrickyName.`self`.title == "Self")
        #expect(TrickyName.`init`.title == "Init")
    }

    @Test func idsEqualToGeneratedMembers_getAnUnderscoredCase_andKeepTheirRawValue() {
        #expect(TrickyName.title_.title == "Title")
        #expect(TrickyName.title_.id == "title")
        #expect(TrickyName.rawValue_.rawValue == "rawValue")
        #expect(TrickyName(rawValue: "rawValue") == .rawValue_)
        #expect(TrickyName.subtitle_.subtitle == "Line one\nline two")
        #expect(!TrickyName.isEnabled_.isEnabled)
        #expect(TrickyName.hashValue_.title == "Hash value")
        #expect(TrickyName.listTitle == #"Tricky "names" \ (and \(interpolation))"#)
    }

    /// Members read through a value from another file of the module (with `case id` or
    /// `case rawValue` this crashed swiftc 6.3.1; the escaped cases cannot).
    @Test func membersNamedLikeCases_readThroughAValue() {
        func describe(_ item: TrickyName) -> String {
            "\(item.rawValue) \(item.title) \(item.subtitle ?? "-") \(item.isEnabled) \(item.keywords)"
        }
        #expect(describe(.search_) == "search Search - true [\"find\", \"query\"]")
        #expect(describe(.isEnabled_) == "isEnabled Is enabled - false []")
    }

    /// With a case `hashValue_` (the id `hashValue`), `item.hashValue` is still `Hashable`'s:
    /// an `Int` (the function's type is the compile check) that agrees with `hash(into:)`.
    @Test func hashValue_isHashablesBesideACaseNamedHashValue() {
        func hashValue(of item: TrickyName) -> Int { item.hashValue }
        for item in [TrickyName.hashValue_, .search_, .isEnabled_] {
            var hasher = Hasher()
            item.hash(into: &hasher)
            #expect(hashValue(of: item) == hasher.finalize())
        }
    }

    @Test func searchCase_coexistsWithSearchFunction() {
        #expect(TrickyName.search("query") == [.search_])
        #expect(TrickyName.search_.title == "Search")
    }

    @Test func defaultSelection_isInDisplayOrder() {
        #expect(TrickyName.Selection().selectedItems == [.`default`, .café])
    }

    @Test func codable_usesRawIds_andRenamedIds() throws {
        let selection = TrickyName.Selection([._1stPlace, .`self`])
        let json = String(decoding: try JSONEncoder().encode(selection), as: UTF8.self)
        #expect(json == #"["self","1stPlace"]"#)
        let decoded = try JSONDecoder().decode(TrickyName.Selection.self, from: Data(#"["raw", "café"]"#.utf8))
        #expect(decoded.selectedItems == [.café, .rawValue_])
    }
}
