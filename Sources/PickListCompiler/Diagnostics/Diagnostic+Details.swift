extension Diagnostic {
    /// The message, then `did you mean '…'?` and each note (`note: file:line:column: text`) on
    /// lines of their own: the whole diagnostic as one text, for formats with a single message
    /// field (GitHub annotations, Checkstyle).
    var detailedMessage: String {
        var text = message
        if let suggestion {
            text += "\ndid you mean '\(suggestion)'?"
        }
        for note in notes {
            text += "\nnote: " + (note.location.map { "\($0): " } ?? "") + note.message
        }
        return text
    }
}
