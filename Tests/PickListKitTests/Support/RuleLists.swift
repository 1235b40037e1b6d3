// Lists with exclusive items, `order: selection`, `required` and runtime availability, for
// SelectionRulesPropertyTests: each meets the other rules (all-row positions and `while_all`,
// bounds, edit mode, disabled items) in one combination.

import PickListKit

/// Eight items, `f` and `g` exclusive, `c` disabled; all-row first, isolate.
enum ExclusiveIsolate: PickList {
    case a, b, c, d, e, f, g, h

    static let definition = PickListDefinition<ExclusiveIsolate>(
        title: "Exclusive isolate",
        selection: .multiple,
        allRow: PickListAllRow(position: .first, whileAll: .isolate),
        sections: [
            PickListSectionInfo(title: "Some", ids: ["a", "b", "c", "d"], titles: ["A", "B", "C", "D"]),
            PickListSectionInfo(title: "More", ids: ["e", "f", "g", "h"], titles: ["E", "F", "G", "H"]),
        ],
        disabled: ["c"],
        exclusive: ["f", "g"]
    )
}

/// Picks kept in selection order, one exclusive item, all-row last (exclude), 1 to 4 items.
enum OrderedExclusive: PickList {
    case a, b, c, d, e, f, g

    static let definition = PickListDefinition<OrderedExclusive>(
        title: "Ordered exclusive",
        selection: .multiple,
        minimum: 1,
        maximum: 4,
        allRow: PickListAllRow(position: .last, whileAll: .exclude),
        ids: "a\nb\nc\nd\ne\nf\ng",
        titles: "A\nB\nC\nD\nE\nF\nG",
        disabled: ["e"],
        defaultSelection: .ids(["d", "b"]),
        exclusive: ["g"],
        order: .selection
    )
}

/// Picks kept in selection order, all-row locking, edit mode, no exclusive item.
enum OrderedLock: PickList {
    case a, b, c, d, e

    static let definition = PickListDefinition<OrderedLock>(
        title: "Ordered lock",
        selection: .multiple,
        allRow: PickListAllRow(whileAll: .lock),
        editMode: true,
        summary: PickListSummaryFormat(one: "{title}", other: "{count} of {total}: {title}"),
        ids: "a\nb\nc\nd\ne",
        titles: "A\nB\nC\nD\nE",
        order: .selection
    )
}

/// An exclusive item in a list of at least two: selecting it is refused once two are chosen.
enum ExclusiveMinimumTwo: PickList {
    case a, b, c, d, noneOfThese

    static let definition = PickListDefinition<ExclusiveMinimumTwo>(
        title: "Exclusive minimum two",
        selection: .multiple,
        minimum: 2,
        maximum: 3,
        allRow: PickListAllRow(whileAll: .exclude),
        summary: PickListSummaryFormat(other: "{count} of {total}"),
        ids: "a\nb\nc\nd\nnone",
        titles: "A\nB\nC\nD\nNone",
        exclusive: ["none"]
    )
}

/// A required single list with `deselect`: valid only with an item chosen.
enum RequiredSingle: PickList {
    case a, b, c, d

    static let definition = PickListDefinition<RequiredSingle>(
        title: "Required single",
        selection: .single,
        deselect: true,
        required: true,
        ids: "a\nb\nc\nd",
        titles: "A\nB\nC\nD",
        disabled: ["d"]
    )
}

/// Seventy items (two words of bitset), `c65` and `c69` exclusive, picks in selection order,
/// all-row first (isolate).
enum WideOrderedExclusive: PickList {
    case c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69

    static let definition = PickListDefinition<WideOrderedExclusive>(
        title: "Wide ordered exclusive",
        selection: .multiple,
        allRow: PickListAllRow(position: .first, whileAll: .isolate),
        sections: wideSections(wideIDs),
        disabled: wideDisabledIDs,
        exclusive: ["c65", "c69"],
        order: .selection
    )
}

/// `default: all` on a list whose one enabled item is exclusive: the all-row selects nothing,
/// so neither does the default (fuzz-engine's first finding, in the reference model).
enum DefaultAllOnlyExclusive: PickList {
    case noneOfThese, other

    static let definition = PickListDefinition<DefaultAllOnlyExclusive>(
        title: "Default all, only an exclusive item",
        selection: .multiple,
        ids: "none\nother",
        titles: "None of these\nOther",
        disabled: ["other"],
        defaultSelection: .all,
        exclusive: ["none"]
    )
}

/// Action items and items only the app selects beside exclusive and disabled ones: `b` and `h`
/// are action rows (`b` disabled too), `c` and `d` only the app selects, `f` exclusive, `e`
/// disabled; all-row last (exclude), 1 to 5 items.
enum ActionsMultiple: PickList {
    case a, b, c, d, e, f, g, h

    static let definition = PickListDefinition<ActionsMultiple>(
        title: "Actions multiple",
        selection: .multiple,
        minimum: 1,
        maximum: 5,
        allRow: PickListAllRow(position: .last, whileAll: .exclude),
        summary: PickListSummaryFormat(other: "{count} of {total}"),
        sections: [
            PickListSectionInfo(title: "Some", ids: ["a", "b", "c", "d"], titles: ["A", "B…", "C", "D"]),
            PickListSectionInfo(title: "More", ids: ["e", "f", "g", "h"], titles: ["E", "F", "G", "H…"]),
        ],
        disabled: ["b", "e"],
        defaultSelection: .ids(["c", "a"]),
        exclusive: ["f"],
        actions: ["b", "h"],
        unselectable: ["c", "d"]
    )
}

/// An edit-mode list whose all-row locks, an action row first and a row only the app selects.
enum ActionsEditLock: PickList {
    case create, a, b, c, custom

    static let definition = PickListDefinition<ActionsEditLock>(
        title: "Actions edit lock",
        selection: .multiple,
        allRow: PickListAllRow(whileAll: .lock),
        editMode: true,
        ids: "create\na\nb\nc\ncustom",
        titles: "Create List…\nA\nB\nC\nCustom",
        order: .selection,
        actions: ["create"],
        unselectable: ["custom"]
    )
}

/// A single list with `deselect`: presets, a "Custom" preset only the app selects (the
/// default), and an "Edit…" action row.
enum ActionsSingle: PickList {
    case quiet, loud, custom, edit

    static let definition = PickListDefinition<ActionsSingle>(
        title: "Actions single",
        selection: .single,
        deselect: true,
        ids: "quiet\nloud\ncustom\nedit",
        titles: "Quiet\nLoud\nCustom\nEdit…",
        defaultSelection: .ids(["custom"]),
        actions: ["edit"],
        unselectable: ["custom"]
    )
}
