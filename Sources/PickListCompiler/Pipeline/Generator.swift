import Foundation
package import PickListSupport

/// `picklist generate`: validated specs → rendered text → files, atomically and only when changed.
///
/// Nothing is written when any input has an error: a run either brings every output up
/// to date or leaves them all as they were. Outputs are rendered in parallel and processed
/// in a fixed order (sorted by spec path), so the same specs give the same bytes and the
/// same report whatever the order of the paths given.
package struct Generator: Sendable {
    package var options: GeneratorOptions

    package init(options: GeneratorOptions) {
        self.options = options
    }

    /// Renders and writes the specs of a lint run (``Linter/run(paths:)``).
    ///
    /// - Parameters:
    ///   - lint: the run's specs, diagnostics and spec texts; any error stops the run before writing.
    ///   - workingDirectory: the folder relative paths are taken from (default: the current folder).
    package func generate(_ lint: LintReport, workingDirectory: String? = nil) -> GeneratorReport {
        var states: [String: FileState] = [:]
        for file in lint.files { if let state = file.state { states[file.path] = state } }
        return generate(
            specs: lint.specs, diagnostics: lint.diagnostics, sources: lint.sources, workingDirectory: workingDirectory,
            specStates: states)
    }

    /// Renders and writes the lists of a run whose loading and validation are done.
    ///
    /// - Parameters:
    ///   - specs: every valid list of the run (several may come from one file).
    ///   - diagnostics: what loading and validation found; any error stops the run before writing.
    ///   - sources: each spec file's text by path. An output whose spec text is known carries
    ///     an ``OutputStamp``, and is not rendered again while it is current; without the
    ///     text, every output is rendered and compared.
    ///   - workingDirectory: the folder relative paths are taken from (default: the current folder).
    ///   - specStates: what reading the spec files found of them (``LoadedFile/state``), so
    ///     they need no `stat` of their own; a spec without one is looked at.
    package func generate(
        specs: [Spec], diagnostics: [Diagnostic], sources: [String: String] = [:], workingDirectory: String? = nil,
        specStates: [String: FileState] = [:]
    ) -> GeneratorReport {
        let workingDirectory = workingDirectory ?? FileManager.default.currentDirectoryPath
        var diagnostics = diagnostics
        let jobs = makeJobs(
            specs, sources: sources, workingDirectory: workingDirectory, specStates: specStates, diagnostics: &diagnostics)
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return GeneratorReport(diagnostics: diagnostics, results: [])
        }
        // Each output on its own core: outputs are independent files. An output stamped with
        // this job's inputs, still holding the bytes stamped, is current and is not rendered.
        let renderer = Renderer(template: options.template, access: options.access)
        let writer = OutputWriter(mode: options.check ? .check : .write)
        // Outputs beside their specs go to folders that exist: the specs were read from them.
        if !jobs.isEmpty, let outputDirectory = options.outputDirectory {
            do {
                try writer.prepareFolder(outputDirectory)
            } catch {
                return GeneratorReport(diagnostics: diagnostics + [error.diagnostic], results: [], hasIOFailure: true)
            }
        }
        let outcomes = ParallelMap.map(jobs) { job in
            JobOutcome { () throws(WriteError) in
                // The output is still the file its stamp was written with, for these inputs:
                // current, known from the job's `stat` and the attribute, without reading it.
                if let inputs = job.inputs, let state = job.outputState,
                    let stamp = ExtendedAttribute.value(named: OutputStamp.attributeName, atPath: job.outputPath)
                        .flatMap(OutputStamp.init(attributeValue:)),
                    stamp.isCurrent(forInputs: inputs, state: state)
                {
                    return WriteResult(path: job.outputPath, sourcePath: job.sourcePath, status: .unchanged)
                }
                let existing = writer.existing(at: job.outputPath)
                if let inputs = job.inputs, let existing, existing.isCurrent(forInputs: inputs) {
                    return WriteResult(path: job.outputPath, sourcePath: job.sourcePath, status: .unchanged)
                }
                return try writer.write(renderer.render(job), inputs: job.inputs, over: existing)
            }
        }
        // What runs killed while writing left behind (their outputs are whole: old or new).
        writer.removeAbandonedTemporaries(of: jobs.map(\.outputPath))
        var results: [WriteResult] = []
        var hasIOFailure = false
        for outcome in outcomes {
            switch outcome {
            case .done(let result):
                results.append(result)
                if let diagnostic = Self.outOfDateDiagnostic(result) { diagnostics.append(diagnostic) }
            case .failed(let error):
                diagnostics.append(error.diagnostic)
                hasIOFailure = true
            }
        }
        return GeneratorReport(diagnostics: diagnostics, results: results, hasIOFailure: hasIOFailure)
    }

    /// What became of one job. Not a `Result`: the first use of a `Result` over an error type
    /// makes the Swift runtime scan every conformance record for the type's `Error`
    /// conformance, which costs a one-spec run as much as rendering it (docs/performance.md).
    private enum JobOutcome {
        case done(WriteResult)
        case failed(WriteError)

        init(_ body: () throws(WriteError) -> WriteResult) {
            do {
                self = .done(try body())
            } catch {
                self = .failed(error)
            }
        }
    }

    /// `--check`'s finding for a missing or stale output, located at the spec it is generated
    /// from (an output has no line of its own to point at), so it reaches every format.
    private static func outOfDateDiagnostic(_ result: WriteResult) -> Diagnostic? {
        let problem: String
        switch result.status {
        case .missing: problem = "is missing; run `picklist generate` without --check to write it"
        case .stale: problem = "does not hold what its spec generates; run `picklist generate` without --check to update it"
        case .written, .unchanged: return nil
        }
        return .error(
            GenerationRule.staleOutput, "'\(result.path)' \(problem)",
            at: SourceLocation(file: result.sourcePath)
        )
    }

    /// One job per spec file, sorted by path. Two spec files that would write the same output
    /// are an error at the second; an output that is one of the run's spec files (the same
    /// file, whatever the path) is an error at the spec it is generated from.
    private func makeJobs(
        _ specs: [Spec], sources: [String: String], workingDirectory: String, specStates: [String: FileState],
        diagnostics: inout [Diagnostic]
    ) -> [RenderJob] {
        var specsByFile: [String: [Spec]] = [:]
        for spec in specs { specsByFile[spec.sourcePath, default: []].append(spec) }
        let inputs = Self.identities(of: Set(specsByFile.keys).union(sources.keys), known: specStates)
        let paths = specsByFile.keys.sorted()
        let options = self.options
        // The folder each header names its spec from: `--relative-to`, else the spec's package
        // or repository root, else its output's folder (``HeaderPaths``) — never the working
        // folder, so a run from any folder writes the same bytes.
        var headerPaths = HeaderPaths(workingDirectory: workingDirectory)
        let bases = paths.map { path in
            options.relativeTo ?? headerPaths.base(
                forSpec: path, outputFolder: options.outputDirectory ?? GeneratorPaths.folder(of: path))
        }
        // What each job needs from the file system and its spec's text — the output's path and
        // identity (a `stat`), the header's path, the stamp's fingerprint of the spec's text —
        // worked out on every core: a run whose outputs are current does little else.
        let settings = Self.folderSettings(for: paths, options: options, workingDirectory: workingDirectory)
        let prepared = ParallelMap.map(Array(zip(paths, zip(bases, settings)))) { entry in
            let (path, (base, settings)) = entry
            let template = settings?.template ?? options.template
            let output = GeneratorPaths.output(
                forSpec: path, in: options.outputDirectory ?? GeneratorPaths.folder(of: path),
                extension: template.outputExtension
            )
            let displayPath = GeneratorPaths.relative(path, to: base, workingDirectory: workingDirectory)
            let fingerprint = sources[path].map {
                OutputStamp.inputs(
                    source: $0, displayPath: displayPath, template: template, access: settings?.access ?? options.access,
                    tool: ToolIdentity.current, language: settings?.language
                )
            }
            return (output: output, state: FileState(path: output), displayPath: displayPath, inputs: fingerprint)
        }
        var firstSpecByOutput: [String: Spec] = [:]
        var jobs: [RenderJob] = []
        for ((path, job), settings) in zip(zip(paths, prepared), settings) {
            // A spec without its own `language` takes its configuration's.
            let fileSpecs = specsByFile[path, default: []].sorted { $0.location < $1.location }.map { spec in
                var spec = spec
                if spec.language == nil { spec.language = settings?.language }
                return spec
            }
            let output = job.output
            if let overwritten = job.state.flatMap({ inputs[$0.place] }) {
                diagnostics.append(.error(
                    GenerationRule.outputOverwritesSpec,
                    "the output of '\(path)' would overwrite the spec '\(overwritten)'; write the outputs to another folder, or use a template with another extension",
                    at: SourceLocation(file: path)
                ))
                continue
            }
            if let first = firstSpecByOutput[output] {
                diagnostics.append(.error(
                    GenerationRule.outputCollision,
                    "'\(path)' and '\(first.sourcePath)' would both generate '\(output)'; rename one of the spec files",
                    at: SourceLocation(file: path),
                    notes: [Diagnostic.Note("'\(first.sourcePath)' generates it first", at: SourceLocation(file: first.sourcePath))]
                ))
                continue
            }
            firstSpecByOutput[output] = fileSpecs[0]
            var renderJob = RenderJob(
                sourcePath: path, displayPath: job.displayPath, outputPath: output, specs: fileSpecs, inputs: job.inputs,
                outputState: job.state
            )
            renderJob.settings = settings
            jobs.append(renderJob)
        }
        return jobs
    }

    /// The folder settings (a configuration's) of each spec at `paths`: the innermost folder's
    /// that holds it, `nil` for a spec in none of them.
    private static func folderSettings(
        for paths: [String], options: GeneratorOptions, workingDirectory: String
    ) -> [GeneratorOptions.FolderSettings?] {
        guard !options.folderSettings.isEmpty else { return Array(repeating: nil, count: paths.count) }
        let folders = GeneratorPaths.Folders(options.folderSettings.map(\.folder), workingDirectory: workingDirectory)
        return paths.map { path in
            folders.innermost(holding: path).flatMap { folder in options.folderSettings.last { $0.folder == folder } }
        }
    }

    /// The path of each input file by its ``FileState/place``, the first path (in sorted
    /// order) for a file given twice: as reading it found (`known`), else by a `stat` (on every
    /// core).
    private static func identities(of paths: Set<String>, known: [String: FileState]) -> [String: String] {
        let sorted = paths.sorted()
        let unknown = sorted.filter { known[$0] == nil }
        var found: [String: String] = [:]
        for (path, place) in zip(unknown, ParallelMap.map(unknown) { FileState(path: $0)?.place }) { found[path] = place }
        let places = sorted.map { known[$0]?.place ?? found[$0] }
        var result: [String: String] = [:]
        result.reserveCapacity(sorted.count)
        for (path, place) in zip(sorted, places) {
            guard let place, result[place] == nil else { continue }
            result[place] = path
        }
        return result
    }
}
