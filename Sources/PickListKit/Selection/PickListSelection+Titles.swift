extension PickListSelection {
    /// An item's title as this selection shows it: the title the app set
    /// (``setTitle(_:for:)``), or the written (translated) one.
    public func title(of item: Item) -> String {
        let definition = Item.definition
        let ordinal = definition.ordinal(of: item)
        return runtime?.value.titles[ordinal] ?? definition.displayedTitle(ofOrdinal: ordinal)
    }

    /// A row's title as this selection shows it: the item's title set or written for an item's row, the
    /// all-row's title for the all-row.
    public func title(of row: Row) -> String {
        switch row {
        case .all: Item.definition.displayedAllRowTitle
        case .item(let item): title(of: item)
        }
    }

    /// An item's subtitle as this selection shows it: the subtitle the app set
    /// (``setSubtitle(_:for:)``), or the written (translated) one; `nil` for none.
    public func subtitle(of item: Item) -> String? {
        let definition = Item.definition
        let ordinal = definition.ordinal(of: item)
        return runtime?.value.subtitles[ordinal] ?? definition.displayedSubtitle(of: item)
    }

    /// Sets the title an item shows, made at runtime ("System Default (Safari)", a
    /// formatter's "5 minutes"); `nil` restores the written (translated) title.
    ///
    /// Draw rows with the selection's `title(of:)`: `item.title` and `X.sections` stay the written texts.
    /// The summary's `{title}`, ``search(_:)`` and the refusal messages use the title set. A
    /// hidden item keeps the title for when it is shown again.
    ///
    /// - Returns: The item's index path, to reload its row, or `nil` when it is hidden or the
    ///   title did not change.
    @discardableResult
    public mutating func setTitle(_ title: String?, for item: Item) -> PickListIndexPath? {
        let ordinal = Item.definition.ordinal(of: item)
        return setText(ordinal) { overlay in
            title == nil ? overlay.titles.removeValue(forKey: ordinal) != nil : overlay.titles.updateValue(title!, forKey: ordinal) != title
        }
    }

    /// Sets the subtitle an item shows, made at runtime; `nil` restores the written
    /// (translated) subtitle. See ``setTitle(_:for:)``.
    ///
    /// - Returns: The item's index path, to reload its row, or `nil` when it is hidden or the
    ///   subtitle did not change.
    @discardableResult
    public mutating func setSubtitle(_ subtitle: String?, for item: Item) -> PickListIndexPath? {
        let ordinal = Item.definition.ordinal(of: item)
        return setText(ordinal) { overlay in
            subtitle == nil
                ? overlay.subtitles.removeValue(forKey: ordinal) != nil
                : overlay.subtitles.updateValue(subtitle!, forKey: ordinal) != subtitle
        }
    }

    /// Applies `change` to the texts of the item with `ordinal`; its index path when it did.
    private mutating func setText(_ ordinal: Int, _ change: (inout SelectionOverlay) -> Bool) -> PickListIndexPath? {
        let definition = Item.definition
        var overlay = takeOverlay(definition)
        let changed = change(&overlay)
        self.overlay = overlay
        guard changed else { return nil }
        return indexPath(ofOrdinal: ordinal, definition: definition)
    }

    /// The items shown whose title or keywords match a search query, in display order: the
    /// list's search (`X.search(_:)`, with its folding and word rules, and the fields its spec
    /// searches) over this selection's rows, hidden items left out and the titles the app
    /// set matched as shown.
    public func search(_ query: String) -> [Item] {
        let definition = Item.definition
        guard let overlay else { return definition.search(query) }
        return definition.search(query, titles: overlay.titles, subtitles: overlay.subtitles, shown: overlay.shown?.hidden)
    }
}
