/// The "select all" row of a multiple-selection list (`all:` in the spec).
///
/// The initialiser's defaults are the all-row's defaults for picklist too: generated code
/// passes only what its spec writes (`PickListAllRow(title: "Everything")`), so the tool and
/// the runtime can never disagree about them.
public struct PickListAllRow: Hashable, Sendable {
    /// Where the all-row is shown.
    ///
    /// Its cases are all there will be (`@frozen`): code built against a prebuilt PickListKit
    /// (library evolution) may switch over them without `@unknown default`.
    @frozen
    public enum Position: String, Hashable, Sendable, CaseIterable {
        /// Before the items (in its own leading section when the list has sections).
        case first
        /// After the items (in its own trailing section when the list has sections).
        case last
    }

    /// What tapping an item does while every enabled item is selected (`while_all`).
    ///
    /// Its cases are all there will be (`@frozen`): code built against a prebuilt PickListKit
    /// (library evolution) may switch over them without `@unknown default`.
    @frozen
    public enum WhileAll: String, Hashable, Sendable, CaseIterable {
        /// Keep only the tapped item selected.
        case isolate
        /// Deselect just the tapped item.
        case exclude
        /// Ignore the tap (rejected with ``PickListRejection/locked``); only the all-row
        /// can clear the selection.
        case lock
    }

    /// The all-row's title.
    public var title: String
    /// Where the all-row is shown.
    public var position: Position
    /// What tapping an item does while every enabled item is selected.
    public var whileAll: WhileAll

    /// Creates an all-row description; the defaults match the spec's `all: true`.
    public init(title: String = "All", position: Position = .first, whileAll: WhileAll = .isolate) {
        self.title = title
        self.position = position
        self.whileAll = whileAll
    }
}
