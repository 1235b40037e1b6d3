/// The static description of a pick list, with lookup tables precomputed once.
///
/// Generated code declares it as the list enum's `static let definition`; app code rarely
/// touches it directly, because ``PickList`` exposes what a view needs (`title`, `sections`,
/// `row(section:row:)`, …) and ``PickListSelection`` applies the policy. Generic UI code can
/// read the policy here (``mode``, ``allRow``, ``isEditable``, …).
///
/// The items are described by tables (``PickListSectionInfo``): the item at position *n* of
/// the tables is the enum's case declared *n*-th, read through the enum's tag (see
/// ``PickList``, "Conformances"). Creating a definition checks that the enum is an enum
/// without payloads with exactly one case per item, and that every id in the tables is
/// unique; a mismatch stops the program with a message naming it. It is a class so that
/// reading it is cheap: its tables are shared, never copied. The initialiser must not read
/// `Item.definition` (nor anything derived from it, such as an item's `title` or `rawValue`).
public final class PickListDefinition<Item: PickList>: Sendable {
    /// How the list behaves apart from its items: the part of a definition that a list whose
    /// rows come at runtime (``RuntimePickList``) has alone.
    public let policy: PickListPolicy
    /// The list's display title.
    public var title: String { policy.title }
    /// Whether the list holds one item or many.
    public var mode: PickListMode { policy.mode }
    /// Single lists: whether tapping the selected item clears the selection.
    public var deselect: Bool { policy.deselect }
    /// Whether the list is valid only with an item selected (`required`); taps behave as
    /// without it.
    public var isRequired: Bool { policy.isRequired }
    /// Multiple lists: the fewest items a tap may leave selected (0 when unbounded).
    public var minimum: Int { policy.minimum }
    /// Multiple lists: the most items a tap may leave selected, or `nil` when unbounded.
    public var maximum: Int? { policy.maximum }
    /// The "select all" row, if the list has one.
    public var allRow: PickListAllRow? { policy.allRow }
    /// Whether items are selectable only in edit mode (`edit_mode`).
    public var isEditable: Bool { policy.isEditable }
    /// The texts for ``PickListSelection/summary``.
    public var summary: PickListSummaryFormat { policy.summary }
    /// The texts saying why a tap was refused (a selection's `message(for:tapping:)`).
    public var messages: PickListMessages { policy.messages }
    /// The keys of the list's texts when it is localized (`localization` in the spec), or
    /// `nil` for a list that always shows its spec's texts.
    public var localization: PickListLocalizationKeys? { policy.localization }
    /// The initial selection, as declared.
    public var defaultSelection: PickListDefault { policy.defaultSelection }
    /// The displayed sections (the all-row included where the list has one): a list with
    /// exactly one section titled `nil` shows its all-row as that section's first or last row;
    /// otherwise the all-row is an untitled section of its own, first or last.
    public let sections: [PickListSection<Item>]
    /// Every item's description, in display order (`allCases` order).
    public let items: [PickListItemInfo<Item>]
    /// Every item's id, in display order: the items' raw values.
    public let ids: [String]
    /// The number of enabled items, action items (which choose nothing) not counted.
    public let enabledCount: Int
    /// The exclusive items' ids (`exclusive: true` in the spec: "None of these" rows), in
    /// display order; empty for most lists.
    public let exclusiveIDs: [String]

    // The tables below are `@usableFromInline` because ``PickListSelection``'s taps and
    // checkmark reads are `@inlinable`: an app compiles them for its own list, reading these
    // directly instead of calling into PickListKit's generic code.

