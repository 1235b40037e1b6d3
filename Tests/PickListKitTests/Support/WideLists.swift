// Seventy-item lists (more than one 64-bit word of selection bitset) for the property tests.
// Items c00…c69 in three sections of 20, 25 and 25 items; c05, c33 and c64 are disabled.

import PickListKit

/// The ids of the wide lists' items, c00 … c69: their case names.
let wideIDs = numberedIDs("c", count: 70)

/// The ids of the wide lists' disabled items.
let wideDisabledIDs = ["c05", "c33", "c64"]

/// The wide lists' subsets: `even` (c00, c02, … across every section) and `firstHalf`
/// (c00 … c34: the first two sections and part of the third left out whole).
let wideSubsets: KeyValuePairs<String, PickListIDList> = [
    "even": PickListIDList(stride(from: 0, to: wideIDs.count, by: 2).map { wideIDs[$0] }),
    "firstHalf": PickListIDList(Array(wideIDs.prefix(35))),
]

/// The ids `prefix` followed by 0 ..< `count`, zero-padded to the width of the last number
/// (c00 … c69): the case names of a numbered list, computed rather than written out.
func numberedIDs(_ prefix: String, count: Int) -> [String] {
    let width = String(count - 1).count
    return (0..<count).map { number in
        let digits = String(number)
        return prefix + String(repeating: "0", count: width - digits.count) + digits
    }
}

/// The sections every wide list uses: the items `ids` titled "Item n", in three sections of
/// 20, 25 and the remaining items, or in one untitled section.
func wideSections(_ ids: [String], titled: Bool = true) -> [PickListSectionInfo] {
    let titles = ids.indices.map { "Item \($0)" }
    guard titled else { return [PickListSectionInfo(title: nil, ids: ids, titles: titles)] }
    return [("A", 0..<20), ("B", 20..<45), ("C", 45..<ids.count)].map { title, range in
        PickListSectionInfo(title: title, ids: Array(ids[range]), titles: Array(titles[range]))
    }
}

/// Single selection, untitled single section.
enum WideSingle: PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideSingle>(
        title: "Wide single",
        selection: .single,
        sections: wideSections(wideIDs, titled: false),
        disabled: wideDisabledIDs,
        subsets: wideSubsets
    )
}

/// Single selection with deselect, sections.
enum WideDeselect: PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideDeselect>(
        title: "Wide deselect",
        selection: .single,
        deselect: true,
        sections: wideSections(wideIDs),
        disabled: wideDisabledIDs,
        subsets: wideSubsets
    )
}

/// Multiple, unbounded, no all-row.
enum WidePlain: PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WidePlain>(
        title: "Wide plain",
        selection: .multiple,
        sections: wideSections(wideIDs),
        disabled: wideDisabledIDs,
        subsets: wideSubsets
    )
}

/// Multiple with bounds 2…40 and an all-row (so selecting all exceeds the maximum).
enum WideBounded: PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideBounded>(
        title: "Wide bounded",
        selection: .multiple,
        minimum: 2,
        maximum: 40,
        allRow: PickListAllRow(position: .last, whileAll: .exclude),
        sections: wideSections(wideIDs),
        disabled: wideDisabledIDs,
        subsets: wideSubsets
    )
}

/// All-row first in its own section, isolate, minimum 1.
enum WideIsolate: PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideIsolate>(
        title: "Wide isolate",
        selection: .multiple,
        minimum: 1,
        allRow: PickListAllRow(position: .first, whileAll: .isolate),
        sections: wideSections(wideIDs),
        disabled: wideDisabledIDs,
        subsets: wideSubsets
    )
}

/// All-row last in the untitled section, exclude.
enum WideExclude: PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideExclude>(
        title: "Wide exclude",
        selection: .multiple,
        allRow: PickListAllRow(position: .last, whileAll: .exclude),
        sections: wideSections(wideIDs, titled: false),
        disabled: wideDisabledIDs,
        subsets: wideSubsets
    )
}

/// All-row last in its own section, lock, bounds 0…67 (every enabled item).
enum WideLock: PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideLock>(
        title: "Wide lock",
        selection: .multiple,
        minimum: 0,
        maximum: 67,
        allRow: PickListAllRow(position: .last, whileAll: .lock),
        sections: wideSections(wideIDs),
        disabled: wideDisabledIDs,
        subsets: wideSubsets
    )
}

/// Edit mode with an all-row first (isolate) and sections.
enum WideEdit: PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideEdit>(
        title: "Wide edit",
        selection: .multiple,
        allRow: PickListAllRow(position: .first, whileAll: .isolate),
        editMode: true,
        sections: wideSections(wideIDs),
        disabled: wideDisabledIDs,
        subsets: wideSubsets
    )
}

/// All-row first in its own section, lock, minimum 1.
enum WideMinimumLock: PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideMinimumLock>(
        title: "Wide minimum lock",
        selection: .multiple,
        minimum: 1,
        allRow: PickListAllRow(position: .first, whileAll: .lock),
        sections: wideSections(wideIDs),
        disabled: wideDisabledIDs,
        subsets: wideSubsets
    )
}

/// A Select All button instead of the all-row (`all: {row: false}`), exclude, in titled
/// sections.
enum WideButtonExclude: PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideButtonExclude>(
        title: "Wide button exclude",
        selection: .multiple,
        allRow: PickListAllRow(whileAll: .exclude, showsRow: false),
        sections: wideSections(wideIDs),
        disabled: wideDisabledIDs,
        subsets: wideSubsets
    )
}

/// A Select All button, lock, minimum 1, in one untitled section.
enum WideButtonLock: PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideButtonLock>(
        title: "Wide button lock",
        selection: .multiple,
        minimum: 1,
        allRow: PickListAllRow(title: "Select Every Row", deselectTitle: "Clear", whileAll: .lock, showsRow: false),
        sections: wideSections(wideIDs, titled: false),
        disabled: wideDisabledIDs,
        subsets: wideSubsets
    )
}
