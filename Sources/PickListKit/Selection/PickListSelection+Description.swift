extension PickListSelection: CustomStringConvertible {
    /// The selected ids in display order, for logs and debugging: `["design", "testing"]`,
    /// followed by `(editing)` while in edit mode.
    public var description: String {
        let text = "[" + ids.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        return isEditing ? text + " (editing)" : text
    }
}
