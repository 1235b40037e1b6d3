import Foundation
import Testing
@testable import PickListKit

/// A pick list that is a struct rather than an enum. Its values are one byte, as a two-case
/// enum's, but every byte value is one of them: no case tag can be read from it, so building
/// its definition must stop the program rather than misread it.
struct Flavour: PickList {
    let byte: UInt8

    static let definition = PickListDefinition<Flavour>(
        title: "Flavour",
        selection: .single,
        ids: """
            vanilla
            mint
            """,
        titles: """
            Vanilla
            Mint
            """
    )
}

/// A list used to build deliberately wrong definitions.
enum Shape: PickList {
    case circle, square

    static let definition = PickListDefinition<Shape>(
        title: "Shape",
        selection: .single,
        ids: "circle\nsquare",
        titles: "Circle\nSquare"
    )
}

/// A one-case list, whose values take no memory at all.
enum Lonely: PickList {
    case only

    static let definition = PickListDefinition<Lonely>(
        title: "Lonely",
        selection: .multiple,
        allRow: PickListAllRow(),
        ids: "only",
        titles: "Only"
    )
}

@Suite struct DefinitionTests {
    @Test func enumLists_readEachOrdinalFromTheCaseTag() {
        #expect(MemoryLayout<Lonely>.size == 0)
        #expect(MemoryLayout<JobPurpose>.size == 1)
        #expect(MemoryLayout<WideLock>.size == 1)
        #expect(CaseTag.ordinal(of: Lonely.only) == 0)
        for (index, item) in JobPurpose.allCases.enumerated() {
            #expect(CaseTag.ordinal(of: item) == index)
        }
        for (index, item) in WideLock.allCases.enumerated() {
            #expect(CaseTag.ordinal(of: item) == index)
        }
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
            sections: [PickListSectionInfo(title: nil, ids: JobPurpose.definition.ids, titles: JobPurpose.definition.ids)],
            disabled: ["archived"],
            defaultSelection: .ids(["archived", "testing"])
        )
        #expect(definition.defaultOrdinals.ordinals == [2])
    }

    @Test func defaultOfSeveralIdsOnSingleList_keepsFirstInDisplayOrder() {
        let definition = PickListDefinition<JobPurpose>(
            title: "t", selection: .single,
            sections: [PickListSectionInfo(title: nil, ids: JobPurpose.definition.ids, titles: JobPurpose.definition.ids)],
            defaultSelection: .ids(["other", "design"])
        )
        #expect(definition.defaultOrdinals.ordinals == [1])
    }

    @Test func idLookups_tellCurrentFromFormerIds() {
        #expect(JobPurpose.definition.ids == ["principalExcavationActivity", "design", "testing", "archived", "other"])
        #expect(JobPurpose.definition.id(of: .other) == "other")
        #expect(JobPurpose.definition.item(forCurrentID: "testing") == .testing)
        #expect(JobPurpose.definition.item(forCurrentID: "qa") == nil)
        #expect(JobPurpose.definition.item(forID: "qa") == .testing)
    }

    // Each wrong definition below stops the program; an exit test runs it in a child process.
    #if !os(iOS) && !os(watchOS) && !os(tvOS) && !os(visionOS)
    /// What a child process wrote to standard error: the stopping message.
    private func standardError(of result: ExitTest.Result?) -> String {
        result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    }

    @Test func nonEnumList_stopsWithMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Flavour.definition
        }
        #expect(standardError(of: result).contains("Flavour is not an enum of exactly 2 cases"))
    }

    @Test func fewerIdsThanCases_stopsWithMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PickListDefinition<Shape>(title: "Shape", selection: .single, ids: "circle", titles: "C")
        }
        #expect(standardError(of: result).contains("1 items need an enum of 0 byte(s), but Shape is 1"))
    }

    @Test func moreIdsThanCases_stopsWithMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PickListDefinition<Shape>(title: "Shape", selection: .single, ids: "circle\nsquare\nsquare", titles: "C\nS\nS")
        }
        #expect(standardError(of: result).contains("Shape is not an enum of exactly 3 cases"))
    }

    @Test func repeatedId_stopsWithMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PickListDefinition<Shape>(title: "Shape", selection: .single, ids: "circle\ncircle", titles: "C\nS")
        }
        #expect(standardError(of: result).contains("items 0 and 1 have the same id 'circle'"))
    }

    @Test func titlesTableShorterThanIds_stopsWithMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PickListSectionInfo(title: nil, ids: "circle\nsquare", titles: "Circle")
        }
        #expect(standardError(of: result).contains("2 ids but 1 titles"))
    }

    @Test func multipleOnlyOptionOnSingleList_stopsWithMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PickListDefinition<Shape>(title: "Shape", selection: .single, maximum: 1, ids: "circle\nsquare", titles: "C\nS")
        }
        #expect(standardError(of: result).contains("apply to multiple-selection lists only"))
    }

    @Test func defaultOfAllOnSingleList_stopsWithMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PickListDefinition<Shape>(title: "Shape", selection: .single, ids: "circle\nsquare", titles: "C\nS", defaultSelection: .all)
        }
        #expect(standardError(of: result).contains("a default of all applies to multiple-selection lists only"))
    }

    @Test func unknownDisabledOrDefaultId_stopsWithMessage() async {
        let disabled = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PickListDefinition<Shape>(title: "Shape", selection: .single, ids: "circle\nsquare", titles: "C\nS", disabled: ["cube"])
        }
        #expect(standardError(of: disabled).contains("the disabled id 'cube' is the id of no item"))
        let defaulted = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PickListDefinition<Shape>(title: "Shape", selection: .single, ids: "circle\nsquare", titles: "C\nS", defaultSelection: .ids(["cube"]))
        }
        #expect(standardError(of: defaulted).contains("the default id 'cube' is the id of no item"))
    }

    @Test func renamedIdOfLiveItem_stopsWithMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PickListDefinition<Shape>(title: "Shape", selection: .single, ids: "circle\nsquare", titles: "C\nS", renamed: "square -> circle")
        }
        #expect(standardError(of: result).contains("renamed id 'square' is the id of a current item"))
    }

    @Test func renamedLineNotFormerArrowCurrent_toUnknownId_orListedTwice_stopsWithMessage() async {
        let malformed = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PickListDefinition<Shape>(title: "Shape", selection: .single, ids: "circle\nsquare", titles: "C\nS", renamed: "round circle")
        }
        #expect(standardError(of: malformed).contains("the renamed line 'round circle' is not 'former -> current'"))
        let unknown = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PickListDefinition<Shape>(title: "Shape", selection: .single, ids: "circle\nsquare", titles: "C\nS", renamed: "box -> cube")
        }
        #expect(standardError(of: unknown).contains("the renamed item 'cube' is the id of no item"))
        let twice = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PickListDefinition<Shape>(title: "Shape", selection: .single, ids: "circle\nsquare", titles: "C\nS", renamed: "round -> circle\nround -> square")
        }
        #expect(standardError(of: twice).contains("renamed id 'round' is listed twice"))
    }
    #endif
}

/// Every item disabled: nothing can ever be selected, and "all" is never reached.
enum Ghost: PickList {
    case boo, hush

    static let definition = PickListDefinition<Ghost>(
        title: "Ghost",
        selection: .multiple,
        allRow: PickListAllRow(),
        ids: "boo\nhush",
        titles: "Boo\nHush",
        disabled: ["boo", "hush"],
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
