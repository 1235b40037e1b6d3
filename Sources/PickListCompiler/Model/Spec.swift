package import PickListKit

/// One validated selection list: the typed form of one YAML document of a spec file.
///
/// Everything here is resolved (ids derived and escaped, the `items:` form normalised into one
/// untitled section; a `rows: runtime` list has no sections, see ``rows``) except what PickListKit has defaults for: the all-row, the summary
/// and the messages hold what the spec writes, `nil` for what it leaves out, so that generated code passes
/// only that and the runtime alone decides the rest. Where picklist needs the value a list
/// shows (a check, a translation), it asks the runtime: ``AllRow/effective``,
/// `summary.text(_:)`. Rendering reads only this type.
package struct Spec: Hashable, Sendable {
    /// The most items one list may have: PickListKit numbers a generated list's cases in at
    /// most two bytes (its `CaseTag.maximumCount`; a test keeps the two equal).
    static let maximumItemCount = 65_536

    /// Exclusive (one item) or inclusive (any number) selection.
    package enum SelectionMode: String, Hashable, Sendable, CaseIterable {
        case single
        case multiple
    }

    /// What tapping an item does while every item is selected: PickListKit's own values.
    package typealias WhileAll = PickListAllRow.WhileAll

    /// Where the all-row sits: PickListKit's own values.
    package typealias AllPosition = PickListAllRow.Position

    /// The order a multiple list lists its selected items in (`order`): PickListKit's own values.
    package typealias SelectionOrder = PickListOrder

    /// The "select all" row of a multiple list as the spec writes it: `nil` for each setting
    /// it leaves out (`all: true` writes none).
    package struct AllRow: Hashable, Sendable {
        package var title: String?
        package var position: AllPosition?
        package var whileAll: WhileAll?
        /// The app's own translation key of the all-row's title (`title_key`).
        package var titleKey: String?
        /// `row` as written: `false` for a Select All button instead of the all-row.
        package var showsRow: Bool?
        /// The button's title while every item is selected (`deselect_title`).
        package var deselectTitle: String?
        /// The app's own translation key of ``deselectTitle`` (`deselect_title_key`).
        package var deselectTitleKey: String?

        package init(
            title: String? = nil, position: AllPosition? = nil, whileAll: WhileAll? = nil, showsRow: Bool? = nil,
            deselectTitle: String? = nil
        ) {
            self.title = title
            self.position = position
            self.whileAll = whileAll
            self.showsRow = showsRow
            self.deselectTitle = deselectTitle
        }

        /// Whether the spec makes select all a button (`row: false`).
        package var isButton: Bool { showsRow == false }

        /// The all-row a generated list shows: what the spec writes, PickListKit's defaults
        /// (those of `PickListAllRow()`, or for a button `PickListAllRow(showsRow: false)`)
        /// for the rest.
        package var effective: PickListAllRow {
            if isButton {
                let defaults = PickListAllRow(showsRow: false)
                return PickListAllRow(
                    title: title, deselectTitle: deselectTitle, whileAll: whileAll ?? defaults.whileAll, showsRow: false)
            }
            // Through the initialiser: a row's deselect title is its title.
            let defaults = PickListAllRow()
            return PickListAllRow(
                title: title ?? defaults.title, position: position ?? defaults.position, whileAll: whileAll ?? defaults.whileAll)
        }
    }

    /// The summary texts as the spec writes them, `nil` for each it leaves out: PickListKit's
    /// own type, whose `text(_:)` gives the text a list shows, its fallback applied.
    package typealias Summary = PickListSummaryFormat

    /// The refusal texts as the spec writes them (`messages`), `nil` for each it leaves out:
    /// PickListKit's own type, whose `text(_:)` gives the text a list shows, its default
    /// applied.
    package typealias Messages = PickListMessages

    /// The initial selection.
    package enum Default: Hashable, Sendable {
        case none
        /// Item ids in the order written (rendering puts them in display order).
        case items([String])
        /// Every enabled item (`default: all`).
        case all
    }

    /// Where a mixed list's written rows go among the app's (`written`): PickListKit's own values.
    package typealias WrittenPosition = PickListWrittenPosition

    /// Where a list's rows come from.
    package enum Rows: String, Hashable, Sendable {
        /// The spec writes them (`items` or `sections`): the generated type is an enum with one
        /// case per item.
        case written
        /// The app supplies them at runtime (`rows: runtime`): the spec states only the list's
        /// behaviour, ``Spec/sections`` is empty, and `default` is at most `all` — unless the
        /// spec writes rows too (``Spec/isMixed``).
        case runtime
    }

    /// The Swift type of a list's item values (`value_type`).
    package enum ValueType: String, Hashable, Sendable, CaseIterable {
        case int
        case int32
        case int64
        case double
        case string
        case bool

        /// The Swift type: `Int`, `Int32`, `Int64`, `Double`, `String`, `Bool`.
        package var swiftType: String {
            switch self {
            case .int: "Int"
            case .int32: "Int32"
            case .int64: "Int64"
            case .double: "Double"
            case .string: "String"
            case .bool: "Bool"
            }
        }
    }

    /// One item's `value`, of its list's ``ValueType``.
    /// `raw_value`: what a list's items store.
    package enum RawValueSource: String, Hashable, Sendable, CaseIterable {
        case id
        case value
    }

    package enum Value: Hashable, Sendable {
        case int(Int)
        case double(Double)
        case string(String)
        case bool(Bool)

        /// The value as Swift's `LosslessStringConvertible` writes it and reads it back:
        /// `30`, `0.5`, `true`, `Quarterly` (a double in its shortest exact form).
        package var text: String {
            switch self {
            case .int(let value): String(value)
            case .double(let value): String(value)
            case .string(let value): value
            case .bool(let value): String(value)
            }
        }
    }

    /// One selectable row.
    package struct Item: Hashable, Sendable {
        /// The raw value: the id as written or derived (`principalExcavationActivity`).
        package var id: String
        /// The id as a Swift identifier: backticked keywords, `_` before a leading digit.
        package var caseName: String
        package var title: String
        package var subtitle: String?
        /// The app's own translation keys of the title and subtitle (`title_key`,
        /// `subtitle_key`), used instead of the stable keys.
        package var titleKey: String?
        package var subtitleKey: String?
        /// The arguments that fill in a title that is the app's format, shared by the items
        /// under one `title_key` (`title_arguments`: `[8]` for `%lld hours`); `nil` for a
        /// title shown as written.
        package var titleArguments: [PickListFormatArgument]?
        /// The same for the subtitle (`subtitle_arguments`).
        package var subtitleArguments: [PickListFormatArgument]?
        package var keywords: [String]
        package var isEnabled: Bool
        var renamedFrom: [String]
        package var doc: String?
        /// The image before the title: `symbol` (an SF Symbol) or `image` (an asset).
        package var image: PickListImage?
        /// The item's `value`, in a list with ``Spec/valueType``.
        package var value: Value?
        /// Values that read as this item too (`value_aliases`): what older builds stored, or
        /// other wire values of the same row.
        package var valueAliases: [Value] = []
        /// Multiple lists: whether the item is exclusive (`exclusive: true`, a "None of
        /// these" row).
        package var isExclusive: Bool
        /// Whether the item is an action row (`action: true`: "Custom…", "Add Sound…"): a row
        /// that chooses nothing, whose tap the app answers.
        package var isAction = false
        /// Whether a tap may select the item: `false` (`selectable: false`) for a row only the
        /// app selects.
        package var isSelectable = true
        /// How far the item's row is indented, in levels (`indent`; 0 for none).
        package var indent = 0
        /// The item's value of each of the list's ``Spec/fields``, in their order, as text (`30`,
        /// `0.5`, `true`, `https://…`; the field's default where the item gives none); `nil`
        /// for an optional field the item leaves out. Empty for a list without fields.
        package var fieldValues: [String?] = []
        /// Where the item is written, for diagnostics found after validation.
        package var location: SourceLocation

        package init(
            id: String, caseName: String, title: String, subtitle: String? = nil,
            keywords: [String] = [], isEnabled: Bool = true, renamedFrom: [String] = [],
            doc: String? = nil, image: PickListImage? = nil, isExclusive: Bool = false,
            titleKey: String? = nil, subtitleKey: String? = nil, location: SourceLocation
        ) {
            self.titleKey = titleKey
            self.subtitleKey = subtitleKey
            self.isExclusive = isExclusive
            self.image = image
            self.id = id
            self.caseName = caseName
            self.title = title
            self.subtitle = subtitle
            self.keywords = keywords
            self.isEnabled = isEnabled
            self.renamedFrom = renamedFrom
            self.doc = doc
            self.location = location
        }
    }

    /// A group of items; a list written with `items:` has one section whose title is `nil`.
    package struct Section: Hashable, Sendable {
        /// The section's `id`, as written or derived from its title (as an item's is); `nil`
        /// for the untitled section of `items:`, and for a title no id can be derived from in
        /// a list that is not localized (a localized list needs every section's id).
        package var id: String?
        package var title: String?
        package var items: [Item]
        /// Explanatory text under the section's rows: the section's `footer`, or for the
        /// untitled section of a list without sections, the list's.
        package var footer: String?
        /// The app's own translation keys of the title and footer (`title_key`, `footer_key`;
        /// the list's `footer_key` for the untitled section).
        package var titleKey: String?
        package var footerKey: String?

        package init(
            id: String? = nil, title: String?, items: [Item], footer: String? = nil,
            titleKey: String? = nil, footerKey: String? = nil
        ) {
            self.titleKey = titleKey
            self.footerKey = footerKey
            self.footer = footer
            self.id = id
            self.title = title
            self.items = items
        }
    }

    /// A named subset of the items (`subsets` in the spec): one Swift type serving several
    /// screens, each showing only some of its items.
    package struct Subset: Hashable, Sendable {
        /// The name as written: the Swift name of the subset (`X.Selection(subset: .poll)`).
        package var name: String
        /// The subset's item ids, in display order.
        package var ids: [String]
        /// Where the subset's name is written.
        package var location: SourceLocation

        package init(name: String, ids: [String], location: SourceLocation) {
            self.name = name
            self.ids = ids
            self.location = location
        }
    }

    /// How a list's texts are translated (`localization` in the spec).
    package struct Localization: Hashable, Sendable {
        /// The strings table as the spec names it; `nil` for the default table.
        package var table: String?
        /// How texts without a key of the app's own are keyed (`keys`).
        package var keys: PickListLocalizationKeys.Style
        /// Whether `picklist strings` writes the texts picklist supplies where the spec writes
        /// none (`default_texts`).
        package var defaultTexts: DefaultTexts

        package init(table: String? = nil, keys: PickListLocalizationKeys.Style = .stable, defaultTexts: DefaultTexts = .include) {
            self.table = table
            self.keys = keys
            self.defaultTexts = defaultTexts
        }
    }

    /// `default_texts` in `localization`: what becomes of the texts a list shows that its spec
    /// does not write (the summary's `{title}` and `{count} selected`, the all-row's `All`, the
    /// refusal messages, VoiceOver's `Dimmed` and `{count} of {total} selected`).
    package enum DefaultTexts: String, Hashable, Sendable, CaseIterable {
        /// Exported by `picklist strings` like the spec's own texts, for translators (the default).
        case include
        /// Left out of the catalog or `.strings` files: a table shared with the app (`keys:
        /// text` in `Localizable`) gets no keys the app never asked for. The runtime still reads
        /// them by their keys, so a table that has them translates them; otherwise they show
        /// in the spec's language.
        case omit
    }

    /// The Swift type name (UpperCamelCase), from `name:` or the file name.
    package var name: String
    package var title: String
    /// The app's own translation key of the list's title (`title_key`).
    package var titleKey: String?
    /// A `rows: runtime` list's `footer_key` (a written list keeps it in its untitled
    /// section, ``Section/footerKey``).
    package var runtimeFooterKey: String?
    package var selection: SelectionMode
    /// Whether the spec writes the rows or the app supplies them (`rows: runtime`).
    package var rows: Rows
    /// The written rows; empty for a `rows: runtime` list.
    package var sections: [Section]
    package var defaultSelection: Default
    /// `single` only: tapping the selected row clears the selection.
    package var deselect: Bool
    /// `multiple` only: bounds on the number of selected items; `nil` = unbounded.
    package var min: Int?
    package var max: Int?
    package var allRow: AllRow?
    package var editMode: Bool
    package var summary: Summary
    /// The app's format keys of summary texts (`summary_keys`), by state: each text is read
    /// under its key and filled in with the count (``Summary/countFormats`` names them).
    package var summaryKeys: [PickListSummaryFormat.Text: String] = [:]
    /// Why a tap was refused, as the spec writes it (`messages`).
    package var messages: Messages
    package var searchable: Bool
    /// What search matches (`searchable: {in: […]}`), in PickListKit's order; `nil` when the
    /// spec names nothing (PickListKit's defaults: titles and keywords).
    package var searchFields: [PickListSearchField]?
    /// The named subsets of the items (`subsets`), in the order written; empty for most lists.
    package var subsets: [Subset] = []
    /// The attributes every item carries (`fields`), in the order declared; empty for most lists.
    package var fields: [Field] = []
    /// `nil` for a list that is not localized.
    package var localization: Localization?
    /// The type of the items' values (`value_type`); `nil` for a list without values.
    package var valueType: ValueType?
    /// What the generated enum's raw value is: the id (default) or the item's value
    /// (`raw_value: value`).
    package var rawValue: RawValueSource = .id
    /// The id of the item an unknown stored id or value reads as (`fallback`).
    package var fallback: String?
    /// The id of the item that no stored value means (`absent`): `X(storedValue: nil)` reads
    /// as it, and its `storedValue` is `nil`.
    package var absent: String?
    /// The list is valid only with an item selected (`required: true`); taps behave as
    /// without it (on a multiple list, unlike `min: 1`, the last item can be deselected).
    package var required: Bool
    /// `multiple` only: the order the selected items are listed in (`order`).
    package var order: SelectionOrder
    /// A `rows: runtime` list's `footer`: the text under the rows the app supplies. (A list
    /// that writes its items keeps its footer in its untitled section, ``Section/footer``.)
    package var runtimeFooter: String?
    /// Where a mixed list's written rows go (`written`); `nil` when the spec leaves it out
    /// (first, PickListKit's default).
    package var written: WrittenPosition?
    /// Whether the spec writes `sections` rather than `items`: a mixed list's written rows then
    /// keep sections of their own, even one untitled section.
    package var writesSections = false
    package var doc: String?
    /// The language the spec's texts are written in (`language`); `nil` when the spec names
    /// none (PickListKit's default, `en`, applies).
    package var language: String?
    /// The spec file this list came from, as given by the user.
    package var sourcePath: String
    /// Where the list's document starts (for cross-file diagnostics such as duplicate names).
    package var location: SourceLocation

    package init(
        name: String, title: String, selection: SelectionMode, rows: Rows = .written, sections: [Section],
        defaultSelection: Default = .none, deselect: Bool = false, min: Int? = nil, max: Int? = nil,
        allRow: AllRow? = nil, editMode: Bool = false, summary: Summary = Summary(), messages: Messages = Messages(),
        searchable: Bool = false, localization: Localization? = nil, doc: String? = nil,
        valueType: ValueType? = nil, required: Bool = false, order: SelectionOrder = .display,
        sourcePath: String, location: SourceLocation
    ) {
        self.order = order
        self.required = required
        self.valueType = valueType
        self.name = name
        self.title = title
        self.selection = selection
        self.rows = rows
        self.sections = sections
        self.defaultSelection = defaultSelection
        self.deselect = deselect
        self.min = min
        self.max = max
        self.allRow = allRow
        self.editMode = editMode
        self.summary = summary
        self.messages = messages
        self.searchable = searchable
        self.localization = localization
        self.doc = doc
        self.sourcePath = sourcePath
        self.location = location
    }

    /// Every item in display order, across sections (none for a `rows: runtime` list).
    package var items: [Item] { sections.flatMap(\.items) }

    /// Whether some item satisfies `predicate`, read in place: ``items`` flattens the sections
    /// into a new array, and a template asks such questions of every list it renders.
    package func hasItem(where predicate: (Item) -> Bool) -> Bool {
        sections.contains { $0.items.contains(where: predicate) }
    }

    /// Whether some item is selected only by the app (`selectable: false`).
    package var hasUnselectableItems: Bool { hasItem { !$0.isSelectable } }

    /// Whether the app supplies the rows (`rows: runtime`), all of them or beside written ones.
    package var hasRuntimeRows: Bool { rows == .runtime }

    /// Whether the list has written rows and the app's rows (`rows: runtime` beside `items` or
    /// `sections`): a mixed list, generated as an enum of its written items.
    package var isMixed: Bool { rows == .runtime && !sections.isEmpty }
}
