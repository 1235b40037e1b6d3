extension Linter {
    /// Lints the spec files found in `paths` as several Swift modules.
    ///
    /// A list's `name` is a Swift type name, so it must be unique within a module but may
    /// repeat across modules: each folder of `modules` holds one module's specs (a SwiftPM
    /// target's folder, say), and the names of its lists are checked against each other only.
    /// A spec belongs to the innermost module folder holding it; specs under none of them are
    /// one more module. Everything else is as ``run(paths:)``, which this is without `modules`.
    ///
    /// ```swift
    /// let report = Linter().run(paths: ["Sources"], modules: ["Sources/App", "Sources/Kit"])
    /// ```
    public func run(paths: [String], modules: [String]) -> LintReport {
        guard !modules.isEmpty else { return run(paths: paths) }
        let found = discovery.discover(paths)
        let grouped = Dictionary(grouping: found.files) { GeneratorPaths.innermostFolder(holding: $0, among: modules) ?? "" }
        var files: [LoadedFile] = []
        var specs: [Spec] = []
        var diagnostics = found.diagnostics
        for module in grouped.keys.sorted() {
            let report = lint(files: grouped[module, default: []])
            files += report.files
            specs += report.specs
            diagnostics += report.diagnostics
        }
        // The order of a one-module run: files by path, specs in file then document order.
        let order = Dictionary(uniqueKeysWithValues: found.files.enumerated().map { ($0.element, $0.offset) })
        files.sort { order[$0.path, default: 0] < order[$1.path, default: 0] }
        specs = specs.enumerated().sorted {
            (order[$0.element.sourcePath, default: 0], $0.offset) < (order[$1.element.sourcePath, default: 0], $1.offset)
        }.map(\.element)
        return LintReport(files: files, specs: specs, diagnostics: diagnostics)
    }
}
