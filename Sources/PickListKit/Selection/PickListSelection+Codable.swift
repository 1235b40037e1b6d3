extension PickListSelection: Codable {
    /// Encodes the selection as an array of the selected items' ids, in display order (in the
    /// order they were selected on a list with `order: selection`).
    ///
    /// The ids are written even for a list whose spec says `raw_value: value`: a saved
    /// selection names its items as the spec does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(ids)
    }

    /// Decodes a selection from an array of item ids (a single id string is accepted too).
    ///
    /// Saved state never fails to load because the list changed: former ids (`renamed_from`)
    /// map to their item, and disabled items are left out, as with ``init(_:)``. An unknown id
    /// (an item an app update removed) reads as the list's `fallback` item on a single list
    /// that has one, and is dropped otherwise; when every saved id is unknown, the selection is
    /// the spec's `default` (``init()``), while an empty saved array stays empty. Only data
    /// that is not an id array throws.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let ids: [String]
        if let array = try? container.decode([String].self) {
            ids = array
        } else {
            ids = [try container.decode(String.self)]
        }
        self.init(storedIDs: ids)
    }

    /// The selected items' ids, in the order ``selectedItems`` lists them.
    var ids: [String] {
        let definition = Item.definition
        return state.orderedMembers(definition.rules).map { definition.ids[$0] }
    }

    /// A selection read from saved ids, as ``init(from:)`` describes.
    init(storedIDs ids: [String]) {
        let definition = Item.definition
        var ordinals: [Int] = []
        ordinals.reserveCapacity(ids.count)
        for id in ids {
            if let ordinal = definition.ordinal(forID: id) {
                ordinals.append(ordinal)
            } else if definition.mode == .single, let fallback = definition.fallbackOrdinal {
                ordinals.append(fallback)
            }
        }
        if ordinals.isEmpty, !ids.isEmpty {
            self.init()
        } else {
            self.init(ordinals: ordinals, definition: definition)
        }
    }
}
