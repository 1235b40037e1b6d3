extension PickListSelection: RawRepresentable {
    /// A selection read from the text ``rawValue`` writes: a JSON array of item ids, read as
    /// decoding reads it (``init(from:)``: former ids, the fallback, the `default` when every
    /// id is unknown); `nil` when the text is not a JSON array of strings.
    ///
    /// This makes a selection storable in `@AppStorage`, which keeps it as that text:
    ///
    /// ```swift
    /// @AppStorage("categories") var categories = QuoteCategory.Selection()
    /// ```
    public init?(rawValue: String) {
        guard let ids = JSONStringArray.strings(in: rawValue) else { return nil }
        self.init(storedIDs: ids)
    }

    /// The selected items' ids as a JSON array, in the order the `Codable` form lists them:
    /// `["design","testing"]`.
    ///
    /// The `Codable` form stays the array itself (not this text inside a string): the
    /// selection's own `encode(to:)` and `init(from:)` take precedence over the standard
    /// library's for types that are both `Codable` and `RawRepresentable`.
    public var rawValue: String { JSONStringArray.text(of: ids) }
}
