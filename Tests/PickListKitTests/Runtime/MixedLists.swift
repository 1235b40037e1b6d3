import PickListKit

// Mixed lists as picklist generates them from specs with `rows: runtime` beside `items` or
// `sections`: an enum of the written items; the app's rows come from each test.

/// A theme picker: "Default" before the installed themes, selected to start with.
enum ThemeChoice: MixedPickList {
    case `default`

    static let definition = PickListDefinition<ThemeChoice>(
        title: "Theme",
        selection: .single,
        ids: "default",
        titles: "Default",
        footer: "Themes come from the theme store.",
        defaultSelection: .ids(["default"])
    )
}

/// Spaces to search: an exclusive "No space" row, an all-row, the spaces.
enum SpaceFilter: MixedPickList {
    case noSpace

    static let definition = PickListDefinition<SpaceFilter>(
        title: "Spaces",
        selection: .multiple,
        allRow: PickListAllRow(title: "All Spaces"),
        summary: PickListSummaryFormat(one: "{title}", other: "{count} spaces"),
        ids: "noSpace",
        titles: "No space",
        exclusive: ["noSpace"]
    )
}

/// Voices by language, the written rows last in a titled section of their own.
enum VoiceChoice: MixedPickList {
    case systemVoice, spokenContent

    static let writtenPosition = PickListWrittenPosition.last

    static let definition = PickListDefinition<VoiceChoice>(
        title: "Voice",
        selection: .single,
        sections: [
            PickListSectionInfo(
                title: "System", ids: ["systemVoice", "spokenContent"], titles: ["System voice", "Spoken Content"],
                footer: "Set in Settings.")
        ],
        disabled: ["spokenContent"]
    )
}

/// An article theme menu whose spec writes `sections` with one untitled section: "Default"
/// stands apart from the app's themes (a separator in the menu), not among them.
enum ArticleThemeChoice: MixedPickList {
    case `default`

    static let keepsWrittenSections = true

    static let definition = PickListDefinition<ArticleThemeChoice>(
        title: "Article Theme",
        selection: .single,
        sections: [PickListSectionInfo(title: nil, ids: ["Default"], titles: ["Default"])],
        defaultSelection: .ids(["Default"])
    )
}

/// Themes the app installed, by name.
func themes(_ names: [String]) -> [PickListEntry<String>] {
    names.map { PickListEntry(id: $0.lowercased(), title: $0) }
}

/// Written rows with every trait a row can carry: an exclusive row, an action row, a row only
/// the app selects, an indented row with an image and keywords, a disabled row.
enum TraitsChoice: MixedPickList {
    case nothing, custom, preset, child, off

    static let definition = PickListDefinition<TraitsChoice>(
        title: "Traits",
        selection: .multiple,
        ids: "nothing\ncustom\npreset\nchild\noff",
        titles: "Nothing\nCustom…\nPreset\nChild\nOff",
        details: [PickListItemInfo(.child, title: "Child", keywords: ["kid"])],
        disabled: ["off"],
        exclusive: ["nothing"],
        images: "\n\n\nsymbol folder\n",
        actions: ["custom"],
        unselectable: ["preset"],
        indents: [0, 0, 0, 1, 0]
    )
}
