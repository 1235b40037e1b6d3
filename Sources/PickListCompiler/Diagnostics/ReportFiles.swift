/// The files an XML report lists (a JUnit test case, a Checkstyle `<file>` each): every file
/// the run read, with or without problems, and every other path a diagnostic is about (a
/// missing path, a template), in path order. Diagnostics with no path are grouped under the
/// empty path, listed first when there are any.
struct ReportFiles {
    /// The paths, in order.
    var paths: [String]
    /// The diagnostics of each path, in report order.
    var diagnostics: [String: [Diagnostic]]

    init(diagnostics: [Diagnostic], readFiles: some Sequence<String>) {
        var byPath: [String: [Diagnostic]] = [:]
        for path in readFiles { byPath[path] = [] }
        for diagnostic in diagnostics {
            byPath[diagnostic.location?.file ?? "", default: []].append(diagnostic)
        }
        self.diagnostics = byPath
        self.paths = byPath.keys.sorted()
    }
}
