/// How a list behaves, apart from its rows: the selection rules, the all-row, edit mode, the
/// summary texts, search and localization.
///
/// An enum list's ``PickListDefinition`` holds one (``PickListDefinition/policy``) beside its
/// item tables. A list whose rows come at runtime (`rows: runtime` in the spec) has nothing
/// else: its generated enum is a ``RuntimePickList`` whose `definition` is a policy, and the
/// app supplies the rows to ``PickListRows``.
///
/// ```swift
/// public enum Inbox: RuntimePickList {
///     public static let definition = PickListPolicy(
///         title: "Inbox",
///         selection: .multiple,
///         editMode: true,
///         summary: PickListSummaryFormat(none: "No Action", one: "Delete ({count})", other: "Delete ({count})")
///     )
/// }
/// ```
///
/// Both kinds of list apply the policy through the same engine, so a rule behaves the same
/// whether the rows were written in the spec or arrive from a server. It is a class so that
/// reading it is cheap: it is shared, never copied.
public final class PickListPolicy: Sendable {
    /// The list's display title.
    public let title: String
    /// Whether the list holds one row or many.
    public let mode: PickListMode
    /// Single lists: whether tapping the selected row clears the selection.
    public let deselect: Bool
    /// Whether the list is valid only with a row selected (`required` in the spec; see
    /// ``isValid(count:)``). Taps behave as without it: on a multiple list, unlike `min: 1`,
    /// the last row can be deselected while a Done button waits.
    public let isRequired: Bool
    /// Multiple lists: the fewest rows a tap may leave selected (0 when unbounded).
    public let minimum: Int
    /// Multiple lists: the most rows a tap may leave selected, or `nil` when unbounded.
    public let maximum: Int?
    /// The "select all" row, if the list has one.
    public let allRow: PickListAllRow?
    /// Whether rows are selectable only in edit mode (`edit_mode`).
    public let isEditable: Bool
    /// The texts for the selection's `summary`.
    public let summary: PickListSummaryFormat
    /// The texts saying why a tap was refused (`messages` in the spec).
    public let messages: PickListMessages
    /// The keys of the list's texts when it is localized (`localization` in the spec), or
    /// `nil` for a list that always shows its spec's texts.
    public let localization: PickListLocalizationKeys?
    /// Whether the spec asks for search (`searchable: true`): a hint for the user interface
    /// (show a search field); searching works on every list.
    public let isSearchable: Bool
    /// What search matches (`searchable: {in: […]}` in the spec): titles and keywords unless
    /// the spec names other fields.
    public let searchFields: Set<PickListSearchField>
    /// The initial selection, as declared.
    public let defaultSelection: PickListDefault
    /// Multiple lists: whether the selected rows are listed in display order or in the order
    /// they were selected (`order` in the spec).
    public let order: PickListOrder
    /// Explanatory text under the list's rows (the spec's list-level `footer`), or `nil`. A
    /// runtime list shows it under its last section of rows (``PickListRows/sectionFooter(_:)``);
    /// an enum list's footers are in its definition's sections.
    public let footer: String?
    /// The language the spec's texts are written in (`language` in the spec; `en` unless it
    /// says otherwise): it decides how `{title}` joins several titles where no localizer
    /// names a language ("Ada, Bob, and Cy" in English).
    public let language: String
    /// The list pattern of ``language``, looked up once.
    let developmentListPattern: ListPattern
    /// The plural rules of ``language``, for the spec's inline plural forms.
    let developmentPluralRules: PluralRules

    /// The rules a tap reads, as plain values.
    @usableFromInline let rules: SelectionRules

