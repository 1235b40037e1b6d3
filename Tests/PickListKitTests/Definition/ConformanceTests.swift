import Foundation
import Testing
@testable import PickListKit

/// A list whose ids are not its case names: an id belongs to the case at its position in the
/// tables, whatever the case is called. `alpha`, a case name, was the first item's id once.
enum Renumbered: PickList {
    case alpha, beta, gamma

    static let definition = PickListDefinition<Renumbered>(
        title: "Renumbered",
        selection: .single,
        ids: "first_id\nsecondID\n3",
        titles: "Alpha\nBeta\nGamma",
        renamed: "alpha -> first_id"
    )
}

/// A struct of one byte: the size of a one-byte tag, but every byte value is a value.
struct OneByteStruct {
    var byte: UInt8
}

/// An enum with a payload: two bytes (the payload and a tag), never a payload-free list.
enum WithPayload {
    case empty
    case value(UInt8)
}

/// `RawRepresentable`, `Equatable`, `Hashable`, `CaseIterable` and `Codable` come from
/// PickListKit over the definition's tables and the enum's case tag (`CaseTag`), not from the
/// compiler. These tests check them on lists whose tags are 0, 1 and 2 bytes, at the edges
/// of each size (Support/ConformanceLists.swift, Support/Cases4000.swift).
@Suite struct ConformanceTests {
    @Test func oneCaseList_conformsThroughItsTables() throws {
        try checkConformances(Cases1.self, count: 1, tagSize: 0, first: .n0, last: .n0)
    }

    @Test func twoCaseList_conformsThroughItsTables() throws {
        try checkConformances(Cases2.self, count: 2, tagSize: 1, first: .n0, last: .n1)
    }

    @Test func list255_conformsThroughItsTables() throws {
        try checkConformances(Cases255.self, count: 255, tagSize: 1, first: .n000, last: .n254)
    }

    @Test func list256_fillingItsOneByteTag_conformsThroughItsTables() throws {
        try checkConformances(Cases256.self, count: 256, tagSize: 1, first: .n000, last: .n255)
    }

    @Test func list257_conformsThroughItsTwoByteTag() throws {
        try checkConformances(Cases257.self, count: 257, tagSize: 2, first: .n000, last: .n256)
    }

    @Test func list4000_conformsThroughItsTwoByteTag() throws {
        try checkConformances(Cases4000.self, count: 4000, tagSize: 2, first: .n0000, last: .n3999)
    }

    @Test func rawValue_isTheIdAtTheCasesPosition_notItsName() throws {
        #expect(Renumbered.allCases.map(\.rawValue) == ["first_id", "secondID", "3"])
        #expect(Renumbered(rawValue: "secondID") == .beta)
        #expect(Renumbered(rawValue: "beta") == nil)
        #expect(Renumbered(rawValue: "alpha") == .alpha)  // a former id reads as its item (@AppStorage)
        #expect(try JSONDecoder().decode(Renumbered.self, from: Data(#""alpha""#.utf8)) == .alpha)
        #expect(String(decoding: try JSONEncoder().encode(Renumbered.gamma), as: UTF8.self) == #""3""#)
    }

    // MARK: CaseTag.verify

    @Test func verify_acceptsEachListsOwnCount() {
        #expect(CaseTag.verify(Cases1.self, count: 1) == nil)
        #expect(CaseTag.verify(Cases2.self, count: 2) == nil)
        #expect(CaseTag.verify(Cases255.self, count: 255) == nil)
        #expect(CaseTag.verify(Cases256.self, count: 256) == nil)
        #expect(CaseTag.verify(Cases257.self, count: 257) == nil)
        #expect(CaseTag.verify(Cases4000.self, count: 4000) == nil)
    }

    @Test func verify_refusesCountOffByOne_forZeroByteTag() {
        #expect(CaseTag.verify(Cases1.self, count: 0) != nil)
        #expect(CaseTag.verify(Cases1.self, count: 2) != nil)
    }

    /// Below 256 cases the first value after the last case is `Optional.none`.
    @Test func verify_refusesCountOffByOne_forOneByteTag() {
        #expect(CaseTag.verify(Cases2.self, count: 1) != nil)
        #expect(CaseTag.verify(Cases2.self, count: 3) != nil)
        #expect(CaseTag.verify(Cases255.self, count: 254) != nil)
        #expect(CaseTag.verify(Cases255.self, count: 256) != nil)
    }

    /// With exactly 256 cases no byte value is left, so `Optional` needs a byte of its own.
    @Test func verify_refusesCountOffByOne_forFullOneByteTag() {
        #expect(CaseTag.verify(Cases256.self, count: 255) != nil)
        #expect(CaseTag.verify(Cases256.self, count: 257) != nil)
    }

