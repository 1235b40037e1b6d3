extension PickListRows {
    /// Whether the row with an id is hidden (``setHidden(_:forIDs:)``); also `true` for an id
    /// the app hid that no row has yet.
    public func isHidden(_ id: ID) -> Bool {
        hiding?.value.ids.contains(id) ?? false
    }

    /// The ids the app hid, rows or not (``setHidden(_:forIDs:)``).
    public var hiddenIDs: Set<ID> {
        hiding?.value.ids ?? []
    }

    /// The rows shown, in display order: ``entries`` without the hidden rows. What a SwiftUI
    /// `List` shows.
    public var shownEntries: [PickListEntry<ID>] {
        guard let hiding = hiding?.value, hiding.shown != nil else { return table.entries }
        return table.entries.indices.filter { !hiding.isHidden($0) }.map { table.entries[$0] }
    }

    /// Hides or shows the row with an id: ``setHidden(_:forIDs:)`` for one id.
    @discardableResult
    public mutating func setHidden(_ hidden: Bool, for id: ID) -> PickListUpdate<ID> {
        setHidden(hidden, forIDs: CollectionOfOne(id))
    }

    /// Hides or shows rows, as the app decides at runtime, and reports what a table view
    /// animates: ``PickListSelecting/setHidden(_:for:)`` for several ids at once, one update for
    /// them all.
    ///
    /// What differs from an enum list: a selected row not loaded (``unloadedIDs``) that is
    /// hidden leaves the selection too. ``entries`` and ``entry(_:)`` still hold a hidden row
    /// (``shownEntries`` does not). The app hides by id, so hiding outlives the rows: after
    /// ``update(_:unloaded:)-([PickListEntry<ID>],_)`` the ids stay hidden, and a row that
    /// arrives with one arrives hidden. Hiding an id no row has changes no row and is kept for
    /// when one does (``hiddenIDs``). ``restore(_:unloaded:)`` leaves hidden ids out.
    @discardableResult
    public mutating func setHidden(_ hidden: Bool, forIDs ids: some Sequence<ID>) -> PickListUpdate<ID> {
        let ids = Array(ids)
        var value = hiding?.value ?? HiddenEntries(table)
        hiding = nil  // the box goes, and with it the second reference to the tables
        var changedIDs = false
        for id in ids where hidden ? value.ids.insert(id).inserted : value.ids.remove(id) != nil {
            changedIDs = true
        }
        guard changedIDs else {
            store(value)
            return PickListUpdate()
        }
        let ordinals = RowHiding.distinct(ids.compactMap { table.ordinal(of: $0) }) { hidden != value.isHidden($0) }
        let base = table.selectable
        let result = RowHiding.setHidden(
            hidden, ordinals: ordinals, isSelectableWhenShown: { base.enabled.contains($0) },
            shown: &value.shown, positions: table.positions, rowCount: table.entries.count,
            selectable: &value.selectable, base: base, state: &state, rules: table.rules)
        let entries = table.entries
        var deselected = result.left.map { entries[$0].id }
        if hidden && state.unloadedCount > 0 {
            // Selected rows not loaded that the app hides leave too.
            let leaving = unloadedStorage.entries.map(\.id).filter { value.ids.contains($0) }
            for id in leaving { unloadedStorage.remove(id) }
            state.unloadedCount -= leaving.count
            deselected += leaving
        }
        store(value)
        return PickListUpdate(
            deselected: deselected, selected: result.joined.map { entries[$0].id },
            deletedRows: result.deleted, insertedRows: result.inserted, reloadedRows: result.reloaded)
    }

    /// Stores hidden entries; none when they hide no id.
    mutating func store(_ value: HiddenEntries<ID>) {
        hiding = value.ids.isEmpty ? nil : HiddenEntries.Box(value)
    }

    // MARK: The rows shown

    /// The sections as `shown` shows them.
    func shownSections(_ shown: ShownRows) -> [Section] {
        (0..<numberOfSections).map { section in
            let rows = shown.shownRows(inSection: section).map { $0 < 0 ? Row.all : .entry(table.entries[$0].id) }
            return Section(title: sectionTitle(section), rows: rows, footer: sectionFooter(section))
        }
    }

    /// The row shown at an index path while rows are hidden (``row(section:row:)``).
    @usableFromInline
    func shownRow(section: Int, row: Int) -> Row? {
        guard let ordinal = shownOrdinal(section: section, row: row) else { return nil }
        return ordinal < 0 ? .all : .entry(table.entries[ordinal].id)
    }

    /// What the index path shows among the rows shown: `-1` for the all-row, a row's ordinal,
    /// or `nil` outside the rows shown.
    func shownOrdinal(section: Int, row: Int) -> Int? {
        if let shown = hiding?.value.shown { return shown.lookup(section: section, row: row) }
        let positions = table.positions
        guard let position = positions.position(section: section, row: row) else { return nil }
        return position == positions.allRowPosition ? -1 : positions.ordinal(atRowPosition: position)
    }

    /// A tap by index path while rows are hidden: the index path is looked up among the rows
    /// shown. Not inlined into the taps of other lists.
    @usableFromInline @inline(never)
    mutating func tapShown(section: Int, row: Int) -> Change {
        guard let ordinal = shownOrdinal(section: section, row: row) else { return .rejected(.noSuchRow) }
        guard ordinal >= 0 else { return tap(.all) }
        return tapGeneral(ordinal)
    }
}
