/// A pick list with written rows and rows the app supplies (`rows: runtime` beside `items` or
/// `sections` in the spec): a "Default" theme before the installed themes, "All Servers" before
/// the servers, "No space" before the spaces.
///
/// The generated enum holds the written items, as a ``PickList`` does (their ids, translated
/// texts, symbols, values, `exclusive`), and the list's behaviour in its ``PickList/definition``.
/// Its ``Rows`` hold the written rows and the app's rows under one selection, by the same rules
/// and engine as every other list (``PickListRows``):
///
/// ```swift
/// public enum Theme: MixedPickList {
///     case `default`
///     public static let definition = PickListDefinition<Theme>(
///         title: "Theme", selection: .single, ids: "default", titles: "Default",
///         defaultSelection: .ids(["default"]))
/// }
///
/// var themes = Theme.Rows(installed.map { PickListEntry(id: $0.id, title: $0.name) })
/// themes.sections[0].rows                   // [.item(.default), .entry("ocean"), .entry("dusk")]
/// themes.tap(.entry("ocean"))               // "Default" leaves, "Ocean" is selected
/// themes.selectedIDs                        // [.entry("ocean")]
/// themes.update(reinstalled)                // "Default" stays whatever the app's rows are
/// ```
///
/// A row's id is a ``PickListMixedID``: `.item(Theme.default)` or `.entry(themeID)`, so a
/// written id never clashes with one of the app's. ``writtenPosition`` places the written rows
/// before the app's (the default) or after them.
public protocol MixedPickList: PickList {
    /// Where the written rows are shown: ``PickListWrittenPosition/first`` (the default) or
    /// ``PickListWrittenPosition/last`` (`written: last` in the spec).
    static var writtenPosition: PickListWrittenPosition { get }

    /// Whether the written rows keep sections of their own whatever sections the app gives
    /// (`true`: the spec writes `sections`, even one without a title, as a separator after
    /// "Default"); `false` (the spec writes `items`): they join the app's rows given without
    /// sections.
    static var keepsWrittenSections: Bool { get }
}

extension MixedPickList {
    /// The written rows come first unless the spec says `written: last`.
    public static var writtenPosition: PickListWrittenPosition { .unspecified }

    /// The written rows are the spec's `items` unless it says `sections`.
    public static var keepsWrittenSections: Bool { false }

    /// The rows of this list, written and the app's, and their selection; the app's rows have
    /// ids of type `ID`.
    public typealias Rows<ID: Hashable & Sendable> = PickListRows<PickListMixed<Self>, PickListMixedID<Self, ID>>

    /// The id of a row of this list, written (`.item(.default)`) or the app's (`.entry(id)`),
    /// the app's ids of type `ID`: what ``Rows``' `selectedIDs` holds and a saved selection
    /// decodes (`[ThemePicker.RowID<String>]`).
    public typealias RowID<ID: Hashable & Sendable> = PickListMixedID<Self, ID>
}

/// The behaviour of a mixed list's rows: the ``RuntimePickList`` that ``MixedPickList/Rows``
/// names, whose ``definition`` is the written list's policy. Apps never name it.
public enum PickListMixed<Item: MixedPickList>: RuntimePickList {
    /// The mixed list's policy: `Item.definition.policy`.
    public static var definition: PickListPolicy { Item.definition.policy }
}
