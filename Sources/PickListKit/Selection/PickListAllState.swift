/// How many of a list's enabled rows are selected, as a "select all" checkbox shows it: none,
/// some (a mixed, partly checked box) or all.
///
/// The state of every web grid's header checkbox, of macOS's mixed-state checkbox and of the
/// WAI-ARIA tri-state checkbox (`aria-checked="mixed"`): draw the all-row or a header box from
/// it, and give it as the all-row's accessibility value.
///
/// ```swift
/// switch selection.allState {
/// case .none: checkbox.state = .off
/// case .some: checkbox.state = .mixed
/// case .all: checkbox.state = .on
/// }
/// ```
public enum PickListAllState: Hashable, Sendable, CaseIterable {
    /// No row is selected (also a list without enabled rows).
    case none
    /// Some enabled rows are selected, not all.
    case some
    /// Every enabled row is selected: what `isAll` says.
    case all
}

extension PickListAllState {
    /// The state of a selection that is empty or not, and holds every enabled row or not (its
    /// `isAll`): the one rule behind `allState` of both kinds of list.
    @inlinable
    public init(isEmpty: Bool, isAll: Bool) {
        self = isEmpty ? .none : isAll ? .all : .some
    }
}
