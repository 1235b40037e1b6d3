extension PickListDefinition {
    /// Describes a list without sections by its items' titles, one per line in `allCases`
    /// order; generated code calls this once per list written with `items:`.
    ///
    /// ```swift
    /// public static let definition = PickListDefinition<QuoteCategory>(
    ///     title: "Categories",
    ///     selection: .multiple,
    ///     allRow: PickListAllRow(),
    ///     titles: """
    ///         Achievement
    ///         Attitude
    ///         Brave
    ///         """,
    ///     details: [
    ///         PickListItemInfo(.brave, title: "Brave", keywords: ["courage"]),
    ///     ]
    /// )
    /// ```
    ///
    /// It is the same as one untitled section,
    /// `sections: [PickListSectionInfo(title: nil, first: <first case>, titles: titles, details: details)]`:
    /// each line of `titles` (split at line feeds only) is the title of the next case, and
    /// `details` replaces the description of the items that have more than a title (a
    /// subtitle, keywords, `isEnabled: false`, or a title holding a line feed).
    ///
    /// The parameters other than `titles` and `details` are those of
    /// ``init(title:selection:deselect:minimum:maximum:allRow:editMode:summary:sections:defaultSelection:renamed:)``.
    public convenience init(
        title: String,
        selection: PickListMode,
        deselect: Bool = false,
        minimum: Int? = nil,
        maximum: Int? = nil,
        allRow: PickListAllRow? = nil,
        editMode: Bool = false,
        summary: PickListSummaryFormat = PickListSummaryFormat(),
        titles: String,
        details: [PickListItemInfo<Item>] = [],
        defaultSelection: PickListDefault<Item> = .none,
        renamed: [String: Item] = [:]
    ) {
        guard let first = Item.allCases.first else {
            preconditionFailure("PickListDefinition<\(Item.self)>: \(Item.self) has no cases")
        }
        self.init(
            title: title,
            selection: selection,
            deselect: deselect,
            minimum: minimum,
            maximum: maximum,
            allRow: allRow,
            editMode: editMode,
            summary: summary,
            sections: [PickListSectionInfo(title: nil, first: first, titles: titles, details: details)],
            defaultSelection: defaultSelection,
            renamed: renamed
        )
    }
}
