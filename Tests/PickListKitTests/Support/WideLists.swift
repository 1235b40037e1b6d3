// Seventy-item lists (more than one 64-bit word of selection bitset) for the property tests.
// Items c00…c69 in three sections of 20, 25 and 25 items; c05, c33 and c64 are disabled.

import PickListKit

/// The sections every wide list uses: items in `allCases` order, a few disabled.
func wideSections<Item: PickList>(_: Item.Type, titled: Bool = true) -> [PickListSectionInfo<Item>] {
    let infos = Item.allCases.enumerated().map { index, item in
        PickListItemInfo(item, title: "Item \(index)", isEnabled: ![5, 33, 64].contains(index))
    }
    guard titled else { return [PickListSectionInfo(title: nil, items: infos)] }
    return [
        PickListSectionInfo(title: "A", items: Array(infos[0..<20])),
        PickListSectionInfo(title: "B", items: Array(infos[20..<45])),
        PickListSectionInfo(title: "C", items: Array(infos[45...])),
    ]
}

/// Single selection, untitled single section.
enum WideSingle: String, PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideSingle>(
        title: "Wide single",
        selection: .single,
        sections: wideSections(WideSingle.self, titled: false)
    )
}

/// Single selection with deselect, sections.
enum WideDeselect: String, PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideDeselect>(
        title: "Wide deselect",
        selection: .single,
        deselect: true,
        sections: wideSections(WideDeselect.self)
    )
}

/// Multiple, unbounded, no all-row.
enum WidePlain: String, PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WidePlain>(
        title: "Wide plain",
        selection: .multiple,
        sections: wideSections(WidePlain.self)
    )
}

/// Multiple with bounds 2…40 and an all-row (so selecting all exceeds the maximum).
enum WideBounded: String, PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideBounded>(
        title: "Wide bounded",
        selection: .multiple,
        minimum: 2,
        maximum: 40,
        allRow: PickListAllRow(position: .last, whileAll: .exclude),
        sections: wideSections(WideBounded.self)
    )
}

/// All-row first in its own section, isolate, minimum 1.
enum WideIsolate: String, PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideIsolate>(
        title: "Wide isolate",
        selection: .multiple,
        minimum: 1,
        allRow: PickListAllRow(position: .first, whileAll: .isolate),
        sections: wideSections(WideIsolate.self)
    )
}

/// All-row last in the untitled section, exclude.
enum WideExclude: String, PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideExclude>(
        title: "Wide exclude",
        selection: .multiple,
        allRow: PickListAllRow(position: .last, whileAll: .exclude),
        sections: wideSections(WideExclude.self, titled: false)
    )
}

/// All-row last in its own section, lock, bounds 0…67 (every enabled item).
enum WideLock: String, PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideLock>(
        title: "Wide lock",
        selection: .multiple,
        minimum: 0,
        maximum: 67,
        allRow: PickListAllRow(position: .last, whileAll: .lock),
        sections: wideSections(WideLock.self)
    )
}

/// Edit mode with an all-row first (isolate) and sections.
enum WideEdit: String, PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideEdit>(
        title: "Wide edit",
        selection: .multiple,
        allRow: PickListAllRow(position: .first, whileAll: .isolate),
        editMode: true,
        sections: wideSections(WideEdit.self)
    )
}

/// All-row first in its own section, lock, minimum 1.
enum WideMinimumLock: String, PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideMinimumLock>(
        title: "Wide minimum lock",
        selection: .multiple,
        minimum: 1,
        allRow: PickListAllRow(position: .first, whileAll: .lock),
        sections: wideSections(WideMinimumLock.self)
    )
}
