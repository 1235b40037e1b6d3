/// The id of a row of a mixed list (``MixedPickList``): a written item, or a row the app
/// supplied.
///
/// The two kinds of id never meet: a written row is `.item(Theme.default)`, an app row
/// `.entry(themeID)`, so an app whose own data has an id `"default"` still has two rows. A
/// saved selection keeps them apart the same way: an array of these encodes each id as a
/// one-key object, `{"item":"default"}` or `{"entry":"ocean"}`, the written item by its id
/// (read back through former ids and the list's `fallback`, as ``PickList`` items are).
@frozen
public enum PickListMixedID<Item: MixedPickList, EntryID: Hashable & Sendable>: Hashable, Sendable {
    /// A written item's row.
    case item(Item)
    /// The row of the app's entry with this id.
    case entry(EntryID)

    /// The written item; `nil` for an app row.
    public var item: Item? {
        if case .item(let item) = self { item } else { nil }
    }

    /// The app's id; `nil` for a written row.
    public var entryID: EntryID? {
        if case .entry(let id) = self { id } else { nil }
    }
}

extension PickListMixedID: CustomStringConvertible {
    /// The written item's id, or the app's id as `String(describing:)` writes it: what the
    /// summary names a selected row by when the list has not loaded it.
    public var description: String {
        switch self {
        case .item(let item): item.id
        case .entry(let id): String(describing: id)
        }
    }
}

extension PickListMixedID: Codable where EntryID: Codable {
    private enum CodingKeys: String, CodingKey {
        case item, entry
    }

    /// Decodes `{"item": ID}` (a written item, read as ``PickList/init(rawValue:)`` reads a
    /// stored id) or `{"entry": …}` (the app's id). Throws for anything else, and for a written
    /// id that names no item on a list without a `fallback`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.item) {
            let id = try container.decode(String.self, forKey: .item)
            guard let item = Item.definition.item(forStoredID: id) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .item, in: container, debugDescription: "\(Item.self) has no item with id '\(id)'")
            }
            self = .item(item)
        } else {
            self = .entry(try container.decode(EntryID.self, forKey: .entry))
        }
    }

    /// Encodes the id as a one-key object: `{"item": "default"}` or `{"entry": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .item(let item): try container.encode(item.id, forKey: .item)
        case .entry(let id): try container.encode(id, forKey: .entry)
        }
    }
}

/// What ``PickListRows`` needs to know of a mixed list's ids (``PickListMixedID`` is the one
/// conforming type): the written items' enum and the app's id type.
public protocol PickListMixedIdentifier: Hashable, Sendable {
    /// The enum of the written items.
    associatedtype Item: MixedPickList
    /// The type of the ids of the rows the app supplies.
    associatedtype EntryID: Hashable & Sendable
    /// The id of a written item's row.
    static func item(_ item: Item) -> Self
    /// The id of an app row.
    static func entry(_ id: EntryID) -> Self
    /// The written item; `nil` for an app row.
    var item: Item? { get }
    /// The app's id; `nil` for a written row.
    var entryID: EntryID? { get }
}

extension PickListMixedID: PickListMixedIdentifier {}

extension PickListEntryRow where ID: PickListMixedIdentifier {
    /// The row of a written item: `themes.tap(.item(.default))`.
    public static func item(_ item: ID.Item) -> Self { .entry(.item(item)) }

    /// The row of the app's entry with an id: `themes.tap(.entry(theme.id))`, as in a list
    /// whose rows all come from the app.
    public static func entry(_ id: ID.EntryID) -> Self { .entry(.entry(id)) }

    /// The written item of the row; `nil` for an app row and the all-row.
    public var item: ID.Item? { id?.item }

    /// The app's id of the row; `nil` for a written row and the all-row.
    public var entryID: ID.EntryID? { id?.entryID }
}
