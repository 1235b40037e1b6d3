package import PickListSupport

/// A spec file after loading: its documents and the source text kept for caret excerpts.
package struct LoadedFile: Sendable {
    /// The path as the user gave it; diagnostics print it unchanged.
    package var path: String
    /// One root node per YAML document, in order. Empty when the file has no document
    /// (an empty file) or could not be parsed.
    package var documents: [Node]
    /// The file's text (BOM removed), for the excerpt under a diagnostic. In a file that is
    /// not valid UTF-8 the bad bytes read as U+FFFD; such a file has no documents.
    package var source: String
    /// Problems found while reading and parsing (syntax, encoding, duplicate keys, alias budget).
    package var diagnostics: [Diagnostic]
    /// What `fstat` said of the file when it was read; `nil` when it could not be read (or was
    /// loaded from memory).
    package var state: FileState?

    package init(path: String, documents: [Node], source: String, diagnostics: [Diagnostic], state: FileState? = nil) {
        self.state = state
        self.path = path
        self.documents = documents
        self.source = source
        self.diagnostics = diagnostics
    }
}
