extension PickListSelection: Codable {
    /// Encodes the selection as an array of the selected items' ids, in display order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(selectedItems.map(\.rawValue))
    }

    /// Decodes a selection from an array of item ids (a single id string is accepted too).
    ///
    /// Saved state never fails to load because the list changed: unknown ids (an item an app
    /// update removed) are dropped, former ids (`renamed_from`) map to their item, and
    /// disabled items are left out, as with ``init(_:)``. Only data that is not an id array
    /// throws.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let ids: [String]
        if let array = try? container.decode([String].self) {
            ids = array
        } else {
            ids = [try container.decode(String.self)]
        }
        let definition = Item.definition
        self.init(ordinals: ids.compactMap { definition.ordinal(forID: $0) }, definition: definition)
    }
}
