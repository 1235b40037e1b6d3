import Foundation
import Testing
import PickListKit

@Suite struct CodableTests {
    private func encode(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    private func decode<T: Decodable>(_: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    @Test func selection_encodesAsIdArrayInDisplayOrder() throws {
        #expect(try encode(Topping.Selection([.olives, .cheese])) == #"["cheese","olives"]"#)
        #expect(try encode(Sorting.Selection([])) == "[]")
        #expect(try encode(Sorting.Selection([.default])) == #"["default"]"#)
    }

    @Test func selection_roundTrips() throws {
        for items in [[], [Topping.cheese], [.ham, .olives, .anchovies]] {
            let selection = Topping.Selection(items)
            #expect(try decode(Topping.Selection.self, try encode(selection)) == selection)
        }
        let all = City.Selection(City.allCases)
        #expect(try decode(City.Selection.self, try encode(all)) == all)
    }

    @Test func decoding_dropsUnknownIds() throws {
        let selection = try decode(Topping.Selection.self, #"["ham","bacon","olives"]"#)
        #expect(selection.selectedItems == [.ham, .olives])
    }

    @Test func decoding_mapsRenamedIds() throws {
        let selection = try decode(JobPurpose.Selection.self, #"["misc_old"]"#)
        #expect(selection.selectedItems == [.other])
    }

    @Test func decoding_dropsDisabledItems() throws {
        #expect(try decode(Topping.Selection.self, #"["pineapple","ham"]"#).selectedItems == [.ham])
    }

    @Test func decoding_singleListWithSeveralIds_keepsFirstInDisplayOrder() throws {
        #expect(try decode(JobPurpose.Selection.self, #"["other","design"]"#).selectedItems == [.design])
    }

    @Test func decoding_duplicateIds_selectOnce() throws {
        let selection = try decode(Topping.Selection.self, #"["ham","ham","qa"]"#)
        #expect(selection.count == 1)
    }

    @Test func decoding_singleIdString_isAccepted() throws {
        #expect(try decode(JobPurpose.Selection.self, #""testing""#).selectedItems == [.testing])
    }

    @Test func decoding_nonIdData_throwsInsteadOfCrashing() {
        #expect(throws: DecodingError.self) { try decode(Topping.Selection.self, #"{"ham":1}"#) }
        #expect(throws: DecodingError.self) { try decode(Topping.Selection.self, "[1,2]") }
    }

    @Test func selectionInsideSavedState_decodesWithRenamesAndRemovals() throws {
        struct Settings: Codable, Equatable {
            var purpose: JobPurpose.Selection
            var toppings: Topping.Selection
        }
        let saved = #"{"purpose":["qa"],"toppings":["cheese","sausage"]}"#
        let settings = try decode(Settings.self, saved)
        #expect(settings.purpose.selectedItem == .testing)
        #expect(settings.toppings.selectedItems == [.cheese])
    }
}
