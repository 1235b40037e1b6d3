import ArgumentParser
import Foundation

/// One benchmark run: the corpus, the floor measured on it, and the table being filled.
///
/// Each measure lives in its own extension file (`BenchRun+Pipeline.swift` …). A measure
/// that cannot run (a stage that fails, a missing tool) leaves a row saying why instead of
/// stopping the run, so one broken stage does not hide the others' figures.
struct BenchRun {
    /// The groups of measures, selectable with `--only`.
    enum Measure: String, CaseIterable, ExpressibleByArgument {
        case floor, pipeline, processes, runtime, compile
    }

    struct Options {
        var repetitions: Int
        var processRuns: Int
        /// Path of this benchmark's own executable (the start-up reference).
        var executable: String
        /// Path of the `picklist` executable.
        var picklist: String
        /// How the table names ``picklist``'s build.
        var picklistLabel: String
        /// Another build of picklist timed on the small spec beside ``picklist``, with its label
        /// (`make bench`: the dynamically linked build SwiftPM and its plugins run).
        var otherPicklist: (path: String, label: String)?
        /// The build's `Modules` folder, holding `PickListKit.swiftmodule`.
        var modulesFolder: String
        var measures: Set<Measure>
        /// The compile measure's scale series: list sizes, ascending.
        var scaleSizes: [Int]
        /// Limits of any one compile of the scale series (the bare enums grow quadratically).
        var compileLimits: Subprocess.Limits
        /// Limits of each C1000 compile (1000 files: a longer time limit, the same memory limit).
        var c1000CompileLimits: Subprocess.Limits
        /// The largest list whose bare enum the scale series compiles at all.
        var bareMaxItems: Int
        /// Where to write the scale series as CSV (an absolute path), if anywhere.
        var compileCSV: String?
    }

    let options: Options
    let corpus: BenchCorpus
    var table = BenchTable()
    /// The floor: libyaml's raw event scan of C1000, in milliseconds.
    var floor: Double = .nan
    /// Lint (load + validate) of C1000 in-process, for the no-op regeneration target.
    var lint: Double?
    /// Full generate of C1000 over the floor, in-process.
    var generateRatio: Double?
    /// The whole `picklist generate` process of C1000 over the raw-scan process, wall and CPU
    /// (medians of paired runs): the run's closing line.
    var wholeProcessRatios: (wall: Double, cpu: Double)?

    init(options: Options, corpus: BenchCorpus) {
        self.options = options
        self.corpus = corpus
    }

    mutating func runAll() throws {
        // Every path handed to picklist is relative to the corpus folder, as in a package.
        guard FileManager.default.changeCurrentDirectoryPath(corpus.root.path) else {
            throw BenchError("cannot enter \(corpus.root.path)")
        }
        log("corpus: C1000 \(corpus.c1000.count) specs, \(corpus.c1000Bytes) bytes, in \(corpus.root.path)")
        try measureFloor()
        if options.measures.contains(.pipeline) { measurePipeline() }
        if options.measures.contains(.processes) { measureProcesses() }
        if options.measures.contains(.runtime) {
            measureRuntime()
            measureRuntimeRules()
            measureLocalizedTitles()
            measureRuntimeRows()
            measureRowsSearch()
        }
        if options.measures.contains(.compile) { measureCompile() }
    }

    /// `value` as a multiple of the floor.
    func overFloor(_ value: Double) -> String {
        BenchTable.times(value / floor)
    }

    /// Progress goes to standard error so standard output is just the table.
    func log(_ message: String) {
        FileHandle.standardError.write(Data("bench: \(message)\n".utf8))
    }

    /// A fresh, empty folder under the corpus root.
    func freshFolder(_ name: String) throws -> URL {
        let url = corpus.root.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension BenchRun {
    /// (1) The floor: read + libyaml event scan of C1000, no tree.
    mutating func measureFloor() throws {
        log("floor: libyaml raw event scan")
        var events = 0
        floor = try Stopwatch.median(repetitions: options.repetitions * 2) {
            events = try RawScan.scan(corpus.c1000)
        }
        table.add("floor: libyaml raw event scan of C1000 (\(events) events)", value: BenchTable.ms(floor), ratio: "1.00×")
    }
}
