/// Why a scripted preview could not run a step on its list: an id no item has (with the id
/// most likely meant), a `--tap all` that could be the all-row or an item, a `--set-title`
/// without `=`, or a `--hide` of the last row shown. The tool prints ``message`` on one line
/// and exits with status 1, printing nothing else.
package struct PreviewScriptError: Error, Hashable, Sendable {
    /// What is wrong, naming the option as written and how to put it right.
    package var message: String

    package init(_ message: String) {
        self.message = message
    }
}
