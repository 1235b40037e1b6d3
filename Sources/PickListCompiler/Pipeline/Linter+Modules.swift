extension Linter {
    /// Lints the spec files found in `paths` as several Swift modules.
    ///
    /// A list's `name` is a Swift type name, so it must be unique within a module but may
    /// repeat across modules: each folder of `modules` holds one module's specs (a SwiftPM
    /// target's folder, say), and the names of its lists are checked against each other only.
    /// A spec belongs to the innermost module folder holding it; specs under none of them are
    /// one more module. Everything else is as ``run(paths:)``, which this is without `modules`:
    /// one run over every file, on all cores.
    ///
    /// ```swift
    /// let report = Linter().run(paths: ["Sources"], modules: ["Sources/App", "Sources/Kit"])
    /// ```
    package func run(paths: [String], modules: [String]) -> LintReport {
        let found = discovery.discover(paths)
        return lint(files: found.files, extraDiagnostics: found.diagnostics, modules: modules)
    }

    /// The duplicate-name check of a run: over all its lists, or within each module.
    func checkNames(_ names: [ListName], modules: [String]) -> [Diagnostic] {
        guard !modules.isEmpty else { return validator.validateRun(names) }
        let folders = GeneratorPaths.Folders(modules)
        let byModule = Dictionary(grouping: names) { folders.innermost(holding: $0.location.file) ?? "" }
        return byModule.keys.sorted().flatMap { validator.validateRun(byModule[$0, default: []]) }
    }
}
