import Foundation

/// `picklist generate`: validated specs → rendered text → files, atomically and only when changed.
///
/// Nothing is written when any input has an error: a run either brings every output up
/// to date or leaves them all as they were. Outputs are rendered in parallel and processed
/// in a fixed order (sorted by spec path), so the same specs give the same bytes and the
/// same report whatever the order of the paths given.
public struct Generator: Sendable {
    public var options: GeneratorOptions

    public init(options: GeneratorOptions) {
        self.options = options
    }

    /// Renders and writes the lists of a run whose loading and validation are done.
    ///
    /// - Parameters:
    ///   - specs: every valid list of the run (several may come from one file).
    ///   - diagnostics: what loading and validation found; any error stops the run before writing.
    ///   - workingDirectory: the folder relative paths are taken from (default: the current folder).
    public func generate(specs: [Spec], diagnostics: [Diagnostic], workingDirectory: String? = nil) -> GeneratorReport {
        let workingDirectory = workingDirectory ?? FileManager.default.currentDirectoryPath
        var diagnostics = diagnostics
        let jobs = makeJobs(specs, workingDirectory: workingDirectory, diagnostics: &diagnostics)
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return GeneratorReport(diagnostics: diagnostics, results: [])
        }
        // Render, compare and write each file on its own core: outputs are independent files.
        let renderer = Renderer(template: options.template, access: options.access)
        let writer = OutputWriter(mode: options.check ? .check : .write)
        let outcomes = ParallelMap.map(jobs) { job in
            let file = renderer.render(job)
            return Result { () throws(WriteError) in try writer.write(file) }
        }
        var results: [WriteResult] = []
        var hasIOFailure = false
        for outcome in outcomes {
            switch outcome {
            case .success(let result):
                results.append(result)
            case .failure(let error):
                diagnostics.append(error.diagnostic)
                hasIOFailure = true
            }
        }
        return GeneratorReport(diagnostics: diagnostics, results: results, hasIOFailure: hasIOFailure)
    }

    /// One job per spec file, sorted by path; two spec files that would write the same
    /// output are an error at the second.
    private func makeJobs(_ specs: [Spec], workingDirectory: String, diagnostics: inout [Diagnostic]) -> [RenderJob] {
        var specsByFile: [String: [Spec]] = [:]
        for spec in specs { specsByFile[spec.sourcePath, default: []].append(spec) }
        let base = options.relativeTo ?? workingDirectory
        var firstSpecByOutput: [String: Spec] = [:]
        var jobs: [RenderJob] = []
        for path in specsByFile.keys.sorted() {
            let fileSpecs = specsByFile[path, default: []].sorted { $0.location < $1.location }
            let output = GeneratorPaths.output(
                forSpec: path, in: options.outputDirectory, extension: options.template.outputExtension
            )
            if let first = firstSpecByOutput[output] {
                diagnostics.append(.error(
                    "output-collision",
                    "'\(path)' and '\(first.sourcePath)' would both generate '\(output)'; rename one of the spec files",
                    at: SourceLocation(file: path, line: 1, column: 1),
                    notes: [Diagnostic.Note("'\(first.sourcePath)' generates it first", at: SourceLocation(file: first.sourcePath, line: 1, column: 1))]
                ))
                continue
            }
            firstSpecByOutput[output] = fileSpecs[0]
            jobs.append(RenderJob(
                sourcePath: path,
                displayPath: GeneratorPaths.relative(path, to: base, workingDirectory: workingDirectory),
                outputPath: output,
                specs: fileSpecs
            ))
        }
        return jobs
    }
}
