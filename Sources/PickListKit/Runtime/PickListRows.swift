/// The rows of a list whose rows come at runtime, and their selection, applying the list's
/// policy to every tap. Generated code names it through the list: `Inbox.Rows<Message.ID>`.
///
/// Keep one in your view controller or view state. Give it the rows in display order (or in
/// sections), draw each row's checkmark from ``isChecked(_:)``, forward taps to ``tap(_:)``,
/// which returns exactly the rows to reload, and hand it new rows with ``update(_:unloaded:)-([PickListEntry<ID>],_)`` when
/// the data changes: the selection follows the ids.
///
/// ```swift
/// var people = Recipients.Rows(contacts.map { PickListEntry(id: $0.id, title: $0.name) },
///                              selecting: savedIDs)
/// let change = people.tap(.entry(contacts[2].id))   // change.rows == [.entry(contacts[2].id)]
/// save(people.selectedIDs)
/// let update = people.update(reloadedContacts)      // update.deselected: who left
/// ```
///
/// The rules are the list's spec's, applied by the same engine as enum lists'
/// (``PickListSelection``): single and multiple selection, `deselect`, `min`/`max`, the
/// all-row and its `while_all`, edit mode. On top of them:
///
/// - Identity is the id: a selected row stays selected through updates that move, retitle or
///   re-section it.
/// - A selected row that leaves the rows, or becomes disabled, leaves the selection; the
///   update reports it. The selection may then be below `min`; taps move it back.
/// - While the all-row is checked, the rows an update brings are selected too, so it stays
///   checked (unless that would pass `max`).
/// - Duplicate ids: the first row with an id is kept, the later ones are left out and
///   reported (``duplicateIDs``). Nothing the app passes makes it crash.
/// - Rows not loaded (a page not fetched yet, a search on a server): an update with
///   ``PickListUnloadedRows/keepSelected`` keeps the selected ids its rows lack
///   (``unloadedIDs``), counted and named by the summary but never shown.
///
/// A tap, ``isChecked(_:)``, ``contains(_:)``, ``count`` and ``isAll`` take constant time
/// whatever the number of rows: the rows are indexed by id, and the selection is a bitset
/// over their positions. Building and updating take time proportional to the rows. The type
/// is `@frozen`: in an app built against a prebuilt PickListKit (library evolution) too, the
/// taps and checkmark reads the app compiles read its rows and selection directly.
@frozen
public struct PickListRows<List: RuntimePickList, ID: Hashable & Sendable>: Sendable {
    /// A row: the all-row or an entry.
    public typealias Row = PickListEntryRow<ID>
    /// The result of a tap.
    public typealias Change = PickListChange<Row>

    /// A displayed section: what a table view shows as one section.
    public struct Section: Hashable, Sendable {
        /// The section header, or `nil` for none.
        public var title: String?
        /// The section's rows in display order (the all-row included where it is shown).
        public var rows: [Row]
        /// Explanatory text under the section's rows, or `nil` for none: see
        /// ``PickListRows/sectionFooter(_:)``.
        public var footer: String?

        /// Creates a section.
        public init(title: String?, rows: [Row], footer: String? = nil) {
            self.title = title
            self.rows = rows
            self.footer = footer
        }
    }

    /// The list's behaviour: `List.definition`, read once. Held by each value so that a
    /// tool can drive a policy it made at runtime (``init(policy:sections:selecting:)``).
    @usableFromInline let policy: PickListPolicy
    /// The rows, their index and layout.
    @usableFromInline var table: EntryTable<ID> {
        didSet { if hiding == nil { lookupStarts = table.positions.sectionStarts } }
    }
    /// The selection, kept by the engine every list shares.
    @usableFromInline var state: SelectionState
    /// The selected rows not shown (rows not loaded); valid while the engine counts any
    /// (``unloaded``).
    @usableFromInline var unloadedStorage = UnloadedRows<ID>()
    /// The ids the app hid, and what is shown and selectable with them; `nil` while it hides
    /// none (``setHidden(_:forIDs:)``), so that a list that hides nothing taps as it always did.
    @usableFromInline var hiding: HiddenEntries<ID>.Box? = nil {
        didSet { lookupStarts = hiding == nil ? table.positions.sectionStarts : RowPositions.noSections }
    }
    /// The section starts ``isChecked(section:row:)`` reads: the layout's while the app hides
    /// no row, none while it hides any, so that every index path then misses and the miss
    /// asks the rows shown. A list that hides nothing thus draws a checkmark without testing
    /// for hidden rows (the table view asks once a visible row, on every scroll).
    @usableFromInline var lookupStarts: [Int]

