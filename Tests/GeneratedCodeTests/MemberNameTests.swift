import Foundation
import PickListKit
import Testing

/// MemberName (Specs/member-names.picklist.yml) has an item for every name a generated list
/// already uses (`id`, `ID`, `allCases`, `rawValue`, `title` …): each becomes the case `name_`,
/// and its raw value, its Codable form and its former ids are the spec's, exactly.
@Suite("Ids named like members keep their raw values")
struct MemberNameTests {
    static let memberIDs = [
        "ID", "RawValue", "AllCases", "Row", "Selection", "Section", "Subset", "Type", "Protocol",
        "allCases", "definition", "listTitle", "sections", "row", "indexPath", "search",
        "id", "rawValue", "hashValue", "hash", "encode", "title", "subtitle", "isEnabled", "keywords", "image",
        "value", "values",
        "none", "some",
        "PickListDefinition", "PickListSectionInfo", "PickListItemInfo", "PickListAllRow", "PickListSummaryFormat",
        "PickListMessages", "PickListLocalizationKeys", "PickListValues", "PickListField",
    ]

    /// Every word Swift needs backticks for, as written in the spec.
    static let keywordIDs = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    @Test func everyId_isItsRawValue_andRoundTrips() throws {
        #expect(MemberName.allCases.map(\.rawValue) == Self.memberIDs + Self.keywordIDs + ["3d", "id_"])
        for item in MemberName.allCases {
            #expect(MemberName(rawValue: item.rawValue) == item)
            let json = try JSONEncoder().encode(item)
            #expect(String(decoding: json, as: UTF8.self) == "\"\(item.rawValue)\"")
            #expect(try JSONDecoder().decode(MemberName.self, from: json) == item)
        }
    }

    @Test func escapedCases_nameTheirItems_andTheMembersStillWork() {
        #expect(MemberName.ID_.rawValue == "ID")
        #expect(MemberName.id_.id == "id")
        #expect(MemberName.allCases_.title == "allCases item")
        #expect(MemberName.allCases.count == Self.memberIDs.count + 53 + 2)
        #expect(MemberName.none_.rawValue == "none" && MemberName.image_.image == nil)
        #expect(MemberName.rawValue_.rawValue == "rawValue")
        #expect(MemberName.title_.title == "title item")
        #expect(MemberName.Type_.rawValue == "Type")
        #expect(MemberName.PickListDefinition_.rawValue == "PickListDefinition")
        #expect(MemberName.`self`.rawValue == "self")
        #expect(MemberName.`Self`.rawValue == "Self")
        #expect(MemberName(rawValue: "func") == .`func`)
        #expect(MemberName.search("keywords") == [.keywords_])
        #expect(MemberName.`default`.rawValue == "default")
        #expect(MemberName._3d.rawValue == "3d")
        // `swift_name` names the case of the id `id_`, which would otherwise be `id`'s case name.
        #expect(MemberName.plainID.rawValue == "id_")
        #expect(MemberName(rawValue: "id_") == .plainID)
    }

    @Test func formerIds_andDefaults_useTheIds() throws {
        #expect(MemberName.Selection().selectedItems == [.ID_, .id_])
        let decoded = try JSONDecoder().decode(MemberName.Selection.self, from: Data(#"["everything", "identifier", "hash"]"#.utf8))
        #expect(decoded.selectedItems == [.allCases_, .id_, .hash_])
        #expect(MemberName(rawValue: "everything") == .allCases_)
        #expect(try JSONDecoder().decode(MemberName.self, from: Data(#""everything""#.utf8)) == .allCases_)
    }

    /// A switch over every case compiles (the enum is exhaustive like any other).
    @Test func anExhaustiveSwitch_compiles() {
        func kind(_ item: MemberName) -> String {
            switch item {
            case .ID_, .RawValue_, .AllCases_, .Row_, .Selection_, .Section_, .Subset_, .Type_, .Protocol_: "type"
            case .allCases_, .definition_, .listTitle_, .sections_, .row_, .indexPath_, .search_: "static"
            case .id_, .rawValue_, .hashValue_, .hash_, .encode_, .title_, .subtitle_, .isEnabled_, .keywords_, .image_: "instance"
            case .value_, .values_: "values"
            case .none_, .some_: "optional"
            case .PickListDefinition_, .PickListSectionInfo_, .PickListItemInfo_, .PickListAllRow_, .PickListSummaryFormat_,
                 .PickListMessages_, .PickListLocalizationKeys_, .PickListValues_, .PickListField_:
                "kit"
            case ._3d, .plainID: "other"
            case .`associatedtype`, .`class`, .`deinit`, .`enum`, .`extension`, .`fileprivate`, .`func`, .`import`,
                 .`init`, .`inout`, .`internal`, .`let`, .`operator`, .`private`, .`precedencegroup`, .`protocol`,
                 .`public`, .`rethrows`, .`static`, .`struct`, .`subscript`, .`typealias`, .`var`, .`break`,
                 .`case`, .`catch`, .`continue`, .`default`, .`defer`, .`do`, .`else`, .`fallthrough`,
                 .`for`, .`guard`, .`if`, .`in`, .`repeat`, .`return`, .`throw`, .`switch`,
                 .`where`, .`while`, .`Any`, .`as`, .`false`, .`is`, .`nil`, .`self`,
                 .`Self`, .`super`, .`throws`, .`true`, .`try`:
                "keyword"
            }
        }
        #expect(MemberName.allCases.map(kind).filter { $0 == "instance" }.count == 10)
        #expect(MemberName.allCases.map(kind).filter { $0 == "optional" }.count == 2)
    }
}
