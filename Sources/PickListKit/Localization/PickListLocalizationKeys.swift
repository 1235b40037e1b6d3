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
/// | select-all button's title while all are selected | `Fruit.all.deselect` |
/// | summary texts | `Fruit.summary.none`, `.one`, `.other`, `.all` |
/// | why a tap was refused | `Fruit.message.maximum`, `.minimum`, `.disabled`, `.locked`, `.not_editing` |
/// | what VoiceOver says beyond a title | `Fruit.accessibility.unavailable`, `.some_selected` |
///
/// `picklist strings` writes the same keys into a String Catalog or `.strings` files.
///
/// An app that already has its texts translated keeps its own keys: a spec's `title_key`,
/// `subtitle_key` and `footer_key` name the key of one text (``appKeys``), and
/// `localization: {keys: text}` makes each text its own key (``Style/text``), as SwiftUI's
/// `Text("Light")` does. ``key(for:text:)`` gives the key a text is asked for under:
///
/// ```swift
/// let keys = PickListLocalizationKeys(name: "Appearance", table: "Localizable", appKeys: """
///     Appearance.light.title\tScene.Settings.Appearance.Light
///     """)
/// keys.key(for: keys.itemTitle(id: "light"), text: "Light")   // "Scene.Settings.Appearance.Light"
/// keys.key(for: keys.itemTitle(id: "dark"), text: "Dark")     // "Appearance.dark.title"
/// ```
public struct PickListLocalizationKeys: Hashable, Sendable {
    /// How the keys of texts without a key of the app's own are made (`localization.keys` in
    /// the spec).
    ///
    /// Its cases are all there will be (`@frozen`): code built against a prebuilt PickListKit
    /// (library evolution) may switch over them without `@unknown default`.
    @frozen
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Keys built from the list's name and ids (`Fruit.banana.title`): correcting a text
        /// keeps its translations.
        case stable
        /// The development-language text is its own key (`Banana`), as English-keyed
        /// `NSLocalizedString` and SwiftUI's `Text("…")` do.
        case text
    }

    /// The table a list uses when its spec names none: `PickLists` (`PickLists.xcstrings`,
    /// `PickLists.strings`).
    public static let defaultTable = "PickLists"

    /// The first component of every key: the list's name.
    public var name: String
    /// The strings table holding the translations.
    public var table: String

    /// How a text without a key of the app's own is keyed.
    public var style: Style
    /// The app's own keys (`title_key`, `subtitle_key`, `footer_key` in the spec), by the
    /// stable key of the text each replaces: `Fruit.banana.title` → `enum.fruit.banana`.
    public var appKeys: [String: String]

    /// The keys of the list `name`, in `table`.
    ///
    /// - Parameters:
    ///   - name: The list's name, the first component of its stable keys.
    ///   - table: The strings table holding the translations.
    ///   - keys: How texts without a key of the app's own are keyed.
    ///   - appKeys: The app's own keys, one line per text: the stable key, a tab (`\t`), then
    ///     the app's key. Keys hold no line feed or tab.
    public init(
        name: String, table: String = PickListLocalizationKeys.defaultTable, keys: Style = .stable, appKeys: String = ""
    ) {
        self.name = name
        self.table = table
        self.style = keys
        var byStableKey: [String: String] = [:]
        for line in PickListSectionInfo.lines(of: appKeys) where !line.isEmpty {
            let fields = PickListSectionInfo.fields(of: line)
            precondition(fields.count == 2, "PickListLocalizationKeys '\(name)': the app key line '\(line)' is not 'stable key<tab>app key'")
            precondition(byStableKey.updateValue(fields[1], forKey: fields[0]) == nil, "PickListLocalizationKeys '\(name)': two app keys for '\(fields[0])'")
        }
        self.appKeys = byStableKey
    }

    /// The key the text `text`, whose stable key is `stableKey`, is translated under: the
    /// app's own key for it (``appKeys``), else `text` itself when the list is keyed by its
    /// texts (``Style/text``), else `stableKey`.
    ///
    /// ```swift
    /// keys.key(for: keys.listTitle, text: "Appearance")
    /// ```
    public func key(for stableKey: String, text: String) -> String {
        if !appKeys.isEmpty, let appKey = appKeys[stableKey] { return appKey }
        return style == .text ? text : stableKey
    }

    /// The key of the list's title: `<Name>.title`.
    public var listTitle: String { name + ".title" }

    /// The key of the all-row's title: `<Name>.all`.
    public var allRowTitle: String { name + ".all" }

    /// The key of the select-all button's title while every item is selected:
    /// `<Name>.all.deselect` (`all: {row: false}`).
    public var allDeselectTitle: String { name + ".all.deselect" }

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
