import PickListKit

// Runtime lists as picklist generates them from `rows: runtime` specs: a caseless enum with a
// policy. The rows come from each test.

/// A Mail-style inbox: edit mode, "Delete (N)".
enum Inbox: RuntimePickList {
    static let definition = PickListPolicy(
        title: "Inbox",
        selection: .multiple,
        editMode: true,
        summary: PickListSummaryFormat(none: "No Action", one: "Delete ({count})", other: "Delete ({count})")
    )
}

/// A searchable people picker: an all-row first, search, at most a few.
enum People: RuntimePickList {
    static let definition = PickListPolicy(
        title: "Recipients",
        selection: .multiple,
        allRow: PickListAllRow(title: "Everyone"),
        summary: PickListSummaryFormat(one: "{title}", other: "{count} of {total}", all: "Everyone"),
        searchable: true
    )
}

/// An exclusive list with `deselect`.
enum Assignee: RuntimePickList {
    static let definition = PickListPolicy(title: "Assignee", selection: .single, deselect: true)
}

/// Bounds and an all-row that locks, last.
enum Bounded: RuntimePickList {
    static let definition = PickListPolicy(
        title: "Bounded", selection: .multiple, minimum: 2, maximum: 3,
        allRow: PickListAllRow(position: .last, whileAll: .lock))
}

/// Everything selected to start with.
enum Everything: RuntimePickList {
    static let definition = PickListPolicy(
        title: "Everything", selection: .multiple, allRow: PickListAllRow(whileAll: .exclude), defaultSelection: .all)
}

/// Rows with ids `ids`, titled `Row <id>`.
func entries(_ ids: [Int], disabled: Set<Int> = []) -> [PickListEntry<Int>] {
    ids.map { PickListEntry(id: $0, title: "Row \($0)", isEnabled: !disabled.contains($0)) }
}
