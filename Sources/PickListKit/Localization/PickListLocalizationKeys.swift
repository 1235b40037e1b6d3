/// The keys under which a localized list's texts are translated, and the table holding them.
///
/// Keys are built from the list's name (its Swift type name) and ids, never from the texts
/// themselves, so correcting a title keeps its translations:
///
/// | text | key |
/// | --- | --- |
/// | list title | `Fruit.title` |
/// | item title, subtitle | `Fruit.banana.title`, `Fruit.banana.subtitle` |
/// | section title | `Fruit.section.tropical` (the section's id) |
/// | all-row title | `Fruit.all` |
/// | summary texts | `Fruit.summary.none`, `.one`, `.other`, `.all` |
/// | why a tap was refused | `Fruit.message.maximum`, `.minimum`, `.disabled`, `.locked`, `.not_editing` |
/// | what VoiceOver says beyond a title | `Fruit.accessibility.unavailable`, `.some_selected` |
///
/// `picklist strings` writes the same keys into a String Catalog or `.strings` files.
public struct PickListLocalizationKeys: Hashable, Sendable {
    /// The table a list uses when its spec names none: `PickLists` (`PickLists.xcstrings`,
    /// `PickLists.strings`).
    public static let defaultTable = "PickLists"

    /// The first component of every key: the list's name.
    public var name: String
    /// The strings table holding the translations.
    public var table: String

    /// The keys of the list `name`, in `table`.
    public init(name: String, table: String = PickListLocalizationKeys.defaultTable) {
        self.name = name
        self.table = table
    }

    /// The key of the list's title: `<Name>.title`.
    public var listTitle: String { name + ".title" }

    /// The key of the all-row's title: `<Name>.all`.
    public var allRowTitle: String { name + ".all" }

    /// The key of an item's title: `<Name>.<id>.title`.
    public func itemTitle(id: String) -> String { name + "." + id + ".title" }

    /// The key of an item's subtitle: `<Name>.<id>.subtitle`.
    public func itemSubtitle(id: String) -> String { name + "." + id + ".subtitle" }

    /// The key of a section's title: `<Name>.section.<sectionID>`.
    public func sectionTitle(id: String) -> String { name + ".section." + id }

    /// The key of a section's footer: `Fruit.section.tropical.footer`.
    public func sectionFooter(id: String) -> String { name + ".section." + id + ".footer" }

    /// The key of the footer of a list without sections: `Fruit.footer`.
    public var listFooter: String { name + ".footer" }

    /// The key of a summary text: `<Name>.summary.none`, `.one`, `.other` or `.all`.
    public func summary(_ text: PickListSummaryFormat.Text) -> String { name + ".summary." + text.rawValue }

    /// The key of the text saying why a tap was refused: `<Name>.message.maximum`, `.minimum`,
    /// `.disabled`, `.locked` or `.not_editing`.
    public func message(_ text: PickListMessages.Text) -> String { name + ".message." + text.rawValue }

    /// The key of a row's accessibility value: `<Name>.accessibility.unavailable` or
    /// `.some_selected`.
    public func accessibility(_ text: PickListAccessibilityText) -> String { name + ".accessibility." + text.rawValue }
}