    /// The items in display order (`allCases`), kept apart from ``items`` so reading one does
    /// not copy its description.
    @usableFromInline let cases: [Item]
    /// Each current id's ordinal.
    let ordinalsByID: [String: Int]
    /// Each former id's (`renamed_from`) ordinal.
    let ordinalsByFormerID: [String: Int]
    /// The ordinal of the item an unknown stored id or value reads as (`fallback`), if any.
    let fallbackOrdinal: Int?
    /// The enabled items' ordinals, and those of them the all-row selects (all but the
    /// exclusive items): what a selection's taps read when the app has marked no item
    /// unavailable.
    @usableFromInline let selectable: SelectableRows
    /// The ordinals a tap may select (``selectable``'s ``SelectableRows/tappable``, read by a
    /// tap without going through it): the enabled items but the action items and those only
    /// the app selects.
    @usableFromInline let enabled: OrdinalSet
    let defaultOrdinals: OrdinalSet
    /// The `default` ids' ordinals as the spec lists them: the selection order of a default
    /// on a list with `order: selection`.
    let defaultOrder: [Int]
    /// The rows' positions, for index paths.
    @usableFromInline let layout: RowLayout<Item>
    /// The policy's rules, kept here too so that a tap reads them with one load.
    @usableFromInline let rules: SelectionRules
    let searchWords: [[String]]
    /// Each named subset's items (`subsets` in the spec), by name.
    let subsetOrdinals: [String: OrdinalSet]
    /// The translated texts, for a localized list.
    let localizedTexts: LocalizedTexts<Item>?

    /// Describes a list; generated code calls this once per list.
    ///
    /// ```swift
    /// public static let definition = PickListDefinition<TimeZone>(
    ///     title: "Time Zone",
    ///     selection: .single,
    ///     sections: [
    ///         PickListSectionInfo(title: "Europe", ids: """
    ///             europeBerlin
    ///             europeParis
    ///             """, titles: """
    ///             Berlin
    ///             Paris
    ///             """),
    ///         PickListSectionInfo(title: "Asia", ids: """
    ///             asiaTokyo
    ///             """, titles: """
    ///             Tokyo
    ///             """),
    ///     ],
    ///     defaultSelection: .ids(["europeBerlin"]),
    ///     renamed: """
    ///         berlin -> europeBerlin
    ///         """
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - title: The list's display title.
    ///   - selection: ``PickListMode/single`` or ``PickListMode/multiple``.
    ///   - deselect: Single lists: tapping the selected item clears the selection.
    ///   - required: The list is valid only with an item selected
    ///     (``PickListSelection/isValid``); taps behave as without it.
    ///   - minimum: Multiple lists: the fewest items a tap may leave selected.
    ///   - maximum: Multiple lists: the most items a tap may leave selected.
    ///   - allRow: Multiple lists: the "select all" row.
    ///   - editMode: Multiple lists: items are selectable only in edit mode.
    ///   - summary: The texts describing the selection.
    ///   - messages: The texts saying why a tap was refused.
    ///   - localization: The keys of the list's texts, for a list translated through the
    ///     installed ``PickListLocalizer``; every titled section then needs an `id`.
    ///   - searchable: Whether the list offers a search field (`searchable` in the spec):
    ///     ``PickListPolicy/isSearchable``, which generic UI code reads to show one.
    ///   - sections: The items, grouped, in `allCases` order; one section titled `nil` for a
    ///     list without sections.
    ///   - details: Descriptions that replace the tables' for their items: texts a table line
    ///     cannot hold (see ``PickListSectionInfo``).
    ///   - disabled: The ids of the items that are shown but never selected.
    ///   - defaultSelection: What `Selection()` starts with.
    ///   - renamed: Former ids, read as their item wherever a stored id is read
    ///     (``PickList/init(rawValue:)``, decoding): one line per former id, written
    ///     `former -> current` (or the two ids separated by a tab when one holds ` -> `).
    ///   - exclusive: Multiple lists: the ids of the exclusive items ("None of these"): selecting
    ///     one deselects every other item, selecting another deselects it, and the all-row
    ///     neither selects nor counts it.
    ///   - order: Multiple lists: ``PickListOrder/selection`` lists the selected items in the
    ///     order they were selected.
    ///   - images: The image before each item's title, one line per item in `allCases` order:
    ///     `symbol bell.badge` (an SF Symbol), `asset Logo` (an asset-catalog image), or an
    ///     empty line for none (``PickListImage``); empty when no item has one.
    ///   - fallback: The id of the item that an unknown stored id or value reads as
    ///     (``PickList/init(rawValue:)``, ``PickListValues/item(withValue:)``, decoding an item
    ///     or a single list's selection); `nil` to read unknown ids as no item. It must be an
    ///     enabled item that is not exclusive.
    ///   - language: The language the spec's texts are written in (`en` unless the spec says
    ///     otherwise): how `{title}` joins titles where no localizer names a language.
    ///   - actions: The ids of the action items (`action: true`: "Custom…", "Add Sound…"): rows
    ///     that choose nothing. A tap on one changes no selection and is an action
    ///     (``PickListOutcome/action``, the change naming the row); nothing selects or counts
    ///     one (`{total}`, the all-row, `min` and `max` leave it out).
    ///   - unselectable: The ids of the items only the app selects (`selectable: false`: a
    ///     "Custom" preset checked when the settings match no other): shown as any row, a tap
    ///     on one is refused (``PickListRejection/notSelectable``) while
    ///     ``PickListSelection/select(_:)`` selects it; the all-row neither selects nor counts
    ///     it.
    ///   - subsets: Named subsets of the items (`subsets` in the spec), each name with its
    ///     items' ids (an array, or a table of lines for a long subset: ``PickListIDList``):
    ///     one Swift type serves several screens, each showing one subset
    ///     (``PickListSelection/init(subset:)``). See ``PickListSubset`` for the names
    ///     generated code declares.
    ///   - searchIn: What search matches (`searchable: {in: […]}`):
    ///     ``PickListSearchField/defaults`` unless the spec names other fields.
    ///   - indents: How far each item's row is indented (`indent` in the spec), one level per
    ///     item in `allCases` order; empty when no item is indented.
    ///   - titleArguments: The arguments of the items whose title is a format shared under one
    ///     key (`title_arguments` in the spec: `"%lld hours"` with `[8]`), by id: the item's
    ///     title in the tables is the format, and its displayed title the format filled in
    ///     (``PickListFormat``), the translation's format when a localizer has one that takes
    ///     the same arguments.
    ///   - subtitleArguments: The same for subtitles (`subtitle_arguments`).
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
        sections: [PickListSectionInfo],
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
        let name = "PickListDefinition<\(Item.self)>"
        // Checks the policy's own rules (bounds, options of the wrong selection mode).
        let policy = PickListPolicy(
            title: title, selection: selection, deselect: deselect, required: required, minimum: minimum, maximum: maximum,
            allRow: allRow, editMode: editMode, summary: summary, messages: messages, localization: localization,
            searchable: searchable, defaultSelection: defaultSelection, order: order, language: language, searchIn: searchIn)

