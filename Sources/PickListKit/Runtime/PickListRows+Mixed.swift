/// The rows of a mixed list (``MixedPickList``): the written items' rows and the app's, under
/// one selection.
///
/// The app gives its own rows, with its own ids, to these initialisers and updates; the written
/// rows are added to them, before or after (``MixedPickList/writtenPosition``: written `items` join
/// the app's rows given without sections, and otherwise keep a section of their own), and no update removes them. Everything else — taps, checkmarks,
/// the all-row, `exclusive`, bounds, the summary, index paths, search, SwiftUI's
/// ``selection`` — is ``PickListRows``' own, for rows whose ids are ``PickListMixedID``s.
///
/// The written rows show their texts as displayed when the rows are built or updated: a
/// localized list's translations, read through the installed ``PickListLocalizer``.
extension PickListRows where ID: PickListMixedIdentifier {
    /// The written rows and the app's rows in display order, in one section when the spec
    /// writes `items` (the written rows at its top, or bottom with `written: last`).
    ///
    /// - Parameters:
    ///   - rows: The app's rows; of rows with the same id only the first is kept.
    ///   - selecting: The ids to select, written or the app's (a saved ``selectedIDs``), as
    ///     ``init(_:selecting:)-([PickListEntry<ID>],_)`` takes them. Empty: the spec's `default` (written items, or
    ///     `all`).
    @inlinable
    public init(_ rows: [PickListEntry<ID.EntryID>], selecting: some Sequence<ID>) {
        self.init(mixedSections: [PickListEntrySection(title: nil, entries: rows)], appIsUnsectioned: true, selecting: selecting)
    }

    /// The written rows and the app's rows, with the spec's `default` selection; see
    /// ``init(_:selecting:)-([PickListEntry<ID.EntryID>],_)``.
    @inlinable
    public init(_ rows: [PickListEntry<ID.EntryID>]) {
        self.init(rows, selecting: [ID]())
    }

    /// The written rows and the app's rows in sections: the written rows in sections of their
    /// own, before or after the app's; `selecting` as for ``init(_:selecting:)-([PickListEntry<ID.EntryID>],_)``.
    @inlinable
    public init(sections: [PickListEntrySection<ID.EntryID>], selecting: some Sequence<ID>) {
        self.init(
            mixedSections: sections, appIsUnsectioned: sections.count == 1 && sections[0].title == nil,
            selecting: selecting)
    }

    /// The written rows and the app's rows in sections, with the spec's `default` selection;
    /// see ``init(sections:selecting:)-([PickListEntrySection<ID.EntryID>],_)``.
    @inlinable
    public init(sections: [PickListEntrySection<ID.EntryID>]) {
        self.init(sections: sections, selecting: [ID]())
    }

    @usableFromInline
    init(mixedSections app: [PickListEntrySection<ID.EntryID>], appIsUnsectioned: Bool, selecting: some Sequence<ID>) {
        let placed = Self.mixedSections(app, appIsUnsectioned: appIsUnsectioned)
        var ids = Array(selecting)
        let definition = ID.Item.definition
        if ids.isEmpty, case .ids = definition.defaultSelection {
            ids = definition.defaultOrder.map { .item(definition.cases[$0]) }
        }
        self.init(policy: definition.policy, sections: placed.sections, isUnsectioned: placed.isUnsectioned, selecting: ids)
    }

    /// Replaces the app's rows (one untitled section), keeping the selection by id, as
    /// ``update(_:unloaded:)-([PickListEntry<ID>],_)`` does for a list whose rows all come from the app; the written
    /// rows stay, and stay selected.
    @discardableResult
    public mutating func update(_ rows: [PickListEntry<ID.EntryID>], unloaded: PickListUnloadedRows = .deselect) -> PickListUpdate<ID> {
        update(mixedSections: [PickListEntrySection(title: nil, entries: rows)], appIsUnsectioned: true, unloaded: unloaded)
    }

    /// Replaces the app's rows with rows in sections, keeping the selection by id (see
    /// ``update(_:unloaded:)-([PickListEntry<ID.EntryID>],_)``); the written rows stay.
    @discardableResult
    public mutating func update(sections: [PickListEntrySection<ID.EntryID>], unloaded: PickListUnloadedRows = .deselect) -> PickListUpdate<ID> {
        update(
            mixedSections: sections, appIsUnsectioned: sections.count == 1 && sections[0].title == nil, unloaded: unloaded)
    }

    mutating func update(
        mixedSections app: [PickListEntrySection<ID.EntryID>], appIsUnsectioned: Bool, unloaded: PickListUnloadedRows
    ) -> PickListUpdate<ID> {
        let placed = Self.mixedSections(app, appIsUnsectioned: appIsUnsectioned)
        let table = EntryTable(
            sections: placed.sections, isUnsectioned: placed.isUnsectioned, allRow: policy.allRow?.shownPosition,
            rules: policy.rules)
        return update(table, unloaded: unloaded)
    }

    /// Replaces the selection with a saved one kept as two arrays (``selectedItems`` and
    /// ``selectedEntryIDs``), and says which could not be restored; see
    /// ``restore(_:unloaded:)``.
    @discardableResult
    public mutating func restore(
        items: some Sequence<ID.Item>, entries: some Sequence<ID.EntryID>, unloaded: PickListUnloadedRows = .deselect
    ) -> PickListRestoration<ID> {
        restore(items.map { ID.item($0) } + entries.map { ID.entry($0) }, unloaded: unloaded)
    }

    /// The selected written items, in the order ``selectedIDs`` lists them.
    public var selectedItems: [ID.Item] {
        selectedIDs.compactMap(\.item)
    }

    /// The ids of the selected app rows, in the order ``selectedIDs`` lists them (rows not
    /// loaded after the rows shown).
    public var selectedEntryIDs: [ID.EntryID] {
        selectedIDs.compactMap(\.entryID)
    }

    /// The written rows, placed among the app's rows.
    static func mixedSections(
        _ app: [PickListEntrySection<ID.EntryID>], appIsUnsectioned: Bool
    ) -> (sections: [PickListEntrySection<ID>], isUnsectioned: Bool) {
        MixedSections.place(
            written: writtenSections, writtenIsSections: ID.Item.keepsWrittenSections,
            app: app.map { section in
                PickListEntrySection(
                    title: section.title, entries: section.entries.map { $0.withID(ID.entry($0.id)) }, footer: section.footer)
            },
            appIsUnsectioned: appIsUnsectioned, position: ID.Item.writtenPosition)
    }

    /// The written items' rows, in their sections, with their texts as displayed now and their
    /// traits as written; the all-row is the mixed list's own, left out here.
    static var writtenSections: [PickListEntrySection<ID>] {
        let definition = ID.Item.definition
        return definition.displayedSections.compactMap { section in
            let items = section.rows.compactMap(\.item)
            guard !items.isEmpty else { return nil }
            return PickListEntrySection(
                title: section.title,
                entries: items.map { item in
                    PickListEntry(
                        id: ID.item(item), title: definition.displayedTitle(of: item),
                        subtitle: definition.displayedSubtitle(of: item), traits: definition.info(for: item).traits)
                },
                footer: section.footer)
        }
    }
}