    /// Describes a list's behaviour; generated code for a `rows: runtime` spec calls this
    /// once per list, and ``PickListDefinition`` once for an enum list.
    ///
    /// - Parameters:
    ///   - title: The list's display title.
    ///   - selection: ``PickListMode/single`` or ``PickListMode/multiple``.
    ///   - deselect: Single lists: tapping the selected row clears the selection.
    ///   - required: The list is valid only with a row selected; taps behave as without it
    ///     (on a multiple list, unlike `minimum: 1`, the last row can be deselected).
    ///   - minimum: Multiple lists: the fewest rows a tap may leave selected.
    ///   - maximum: Multiple lists: the most rows a tap may leave selected.
    ///   - allRow: Multiple lists: the "select all" row.
    ///   - editMode: Multiple lists: rows are selectable only in edit mode.
    ///   - summary: The texts describing the selection.
    ///   - messages: The texts saying why a tap was refused.
    ///   - localization: The keys of the list's texts, for a list translated through the
    ///     installed ``PickListLocalizer``.
    ///   - searchable: Whether the spec asks for search.
    ///   - defaultSelection: What a selection starts with. A runtime list knows no ids, so
    ///     only ``PickListDefault/none`` and ``PickListDefault/all`` apply to it;
    ///     ``PickListDefault/ids(_:)`` is for enum lists, whose definition resolves them.
    ///   - order: Multiple lists: ``PickListOrder/selection`` lists the selected rows in the
    ///     order they were selected.
    ///   - footer: Explanatory text under the list's rows, or `nil` for none.
    ///   - language: The language the texts are written in (a CLDR locale identifier such as
    ///     `en`, `de` or `pt_BR`).
    ///   - searchIn: What search matches: ``PickListSearchField/defaults`` (titles and
    ///     keywords), or any of titles, subtitles, keywords and section titles.
    public init(
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
        defaultSelection: PickListDefault = .none,
        order: PickListOrder = .display,
        footer: String? = nil,
        language: String = "en",
        searchIn: [PickListSearchField] = PickListSearchField.defaults
    ) {
        let name = "PickListPolicy '\(title)'"
        precondition(
            selection == .multiple || (minimum == nil && maximum == nil && allRow == nil && !editMode),
            "\(name): minimum, maximum, allRow and editMode apply to multiple-selection lists only"
        )
        precondition(selection == .single || !deselect, "\(name): deselect applies to single-selection lists only")
        precondition(selection == .multiple || order == .display, "\(name): order applies to multiple-selection lists only")
        precondition((minimum ?? 0) >= 0, "\(name): minimum must not be negative")
        precondition((minimum ?? 0) <= (maximum ?? Int.max), "\(name): minimum must not exceed maximum")
        precondition(
            selection == .multiple || defaultSelection != .all,
            "\(name): a default of all applies to multiple-selection lists only"
        )
        self.title = title
        self.mode = selection
        self.deselect = deselect
        self.isRequired = required
        self.minimum = minimum ?? 0
        self.maximum = maximum
        self.allRow = allRow
        self.isEditable = editMode
        self.summary = summary
        self.messages = messages
        self.localization = localization
        self.isSearchable = searchable
        self.searchFields = Set(searchIn)
        self.defaultSelection = defaultSelection
        self.order = order
        self.footer = footer
        self.language = language
        self.developmentListPattern = ListPattern(localeIdentifier: language)
        self.developmentPluralRules = PluralRules(localeIdentifier: language)
        self.rules = SelectionRules(
            mode: selection, deselect: deselect, minimum: minimum ?? 0, maximum: maximum, allRow: allRow,
            isEditable: editMode, order: order)
    }

    // MARK: Displayed texts

    /// The list's title as displayed: translated through the installed ``PickListLocalizer``
    /// for a localized list.
    public var displayedTitle: String {
        translated(title) { $0.listTitle }
    }

    /// The all-row's title as displayed (`All` for a list without an all-row).
    public var displayedAllRowTitle: String {
        translated((allRow ?? PickListAllRow()).title) { $0.allRowTitle }
    }

    /// The select-all button's title while every row is selected (`all.deselect_title`,
    /// `Deselect All` by default), as displayed: translated (key `<Name>.all.deselect`) for a
    /// localized list. The all-row's title for a list that shows the row.
    public var displayedAllDeselectTitle: String {
        guard let allRow, !allRow.showsRow else { return displayedAllRowTitle }
        return translated(allRow.deselectTitle) { $0.allDeselectTitle }
    }

