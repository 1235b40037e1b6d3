extension PickListSelection: CustomStringConvertible {
    /// The selected ids in display order, for logs and debugging: `["design", "testing"]`,
    /// followed by `(editing)` while in edit mode.
    public var description: String {
        let ids = "[" + selectedItems.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]"
        return isEditing ? ids + " (editing)" : ids
    }
}
