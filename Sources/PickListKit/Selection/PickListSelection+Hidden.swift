extension PickListSelection {
    /// Whether the item has no row: the app hid it (``setHidden(_:for:)``), or the selection's
    /// subset leaves it out (``init(subset:)``).
    public func isHidden(_ item: Item) -> Bool {
        runtime?.value.isHidden(Item.definition.ordinal(of: item)) ?? false
    }

    /// The items without a row (hidden, or outside the subset), in display order.
    public var hiddenItems: [Item] {
        let definition = Item.definition
        return (runtime?.value.shown?.hidden.ordinals ?? []).map { definition.cases[$0] }
    }

    /// Hides or shows an item's row: ``setHidden(_:forItems:)`` for one item.
    @discardableResult
    public mutating func setHidden(_ hidden: Bool, for item: Item) -> PickListUpdate<Item> {
        setHidden(hidden, forItems: CollectionOfOne(item))
    }

    /// Hides or shows items' rows, as decided at runtime (a service that needs a newer system,
    /// a browser that is not installed, a debug-only choice), and reports what a table view
    /// animates.
    ///
    /// A hidden item has no row: this selection's ``sections``, ``row(section:row:)``,
    /// ``indexPath(of:)`` and ``tap(section:row:)`` (and PickListFoundation's index paths)
    /// show the other rows only, and ``isAll``, ``allState``, the all-row, the summary's
    /// `{total}`, ``search(_:)`` and VoiceOver's counts leave it out. A tap or a
    /// ``select(_:)`` of a hidden item is refused with ``PickListRejection/noSuchRow``. As when
    /// an item becomes unavailable:
    ///
    /// - a selected item that is hidden leaves the selection (``PickListUpdate/deselected``);
    ///   the selection may then be below `min`;
    /// - while the all-row is checked, items shown again join the selection, so it stays
    ///   checked (``PickListUpdate/selected``), unless that would pass `max`.
    ///
    /// The update names the rows to animate: ``PickListUpdate/deletedRows`` (index paths
    /// before the change), ``PickListUpdate/insertedRows`` (after it) and
    /// ``PickListUpdate/reloadedRows`` (the all-row, when its checkmark changed):
    ///
    /// ```swift
    /// let update = selection.setHidden(!translator.isAvailable, for: .translate)
    /// tableView.performBatchUpdates {
    ///     tableView.deleteRows(at: update.deletedIndexPaths, with: .fade)
    ///     tableView.insertRows(at: update.insertedIndexPaths, with: .fade)
    /// }
    /// tableView.reloadRows(at: update.reloadedIndexPaths, with: .none)
    /// ```
    ///
    /// Sections keep their places: a section whose items are all hidden has no rows (give it
    /// no header then). Hiding every item leaves the all-row alone, unchecked; a tap on it
    /// changes nothing. An item outside the selection's subset stays hidden when shown. Hiding
    /// an item already hidden (or showing one shown) changes nothing. `X.sections` and
    /// `X.row(section:row:)` stay the written list. Like availability, hidden items belong to
    /// this value: they are not encoded, and a decoded selection shows every item.
    ///
    /// Hiding or showing one row costs O(log n) for its index path and the layout, and O(1)
    /// for the rest (the rows a tap may select, the selection), however long the list; the
    /// first item hidden makes the layout, O(n).
    @discardableResult
    public mutating func setHidden(_ hidden: Bool, forItems items: some Sequence<Item>) -> PickListUpdate<Item> {
        let definition = Item.definition
        var overlay = takeOverlay(definition)
        let ordinals = RowHiding.distinct(items.map { definition.ordinal(of: $0) }) { hidden != overlay.hidden.contains($0) }
        guard !ordinals.isEmpty else {
            self.overlay = overlay
            return PickListUpdate()
        }
        for ordinal in ordinals {
            if hidden { overlay.hidden.insert(ordinal) } else { overlay.hidden.remove(ordinal) }
        }
        // An item outside the subset stays hidden, whatever the app says.
        let outside = overlay.outside
        let unavailable = overlay.unavailable
        let result = RowHiding.setHidden(
            hidden, ordinals: ordinals.filter { !outside.contains($0) },
            isSelectableWhenShown: { definition.selectable.enabled.contains($0) && !unavailable.contains($0) },
            shown: &overlay.shown, positions: definition.layout.positions, rowCount: definition.cases.count,
            selectable: &overlay.selectable, base: definition.selectable, state: &state, rules: definition.rules)
        self.overlay = overlay
        return PickListUpdate(
            deselected: result.left.map { definition.cases[$0] }, selected: result.joined.map { definition.cases[$0] },
            deletedRows: result.deleted, insertedRows: result.inserted, reloadedRows: result.reloaded)
    }

    // MARK: The rows shown

    /// The sections as this selection shows them: `X.sections` without the hidden items'
    /// rows (a section whose items are all hidden keeps its place, with no rows).
    public var sections: [PickListSection<Item>] {
        let definition = Item.definition
        let written = definition.displayedSections
        guard let shown = runtime?.value.shown else { return written }
        return written.indices.map { section in
            var shownSection = written[section]
            shownSection.rows = shown.shownRows(inSection: section).map { $0 < 0 ? .all : .item(definition.cases[$0]) }
            return shownSection
        }
    }

    /// The number of sections shown: `X.sections.count` (hiding items never removes one).
    public var numberOfSections: Int {
        Item.definition.layout.positions.sectionCount
    }

    /// The number of rows shown in a section, the all-row included (0 outside the list).
    public func numberOfRows(inSection section: Int) -> Int {
        let definition = Item.definition
        if let shown = runtime?.value.shown { return shown.rowCount(inSection: section) }
        return definition.layout.positions.rowCount(inSection: section)
    }

    /// The row shown at an index path, or `nil` outside the rows shown: `X.row(section:row:)`
    /// with hidden items left out. O(log n) while items are hidden, O(1) otherwise.
    public func row(section: Int, row: Int) -> Row? {
        let definition = Item.definition
        return ordinal(section: section, row: row, definition: definition).map { $0 < 0 ? .all : .item(definition.cases[$0]) }
    }

    /// The index path of a row among the rows shown, or `nil` for a hidden item and for the
    /// all-row of a list without one: `X.indexPath(of:)` with hidden items left out.
    public func indexPath(of row: Row) -> (section: Int, row: Int)? {
        let definition = Item.definition
        let path = switch row {
        case .all: allRowIndexPath(definition: definition)
        case .item(let item): indexPath(ofOrdinal: definition.ordinal(of: item), definition: definition)
        }
        return path.map { ($0.section, $0.row) }
    }
}