    @Test func verify_refusesCountOffByOne_forTwoByteTag() {
        #expect(CaseTag.verify(Cases257.self, count: 256) != nil)
        #expect(CaseTag.verify(Cases257.self, count: 258) != nil)
        #expect(CaseTag.verify(Cases4000.self, count: 3999) != nil)
        #expect(CaseTag.verify(Cases4000.self, count: 4001) != nil)
    }

    @Test func verify_refusesCountsBeyondTwoBytes() {
        #expect(CaseTag.maximumCount == 65_536)
        #expect(CaseTag.verify(Cases4000.self, count: 65_537) != nil)
    }

    @Test func verify_refusesStructOfOneByte() {
        #expect(CaseTag.verify(OneByteStruct.self, count: 2) != nil)
        #expect(CaseTag.verify(OneByteStruct.self, count: 255) != nil)
    }

    @Test func verify_refusesEnumWithPayload() {
        #expect(CaseTag.verify(WithPayload.self, count: 2) != nil)
        #expect(CaseTag.verify(WithPayload.self, count: 257) != nil)
    }

    @Test func verify_problemNamesTheType() {
        #expect(CaseTag.verify(Cases255.self, count: 256)?.contains("Cases255") == true)
        #expect(CaseTag.verify(OneByteStruct.self, count: 2)?.contains("OneByteStruct") == true)
    }

    // MARK: Helpers

    /// Checks every conformance of a list of Support/ConformanceLists.swift: `count` items
    /// n0 … n(`count` - 1) declared in order, `first` and `last` the first and last cases, the
    /// case tag `tagSize` bytes, `old_first` and `old_last` the first and last items' former ids.
    private func checkConformances<Item: PickList>(
        _: Item.Type, count: Int, tagSize: Int, first: Item, last: Item
    ) throws where Item.RawValue == String {
        let ids = numberedIDs("n", count: count)
        let cases = Item.allCases
        #expect(MemoryLayout<Item>.size == tagSize)

        // CaseIterable: every case, in declaration order (the names reflection reads from the tag).
        #expect(cases.count == count)
        #expect(cases.first == first && cases.last == last)
        #expect(cases.map { String(describing: $0) } == ids)

        // RawRepresentable and Identifiable: the id, both ways; former ids read as their item.
        #expect(cases.map(\.rawValue) == ids)
        #expect(cases.map(\.id) == ids)
        #expect(ids.map { Item(rawValue: $0) } == cases.map { Optional($0) })
        #expect(Item(rawValue: "nope") == nil)
        #expect(Item(rawValue: "") == nil)
        #expect(Item(rawValue: "old_first") == first)
        #expect(Item(rawValue: "old_last") == last)

        // Equatable and Hashable: each case equals itself only, so a set holds every case.
        #expect(cases.allSatisfy { $0 == $0 })
        #expect(zip(cases, cases.dropFirst()).allSatisfy { $0 != $1 })
        #expect(count == 1 || first != last)
        let set = Set(cases)
        #expect(set.count == count)
        #expect(cases.allSatisfy(set.contains))
        #expect(ids.map { Item(rawValue: $0)?.hashValue } == cases.map(\.hashValue))

        // Codable: the id as a string; decoding also accepts the former ids.
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        #expect(try encoder.encode(cases) == encoder.encode(ids))
        #expect(try decoder.decode([Item].self, from: encoder.encode(ids)) == cases)
        #expect(String(decoding: try encoder.encode(last), as: UTF8.self) == "\"\(ids[count - 1])\"")
        #expect(try decoder.decode([Item].self, from: Data(#"["old_first","old_last"]"#.utf8)) == [first, last])
        #expect(throws: DecodingError.self) { try decoder.decode(Item.self, from: Data(#""nope""#.utf8)) }

        // The ordinal is the case tag: the position in `allCases`.
        #expect(CaseTag.ordinal(of: first) == 0)
        #expect(CaseTag.ordinal(of: last) == count - 1)
        #expect(cases.indices.allSatisfy { CaseTag.ordinal(of: cases[$0]) == $0 })
        #expect(CaseTag.item(atOrdinal: count - 1) as Item == last)

        // Selection and index paths at both ends.
        #expect(Item.indexPath(of: .item(last)).map { [$0.section, $0.row] } == [0, count - 1])
        #expect(Item.row(section: 0, row: count - 1) == .item(last))
        var selection = Item.Selection()
        #expect(selection.tap(.item(first)).rows == [.item(first)])
        #expect(selection.isChecked(.item(first)))
        if count > 1 {
            #expect(!selection.isChecked(.item(last)))
            #expect(selection.tap(section: 0, row: count - 1).rows == [.item(last)])
            #expect(selection.isChecked(.item(first)) && selection.isChecked(.item(last)))
            #expect(selection.selectedItems == [first, last])
            #expect(try encoder.encode(selection) == encoder.encode([ids[0], ids[count - 1]]))
        }
        #expect(selection.tap(.item(last)).rows == [.item(last)])
        #expect(!selection.isChecked(.item(last)))
        #expect(selection.selectedItems == (count > 1 ? [first] : []))
    }
}