        // The tables, laid end to end: position n describes the case declared n-th.
        let count = sections.reduce(0) { $0 + $1.ids.count }
        if let problem = CaseTag.verify(Item.self, count: count) {
            preconditionFailure("\(name): \(problem)")
        }
        let cases: [Item] = (0..<count).map { CaseTag.item(atOrdinal: $0) }
        var items: [PickListItemInfo<Item>] = []
        var ids: [String] = []
        items.reserveCapacity(count)
        ids.reserveCapacity(count)
        for section in sections {
            for index in section.ids.indices {
                items.append(PickListItemInfo(
                    cases[items.count], title: section.titles[index],
                    subtitle: section.subtitles[index], keywords: section.keywords[index]
                ))
            }
            ids += section.ids
        }
        for detail in details {
            items[CaseTag.ordinal(of: detail.item)] = detail
        }
        if !images.isEmpty {
            let lines = PickListSectionInfo.lines(of: images)
            precondition(lines.count == count, "\(name): \(lines.count) image lines for \(count) items")
            for (ordinal, line) in lines.enumerated() where !line.isEmpty {
                guard let image = PickListImage(tableLine: Substring(line)) else {
                    preconditionFailure("\(name): the image line '\(line)' is not 'symbol NAME' or 'asset NAME'")
                }
                items[ordinal].image = image
            }
        }

        if !indents.isEmpty {
            precondition(indents.count == count, "\(name): \(indents.count) indents for \(count) items")
            for (ordinal, indent) in indents.enumerated() {
                precondition(
                    (0...PickListEntry<String>.maximumIndent).contains(indent), "\(name): item \(ordinal) is indented by \(indent) levels")
                items[ordinal].indent = indent
            }
        }

