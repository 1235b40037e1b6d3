/// A named subset of a list's items (`subsets` in the spec): one Swift type serving several
/// screens, each showing only some of its items.
///
/// A selection made with a subset (``PickListSelection/init(subset:)``) shows only its items:
/// the others behave as hidden items (``PickListSelection/setHidden(_:for:)``), and showing
/// one does not bring it in.
///
/// Generated code passes the subsets to its definition, names to ids, and declares each name
/// as a static member of this type for its list, named as the spec names it (a name that is
/// not a Swift identifier derived as ids are):
///
/// ```swift
/// public enum Duration: PickList {
///     case fiveMinutes, oneHour, oneDay, oneWeek
///     public static let definition = PickListDefinition<Duration>(
///         …,
///         subsets: ["poll": ["fiveMinutes", "oneHour", "oneDay"], "mute": ["oneHour", "oneDay", "oneWeek"]]
///     )
/// }
///
/// extension PickListSubset where Item == Duration {
///     /// The durations the poll screen offers.
///     public static var poll: Self { Self("poll") }
///     public static var mute: Self { Self("mute") }
/// }
///
/// var pollDuration = Duration.Selection(subset: .poll)
/// ```
public struct PickListSubset<Item: PickList>: Hashable, Sendable {
    /// The subset's name, as the spec writes it.
    public let name: String

    /// The subset named `name` in the list's definition.
    public init(_ name: String) {
        self.name = name
    }

    /// The subset's items in display order; every item when the definition has no subset of
    /// that name.
    public var items: [Item] {
        let definition = Item.definition
        guard let members = definition.subsetOrdinals[name] else { return definition.cases }
        return members.ordinals.map { definition.cases[$0] }
    }
}