    /// What a tap may select: the enabled rows, without those the app hid.
    @inlinable
    var selectable: SelectableRows { hiding?.value.selectable ?? table.selectable }

    /// Rows in display order, in one untitled section.
    ///
    /// - Parameters:
    ///   - rows: The rows; of rows with the same id only the first is kept
    ///     (``duplicateIDs`` names the others).
    ///   - selecting: The ids to select (a saved ``selectedIDs``): ids of no row and disabled
    ///     rows are left out, and a single-selection list keeps the first in display order.
    ///     Empty: the spec's `default` (`all` or nothing). To learn which saved ids were left
    ///     out, use ``restore(_:unloaded:)`` instead.
    // Disfavoured: on a mixed list (ids `PickListMixedID`), `Rows([])` means the app's own rows
    // (PickListRows+Mixed.swift), not rows that would leave the written ones out.
    @_disfavoredOverload
    @inlinable
    public init(_ rows: [PickListEntry<ID>], selecting: some Sequence<ID>) {
        self.init(sections: [PickListEntrySection(title: nil, entries: rows)], isUnsectioned: true, selecting: selecting)
    }

    /// Rows in display order, in one untitled section, with the spec's `default` selection
    /// (`all` or nothing); see ``init(_:selecting:)-([PickListEntry<ID>],_)``.
    // Disfavoured: on a mixed list (ids `PickListMixedID`), `Rows([])` means the app's own rows
    // (PickListRows+Mixed.swift), not rows that would leave the written ones out.
    @_disfavoredOverload
    @inlinable
    public init(_ rows: [PickListEntry<ID>]) {
        self.init(rows, selecting: [])
    }

    /// Rows in titled sections; `selecting` as for ``init(_:selecting:)-([PickListEntry<ID>],_)``.
    ///
    /// One section titled `nil` is a list without sections. Otherwise the all-row, if the
    /// list has one, is shown as an untitled section of its own, first or last.
    // Disfavoured: on a mixed list (ids `PickListMixedID`), `Rows([])` means the app's own rows
    // (PickListRows+Mixed.swift), not rows that would leave the written ones out.
    @_disfavoredOverload
    @inlinable
    public init(sections: [PickListEntrySection<ID>], selecting: some Sequence<ID>) {
        self.init(
            sections: sections, isUnsectioned: sections.count == 1 && sections[0].title == nil, selecting: selecting)
    }

    /// Rows in titled sections, with the spec's `default` selection; see
    /// ``init(sections:selecting:)-([PickListEntrySection<ID>],_)``.
    // Disfavoured: on a mixed list (ids `PickListMixedID`), `Rows([])` means the app's own rows
    // (PickListRows+Mixed.swift), not rows that would leave the written ones out.
    @_disfavoredOverload
    @inlinable
    public init(sections: [PickListEntrySection<ID>]) {
        self.init(sections: sections, selecting: [])
    }

    @inlinable
    init(sections: [PickListEntrySection<ID>], isUnsectioned: Bool, selecting: some Sequence<ID>) {
        self.init(policy: List.definition, sections: sections, isUnsectioned: isUnsectioned, selecting: selecting)
    }

