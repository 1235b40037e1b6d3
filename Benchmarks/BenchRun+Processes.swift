import Foundation

extension BenchRun {
    /// (2–5) `picklist` as users run it: a process per invocation.
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

    /// Full generate of C1000 (wall and peak memory), then the no-op regeneration, and
    /// `picklist lint` of the same specs as the no-op's yardstick.
    private mutating func measureGenerateProcess() {
        let runs = max(3, options.repetitions / 2 + 1)
        log("process: picklist generate C1000 × \(runs)")
        do {
            var walls: [Double] = []
            var peak = 0
            var output = corpus.root
            for _ in 0..<runs {
                output = try freshFolder("out-c1000")
                let outcome = try picklist(["generate", "c1000", "--output", output.path]).run(expecting: 0)
                walls.append(outcome.wallMilliseconds)
                peak = max(peak, outcome.peakResidentBytes)
            }
            let generated = try OutputSnapshot(of: output)
            guard generated.count == corpus.c1000.count else {
                throw BenchError("generate wrote \(generated.count) files, expected \(corpus.c1000.count)")
            }
            let wall = Stopwatch.median(of: walls)
            table.add("generate C1000, process wall", value: BenchTable.ms(wall), ratio: overFloor(wall))
            table.add(
                "peak memory, generate C1000 (process max RSS)", value: BenchTable.mebibytes(peak),
                target: "≤ 100 MiB", verdict: peak <= 100 * 1_048_576 ? .met : .missed
            )

            log("process: picklist lint C1000 and no-op generate C1000 × \(runs)")
            var lintWalls: [Double] = []
            var noOpWalls: [Double] = []
            var written = 0
            for _ in 0..<runs {
                lintWalls.append(try picklist(["lint", "c1000"]).run(expecting: 0).wallMilliseconds)
                let before = try OutputSnapshot(of: output)
                let outcome = try picklist(["generate", "c1000", "--output", output.path]).run(expecting: 0)
                noOpWalls.append(outcome.wallMilliseconds)
                written = max(written, before.filesWritten(comparedTo: try OutputSnapshot(of: output)))
            }
            let lintWall = Stopwatch.median(of: lintWalls)
            let noOpWall = Stopwatch.median(of: noOpWalls)
            table.add("lint C1000, process wall", value: BenchTable.ms(lintWall), ratio: overFloor(lintWall))
            let ratio = noOpWall / lintWall
            table.add(
                "no-op generate C1000, process wall (\(written) files written)", value: BenchTable.ms(noOpWall),
                ratio: "\(BenchTable.times(ratio)) lint", target: "0 files, ≤ 1.50× lint",
                verdict: written == 0 && ratio <= 1.5 ? .met : .missed
            )
        } catch {
            table.add("generate C1000 as a process", failure: error)
        }
    }

    /// One small spec, start to exit: what a build plugin pays per changed spec. Each run
    /// starts from an empty output folder so it renders and writes. With another build to
    /// compare, both are run in turn, side by side.
    private mutating func measureSmallSpecProcess() {
        let builds = [(options.picklist, options.picklistLabel)] + (options.otherPicklist.map { [$0] } ?? [])
        log("process: picklist generate one small spec × \(options.processRuns) (\(builds.map(\.1).joined(separator: ", ")))")
        do {
            var walls = Array(repeating: [Double](), count: builds.count)
            for _ in 0..<options.processRuns {
                for (index, build) in builds.enumerated() {
                    let output = try freshFolder("out-small")
                    let outcome = try Subprocess(build.0, ["generate", "small/purpose.picklist.yml", "--output", output.path])
                        .run(expecting: 0)
                    walls[index].append(outcome.wallMilliseconds)
                }
            }
            for (index, build) in builds.enumerated() {
                let wall = Stopwatch.median(of: walls[index])
                table.add(
                    "generate one small spec, process wall (\(build.1))", value: BenchTable.ms(wall),
                    target: index == 0 ? "≤ 15 ms" : "", verdict: index == 0 ? (wall <= 15 ? .met : .missed) : nil
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
                "reference: a Swift binary that returns at once (this one, same libraries)",
                value: BenchTable.ms(Stopwatch.median(of: swiftStart))
            )
        } catch {
            table.add("start-up references", failure: error)
        }
    }
}
