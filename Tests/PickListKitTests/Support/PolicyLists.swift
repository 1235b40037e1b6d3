// Small lists for the policy combinations the example lists leave out: an all-row together
// with `max`, with `min` for each `while_all`, and with disabled items. Small, so random
// sequences reach "every item selected" often.

import PickListKit

/// A multiple-selection list of one untitled section with the items `ids`, titled with their
/// ids in capitals; the items at the positions in `disabled` are disabled.
///
/// It takes the ids rather than reading `Item.allCases`: a definition is built before the
/// list's cases can be read, because `allCases` comes from the definition.
func policyDefinition<Item: PickList>(
    _: Item.Type,
    ids: [String],
    minimum: Int? = nil,
    maximum: Int? = nil,
    allRow: PickListAllRow,
    disabled: Set<Int> = []
) -> PickListDefinition<Item> {
    PickListDefinition(
        title: "\(Item.self)",
        selection: .multiple,
        minimum: minimum,
        maximum: maximum,
        allRow: allRow,
        sections: [PickListSectionInfo(title: nil, ids: ids, titles: ids.map { $0.uppercased() })],
        disabled: disabled.sorted().map { ids[$0] }
    )
}

/// All-row first, `while_all: isolate`, at most 3 of 5: selecting all is refused.
enum CappedIsolate: PickList {
    case a, b, c, d, e

    static let definition = policyDefinition(
        CappedIsolate.self,
        ids: ["a", "b", "c", "d", "e"],
        maximum: 3,
        allRow: PickListAllRow(position: .first, whileAll: .isolate)
    )
}

/// All-row last, `while_all: exclude`, at most 4 with 4 enabled: selecting all is the maximum.
enum CappedExclude: PickList {
    case a, b, c, d, e

    static let definition = policyDefinition(
        CappedExclude.self,
        ids: ["a", "b", "c", "d", "e"],
        maximum: 4,
        allRow: PickListAllRow(position: .last, whileAll: .exclude),
        disabled: [2]
    )
}

/// All-row first, `while_all: lock`, 1…2 of 5.
enum CappedLock: PickList {
    case a, b, c, d, e

    static let definition = policyDefinition(
        CappedLock.self,
        ids: ["a", "b", "c", "d", "e"],
        minimum: 1,
        maximum: 2,
        allRow: PickListAllRow(position: .first, whileAll: .lock)
    )
}

/// All-row last, `while_all: isolate`, at least 1.
enum MinimumIsolate: PickList {
    case a, b, c, d

    static let definition = policyDefinition(
        MinimumIsolate.self,
        ids: ["a", "b", "c", "d"],
        minimum: 1,
        allRow: PickListAllRow(position: .last, whileAll: .isolate)
    )
}

/// All-row first, `while_all: exclude`, at least 2, one item disabled.
enum MinimumExclude: PickList {
    case a, b, c, d, e

    static let definition = policyDefinition(
        MinimumExclude.self,
        ids: ["a", "b", "c", "d", "e"],
        minimum: 2,
        allRow: PickListAllRow(position: .first, whileAll: .exclude),
        disabled: [4]
    )
}

/// All-row last, `while_all: lock`, at least 3, one item disabled: "all" cannot be left.
enum MinimumLock: PickList {
    case a, b, c, d, e

    static let definition = policyDefinition(
        MinimumLock.self,
        ids: ["a", "b", "c", "d", "e"],
        minimum: 3,
        allRow: PickListAllRow(position: .last, whileAll: .lock),
        disabled: [0]
    )
}

/// All-row first, `while_all: isolate`, at least 2: "all" cannot be left.
enum IsolateMinimumTwo: PickList {
    case a, b, c, d

    static let definition = policyDefinition(
        IsolateMinimumTwo.self,
        ids: ["a", "b", "c", "d"],
        minimum: 2,
        allRow: PickListAllRow(position: .first, whileAll: .isolate)
    )
}

/// All-row last, `while_all: isolate`, at least 3 of 5 enabled (six items, one disabled).
enum IsolateMinimumThree: PickList {
    case a, b, c, d, e, f

    static let definition = policyDefinition(
        IsolateMinimumThree.self,
        ids: ["a", "b", "c", "d", "e", "f"],
        minimum: 3,
        allRow: PickListAllRow(position: .last, whileAll: .isolate),
        disabled: [3]
    )
}

/// All-row first, `while_all: isolate`, two of six items disabled.
enum DisabledIsolate: PickList {
    case a, b, c, d, e, f

    static let definition = policyDefinition(
        DisabledIsolate.self,
        ids: ["a", "b", "c", "d", "e", "f"],
        allRow: PickListAllRow(position: .first, whileAll: .isolate),
        disabled: [1, 4]
    )
}

/// All-row last, `while_all: lock`, the first and last items disabled.
enum DisabledLock: PickList {
    case a, b, c, d, e

    static let definition = policyDefinition(
        DisabledLock.self,
        ids: ["a", "b", "c", "d", "e"],
        allRow: PickListAllRow(position: .last, whileAll: .lock),
        disabled: [0, 4]
    )
}