    /// Rows under a policy made at runtime rather than `List.definition`: for picklist's own
    /// tools (`picklist preview` plays a spec it has just read). `List` then only names the
    /// type; ``PickListPolicy/Dynamic`` serves.
    package init(policy: PickListPolicy, sections: [PickListEntrySection<ID>], selecting: some Sequence<ID>) {
        self.init(
            policy: policy, sections: sections, isUnsectioned: sections.count == 1 && sections[0].title == nil,
            selecting: selecting)
    }

    @inlinable
    init(policy: PickListPolicy, sections: [PickListEntrySection<ID>], isUnsectioned: Bool, selecting: some Sequence<ID>) {
        self.policy = policy
        table = EntryTable(
            sections: sections, isUnsectioned: isUnsectioned, allRow: policy.allRow?.shownPosition,
            rules: policy.rules)
        lookupStarts = table.positions.sectionStarts
        let ids = Array(selecting)
        var ordinals = table.ordinals(of: ids)
        if ids.isEmpty, policy.defaultSelection == .all {
            ordinals = table.selectable.allRowMembers.ordinals
        }
        state = SelectionState(
            members: SelectionState.members(ordinals: ordinals, selectable: table.selectable, mode: policy.mode),
            order: ordinals, rules: table.rules)
        state.checkInvariants(selectable: table.selectable, rules: table.rules)
    }

    // MARK: Rows

    /// Every row kept, in display order (duplicates left out).
    public var entries: [PickListEntry<ID>] { table.entries }

    /// The row with an id, or `nil` when no row has it.
    @inlinable
    public func entry(_ id: ID) -> PickListEntry<ID>? {
        table.ordinal(of: id).map { table.entries[$0] }
    }

    /// The ids of the rows left out of the rows last given (to an initialiser or
    /// ``update(_:unloaded:)-([PickListEntry<ID>],_)``) because an earlier row had the same id, in the order given.
    public var duplicateIDs: [ID] { table.duplicateIDs }

    /// The displayed sections, each with its title and rows, the all-row included where the
    /// list has one; hidden rows left out (``setHidden(_:forIDs:)``). Built on each read
    /// (O(rows)): a table view's data source should ask ``numberOfSections``,
    /// ``numberOfRows(inSection:)`` and ``row(section:row:)``.
    public var sections: [Section] {
        if let shown = hiding?.value.shown { return shownSections(shown) }
        return (0..<numberOfSections).map { section in
            let start = table.positions.sectionStarts[section]
            let end = table.positions.sectionStarts[section + 1]
            let rows = (start..<end).map { position -> Row in
                position == table.positions.allRowPosition
                    ? .all : .entry(table.entries[table.positions.ordinal(atRowPosition: position)].id)
            }
            return Section(title: sectionTitle(section), rows: rows, footer: sectionFooter(section))
        }
    }

    /// The number of displayed sections (the all-row's own section included; hiding rows
    /// never removes one).
    public var numberOfSections: Int { table.positions.sectionCount }

    /// The number of rows shown in a displayed section (0 outside the list).
    public func numberOfRows(inSection section: Int) -> Int {
        if let shown = hiding?.value.shown { return shown.rowCount(inSection: section) }
        return table.positions.rowCount(inSection: section)
    }

    /// A displayed section's header, or `nil` for none (or outside the list).
    public func sectionTitle(_ section: Int) -> String? {
        guard section >= 0, section < numberOfSections, let source = table.sourceSection(ofDisplayed: section) else {
            return nil
        }
        return table.sectionTitles[source]
    }

    /// A displayed section's footer: the text under its rows, or `nil` for none (or outside
    /// the list).
    ///
    /// A section's footer is the one the app gave its ``PickListEntrySection``. The list's own
    /// `footer` (the spec's list key, translated for a localized list) explains the list as a
    /// whole, so it goes under the rows: the footer of the last section of entries when the
    /// app gave that section none (the all-row's own section, when it comes last, keeps
    /// none: the footer stays with the rows it explains).
    public func sectionFooter(_ section: Int) -> String? {
        guard section >= 0, section < numberOfSections, let source = table.sourceSection(ofDisplayed: section) else {
            return nil
        }
        if let footer = table.sectionFooters[source] { return footer }
        return source == table.sectionFooters.count - 1 ? policy.displayedFooter : nil
    }

