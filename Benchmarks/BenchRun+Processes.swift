import Foundation

extension BenchRun {
    /// (2–5) `picklist` as users run it: a process per invocation, each measured against a
    /// reference process run in turn with it (paired runs, the order alternated), so a load
    /// that comes and goes falls on both sides of each ratio.
    mutating func measureProcesses() {
        measureStartReferences()
        guard FileManager.default.isExecutableFile(atPath: options.picklist) else {
            table.add("picklist as a process", failure: BenchError("no executable at \(options.picklist)"))
            return
        }
        measureGenerateProcess()
        measureSmallSpecProcess()
    }

    /// `picklist` with `arguments`, run in the corpus folder (the working folder of the run).
    private func picklist(_ arguments: [String]) -> Subprocess {
        Subprocess(options.picklist, arguments)
    }

    /// The floor as a process: this binary reading and scanning `folder` (`--raw-scan-process`).
    private func rawScanProcess(_ folder: String) -> Subprocess {
        Subprocess(options.executable, [PickListBench.rawScanProbe, folder])
    }

    /// One measure of a paired run: wall time and CPU time (user + system, every core).
    struct ProcessSample {
        var wall: Double
        var cpu: Double

        init(_ outcome: Subprocess.Outcome) {
            wall = outcome.wallMilliseconds
            cpu = outcome.cpuMilliseconds
        }
    }

    /// Runs `first` and `second` in turn `runs` times, `first` first on even runs and second
    /// first on odd ones; `prepare` runs before each process, untimed (emptying an output
    /// folder). Returns each side's samples, in run order.
    private func paired(
        runs: Int, _ first: () throws -> Subprocess.Outcome, _ second: () throws -> Subprocess.Outcome
    ) rethrows -> (first: [ProcessSample], second: [ProcessSample]) {
        var firsts: [ProcessSample] = []
        var seconds: [ProcessSample] = []
        for run in 0..<runs {
            if run.isMultiple(of: 2) {
                firsts.append(ProcessSample(try first()))
                seconds.append(ProcessSample(try second()))
            } else {
                seconds.append(ProcessSample(try second()))
                firsts.append(ProcessSample(try first()))
            }
        }
        return (firsts, seconds)
    }

    /// The median of the pairs' ratios `numerator[i] / denominator[i]` of one quantity.
    private static func pairedRatio(_ numerator: [Double], _ denominator: [Double]) -> Double {
        Stopwatch.median(of: zip(numerator, denominator).map { $0 / $1 })
    }

    /// The whole `picklist generate c1000` into an empty folder, paired with the raw-scan
    /// process over the same specs (wall, CPU and peak memory); then the no-op regeneration
    /// paired with `picklist lint` of the same specs.
    private mutating func measureGenerateProcess() {
        let runs = options.processRuns
        log("process: picklist generate C1000 and the raw-scan process, paired × \(runs)")
        do {
            var peak = 0
            var output = corpus.root
            let (generate, raw) = try paired(runs: runs) {
                output = try freshFolder("out-c1000")
                let outcome = try picklist(["generate", "c1000", "--output", output.path]).run(expecting: 0)
                peak = max(peak, outcome.peakResidentBytes)
                return outcome
            } _: {
                try rawScanProcess("c1000").run(expecting: 0)
            }
            let generated = try OutputSnapshot(of: output)
            guard generated.count == corpus.c1000.count else {
                throw BenchError("generate wrote \(generated.count) files, expected \(corpus.c1000.count)")
            }
            let rawWall = Stopwatch.median(of: raw.map(\.wall))
            let rawCPU = Stopwatch.median(of: raw.map(\.cpu))
            let wall = Stopwatch.median(of: generate.map(\.wall))
            let cpu = Stopwatch.median(of: generate.map(\.cpu))
            let wallRatio = Self.pairedRatio(generate.map(\.wall), raw.map(\.wall))
            let cpuRatio = Self.pairedRatio(generate.map(\.cpu), raw.map(\.cpu))
            wholeProcessRatios = (wallRatio, cpuRatio)
            table.add(
                "floor as a process: this binary's raw scan of C1000 (read + libyaml events), wall / CPU",
                value: "\(BenchTable.ms(rawWall)) / \(BenchTable.ms(rawCPU))", ratio: "1.00×")
            table.add(
                "generate C1000, whole process, wall (median of \(runs) pairs with the raw-scan process)",
                value: BenchTable.ms(wall), ratio: BenchTable.times(wallRatio) + " raw process",
                target: "≤ 4.00× raw process", verdict: wallRatio <= 4 ? .met : .missed)
            table.add(
                "generate C1000, whole process, CPU time (user + system, both cores)",
                value: BenchTable.ms(cpu), ratio: BenchTable.times(cpuRatio) + " raw process",
                target: "≤ 6.00× raw process", verdict: cpuRatio <= 6 ? .met : .missed)
            table.add(
                "peak memory, generate C1000 (process max RSS)", value: BenchTable.mebibytes(peak),
                target: "≤ 61.1 MiB", verdict: peak <= Int(61.1 * 1_048_576) ? .met : .missed)

            log("process: picklist lint C1000 and no-op generate C1000, paired × \(runs)")
            var written = 0
            let (noOp, lint) = try paired(runs: runs) {
                let before = try OutputSnapshot(of: output)
                let outcome = try picklist(["generate", "c1000", "--output", output.path]).run(expecting: 0)
                written = max(written, before.filesWritten(comparedTo: try OutputSnapshot(of: output)))
                return outcome
            } _: {
                try picklist(["lint", "c1000"]).run(expecting: 0)
            }
            let lintWall = Stopwatch.median(of: lint.map(\.wall))
            let noOpWall = Stopwatch.median(of: noOp.map(\.wall))
            let ratio = Self.pairedRatio(noOp.map(\.wall), lint.map(\.wall))
            table.add("lint C1000, process wall", value: BenchTable.ms(lintWall), ratio: overFloor(lintWall))
            table.add(
                "no-op generate C1000, process wall (\(written) files written)", value: BenchTable.ms(noOpWall),
                ratio: "\(BenchTable.times(ratio)) lint", target: "0 files, ≤ 1.10× lint",
                verdict: written == 0 && ratio <= 1.1 ? .met : .missed
            )
        } catch {
            table.add("generate C1000 as a process", failure: error)
        }
    }

