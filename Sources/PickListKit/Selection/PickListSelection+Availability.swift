extension PickListSelection {
    /// Whether the app has left an item available (the default); see ``setAvailable(_:for:)``.
    public func isAvailable(_ item: Item) -> Bool {
        !(runtime?.value.unavailable.contains(Item.definition.ordinal(of: item)) ?? false)
    }

    /// Whether the item's row is enabled: it is enabled in the spec and the app has not marked
    /// it unavailable. Draw a row greyed out when this is `false`. An action item
    /// (``PickList/isAction``) and one only the app selects (``PickList/isSelectable``) are
    /// enabled rows, though no tap selects them. A hidden item (``isHidden(_:)``) has no row,
    /// and is not enabled.
    public func isEnabled(_ item: Item) -> Bool {
        let definition = Item.definition
        let selectable = selectable(definition)
        let ordinal = definition.ordinal(of: item)
        return selectable.enabled.contains(ordinal) || (selectable.isAction(ordinal) && !isHidden(item))
    }

    /// The items the app has marked unavailable, in display order.
    public var unavailableItems: [Item] {
        let definition = Item.definition
        return (runtime?.value.unavailable.ordinals ?? []).map { definition.cases[$0] }
    }

    /// Marks an item available or unavailable, as decided at runtime (a feature flag, a device
    /// without Face ID): ``setAvailable(_:forItems:)`` for one item.
    @discardableResult
    public mutating func setAvailable(_ available: Bool, for item: Item) -> PickListUpdate<Item> {
        setAvailable(available, forItems: CollectionOfOne(item))
    }

    /// Marks items available or unavailable, as decided at runtime (a feature flag, a device
    /// without Face ID, a plan that lacks a feature), and reports what that did to the
    /// selection.
    ///
    /// An unavailable item behaves as a disabled one: taps on it are refused
    /// (``PickListRejection/disabled``), the all-row neither selects nor counts it, and
    /// ``isAll``, ``allState`` and the summary's `{total}` leave it out. As when a runtime
    /// list's row becomes disabled in an update:
    ///
    /// - a selected item that becomes unavailable leaves the selection
    ///   (``PickListUpdate/deselected``); the selection may then be below `min`;
    /// - while the all-row is checked, the items that become available join the selection, so
    ///   it stays checked (``PickListUpdate/selected``), unless that would pass `max`.
    ///
    /// ```swift
    /// var unlock = Unlock.Selection()
    /// let update = unlock.setAvailable(device.hasFaceID, for: .faceID)
    /// // update.deselected == [.faceID] when it was selected on a device without it
    /// ```
    ///
    /// Availability belongs to this value, not to the list: a decoded selection and a new one
    /// start with every item available, and it is not encoded. Marking an item already so
    /// changes nothing. Reload the rows after a change (their enabled state changed).
    @discardableResult
    public mutating func setAvailable(_ available: Bool, forItems items: some Sequence<Item>) -> PickListUpdate<Item> {
        let definition = Item.definition
        let change = changeOverlay(definition) { overlay in
            var changed = false
            for item in items {
                let ordinal = definition.ordinal(of: item)
                changed = (available ? overlay.unavailable.remove(ordinal) : overlay.unavailable.insert(ordinal)) || changed
            }
            return changed
        }
        return PickListUpdate(deselected: change.left.map { definition.cases[$0] }, selected: change.joined.map { definition.cases[$0] })
    }
}