    /// The row shown at an index path (``PickListSelecting/row(section:row:)``).
    @inlinable
    public func row(section: Int, row: Int) -> Row? {
        if hiding != nil { return shownRow(section: section, row: row) }
        let positions = table.positions
        guard let position = positions.position(section: section, row: row) else { return nil }
        if position == positions.allRowPosition { return .all }
        return .entry(table.entries[positions.ordinal(atRowPosition: position)].id)
    }

    /// The index path of a row among the rows shown (``PickListSelecting/indexPath(of:)``);
    /// `nil` for an id no row has too.
    public func indexPath(of row: Row) -> (section: Int, row: Int)? {
        if let shown = hiding?.value.shown {
            let path = switch row {
            case .all: shown.allRowIndexPath
            case .entry(let id): table.ordinal(of: id).flatMap { shown.indexPath(ofOrdinal: $0) }
            }
            return path.map { ($0.section, $0.row) }
        }
        return switch row {
        case .all: table.positions.allRowIndexPath
        case .entry(let id): table.ordinal(of: id).map { table.positions.indexPath(ofOrdinal: $0) }
        }
    }

    /// The text of a row: the entry's title, or the all-row's title (translated for a
    /// localized list); `nil` for an id no row has.
    public func title(of row: Row) -> String? {
        switch row {
        case .all: policy.displayedAllRowTitle
        case .entry(let id): entry(id)?.title
        }
    }

    // MARK: Reading the selection

    /// The selected ids in display order (with `order: selection`, in the order they were
    /// selected): what an app saves, and gives back as `selecting` or to
    /// ``restore(_:unloaded:)``, which keep that order. Selected rows not loaded (``unloadedIDs``) follow the rows
    /// shown.
    public var selectedIDs: [ID] {
        state.orderedMembers(table.rules).map { table.entries[$0].id } + unloaded.entries.map(\.id)
    }

    /// The ids of the selected rows the list holds but does not show, in the order
    /// ``selectedIDs`` lists them: rows an update with ``PickListUnloadedRows/keepSelected``
    /// lacked (a page not loaded, a server-side search that did not find them). Empty unless
    /// the app updates that way.
    public var unloadedIDs: [ID] {
        unloaded.entries.map(\.id)
    }

    /// The selected rows not shown, as the engine counts them (none when it has dropped them).
    @inlinable
    var unloaded: UnloadedRows<ID> {
        state.unloadedCount == 0 ? UnloadedRows() : unloadedStorage
    }

    /// The number of selected rows, those not loaded (``unloadedIDs``) included.
    @inlinable
    public var count: Int { state.count }

    /// Whether nothing is selected.
    @inlinable
    public var isEmpty: Bool { state.count == 0 }

    /// Whether every enabled row is selected (and there is at least one). The all-row shows a
    /// checkmark exactly when this is `true`. Only the rows present count: selected rows not
    /// loaded neither make nor break it, and exclusive rows (``PickListEntry/isExclusive``)
    /// are not counted.
    @inlinable
    public var isAll: Bool { state.isAll(selectable) }

    /// Whether the row with an id is selected, a row not loaded (``unloadedIDs``) included.
    @inlinable
    public func contains(_ id: ID) -> Bool {
        guard let ordinal = table.ordinal(of: id) else { return state.unloadedCount > 0 && unloadedStorage.contains(id) }
        return state.members.contains(ordinal)
    }

    /// Whether a row shows a checkmark: an entry's row when it is selected, the all-row when
    /// ``isAll`` (and the list has an all-row).
    @inlinable
    public func isChecked(_ row: Row) -> Bool {
        switch row {
        case .all: table.rules.showsAllRow && isAll
        case .entry(let id): contains(id)
        }
    }

