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

    /// Hides or shows items' rows, as decided at runtime, and reports what a table view
    /// animates: ``PickListSelecting/setHidden(_:for:)`` for several items at once, one update
    /// for them all.
    ///
    /// As with unavailable items (``setAvailable(_:for:)``): an item outside the selection's
    /// subset stays hidden when shown; `X.sections` and `X.row(section:row:)` stay the written
    /// list; hidden items belong to this value, so they are not encoded, and a decoded
    /// selection shows every item.
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

    /// Whether the row at an index path shows a checkmark: ``row(section:row:)``'s row
    /// checked.
    @inlinable
    public func isChecked(section: Int, row: Int) -> Bool {
        self.row(section: section, row: row).map(isChecked) ?? false
    }

    /// The sections as this selection shows them: `X.sections` without the hidden items'
    /// rows.
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

    /// The row shown at an index path: `X.row(section:row:)` with hidden items left out.
    public func row(section: Int, row: Int) -> Row? {
        let definition = Item.definition
        return ordinal(section: section, row: row, definition: definition).map { $0 < 0 ? .all : .item(definition.cases[$0]) }
    }

    /// The index path of a row among the rows shown: `X.indexPath(of:)` with hidden items
    /// left out.
    public func indexPath(of row: Row) -> (section: Int, row: Int)? {
        let definition = Item.definition
        let path = switch row {
        case .all: allRowIndexPath(definition: definition)
        case .item(let item): indexPath(ofOrdinal: definition.ordinal(of: item), definition: definition)
        }
        return path.map { ($0.section, $0.row) }
    }
}
