/// Names a spec cannot use because they collide with what the generated code declares.
///
/// One list, so the rendering side and validation agree. An item id in ``itemIDs`` would
/// become an enum case that clashes with a member every generated enum has (through
/// `PickList` and its protocol extensions); a list `name` in ``typeNames`` would shadow a
/// type the generated file refers to.
enum ReservedNames {
    /// Ids that can never be enum cases of a generated list.
    ///
    /// Found by compiling (Swift 6.3.1): these either do not compile (`allCases`, `definition`
    /// and the associated types `AllCases`, `RawValue`, `ID` redeclare a member), crash the
    /// compiler (`id`: with `case id` beside `PickList`'s `var id`, type-checking `x.id` in
    /// another file of the module dies with signal 11), or compile but cannot be named
    /// (`X.Type`, `X.Protocol`, `X.Row`, `X.Selection`, `X.Section` name a type, `X.listTitle`
    /// and `X.sections` are ambiguous with the static properties). The PickListKit types the
    /// generated code calls (``kitTypeItemIDs``) are reserved too. Ids such as `self`, `init`,
    /// `rawValue`, `hashValue`, `title`, `subtitle`, `isEnabled`, `keywords` or `search`
    /// compile and work as cases, also when used from another file (checked the same way;
    /// GeneratedCodeTests/TrickyNameTests), so they are allowed.
    static let itemIDs = Set([
        "allCases", "definition", "AllCases", "RawValue", "ID", "id",
        "Type", "Protocol", "Row", "Selection", "Section",
        "listTitle", "sections",
    ]).union(kitTypeItemIDs)

    /// The PickListKit types the swift template calls inside the generated enum
    /// (`PickListDefinition<X>(…)`, `PickListAllRow(…)`, …): a case of the same name hides the
    /// type there, and the output does not compile. (Types named only in a conformance or a
    /// signature, such as `PickList` or `String`, are looked up as types and are not hidden.)
    static let kitTypeItemIDs: Set<String> = [
        "PickListDefinition", "PickListSectionInfo", "PickListItemInfo", "PickListAllRow", "PickListSummaryFormat",
    ]

    /// Ids reserved only for lists with `searchable: true`: none, since `case search` and
    /// `static func search(_:)` coexist (the call has an argument, the case has none).
    static let searchableItemIDs: Set<String> = []

    /// Whether `id` is reserved for a list, given whether it is searchable.
    static func isReservedItemID(_ id: String, searchable: Bool) -> Bool {
        itemIDs.contains(id) || (searchable && searchableItemIDs.contains(id))
    }

    /// Whether a list named `name` would shadow a type (or be a keyword) the generated code uses.
    static func shadows(typeName name: String) -> Bool {
        typeNames.contains(name) || SwiftKeywords.needingBackticks.contains(name)
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