    /// Whether the row at an index path shows a checkmark (`false` outside the list): what a
    /// table view's `cellForRowAt` asks. It reads the selection by position, with no lookup by
    /// id, so drawing the visible rows of a long list costs a few instructions a row.
    @inlinable
    public func isChecked(section: Int, row: Int) -> Bool {
        let positions = table.positions
        guard let position = RowPositions.position(section: section, row: row, starts: lookupStarts) else {
            guard hiding != nil, let shown = shownRow(section: section, row: row) else { return false }
            return isChecked(shown)
        }
        if position == positions.allRowPosition { return table.rules.showsAllRow && isAll }
        return state.members.contains(positions.ordinal(atRowPosition: position))
    }

    /// Whether the list is in edit mode (``PickListSelecting/isEditing``).
    public var isEditing: Bool { state.isEditing }

    /// The text describing the selection, from the spec's `summary` texts, as for enum lists:
    /// `{count}`, `{total}` (enabled rows) and `{title}` (the selected rows' titles joined with
    /// `, `). Selected rows not loaded (``unloadedIDs``) count for `{count}` and `{total}` and
    /// are named after the rows shown; with any, the `all` text gives way to `other`. Plural
    /// forms are chosen as for enum lists (``PickListSelection/summary``).
    public var summary: String {
        let selectable = selectable
        let text = state.summaryText(selectable)
        let count = count
        let total = selectable.total &+ state.unloadedCount
        return PickListSummaryFormat.fill(
            policy.displayedSummary(text, count: count, total: total), count: count, total: total,
            titles: [
                AnySequence(state.orderedMembers(table.rules).lazy.map { table.entries[$0].title }),
                AnySequence(unloaded.entries.lazy.map(\.title)),
            ].joined(), listPattern: policy.displayedListPattern)
    }

    /// The ids of the rows shown whose title or keywords match a search query, in display
    /// order, by the same rules as enum lists' `search`: every word of the query must begin a
    /// word of the title or keywords, ignoring case and diacritics. A list whose spec names
    /// other fields (`searchable: {in: [title, subtitle, keywords, section]}`,
    /// ``PickListPolicy/searchFields``) matches those: the entries' subtitles, the titles of
    /// their sections. An empty query (or one without letters or digits) returns every row
    /// shown. Hidden rows (``setHidden(_:forIDs:)``) are left out.
    public func search(_ query: String) -> [ID] {
        let query = SearchQuery(query)
        let hiding = hiding?.value
        let entries = table.entries
        let fields = policy.searchFields
        let searchesDefaults = fields == Self.defaultSearchFields
        return entries.indices.compactMap { ordinal in
            if let hiding, hiding.isHidden(ordinal) { return nil }
            guard !query.words.isEmpty else { return entries[ordinal].id }
            let entry = entries[ordinal]
            let matches = searchesDefaults
                ? query.matches(title: entry.title, keywords: entry.keywords)
                : query.matches(texts: PickListSearchField.texts(
                    fields, title: entry.title, subtitle: entry.subtitle, keywords: entry.keywords,
                    section: sectionTitle(ofOrdinal: ordinal)))
            return matches ? entry.id : nil
        }
    }

    /// What search reads when the spec names nothing.
    private static var defaultSearchFields: Set<PickListSearchField> { Set(PickListSearchField.defaults) }

    /// The title of the app's section that holds the row with `ordinal`.
    private func sectionTitle(ofOrdinal ordinal: Int) -> String? {
        table.sourceSection(ofDisplayed: table.positions.indexPath(ofOrdinal: ordinal).section).flatMap { table.sectionTitles[$0] }
    }

    // MARK: Tapping

