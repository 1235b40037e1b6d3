import PickListKit

// Lists in the shape picklist generates them: an enum list in sections with an all-row, one
// without sections or all-row, and a runtime list with an all-row.

/// Sections, an all-row in its own leading section, a disabled item.
enum Fabric: PickList {
    case cotton, linen, wool, silk, nylon

    typealias RawValue = String

    static let definition = PickListDefinition<Fabric>(
        title: "Fabrics",
        selection: .multiple,
        allRow: PickListAllRow(title: "Any Fabric"),
        sections: [
            PickListSectionInfo(
                title: "Plant",
                ids: """
                    cotton
                    linen
                    """,
                titles: """
                    Cotton
                    Linen
                    """),
            PickListSectionInfo(
                title: "Animal",
                ids: """
                    wool
                    silk
                    """,
                titles: """
                    Wool
                    Silk
                    """),
            PickListSectionInfo(
                title: "Synthetic",
                ids: """
                    nylon
                    """,
                titles: """
                    Nylon
                    """),
        ],
        disabled: ["silk"]
    )
}

/// Single selection, no sections, no all-row.
enum Sorting: PickList {
    case name, date, size

    typealias RawValue = String

    static let definition = PickListDefinition<Sorting>(
        title: "Sort By",
        selection: .single,
        ids: """
            name
            date
            size
            """,
        titles: """
            Name
            Date
            Size
            """,
        defaultSelection: .ids(["name"])
    )
}

/// A searchable people picker whose rows come at runtime, with an "Everyone" row.
enum Recipients: RuntimePickList {
    static let definition = PickListPolicy(
        title: "Recipients",
        selection: .multiple,
        allRow: PickListAllRow(title: "Everyone")
    )
}

/// An exclusive runtime list without an all-row.
enum Assignee: RuntimePickList {
    static let definition = PickListPolicy(title: "Assignee", selection: .single)
}

/// Rows with ids `ids`, titled "Person <id>".
func people(_ ids: [Int]) -> [PickListEntry<Int>] {
    ids.map { PickListEntry(id: $0, title: "Person \($0)") }
}
