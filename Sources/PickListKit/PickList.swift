/// A pick list: an enum whose cases are the items of a selection list.
///
/// picklist generates one conforming enum per spec. The enum only *describes* the list
/// through ``definition``; every behaviour (which taps are allowed, which checkmarks move,
/// the summary text, search, persistence) lives in PickListKit and is the same for every list.
///
/// ```swift
/// public enum Colour: String, PickList {
///     case red, green
///     public static let definition = PickListDefinition<Colour>(
///         title: "Colour",
///         selection: .single,
///         titles: """
///             Red
///             Green
///             """
///     )
/// }
///
/// var selection = Colour.Selection()
/// let change = selection.tap(.item(.green))   // change.rows == [.item(.green)]
/// ```
///
/// Because the protocol carries the whole description, one generic view controller or view
/// (`PickListViewController<Item: PickList>`) can serve every generated list.
///
/// The order of `allCases` is the display order, and must equal the order of the items in
/// ``definition``'s sections.
public protocol PickList: CaseIterable, Codable, Hashable, Sendable, Identifiable,
    RawRepresentable where RawValue == String, AllCases == [Self], ID == String
{
    /// The static description of the list: titles, selection policy, sections, summary.
    ///
    /// Declare it as a `static let` so it is built once per type.
    static var definition: PickListDefinition<Self> { get }
}

extension PickList {
    /// A row of this list: the "select all" row or an item.
    public typealias Row = PickListRow<Self>

    /// The selection state of this list, applying the list's selection policy.
    public typealias Selection = PickListSelection<Self>

    /// A displayed section of this list.
    public typealias Section = PickListSection<Self>

    /// The item's stable identifier, its raw value (what a saved selection stores).
    public var id: String { rawValue }

    /// The text shown in the item's row.
    public var title: String { Self.definition.info(for: self).title }

    /// Secondary text shown under the title, if any.
    public var subtitle: String? { Self.definition.info(for: self).subtitle }

    /// Whether the item can be selected. A disabled item is shown but never selected.
    public var isEnabled: Bool { Self.definition.info(for: self).isEnabled }

    /// Extra words search matches besides the title's.
    public var keywords: [String] { Self.definition.info(for: self).keywords }

    /// The list's display title, typically the navigation title.
    public static var listTitle: String { definition.title }

    /// The displayed sections in order, each with its title and rows (the all-row included
    /// where the list has one).
    ///
    /// Use it as the table view's data source: `sections.count` sections,
    /// `sections[s].rows.count` rows in section `s`.
    public static var sections: [PickListSection<Self>] { definition.sections }

    /// The row at an index path, or `nil` when the index path is outside the list.
    public static func row(section: Int, row: Int) -> PickListRow<Self>? {
        definition.row(section: section, row: row)
    }

    /// The index path of a row, or `nil` for the all-row of a list without one.
    public static func indexPath(of row: PickListRow<Self>) -> (section: Int, row: Int)? {
        definition.indexPath(of: row)
    }

    /// Decodes an item from its id, accepting ids the item had before a rename
    /// (`renamed_from` in the spec).
    ///
    /// Throws `DecodingError.dataCorrupted` for an id that names no item; to drop unknown
    /// ids instead, decode a ``PickListSelection``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let id = try container.decode(String.self)
        guard let item = Self.definition.item(forID: id) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "\(Self.self) has no item with id '\(id)'"
                )
            )
        }
        self = item
    }
}
