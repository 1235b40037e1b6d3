import Dispatch
import Foundation
import PickListCompiler

extension BenchRun {
    /// (2–3) picklist's stages in-process on C1000, as `picklist` runs them (parallel over
    /// the cores): load, load + validate (= lint), full generate (lint + render + write into
    /// an empty folder), and the no-op regeneration over the outputs just written.
    mutating func measurePipeline() {
        log("pipeline: load, lint, generate C1000 in-process")
        let folder = "c1000"
        let files = SpecDiscovery().discover([folder]).files
        do {
            guard files.count == corpus.c1000.count else {
                throw BenchError("discovery found \(files.count) specs in \(folder), expected \(corpus.c1000.count)")
            }
            let loader = YAMLLoader()
            let sequentialLoad = Stopwatch.median(repetitions: options.repetitions) {
                for file in files { _ = loader.load(path: file) }
            }
            let load = Stopwatch.median(repetitions: options.repetitions) {
                DispatchQueue.concurrentPerform(iterations: files.count) { index in
                    _ = loader.load(path: files[index])
                }
            }
            var report = Linter().run(paths: [folder])
            guard !report.hasErrors, report.specs.count == corpus.c1000.count else {
                throw BenchError("lint of C1000: \(report.errorCount) errors, \(report.specs.count) specs; first: \(report.diagnostics.first.map { "\($0.message)" } ?? "-")")
            }
            let lint = Stopwatch.median(repetitions: options.repetitions) {
                report = Linter().run(paths: [folder])
            }
            self.lint = lint
            table.add("load C1000 (libyaml → node tree), one core", value: BenchTable.ms(sequentialLoad), ratio: overFloor(sequentialLoad))
            table.add("load C1000, all cores", value: BenchTable.ms(load), ratio: overFloor(load))
            table.add("lint C1000 (load + validate)", value: BenchTable.ms(lint), ratio: overFloor(lint))

            guard let template = Template.builtin(named: "swift") else { throw BenchError("no built-in swift template") }
            var output = corpus.root
            var results: [WriteResult] = []
            let generate = try Stopwatch.median(repetitions: options.repetitions) {
                output = try freshFolder("out-c1000-inprocess")
                results = try generateC1000(folder, into: output, template: template)
            }
            let written = results.count { $0.status == .written }
            guard written == corpus.c1000.count else {
                throw BenchError("generate wrote \(written) files, expected \(corpus.c1000.count)")
            }
            generateRatio = generate / floor
            table.add(
                "generate C1000 (lint + render + write)", value: BenchTable.ms(generate), ratio: overFloor(generate),
                target: "≤ 5.00× raw", verdict: generate <= 5 * floor ? .met : .missed
            )

            var rewritten = 0
            let noOp = try Stopwatch.median(repetitions: options.repetitions) {
                let results = try generateC1000(folder, into: output, template: template)
                rewritten = max(rewritten, results.count { $0.status != .unchanged })
            }
            let ratio = noOp / lint
            table.add(
                "no-op generate C1000 (\(rewritten) files written)", value: BenchTable.ms(noOp),
                ratio: "\(BenchTable.times(ratio)) lint", target: "0 files, ≤ 1.50× lint",
                verdict: rewritten == 0 && ratio <= 1.5 ? .met : .missed
            )
        } catch {
            table.add("load / lint / generate C1000 in-process", failure: error)
        }
    }

    /// What `picklist generate c1000 --output DIR` does, in-process.
    private func generateC1000(_ folder: String, into output: URL, template: Template) throws -> [WriteResult] {
        let report = Linter().run(paths: [folder])
        let generated = Generator(options: GeneratorOptions(outputDirectory: output.path, template: template))
            .generate(report)
        guard generated.exitCode == 0 else {
            throw BenchError("generate C1000 failed: \(generated.diagnostics.first.map { "\($0.message)" } ?? "exit \(generated.exitCode)")")
        }
        return generated.results
    }
}
