extension PickListSelection {
    /// What a change of the overlay did to the selection: the ordinals that left it and those
    /// that joined it (in display order), and the selectable rows before and after.
    struct OverlayChange {
        var left: [Int] = []
        var joined: [Int] = []
        var wasAll = false
        var isAll = false
    }

    /// Applies `body` to the runtime changes (made when there are none yet); when it reports
    /// a change, recomputes what is selectable, moves the selection as a runtime list's update
    /// does (``SelectionState/changeSelectable(from:to:rules:)``), and drops an overlay that no
    /// longer changes anything, so the selection's taps take the plain path again.
    mutating func changeOverlay(
        _ definition: PickListDefinition<Item>, _ body: (inout SelectionOverlay) -> Bool
    ) -> OverlayChange {
        var overlay = takeOverlay(definition)
        guard body(&overlay) else {
            self.overlay = overlay
            return OverlayChange()
        }
        let old = overlay.selectable
        overlay.updateSelectable(definition)
        if overlay.shown?.hidesNothing ?? false { overlay.shown = nil }
        let new = overlay.selectable
        var change = OverlayChange()
        change.wasAll = state.isAll(old)
        (change.left, change.joined) = state.changeSelectable(from: old, to: new, rules: definition.rules)
        change.isAll = state.isAll(new)
        self.overlay = overlay
        return change
    }

    /// The runtime changes, taken out of their box (a new overlay when there are none): the
    /// selection holds none until they are stored again, so that when nothing else shares the
    /// box its tables are changed in place rather than copied (hiding one row of 10 000 then
    /// costs O(log n), not a copy of the layout).
    mutating func takeOverlay(_ definition: PickListDefinition<Item>) -> SelectionOverlay {
        guard runtime != nil else { return SelectionOverlay(definition) }
        let overlay = runtime!.value
        runtime = nil  // the box goes, and with it the second reference to the tables
        return overlay
    }

    /// What the index path `section`, `row` shows: `-1` for the all-row, an item's ordinal, or
    /// `nil` outside the rows shown.
    func ordinal(section: Int, row: Int, definition: PickListDefinition<Item>) -> Int? {
        if let shown = runtime?.value.shown { return shown.lookup(section: section, row: row) }
        let positions = definition.layout.positions
        guard let position = positions.position(section: section, row: row) else { return nil }
        return position == positions.allRowPosition ? -1 : positions.ordinal(atRowPosition: position)
    }

    /// The index path of the item with `ordinal` among the rows shown, or `nil` when hidden.
    func indexPath(ofOrdinal ordinal: Int, definition: PickListDefinition<Item>) -> PickListIndexPath? {
        if let shown = runtime?.value.shown { return shown.indexPath(ofOrdinal: ordinal) }
        let path = definition.layout.positions.indexPath(ofOrdinal: ordinal)
        return PickListIndexPath(section: path.section, row: path.row)
    }

    /// The all-row's index path among the rows shown, or `nil` for a list without one.
    func allRowIndexPath(definition: PickListDefinition<Item>) -> PickListIndexPath? {
        if let shown = runtime?.value.shown { return shown.allRowIndexPath }
        return definition.layout.positions.allRowIndexPath.map { PickListIndexPath(section: $0.section, row: $0.row) }
    }
}
