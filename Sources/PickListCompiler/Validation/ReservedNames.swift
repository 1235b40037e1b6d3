/// Names that mean something in the code picklist generates, so a list's items and types
/// cannot simply take them.
///
/// One list, so that case-name derivation, validation and the tests agree.
enum ReservedNames {
    /// The names of the members every generated list has, through `PickList`, the
    /// protocols it refines and their extensions, and the PickListKit types the generated enum
    /// body calls. A case of the same name would clash with the member (`case id` beside
    /// `var id` crashes swiftc 6.3.1; `case allCases` redeclares a requirement) or hide it (`case
    /// title` makes `X.title` the case), so an id with one of these names gets the case name
    /// `name_` (``IdentifierDerivation/caseName(for:)``) and keeps its raw value; a
    /// `swift_name` may not be one (`reserved-id`), except `none` and `some`, which an app's own
    /// enum may have (allowed with a note). GeneratedCodeTests compile a list whose ids
    /// are every one of these names (Specs/member-names.picklist.yml; a test keeps the two in
    /// step).
    static let memberNames: Set<String> = [
        // Types: associated types and typealiases of PickList and its protocols, and names
        // that follow a type after a dot.
        "ID", "RawValue", "AllCases", "Row", "Selection", "Section", "Subset", "Type", "Protocol",
        // Static members.
        "allCases", "definition", "listTitle", "sections", "row", "indexPath", "search",
        // Instance members.
        "id", "rawValue", "hashValue", "hash", "encode", "title", "subtitle", "isEnabled", "keywords", "image",
        // Members of a list with `value_type`.
        "value", "values",
        // The cases of `Optional`: `selection.selectedItem == .none` must mean no item, never
        // a `case none` of the list (swiftc reads it as the case, with only a warning).
        "none", "some",
        // PickListKit types named inside the generated enum.
        "PickListDefinition", "PickListSectionInfo", "PickListItemInfo", "PickListAllRow", "PickListSummaryFormat",
        "PickListMessages", "PickListLocalizationKeys", "PickListValues", "PickListField",
    ]

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
        "PickListSummaryFormat", "PickListMessages", "PickListSectionInfo", "PickListItemInfo", "PickListDefault",
        "PickListRow", "PickListSection", "PickListSelection", "PickListChange", "PickListLocalizationKeys",
        "PickListLocalization", "PickListLocalizer", "PickListPolicy", "RuntimePickList",
    ]
}