        var ordinalsByID: [String: Int] = [:]
        ordinalsByID.reserveCapacity(count)
        for (ordinal, id) in ids.enumerated() {
            if let first = ordinalsByID.updateValue(ordinal, forKey: id) {
                preconditionFailure("\(name): items \(first) and \(ordinal) have the same id '\(id)'")
            }
        }
        func ordinal(ofID id: some StringProtocol, _ role: String) -> Int {
            guard let ordinal = ordinalsByID[String(id)] else {
                preconditionFailure("\(name): the \(role) '\(id)' is the id of no item")
            }
            return ordinal
        }
        for id in disabled {
            items[ordinal(ofID: id, "disabled id")].isEnabled = false
        }
        var enabled = OrdinalSet(capacity: count)
        for (ordinal, info) in items.enumerated() where info.isEnabled {
            enabled.insert(ordinal)
        }
        precondition(exclusive.isEmpty || selection == .multiple, "\(name): exclusive items apply to multiple-selection lists only")
        var exclusiveOrdinals = OrdinalSet(capacity: count)
        for id in exclusive {
            let exclusiveOrdinal = ordinal(ofID: id, "exclusive id")
            precondition(exclusiveOrdinals.insert(exclusiveOrdinal), "\(name): exclusive id '\(id)' is listed twice")
            items[exclusiveOrdinal].traits.isExclusive = true
        }
        func ordinals(ofIDs ids: [String], _ role: String) -> OrdinalSet? {
            guard !ids.isEmpty else { return nil }
            var set = OrdinalSet(capacity: count)
            for id in ids {
                precondition(set.insert(ordinal(ofID: id, "\(role) id")), "\(name): \(role) id '\(id)' is listed twice")
            }
            return set
        }
        let actionOrdinals = ordinals(ofIDs: actions, "action")
        let unselectableOrdinals = ordinals(ofIDs: unselectable, "unselectable")
        for ordinal in actionOrdinals?.ordinals ?? [] {
            items[ordinal].isAction = true
            precondition(
                !exclusiveOrdinals.contains(ordinal) && !(unselectableOrdinals?.contains(ordinal) ?? false),
                "\(name): the action item '\(ids[ordinal])' is exclusive or unselectable")
        }
        for ordinal in unselectableOrdinals?.ordinals ?? [] { items[ordinal].isSelectable = false }
        let selectable = SelectableRows(
            enabled: enabled, exclusive: exclusiveOrdinals, actions: actionOrdinals, appOnly: unselectableOrdinals)

        var ordinalsByFormerID: [String: Int] = [:]
        let renamedPairs = StoredFormTable.pairs(of: renamed) { line in
            preconditionFailure("\(name): the renamed line '\(line)' is not 'former -> current'")
        }
        for (former, current) in renamedPairs {
            precondition(ordinalsByID[former] == nil, "\(name): renamed id '\(former)' is the id of a current item")
            let previous = ordinalsByFormerID.updateValue(ordinal(ofID: current, "renamed item"), forKey: former)
            precondition(previous == nil, "\(name): renamed id '\(former)' is listed twice")
        }
        let fallbackOrdinal = fallback.map { ordinal(ofID: $0, "fallback id") }
        if let fallbackOrdinal {
            precondition(selectable.enabled.contains(fallbackOrdinal), "\(name): the fallback item is disabled or an action")
            precondition(!exclusiveOrdinals.contains(fallbackOrdinal), "\(name): the fallback item is exclusive")
        }

        // Format keys' texts: the tables hold the format, each item shows it filled in.
        func formats(_ arguments: KeyValuePairs<String, [PickListFormatArgument]>, _ role: String) -> [Int: FormattedText] {
            var formats: [Int: FormattedText] = [:]
            for (id, arguments) in arguments {
                let ordinal = ordinal(ofID: id, "\(role) id")
                let format = role == "title" ? items[ordinal].title : items[ordinal].subtitle ?? ""
                guard let parsed = try? PickListFormat(format), let text = parsed.filled(with: arguments) else {
                    preconditionFailure("\(name): the \(role) '\(format)' of '\(id)' is not a format taking \(arguments)")
                }
                precondition(formats.updateValue(FormattedText(format: format, arguments: arguments), forKey: ordinal) == nil, "\(name): \(role) arguments of '\(id)' are given twice")
                if role == "title" { items[ordinal].title = text } else { items[ordinal].subtitle = text }
            }
            return formats
        }
        let titleFormats = formats(titleArguments, "title")
        let subtitleFormats = formats(subtitleArguments, "subtitle")

