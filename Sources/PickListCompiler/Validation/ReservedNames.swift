/// Names a spec cannot use because they collide with what the generated code declares.
///
/// One list, so the rendering side and validation agree. An item id in ``itemIDs`` would
/// become an enum case that clashes with a member every generated enum has (through
/// `PickList` and its protocol extensions); a list `name` in ``typeNames`` would shadow a
/// type the generated file refers to.
enum ReservedNames {
    /// Ids that can never be enum cases of a generated list.
    static let itemIDs: Set<String> = [
        // Members of the enum itself, or of the standard protocols it conforms to.
        "allCases", "definition", "init", "self", "Self", "Type", "Protocol",
        "rawValue", "hashValue",
        // Nested types and statics that PickListKit adds to every list.
        "Row", "Selection", "listTitle", "sections",
    ]

    /// Ids reserved only for lists with `searchable: true` (which get `static func search`).
    static let searchableItemIDs: Set<String> = ["search"]

    /// Whether `id` is reserved for a list, given whether it is searchable.
    static func isReservedItemID(_ id: String, searchable: Bool) -> Bool {
        itemIDs.contains(id) || (searchable && searchableItemIDs.contains(id))
    }

    /// Type names a list cannot take: they would shadow a type the generated code uses.
    static let typeNames: Set<String> = [
        "Type", "Self", "Any", "Protocol", "Never",
        "String", "Int", "Bool", "Optional", "Array", "Dictionary", "Set",
        "Sendable", "Hashable", "Equatable", "Codable", "Decodable", "Encodable",
        "CaseIterable", "Identifiable", "RawRepresentable", "Decoder", "Encoder", "Error",
        "PickListKit", "PickList", "PickListDefinition", "PickListMode", "PickListAllRow",
        "PickListSummaryFormat", "PickListSectionInfo", "PickListItemInfo", "PickListDefault",
        "PickListRow", "PickListSection", "PickListSelection", "PickListChange",
    ]
}
