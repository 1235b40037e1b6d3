import PickListKit

/// An enum list whose definition the engine target makes anew for each input: the cases are
/// fixed (a generated list's are), while the rules, sections, titles, disabled and exclusive
/// items are drawn from the input, so one type meets every combination of the rules.
///
/// The fuzzer runs one input at a time on one thread: ``current`` is set before an input's
/// selection is made and stays until the next input.
protocol FuzzEnumList: PickList {
    /// The definition of the input being run.
    static var current: PickListDefinition<Self>? { get set }
}

extension FuzzEnumList {
    static var definition: PickListDefinition<Self> {
        guard let current else { preconditionFailure("\(Self.self): no definition made for this input") }
        return current
    }
}

/// A list of one item.
enum FuzzSolo: FuzzEnumList {
    case a
    nonisolated(unsafe) static var current: PickListDefinition<FuzzSolo>?
}

/// A list of three items.
enum FuzzTrio: FuzzEnumList {
    case a, b, c
    nonisolated(unsafe) static var current: PickListDefinition<FuzzTrio>?
}

/// A list of nine items: more than a byte of ordinals' worth of rows in one word, sections
/// of every shape.
enum FuzzNonet: FuzzEnumList {
    case a, b, c, d, e, f, g, h, i
    nonisolated(unsafe) static var current: PickListDefinition<FuzzNonet>?
}
