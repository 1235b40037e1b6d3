// Small lists for the policy combinations the example lists leave out: an all-row together
// with `max`, with `min` for each `while_all`, and with disabled items. Small, so random
// sequences reach "every item selected" often.

import PickListKit

/// A multiple-selection list of one untitled section holding every case, titled with its id
/// in capitals; the items at the positions in `disabled` are disabled.
func policyDefinition<Item: PickList>(
    _: Item.Type,
    minimum: Int? = nil,
    maximum: Int? = nil,
    allRow: PickListAllRow,
    disabled: Set<Int> = []
) -> PickListDefinition<Item> {
    let infos = Item.allCases.enumerated().map { index, item in
        PickListItemInfo(item, title: item.rawValue.uppercased(), isEnabled: !disabled.contains(index))
    }
    return PickListDefinition(
        title: "\(Item.self)",
        selection: .multiple,
        minimum: minimum,
        maximum: maximum,
        allRow: allRow,
        sections: [PickListSectionInfo(title: nil, items: infos)]
    )
}

/// All-row first, `while_all: isolate`, at most 3 of 5: selecting all is refused.
enum CappedIsolate: String, PickList {
    case a, b, c, d, e

    static let definition = policyDefinition(
        CappedIsolate.self,
        maximum: 3,
        allRow: PickListAllRow(position: .first, whileAll: .isolate)
    )
}

/// All-row last, `while_all: exclude`, at most 4 with 4 enabled: selecting all is the maximum.
enum CappedExclude: String, PickList {
    case a, b, c, d, e

    static let definition = policyDefinition(
        CappedExclude.self,
        maximum: 4,
        allRow: PickListAllRow(position: .last, whileAll: .exclude),
        disabled: [2]
    )
}

/// All-row first, `while_all: lock`, 1…2 of 5.
enum CappedLock: String, PickList {
    case a, b, c, d, e

    static let definition = policyDefinition(
        CappedLock.self,
        minimum: 1,
        maximum: 2,
        allRow: PickListAllRow(position: .first, whileAll: .lock)
    )
}

/// All-row last, `while_all: isolate`, at least 1.
enum MinimumIsolate: String, PickList {
    case a, b, c, d

    static let definition = policyDefinition(
        MinimumIsolate.self,
        minimum: 1,
        allRow: PickListAllRow(position: .last, whileAll: .isolate)
    )
}

/// All-row first, `while_all: exclude`, at least 2, one item disabled.
enum MinimumExclude: String, PickList {
    case a, b, c, d, e

    static let definition = policyDefinition(
        MinimumExclude.self,
        minimum: 2,
        allRow: PickListAllRow(position: .first, whileAll: .exclude),
        disabled: [4]
    )
}

/// All-row last, `while_all: lock`, at least 3, one item disabled: "all" cannot be left.
enum MinimumLock: String, PickList {
    case a, b, c, d, e

    static let definition = policyDefinition(
        MinimumLock.self,
        minimum: 3,
        allRow: PickListAllRow(position: .last, whileAll: .lock),
        disabled: [0]
    )
}

/// All-row first, `while_all: isolate`, at least 2: "all" cannot be left.
enum IsolateMinimumTwo: String, PickList {
    case a, b, c, d

    static let definition = policyDefinition(
        IsolateMinimumTwo.self,
        minimum: 2,
        allRow: PickListAllRow(position: .first, whileAll: .isolate)
    )
}

/// All-row last, `while_all: isolate`, at least 3 of 5 enabled (six items, one disabled).
enum IsolateMinimumThree: String, PickList {
    case a, b, c, d, e, f

    static let definition = policyDefinition(
        IsolateMinimumThree.self,
        minimum: 3,
        allRow: PickListAllRow(position: .last, whileAll: .isolate),
        disabled: [3]
    )
}

/// All-row first, `while_all: isolate`, two of six items disabled.
enum DisabledIsolate: String, PickList {
    case a, b, c, d, e, f

    static let definition = policyDefinition(
        DisabledIsolate.self,
        allRow: PickListAllRow(position: .first, whileAll: .isolate),
        disabled: [1, 4]
    )
}

/// All-row last, `while_all: lock`, the first and last items disabled.
enum DisabledLock: String, PickList {
    case a, b, c, d, e

    static let definition = policyDefinition(
        DisabledLock.self,
        allRow: PickListAllRow(position: .last, whileAll: .lock),
        disabled: [0, 4]
    )
}
