extension PickList {
    /// The image shown before the item's title (`symbol` or `image` in the spec), or `nil`
    /// when the item has none.
    public var image: PickListImage? { Self.definition.info(for: self).image }
}
