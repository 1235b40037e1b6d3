extension PickList {
    /// The image shown before the item's title (`symbol` or `image` in the spec), or `nil`
    /// when the item has none.
    public var image: PickListImage? { Self.definition.info(for: self).image }

    /// How far the item's row is indented, in levels (`indent` in the spec): 0 for a row at
    /// the list's edge. Indent a cell by it (`indentationLevel` of a table view cell, a
    /// leading padding in SwiftUI).
    public var indent: Int { Self.definition.info(for: self).indent }
}
