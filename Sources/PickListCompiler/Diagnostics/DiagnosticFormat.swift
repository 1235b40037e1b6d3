/// The output formats of `picklist lint` and `picklist generate` (`--format`).
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:column: severity: message [rule]`, the source line with a caret under the
    /// column, `note:` lines, and a closing count line. For people.
    case text
    /// A JSON array with one object per diagnostic. For tools.
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`),
    /// which show up as annotations on a pull request.
    case github
}
