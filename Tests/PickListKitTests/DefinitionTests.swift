import Foundation
import Testing
@testable import PickListKit

/// A pick list that is a struct rather than an enum: its ordinals cannot be read from a case
/// tag, so the definition falls back to hashing.
struct Flavour: PickList {
    let rawValue: String
    init?(rawValue: String) { self.rawValue = rawValue }
    private init(_ rawValue: String) { self.rawValue = rawValue }

    static let vanilla = Flavour("vanilla")
    static let mint = Flavour("mint")
    static let allCases = [vanilla, mint]

    static let definition = PickListDefinition<Flavour>(
        title: "Flavour",
        selection: .single,
        sections: [
            PickListSectionInfo(title: nil, items: [
                PickListItemInfo(.vanilla, title: "Vanilla"),
                PickListItemInfo(.mint, title: "Mint"),
            ]),
        ]
    )
}

/// A list used to build deliberately wrong definitions.
enum Shape: String, PickList {
    case circle, square

    static let definition = PickListDefinition<Shape>(
        title: "Shape",
        selection: .single,
        sections: [PickListSectionInfo(title: nil, items: [PickListItemInfo(.circle, title: "Circle"), PickListItemInfo(.square, title: "Square")])]
    )
}

/// A one-case list, whose values take no memory at all.
enum Lonely: String, PickList {
    case only

    static let definition = PickListDefinition<Lonely>(
        title: "Lonely",
        selection: .multiple,
        allRow: PickListAllRow(),
        sections: [PickListSectionInfo(title: nil, items: [PickListItemInfo(.only, title: "Only")])]
    )
}

@Suite struct DefinitionTests {
    @Test func enumLists_readOrdinalsFromCaseTag() {
        #expect(JobPurpose.definition.caseTag == .byte)
        #expect(WideLock.definition.caseTag == .byte)
        #expect(Lonely.definition.caseTag == .singleCase)
    }

    @Test func nonEnumList_fallsBackToHashing_andBehavesTheSame() {
        #expect(Flavour.definition.caseTag == .unknown)
        var selection = Flavour.Selection()
        #expect(selection.tap(.item(.mint)).rows == [.item(.mint)])
        #expect(selection.tap(.item(.vanilla)).rows == [.item(.vanilla), .item(.mint)])
        #expect(Flavour.mint.title == "Mint")
        #expect(Flavour.indexPath(of: .item(.mint))! == (0, 1))
    }

    @Test func singleEnabledItem_isAllAndIsolateLeavesItUnchanged() {
        var selection = Lonely.Selection()
        #expect(selection.tap(.item(.only)).rows == [.all, .item(.only)])
        #expect(selection.isAll)
        #expect(selection.tap(.item(.only)) == .unchanged)
        #expect(selection.summary == "Only")
        #expect(selection.tap(.all).rows == [.all, .item(.only)])
    }

    @Test func defaultNamingDisabledItem_isIgnored() {
        let definition = PickListDefinition<JobPurpose>(
            title: "t", selection: .single,
            sections: JobPurpose.definition.items.map { PickListSectionInfo(title: nil, items: [$0]) },
            defaultSelection: .items([.archived, .testing])
        )
        #expect(definition.defaultOrdinals.ordinals == [2])
    }

    #if !os(iOS) && !os(watchOS) && !os(tvOS) && !os(visionOS)
    @Test func itemsOutOfAllCasesOrder_stopWithMessage() async {
        await #expect(processExitsWith: .failure) {
            _ = PickListDefinition<Shape>(
                title: "Shape", selection: .single,
                sections: [PickListSectionInfo(title: nil, items: [PickListItemInfo(.square, title: "S"), PickListItemInfo(.circle, title: "C")])]
            )
        }
    }

    @Test func missingItem_stopsWithMessage() async {
        await #expect(processExitsWith: .failure) {
            _ = PickListDefinition<Shape>(
                title: "Shape", selection: .single,
                sections: [PickListSectionInfo(title: nil, items: [PickListItemInfo(.circle, title: "C")])]
            )
        }
    }

    @Test func repeatedItem_stopsWithMessage() async {
        await #expect(processExitsWith: .failure) {
            _ = PickListDefinition<Shape>(
                title: "Shape", selection: .single,
                sections: [PickListSectionInfo(title: nil, items: [
                    PickListItemInfo(.circle, title: "C"), PickListItemInfo(.square, title: "S"), PickListItemInfo(.square, title: "S"),
                ])]
            )
        }
    }

    @Test func multipleOnlyOptionOnSingleList_stopsWithMessage() async {
        await #expect(processExitsWith: .failure) {
            _ = PickListDefinition<Shape>(
                title: "Shape", selection: .single, maximum: 1,
                sections: Shape.definition.items.map { PickListSectionInfo(title: nil, items: [$0]) }
            )
        }
    }

    @Test func renamedIdOfLiveItem_stopsWithMessage() async {
        await #expect(processExitsWith: .failure) {
            _ = PickListDefinition<Shape>(
                title: "Shape", selection: .single,
                sections: Shape.definition.items.map { PickListSectionInfo(title: nil, items: [$0]) },
                renamed: ["square": .circle]
            )
        }
    }
    #endif
}

/// Every item disabled: nothing can ever be selected, and "all" is never reached.
enum Ghost: String, PickList {
    case boo, hush

    static let definition = PickListDefinition<Ghost>(
        title: "Ghost",
        selection: .multiple,
        allRow: PickListAllRow(),
        sections: [PickListSectionInfo(title: nil, items: [
            PickListItemInfo(.boo, title: "Boo", isEnabled: false),
            PickListItemInfo(.hush, title: "Hush", isEnabled: false),
        ])],
        defaultSelection: .all
    )
}

@Suite struct NoEnabledItemTests {
    @Test func listWithoutEnabledItems_isNeverAll_andAllRowTapChangesNothing() {
        var selection = Ghost.Selection()
        #expect(selection.isEmpty)
        #expect(!selection.isAll)
        #expect(!selection.isChecked(.all))
        #expect(selection.tap(.all) == .unchanged)
        #expect(selection.tap(.item(.boo)) == .rejected(.disabled))
        #expect(selection.summary == "")
    }
}
