import Dispatch
import Foundation
import PickListCompiler
import Synchronization

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
            // Paired with the floor, in turn (the order alternated): a load that comes and goes
            // falls on both sides of each ratio, and the ratio is the median of the pairs'.
            var output = corpus.root
            var results: [WriteResult] = []
            var generates: [Double] = []
            let bench = self
            var ratios: [Double] = []
            for run in 0..<max(1, options.repetitions * 2) {
                output = try freshFolder("out-c1000-inprocess")
                let generate = { try Stopwatch.time { results = try bench.generateC1000(folder, into: output, template: template) } }
                let raw = { try Stopwatch.time { _ = try RawScan.scan(bench.corpus.c1000) } }
                let time: Double
                let floorTime: Double
                if run.isMultiple(of: 2) {
                    time = try generate()
                    floorTime = try raw()
                } else {
                    floorTime = try raw()
                    time = try generate()
                }
                generates.append(time)
                ratios.append(time / floorTime)
            }
            let generate = Stopwatch.median(of: generates)
            let written = results.count { $0.status == .written }
            guard written == corpus.c1000.count else {
                throw BenchError("generate wrote \(written) files, expected \(corpus.c1000.count)")
            }
            let ratio = Stopwatch.median(of: ratios)
            generateRatio = ratio
            table.add(
                "generate C1000 (lint + render + write), median of \(ratios.count) runs paired with the floor",
                value: BenchTable.ms(generate), ratio: BenchTable.times(ratio),
                target: "≤ 3.00× raw", verdict: ratio <= 3 ? .met : .missed
            )
            let writeFloor = try measureWriteFloor(of: results)
            table.add(
                "write floor: the \(results.count) outputs, temporary file + rename, all cores, no picklist",
                value: BenchTable.ms(writeFloor), ratio: overFloor(writeFloor)
            )
            table.add(
                "generate C1000 less the write floor (picklist's own work)", value: BenchTable.ms(generate - writeFloor),
                ratio: overFloor(generate - writeFloor)
            )

            var rewritten = 0
            var noOps: [Double] = []
            var noOpRatios: [Double] = []
            for run in 0..<max(1, options.repetitions * 2) {
                let noOp = {
                    try Stopwatch.time {
                        let results = try bench.generateC1000(folder, into: output, template: template)
                        rewritten = max(rewritten, results.count { $0.status != .unchanged })
                    }
                }
                let lint = { Stopwatch.time { _ = Linter().run(paths: [folder]) } }
                let time: Double
                let lintTime: Double
                if run.isMultiple(of: 2) {
                    time = try noOp()
                    lintTime = lint()
                } else {
                    lintTime = lint()
                    time = try noOp()
                }
                noOps.append(time)
                noOpRatios.append(time / lintTime)
            }
            let noOp = Stopwatch.median(of: noOps)
            let noOpRatio = Stopwatch.median(of: noOpRatios)
            table.add(
                "no-op generate C1000 (\(rewritten) files written), paired with lint", value: BenchTable.ms(noOp),
                ratio: "\(BenchTable.times(noOpRatio)) lint", target: "0 files, ≤ 1.10× lint",
                verdict: rewritten == 0 && noOpRatio <= 1.1 ? .met : .missed
            )
        } catch {
            table.add("load / lint / generate C1000 in-process", failure: error)
        }
    }

    /// The least any tool pays to write these outputs the way picklist must (a build step may
    /// never leave a partial file): for each, create a temporary file beside it, write the
    /// bytes, close, rename — spread over the cores as picklist spreads its writes, into an
    /// empty folder. On a file system where creating a file is slow this dominates a full
    /// generate whatever the generator does, so the table shows it beside the generate.
    private func measureWriteFloor(of results: [WriteResult]) throws -> Double {
        let outputs = try results.map { result in
            guard let bytes = FileManager.default.contents(atPath: result.path) else {
                throw BenchError("cannot read \(result.path)")
            }
            return (name: (result.path as NSString).lastPathComponent, bytes: bytes)
        }
        var folder = corpus.root
        return try Stopwatch.median(repetitions: options.repetitions) {
            folder = try freshFolder("out-c1000-write-floor")
        } _: {
            let failures = Atomic(0)
            let folder = folder
            DispatchQueue.concurrentPerform(iterations: outputs.count) { index in
                let path = folder.appendingPathComponent(outputs[index].name).path
                if !Self.writeAtomically(outputs[index].bytes, to: path) { failures.add(1, ordering: .relaxed) }
            }
            let failed = failures.load(ordering: .relaxed)
            guard failed == 0 else { throw BenchError("write floor: \(failed) writes failed") }
        }
    }

    /// Temporary file, write, close, rename: what an atomic write cannot do without.
    private static func writeAtomically(_ bytes: Data, to path: String) -> Bool {
        let temporary = path + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        return written == bytes.count && rename(temporary, path) == 0
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
