/// The order in which a multiple-selection list lists its selected rows (`order` in the spec).
///
/// A filter sheet whose picks keep the order they were made in ("sort by date, then by
/// sender") says `order: selection`; every other list lists them as they are displayed.
@frozen
public enum PickListOrder: String, Hashable, Sendable, CaseIterable {
    /// `selectedItems`, `selectedIDs`, the summary's `{title}` and the Codable array list the
    /// selected rows in display order (the default).
    case display
    /// They list the selected rows in the order they were selected: a row selected later
    /// comes later; a row deselected and selected again moves to the end. Rows the all-row
    /// selects join in display order, after those already selected. Kept through Codable.
    case selection
}
