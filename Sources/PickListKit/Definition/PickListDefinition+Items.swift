extension PickListDefinition {
    /// Describes a list without sections by its items' tables, one line per item in
    /// `allCases` order; generated code calls this once per list written with `items:`.
    ///
    /// ```swift
    /// public static let definition = PickListDefinition<QuoteCategory>(
    ///     title: "Categories",
    ///     selection: .multiple,
    ///     allRow: PickListAllRow(),
    ///     ids: """
    ///         achievement
    ///         attitude
    ///         brave
    ///         """,
    ///     titles: """
    ///         Achievement
    ///         Attitude
    ///         Brave
    ///         """,
    ///     keywords: """
    ///
    ///
    ///         courage
    ///         """
    /// )
    /// ```
    ///
    /// It is the same as one untitled section, `sections: [PickListSectionInfo(title: nil,
    /// ids: ids, titles: titles, subtitles: subtitles, keywords: keywords, footer: footer)]`; see
    /// ``PickListSectionInfo`` for the tables. The other parameters are those of
    /// ``init(title:selection:deselect:required:minimum:maximum:allRow:editMode:summary:messages:localization:searchable:sections:details:disabled:defaultSelection:renamed:exclusive:order:images:fallback:language:actions:unselectable:subsets:searchIn:indents:titleArguments:subtitleArguments:)``.
    public convenience init(
        title: String,
        selection: PickListMode,
        deselect: Bool = false,
        required: Bool = false,
        minimum: Int? = nil,
        maximum: Int? = nil,
        allRow: PickListAllRow? = nil,
        editMode: Bool = false,
        summary: PickListSummaryFormat = PickListSummaryFormat(),
        messages: PickListMessages = PickListMessages(),
        localization: PickListLocalizationKeys? = nil,
        searchable: Bool = false,
        ids: String,
        titles: String,
        subtitles: String? = nil,
        keywords: String? = nil,
        footer: String? = nil,
        details: [PickListItemInfo<Item>] = [],
        disabled: [String] = [],
        defaultSelection: PickListDefault = .none,
        renamed: String = "",
        exclusive: [String] = [],
        order: PickListOrder = .display,
        images: String = "",
        fallback: String? = nil,
        language: String = "en",
        actions: [String] = [],
        unselectable: [String] = [],
        subsets: KeyValuePairs<String, PickListIDList> = [:],
        searchIn: [PickListSearchField] = PickListSearchField.defaults,
        indents: [Int] = [],
        titleArguments: KeyValuePairs<String, [PickListFormatArgument]> = [:],
        subtitleArguments: KeyValuePairs<String, [PickListFormatArgument]> = [:]
    ) {
        self.init(
            title: title,
            selection: selection,
            deselect: deselect,
            required: required,
            minimum: minimum,
            maximum: maximum,
            allRow: allRow,
            editMode: editMode,
            summary: summary,
            messages: messages,
            localization: localization,
            searchable: searchable,
            sections: [PickListSectionInfo(
                title: nil, ids: ids, titles: titles, subtitles: subtitles, keywords: keywords, footer: footer)],
            details: details,
            disabled: disabled,
            defaultSelection: defaultSelection,
            renamed: renamed,
            exclusive: exclusive,
            order: order,
            images: images,
            fallback: fallback,
            language: language,
            actions: actions,
            unselectable: unselectable,
            subsets: subsets,
            searchIn: searchIn,
            indents: indents,
            titleArguments: titleArguments,
            subtitleArguments: subtitleArguments
        )
    }
}