    /// One small spec, start to exit: what a build plugin pays per changed spec, paired with
    /// the start-up reference (this binary returning at once: linked as the picklist under
    /// test is when `make bench` builds both the way `make install` does). Each run starts
    /// from an empty output folder so it renders and writes. Another build, when given, is
    /// timed in the same rounds.
    private mutating func measureSmallSpecProcess() {
        let builds = [(options.picklist, options.picklistLabel)] + (options.otherPicklist.map { [$0] } ?? [])
        log("process: picklist generate one small spec × \(options.processRuns) (\(builds.map(\.1).joined(separator: ", "))), paired with the start-up reference")
        do {
            var samples = Array(repeating: [ProcessSample](), count: builds.count)
            var references: [ProcessSample] = []
            for run in 0..<options.processRuns {
                let executable = options.executable
                let reference = { ProcessSample(try Subprocess(executable, [PickListBench.startupProbe]).run(expecting: 0)) }
                if run.isMultiple(of: 2) { references.append(try reference()) }
                for (index, build) in builds.enumerated() {
                    let output = try freshFolder("out-small")
                    let outcome = try Subprocess(build.0, ["generate", "small/purpose.picklist.yml", "--output", output.path])
                        .run(expecting: 0)
                    samples[index].append(ProcessSample(outcome))
                }
                if !run.isMultiple(of: 2) { references.append(try reference()) }
            }
            for (index, build) in builds.enumerated() {
                let wall = Stopwatch.median(of: samples[index].map(\.wall))
                let ratio = Self.pairedRatio(samples[index].map(\.wall), references.map(\.wall))
                table.add(
                    "generate one small spec, process wall (\(build.1))", value: BenchTable.ms(wall),
                    ratio: BenchTable.times(ratio) + " start-up reference",
                    target: index == 0 ? "≤ 1.30× reference" : "", verdict: index == 0 ? (ratio <= 1.3 ? .met : .missed) : nil
                )
            }
        } catch {
            table.add("generate one small spec as a process", failure: error)
        }
    }

    /// What starting a process costs at all: `/bin/true`, and a Swift binary linking the
    /// same libraries as picklist that returns before doing anything (this one).
    mutating func measureStartReferences() {
        do {
            let trivial = try (0..<options.processRuns).map { _ in
                try Subprocess("/bin/true", []).run(expecting: 0).wallMilliseconds
            }
            let swiftStart = try (0..<options.processRuns).map { _ in
                try Subprocess(options.executable, [PickListBench.startupProbe]).run(expecting: 0).wallMilliseconds
            }
            table.add("reference: /bin/true, process wall", value: BenchTable.ms(Stopwatch.median(of: trivial)))
            table.add(
                "start-up reference: a Swift binary that returns at once (this one, same libraries, linked as picklist)",
                value: BenchTable.ms(Stopwatch.median(of: swiftStart))
            )
        } catch {
            table.add("start-up references", failure: error)
        }
    }
}
