import Foundation
import Testing
import PickListKit

@Suite struct PickListTests {
    @Test func id_isRawValue() {
        #expect(JobPurpose.design.id == "design")
        #expect(Sorting.default.id == "default")
    }

    @Test func itemProperties_comeFromDefinition() {
        #expect(JobPurpose.testing.title == "Testing")
        #expect(JobPurpose.testing.subtitle == "QA and acceptance")
        #expect(JobPurpose.design.subtitle == nil)
        #expect(JobPurpose.archived.isEnabled == false)
        #expect(JobPurpose.other.isEnabled)
        #expect(JobPurpose.other.keywords == ["misc", "extra"])
        #expect(JobPurpose.listTitle == "Job Purpose")
    }

    @Test func decodingItem_acceptsCurrentAndRenamedIds() throws {
        let json = Data(#"["misc_old", "design", "qa"]"#.utf8)
        #expect(try JSONDecoder().decode([JobPurpose].self, from: json) == [.other, .design, .testing])
    }

    @Test func decodingItem_withUnknownId_throwsDataCorrupted() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([JobPurpose].self, from: Data(#"["gone"]"#.utf8))
        }
    }

    @Test func encodingItem_writesItsId() throws {
        let data = try JSONEncoder().encode([JobPurpose.other, .design])
        #expect(String(decoding: data, as: UTF8.self) == #"["other","design"]"#)
    }

    @Test func definition_itemForID_acceptsRenamedIds() {
        #expect(JobPurpose.definition.item(forID: "qa") == .testing)
        #expect(JobPurpose.definition.item(forID: "testing") == .testing)
        #expect(JobPurpose.definition.item(forID: "nope") == nil)
    }

    @Test func definition_exposesPolicy() {
        #expect(Topping.definition.mode == .multiple)
        #expect(Topping.definition.minimum == 1)
        #expect(Topping.definition.maximum == 3)
        #expect(Topping.definition.enabledCount == 5)
        #expect(Sorting.definition.deselect)
        #expect(Message.definition.isEditable)
        #expect(Channel.definition.allRow == PickListAllRow(title: "Everything", position: .first, whileAll: .lock))
    }

    @Test func genericCode_servesEveryList() {
        func rowTitles<Item: PickList>(_: Item.Type) -> [String] {
            Item.sections.flatMap(\.rows).map(\.title)
        }
        #expect(rowTitles(Fabric.self) == ["Cotton", "Linen", "Wool", "Silk", "Any Fabric"])
        #expect(rowTitles(Sorting.self) == ["Default", "Name", "Date"])
    }
}

@Suite struct SelectionDescriptionTests {
    @Test func description_listsSelectedIdsAndEditing() {
        #expect(Topping.Selection([.olives, .cheese]).description == #"["cheese", "olives"]"#)
        #expect(Message.Selection([.invoice]).description == #"["invoice"] (editing)"#)
        #expect(Sorting.Selection().description == "[]")
    }
}