    /// The list's ``footer`` as displayed: translated through the installed
    /// ``PickListLocalizer`` (key `<Name>.footer`) for a localized list.
    public var displayedFooter: String? {
        footer.map { footer in translated(footer) { $0.listFooter } }
    }

    /// A summary text as displayed, fallbacks applied (see ``PickListSummaryFormat/text(_:)``),
    /// its placeholders not yet replaced. An empty text is never translated.
    public func displayedSummary(_ text: PickListSummaryFormat.Text) -> String {
        let format = summary.text(text)
        return format.isEmpty ? format : translated(format) { $0.summary(text) }
    }

    /// A summary text for `count` selected of `total`, translated and in the plural form the
    /// number needs, placeholders not yet replaced (the rule of
    /// ``PickListLocalizer/string(forKey:table:default:pluralFor:)``). Runtime lists ask the
    /// localizer on each read of the summary (never on a tap); it keeps its own tables.
    func displayedSummary(_ text: PickListSummaryFormat.Text, count: Int, total: Int) -> String {
        writtenForm(text, count: count, total: total, shown: translatedSummary(text, count: count, total: total))
    }

    /// `shown` (a summary text as the localizer gives it), or the spec's own plural form of
    /// `text` for the number when the localizer gave the spec's text back (it has no forms
    /// nor translation of it, or no localizer is installed): the last two steps of the
    /// fallback order, the spec's forms by the number, then its `other` form.
    func writtenForm(_ text: PickListSummaryFormat.Text, count: Int, total: Int, shown: String) -> String {
        if !summary.countFormats.isEmpty, summary.isCountFormat(text) {
            // The app's format key: its translation (or the development format when the
            // translation takes other arguments) filled in with the count.
            let symbols = localization == nil ? PickListNumberSymbols() : PickListLocalization.current?.localizer.numberSymbols
            return PickListFormat.text(
                translation: shown, development: summary.text(text), arguments: [.integer(count)], symbols: symbols ?? PickListNumberSymbols())
        }
        guard !summary.forms.isEmpty, shown == summary.text(text) else { return shown }
        return summary.form(text, count: count, total: total, rules: developmentPluralRules)
    }

    private func translatedSummary(_ text: PickListSummaryFormat.Text, count: Int, total: Int) -> String {
        let format = summary.text(text)
        guard !format.isEmpty, let localization, let (localizer, _) = PickListLocalization.current else { return format }
        let key = localization.key(for: localization.summary(text), text: format)
        guard let number = PickListSummaryFormat.pluralNumber(of: format, count: count, total: total) else {
            let translation = localizer.string(forKey: key, table: localization.table, default: format)
            return translation.isEmpty ? format : translation
        }
        return localizer.string(forKey: key, table: localization.table, default: format, pluralFor: number)
    }

    /// How the displayed summary joins several titles in `{title}`: for a localized list read
    /// through a localizer that names its language, that language's ``ListPattern``;
    /// otherwise the pattern of the language the spec is written in (``language``).
    var displayedListPattern: ListPattern {
        guard localization != nil, let (localizer, _) = PickListLocalization.current,
            let language = localizer.languageIdentifier
        else { return developmentListPattern }
        return ListPattern(localeIdentifier: language)
    }

    /// `text`, or its translation under `key` when the list is localized and a localizer is
    /// in force. Runtime lists ask the localizer on every read (it keeps its own tables);
    /// enum lists cache their many texts in ``LocalizedTexts``. With `pluralFor`, the text
    /// takes the plural form that number needs in the localizer's language.
    func translated(_ text: String, pluralFor value: Int? = nil, key: (PickListLocalizationKeys) -> String) -> String {
        guard let localization, let (localizer, _) = PickListLocalization.current else { return text }
        let key = localization.key(for: key(localization), text: text)
        guard let value else { return localizer.string(forKey: key, table: localization.table, default: text) }
        return localizer.string(forKey: key, table: localization.table, default: text, pluralFor: value)
    }
}