        let defaultOrdinals: OrdinalSet
        var defaultOrder: [Int] = []
        switch defaultSelection {
        case .none:
            defaultOrdinals = OrdinalSet(capacity: count)
        case .all:
            defaultOrdinals = selectable.allRowMembers
        case .ids(let defaults):
            // What `Selection(_:)` would hold for these items.
            defaultOrder = defaults.map { ordinal(ofID: $0, "default id") }
            defaultOrdinals = SelectionState.members(ordinals: defaultOrder, selectable: selectable, mode: selection)
        }

        var subsetOrdinals: [String: OrdinalSet] = [:]
        for (subset, subsetIDs) in subsets {
            var members = OrdinalSet(capacity: count)
            for id in subsetIDs.ids { members.insert(ordinal(ofID: id, "id of subset '\(subset)'")) }
            precondition(subsetOrdinals.updateValue(members, forKey: subset) == nil, "\(name): subset '\(subset)' is listed twice")
        }

        let layout = RowLayout(sections: sections, cases: cases, allRow: allRow)
        let localizedTexts = localization.map { keys in
            let sectionIDs = sections.filter { $0.title != nil }.map { section in
                guard let id = section.id else {
                    preconditionFailure("\(name): a localized list's section '\(section.title ?? "")' needs an id")
                }
                return id
            }
            precondition(Set(sectionIDs).count == sectionIDs.count, "\(name): two sections have the same id")
            return LocalizedTexts<Item>(
                keys: keys, sectionIDs: sectionIDs, itemCount: count, titleFormats: titleFormats, subtitleFormats: subtitleFormats)
        }
        self.policy = policy
        self.rules = policy.rules.with(exclusiveRows: selectable.hasSpecialRows)
        self.localizedTexts = localizedTexts
        self.sections = layout.sections
        self.items = items
        self.ids = ids
        self.enabledCount = selectable.enabled.count
        self.cases = cases
        self.ordinalsByID = ordinalsByID
        self.ordinalsByFormerID = ordinalsByFormerID
        self.fallbackOrdinal = fallbackOrdinal
        self.selectable = selectable
        self.enabled = selectable.tappable
        self.exclusiveIDs = exclusiveOrdinals.ordinals.map { ids[$0] }
        self.defaultOrdinals = defaultOrdinals
        self.defaultOrder = defaultOrder
        self.layout = layout
        self.subsetOrdinals = subsetOrdinals
        let fields = policy.searchFields
        self.searchWords = items.indices.map { ordinal in
            SearchFolding.words(of: PickListSearchField.texts(
                fields, title: items[ordinal].title, subtitle: items[ordinal].subtitle, keywords: items[ordinal].keywords,
                section: layout.sections[layout.positions.indexPath(ofOrdinal: ordinal).section].title))
        }
    }

    /// The description of an item.
    public func info(for item: Item) -> PickListItemInfo<Item> {
        items[ordinal(of: item)]
    }

    /// The row at an index path, or `nil` when the index path is outside the list.
    @inlinable
    public func row(section: Int, row: Int) -> PickListRow<Item>? {
        let positions = layout.positions
        guard let position = positions.position(section: section, row: row) else { return nil }
        return position == positions.allRowPosition ? .all : .item(cases[positions.ordinal(atRowPosition: position)])
    }

    /// The index path of a row, or `nil` for the all-row of a list without one.
    @inlinable
    public func indexPath(of row: PickListRow<Item>) -> (section: Int, row: Int)? {
        switch row {
        case .all:
            layout.positions.allRowIndexPath
        case .item(let item):
            layout.positions.indexPath(ofOrdinal: ordinal(of: item))
        }
    }

    /// The item with an id, also accepting former ids (`renamed_from`); `nil` when none has it.
    public func item(forID id: String) -> Item? {
        ordinal(forID: id).map { cases[$0] }
    }

    /// The item a stored id reads as: the item with that id or former id (`renamed_from`),
    /// otherwise the ``fallback`` item; `nil` when the id is unknown and the list has no
    /// fallback.
    ///
    /// This is what ``PickList/init(rawValue:)`` (and so `@AppStorage`) and decoding an item
    /// read, so an id an older build saved keeps reading as its item.
    public func item(forStoredID id: String) -> Item? {
        guard let ordinal = ordinalsByID[id] ?? ordinalsByFormerID[id] ?? fallbackOrdinal else { return nil }
        return cases[ordinal]
    }

    /// The item an unknown stored id or value reads as (`fallback` in the spec), if any.
    public var fallback: Item? {
        fallbackOrdinal.map { cases[$0] }
    }

    /// The item whose current id is `id` (former ids are not accepted); `nil` when none has it.
    public func item(forCurrentID id: String) -> Item? {
        ordinalsByID[id].map { cases[$0] }
    }

    /// An item's id, its raw value.
    public func id(of item: Item) -> String {
        ids[ordinal(of: item)]
    }

    /// The ordinal of the item with an id, current or former.
    func ordinal(forID id: String) -> Int? {
        ordinalsByID[id] ?? ordinalsByFormerID[id]
    }

    /// The items whose title or keywords match a search query, in display order.
    ///
    /// Matching ignores case and diacritics: an item matches when every word of the query is
    /// the beginning of a word of its title or keywords (`zur` finds "Zürich", `york new`
    /// finds "New York", `office` finds "Oﬃce"). Words end at every character that is not a
    /// letter or digit — spaces, hyphens, slashes, underscores, dots … (`aires` finds
    /// "America/Buenos_Aires", `leste` finds "Timor-Leste"); an apostrophe between letters also
    /// joins them, so `ivoire`, `divoire` and `d'ivoire` all find "Côte d'Ivoire". Precomposed
    /// and decomposed text (NFC and NFD) match alike. An empty query (or one without letters or
    /// digits) returns every item.
    ///
    /// A localized list matches the displayed titles: with a localizer installed, the
    /// translated titles (and the keywords as the spec writes them). A list whose spec names
    /// other fields (`searchable: {in: […]}`, ``PickListPolicy/searchFields``) matches those.
    public func search(_ query: String) -> [Item] {
        search(query, titles: [:], subtitles: [:], shown: nil)
    }

    /// ``search(_:)`` with the titles and subtitles a selection set (by ordinal), among the
    /// items not in `hidden`.
    func search(_ query: String, titles: [Int: String], subtitles: [Int: String], shown hidden: OrdinalSet?) -> [Item] {
        let queryWords = SearchFolding.words(of: [query])
        let isShown = { (ordinal: Int) in !(hidden?.contains(ordinal) ?? false) }
        guard !queryWords.isEmpty else { return cases.indices.filter(isShown).map { cases[$0] } }
        let searchWords = localizedTexts?.searchWords(ids: ids, items: items, texts: searchTexts) ?? self.searchWords
        return items.indices.compactMap { ordinal in
            guard isShown(ordinal) else { return nil }
            let words = titles[ordinal] == nil && subtitles[ordinal] == nil
                ? searchWords[ordinal]
                : SearchFolding.words(of: searchTexts(
                    ordinal, title: titles[ordinal] ?? displayedTitle(ofOrdinal: ordinal), subtitle: subtitles[ordinal]))
            return SearchFolding.matches(queryWords, words) ? cases[ordinal] : nil
        }
    }

    /// The texts search matches for the item with `ordinal` titled `title` (as displayed),
    /// by the list's search fields; its subtitle `subtitle`, or the displayed one when `nil`.
    func searchTexts(_ ordinal: Int, title: String, subtitle: String? = nil) -> [String] {
        let fields = policy.searchFields
        return PickListSearchField.texts(
            fields, title: title, subtitle: subtitle ?? displayedSubtitle(of: cases[ordinal]), keywords: items[ordinal].keywords,
            section: displayedSections[layout.positions.indexPath(ofOrdinal: ordinal).section].title)
    }

    /// The position of `item` in `allCases`: its tag (see ``CaseTag``).
    @inlinable
    func ordinal(of item: Item) -> Int {
        CaseTag.ordinal(of: item)
    }

    /// The row of an ordinal.
    @inlinable
    func row(ordinal: Int) -> PickListRow<Item> { .item(cases[ordinal]) }
}
