extension Spec.Item {
    /// The deepest `indent` a row may have, in levels: an item's in a spec, and a row's in the
    /// preview's rows file. A row nested deeper is hard to read; its rows belong in a section.
    package static let maximumIndent = 8
}