    /// Applies a tap on a row, following the list's policy (``PickListSelecting/tap(_:)``),
    /// and reports what changed. A tap on an id no row has is refused with
    /// ``PickListRejection/noSuchRow``.
    @inlinable @discardableResult
    public mutating func tap(_ row: Row) -> Change {
        switch row {
        case .all:
            let entries = table.entries
            return state.tapAllRow(rules: table.rules, selectable: selectable, all: .all, row: { .entry(entries[$0].id) })
        case .entry(let id):
            guard let ordinal = table.ordinal(of: id) else { return .rejected(.noSuchRow) }
            return tap(ordinal: ordinal)
        }
    }

    /// A tap on the row with `ordinal`: through the engine's general path when the rows
    /// include exclusive ones or the list keeps the selection order, else the plain one.
    @inlinable @inline(__always)
    mutating func tap(ordinal: Int) -> Change {
        if table.rules.takesGeneralPath || hiding != nil { return tapGeneral(ordinal) }
        let entries = table.entries
        return state.tapPlain(
            ordinal, rules: table.rules, enabled: table.enabled, selectable: table.selectable, all: .all,
            row: { .entry(entries[$0].id) })
    }

    /// ``tap(ordinal:)`` on rows with exclusive ones, with `order: selection` or with hidden
    /// rows: compiled for the app's list, not inlined into the taps of the others. A hidden
    /// row has no row: its tap is refused with ``PickListRejection/noSuchRow``.
    @inlinable @inline(never)
    mutating func tapGeneral(_ ordinal: Int) -> Change {
        if let hiding, hiding.value.isHidden(ordinal) { return .rejected(.noSuchRow) }
        let entries = table.entries
        let selectable = selectable
        return state.tap(
            ordinal, rules: table.rules, enabled: selectable.tappable, selectable: selectable, all: .all,
            row: { .entry(entries[$0].id) })
    }

    /// Applies a tap on the row shown at an index path (``PickListSelecting/tap(section:row:)``).
    @inlinable @discardableResult
    public mutating func tap(section: Int, row: Int) -> Change {
        if hiding != nil { return tapShown(section: section, row: row) }
        let positions = table.positions
        guard let position = positions.position(section: section, row: row) else { return .rejected(.noSuchRow) }
        if position == positions.allRowPosition {
            let entries = table.entries
            return state.tapAllRow(rules: table.rules, selectable: table.selectable, all: .all, row: { .entry(entries[$0].id) })
        }
        return tap(ordinal: positions.ordinal(atRowPosition: position))
    }

    /// Enters or leaves edit mode (``PickListSelecting/setEditing(_:)``); leaving clears the
    /// selected rows not loaded too.
    @discardableResult
    public mutating func setEditing(_ editing: Bool) -> Change {
        let entries = table.entries
        return state.setEditing(editing, rules: table.rules, selectable: selectable, all: .all, row: { .entry(entries[$0].id) })
    }
}

extension PickListRows: PickListSelecting {}

extension PickListRows: Hashable {
    /// Two values are equal when they show the same rows in the same sections with the same
    /// selection and edit mode.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.state == rhs.state && lhs.table.positions == rhs.table.positions
            && lhs.table.sectionTitles == rhs.table.sectionTitles && lhs.table.sectionFooters == rhs.table.sectionFooters
            && lhs.table.entries == rhs.table.entries
            && lhs.unloaded == rhs.unloaded && lhs.hiddenIDs == rhs.hiddenIDs
    }

    /// Hashes the rows, sections and selection.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(state)
        hasher.combine(unloaded)
        hasher.combine(table.sectionTitles)
        hasher.combine(table.sectionFooters)
        hasher.combine(table.entries)
        hasher.combine(hiddenIDs)
    }
}

extension PickListRows: CustomStringConvertible {
    /// The selected ids in display order and the number of rows, for logs and debugging:
    /// `[3, 7] of 120 rows`, followed by `(editing)` while in edit mode.
    public var description: String {
        let ids = "[" + selectedIDs.map { "\($0)" }.joined(separator: ", ") + "] of \(table.entries.count) rows"
        return isEditing ? ids + " (editing)" : ids
    }
}
