/// A pick list: an enum whose cases are the items of a selection list.
///
/// picklist generates one conforming enum per spec. The enum declares its cases, in display
/// order, and describes the list through ``definition``; every behaviour (which taps are
/// allowed, which checkmarks move, the summary text, search, persistence) lives in PickListKit
/// and is the same for every list.
///
/// ```swift
/// public enum Colour: PickList {
///     case red, green
///     public static let definition = PickListDefinition<Colour>(
///         title: "Colour",
///         selection: .single,
///         ids: """
///             red
///             green
///             """,
///         titles: """
///             Red
///             Green
///             """
///     )
/// }
///
/// var selection = Colour.Selection()
/// let change = selection.tap(.item(.green))   // change.rows == [.item(.green)]
/// Colour(rawValue: "green") == .green         // true: the raw value is the id
/// ```
///
/// ## Raw values
///
/// The raw value is the item's id (a `String`), unless the spec says `raw_value: value`: the
/// raw value is then the item's `value` (an `Int` or a `String`), so a setting an app kept in
/// `@AppStorage` as an `Int` stays an `Int`. Such a list declares its `RawValue` and the
/// members that read and write it over its ``PickListValues`` table; the ids still name the
/// items in a saved ``PickListSelection`` and in translation keys. Either way, reading a raw
/// value accepts what an older build stored: former ids (`renamed_from`), former values
/// (`value_aliases`), and, for a stored form that names no item, the list's `fallback` item.
///
/// Because the protocol carries the whole description, one generic view controller or view
/// (`PickListViewController<Item: PickList>`) can serve every generated list: see
/// <doc:ShowingAListInATableView> and <doc:ShowingAListInSwiftUI>.
///
/// ## Conformances
///
/// A list's `RawRepresentable` (the raw value is the item's id), `Equatable`, `Hashable`,
/// `CaseIterable`, `Codable` and `Identifiable` conformances come from this protocol's
/// extension, over the tables of ``definition``: the enum declares none of them and the
/// compiler synthesises none, so a list of 10 000 items compiles in about the time of its
/// case declarations. An item's position is read from the enum's tag, so every member is a
/// constant-time lookup. The enum must therefore be an enum without payloads whose cases are
/// declared in display order, one per item of ``definition`` — as picklist generates it;
/// building the definition checks this.
public protocol PickList: CaseIterable, Codable, Hashable, Sendable, Identifiable,
    RawRepresentable where AllCases == [Self], ID == String
{
    /// What the list stores: the item's id (`String`, the default), or its value for a list
    /// whose spec says `raw_value: value`.
    associatedtype RawValue = String

    /// The static description of the list: ids, titles, selection policy, sections, summary.
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

    /// A named subset of this list's items (`subsets` in the spec): generated code declares
    /// one static member per subset, so `Selection(subset: .poll)` shows only its items.
    public typealias Subset = PickListSubset<Self>

    /// The item's stable identifier, exactly as the spec wrote it (what a saved selection
    /// stores). It is the raw value too, unless the spec says `raw_value: value`.
    public var id: String { Self.definition.id(of: self) }

    /// The text shown in the item's row: the spec's title, or its translation for a localized
    /// list (see ``PickListLocalizer``).
    public var title: String { Self.definition.displayedTitle(of: self) }

    /// Secondary text shown under the title, if any (translated as ``title`` is).
    public var subtitle: String? { Self.definition.displayedSubtitle(of: self) }

    /// Whether the item can be selected. A disabled item is shown but never selected.
    public var isEnabled: Bool { Self.definition.info(for: self).isEnabled }

    /// Whether the item is an action row (`action: true` in the spec: "Custom…", "Add
    /// Sound…"): it chooses nothing, a tap on it returns ``PickListOutcome/action``. Draw it
    /// as a button row (no checkmark), and give it the button trait for VoiceOver.
    public var isAction: Bool { Self.definition.info(for: self).isAction }

    /// Whether a tap may select the item: `false` for an item only the app selects
    /// (`selectable: false` in the spec), which is drawn as any row but whose taps are refused
    /// (``PickListRejection/notSelectable``); ``PickListSelection/select(_:)`` selects it.
    public var isSelectable: Bool { Self.definition.info(for: self).isSelectable }

    /// Extra words search matches besides the title's.
    public var keywords: [String] { Self.definition.info(for: self).keywords }

    /// The list's display title, typically the navigation title (translated for a localized
    /// list).
    public static var listTitle: String { definition.displayedTitle }

    /// The displayed sections in order, each with its title and rows (the all-row included
    /// where the list has one); a localized list's section titles are translated.
    ///
    /// Use it as the table view's data source: `sections.count` sections,
    /// `sections[s].rows.count` rows in section `s`.
    public static var sections: [PickListSection<Self>] { definition.displayedSections }

    /// The row at an index path, or `nil` when the index path is outside the list.
    public static func row(section: Int, row: Int) -> PickListRow<Self>? {
        definition.row(section: section, row: row)
    }

    /// The index path of a row, or `nil` for the all-row of a list without one.
    public static func indexPath(of row: PickListRow<Self>) -> (section: Int, row: Int)? {
        definition.indexPath(of: row)
    }

}

// MARK: - Conformances over the definition's tables

extension PickList where RawValue == String {
    /// The item a stored id reads as: the item with that id, or that had it before a rename
    /// (`renamed_from`), otherwise the list's `fallback` item; `nil` when the id is unknown and
    /// the list has no fallback.
    ///
    /// `@AppStorage` reads a setting through this initialiser, so a renamed item keeps its
    /// stored setting.
    public init?(rawValue: String) {
        guard let item = Self.definition.item(forStoredID: rawValue) else { return nil }
        self = item
    }

    /// The item's id, exactly as the spec wrote or derived it.
    public var rawValue: String { Self.definition.id(of: self) }

    /// Decodes an item from a stored id, read as ``init(rawValue:)`` reads it (former ids,
    /// then the `fallback` item).
    ///
    /// Throws `DecodingError.dataCorrupted` for an id that names no item on a list without a
    /// fallback; to drop unknown ids instead, decode a ``PickListSelection``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let id: String
        do {
            id = try container.decode(String.self)
        } catch {
            // Data that is not a string (a number where an id was stored) reads as the fallback.
            guard let fallback = Self.definition.fallback else { throw error }
            self = fallback
            return
        }
        guard let item = Self.definition.item(forStoredID: id) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "\(Self.self) has no item with id '\(id)'"
                )
            )
        }
        self = item
    }

    /// Encodes the item as its id (a single string).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension PickList {
    /// Every item, in display order.
    public static var allCases: [Self] { definition.cases }

    /// Whether two values are the same item.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        CaseTag.ordinal(of: lhs) == CaseTag.ordinal(of: rhs)
    }

    /// Hashes the item's position in the list.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(CaseTag.ordinal(of: self))
    }
}
