import Foundation

/// The lint pipeline: discover → load → validate each file → validate the run → report.
///
/// Files are loaded and validated in parallel across cores; the report does not depend on
/// scheduling (files in path order, diagnostics sorted). `picklist generate` runs the same
/// pipeline and renders the report's specs.
///
/// ```swift
/// let report = Linter().run(paths: ["specs"])
/// if report.hasErrors { … }
/// ```
package struct Linter: Sendable {
    /// Finds the spec files in the paths given to ``run(paths:)``.
    package var discovery: SpecDiscovery
    /// Reads and parses each file (its limits: ``YAMLLoader/maxDepth``, ``YAMLLoader/aliasBudget``).
    package var loader: YAMLLoader
    /// Checks each file's documents, then the run's specs together.
    package var validator: SpecValidator
    /// Whether the report's ``LintReport/files`` keep their YAML node trees. Off by default:
    /// later stages need only the specs and the source text, and dropping each tree once its
    /// file is validated keeps a run over many files small in memory.
    package var keepsDocuments: Bool

    package init(
        discovery: SpecDiscovery = SpecDiscovery(),
        loader: YAMLLoader = YAMLLoader(),
        validator: SpecValidator = SpecValidator(),
        keepsDocuments: Bool = false
    ) {
        self.discovery = discovery
        self.loader = loader
        self.validator = validator
        self.keepsDocuments = keepsDocuments
    }

    /// Lints the spec files found in `paths` (files or folders; none = the current folder).
    package func run(paths: [String]) -> LintReport {
        let found = discovery.discover(paths)
        return lint(files: found.files, extraDiagnostics: found.diagnostics)
    }

    /// Lints exactly these files, adding `extraDiagnostics` (from discovery, say) to the report.
    ///
    /// - Parameter modules: folders that each hold one Swift module's specs; list names are
    ///   then unique per module (see ``run(paths:modules:)``). None: the run is one module.
    package func lint(files paths: [String], extraDiagnostics: [Diagnostic] = [], modules: [String] = []) -> LintReport {
        let loader = self.loader
        let validator = self.validator
        let keepsDocuments = self.keepsDocuments
        let results = ParallelMap.map(paths) { path -> (LoadedFile, [Spec], [Diagnostic], [ListName]) in
            var file = loader.load(path: path)
            let validated = validator.validate(file)
            let diagnostics = file.diagnostics + validated.diagnostics
            if !keepsDocuments { file.documents = [] }
            return (file, validated.specs, diagnostics, validated.names)
        }
        var files: [LoadedFile] = []
        var specs: [Spec] = []
        var names: [ListName] = []
        var diagnostics = extraDiagnostics
        files.reserveCapacity(results.count)
        for (file, fileSpecs, fileDiagnostics, fileNames) in results {
            files.append(file)
            specs.append(contentsOf: fileSpecs)
            names.append(contentsOf: fileNames)
            diagnostics.append(contentsOf: fileDiagnostics)
        }
        diagnostics.append(contentsOf: checkNames(names, modules: modules))
        return LintReport(files: files, specs: specs, diagnostics: diagnostics)
    }
}
