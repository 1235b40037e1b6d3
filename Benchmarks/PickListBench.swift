import ArgumentParser
import Foundation

/// `picklist-bench` — measures picklist against libyaml's raw scan of the same bytes,
/// side by side in one run, and prints the table kept in docs/performance.md.
///
/// Run it through `make bench` (a release build); a debug build measures the optimiser's
/// absence, not picklist.
@main
struct PickListBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "picklist-bench",
        abstract: "Benchmark picklist against libyaml's raw event scan (see docs/performance.md)."
    )

    /// The argument that makes this binary return at once: the start-up reference.
    static let startupProbe = "--startup-probe"

    /// The argument that makes this binary the floor as a process: `--raw-scan-process FOLDER`
    /// reads and scans FOLDER's specs with libyaml and exits (the whole-process reference of
    /// `picklist generate FOLDER`, linked as the benchmark is).
    static let rawScanProbe = "--raw-scan-process"

    /// Returns before parsing anything when run as the start-up reference, and scans without
    /// parsing options when run as the raw-scan process.
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == startupProbe { return }
        if arguments.first == rawScanProbe, arguments.count == 2, let folder = arguments.last {
            do {
                print(try RawScan.scanFolder(folder))
            } catch {
                FileHandle.standardError.write(Data("picklist-bench: \(error)\n".utf8))
                Foundation.exit(1)
            }
            return
        }
        main(nil)
    }

    @Option(help: "Repetitions of each in-process measure; the median is reported.")
    var repetitions = 5

    @Option(help: "Runs of each subprocess measure; the median is reported.")
    var processRuns = 11

    @Option(help: "The picklist binary to run as a subprocess (default: next to this binary).")
    var picklist: String?

    @Option(help: "Another picklist binary to time on the small spec beside --picklist.")
    var otherPicklist: String?

    @Option(help: "How the table names --picklist's build (e.g. static).")
    var picklistLabel = "default build"

    @Option(help: "How the table names --other-picklist's build (e.g. dynamic).")
    var otherPicklistLabel = "other build"

    @Option(help: "Run only these measures (floor, pipeline, processes, runtime, compile); the floor always runs.")
    var only: [BenchRun.Measure] = []

    @Flag(help: "Skip the full-compile measure (swiftc -c of generated code against bare enums, debug and release: the slowest step, several minutes).")
    var skipCompile = false

    @Option(help: "List sizes of the compile measure's scale series, comma-separated (the targets read 10, 1000 and 10000).")
    var scaleSizes = "10,100,1000,2000,5000,10000"

    @Option(help: "Stop any one compile of the scale series (one list of N items) after this many seconds.")
    var compileTimeLimit = 120.0

    @Option(help: "Stop any one C1000 compile (1000 files as one module) after this many seconds.")
    var c1000CompileTimeLimit = 600.0

    @Option(help: "Stop any one compile of the compile measure past this resident memory, in GiB (the compiler and its jobs together, sampled every 100 ms).")
    var compileMemoryLimit = 8.0

    @Option(help: "Compile the bare String enum of the scale series only up to this many items (its memory grows quadratically).")
    var bareMaxItems = 5000

    @Option(help: "Write the compile measure's scale series as CSV to this file (read by scripts/plot-compile-scale.py).")
    var compileCsv: String?

    @Flag(help: "Print the L5000 spec (committed as Specs/large5000.picklist.yml) and exit.")
    var printLargeSpec = false

    @Flag(help: "Keep the temporary corpus folder and print its path.")
    var keep = false

    /// The sizes of `--scale-sizes`, ascending, without repeats.
    private var parsedScaleSizes: [Int] {
        get throws {
            let sizes = try scaleSizes.split(separator: ",").map { field in
                guard let size = Int(field.trimmingCharacters(in: .whitespaces)), size > 0 else {
                    throw ValidationError("--scale-sizes: '\(field)' is not a positive whole number")
                }
                return size
            }
            guard !sizes.isEmpty else { throw ValidationError("--scale-sizes: no sizes") }
            return Array(Set(sizes)).sorted()
        }
    }

    func validate() throws {
        _ = try parsedScaleSizes
        guard compileTimeLimit > 0, c1000CompileTimeLimit > 0, compileMemoryLimit > 0 else {
            throw ValidationError("--compile-time-limit, --c1000-compile-time-limit and --compile-memory-limit must be positive")
        }
    }

    func run() throws {
        if printLargeSpec {
            print(BenchCorpus.largeSpec(), terminator: "")
            return
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let binFolder = executable.deletingLastPathComponent()
        let options = BenchRun.Options(
            repetitions: repetitions,
            processRuns: processRuns,
            executable: executable.path,
            // Paths are made absolute: the run works in the corpus folder.
            picklist: picklist.map(Self.absolute) ?? binFolder.appendingPathComponent("picklist").path,
            picklistLabel: picklistLabel,
            otherPicklist: otherPicklist.map { (Self.absolute($0), otherPicklistLabel) },
            modulesFolder: binFolder.appendingPathComponent("Modules").path,
            measures: Set(only.isEmpty ? BenchRun.Measure.allCases : only)
                .subtracting(skipCompile ? [.compile] : []),
            scaleSizes: try parsedScaleSizes,
            compileLimits: Subprocess.Limits(
                seconds: compileTimeLimit, residentBytes: Int(compileMemoryLimit * 1_073_741_824)
            ),
            c1000CompileLimits: Subprocess.Limits(
                seconds: c1000CompileTimeLimit, residentBytes: Int(compileMemoryLimit * 1_073_741_824)
            ),
            bareMaxItems: bareMaxItems,
            compileCSV: compileCsv.map(Self.absolute)
        )
        let corpus = try BenchCorpus.make()
        defer {
            if keep { print("corpus kept in \(corpus.root.path)") } else { corpus.remove() }
        }
        var bench = BenchRun(options: options, corpus: corpus)
        try bench.runAll()
        print("Corpus and outputs in \(corpus.root.deletingLastPathComponent().path) (TMPDIR).")
        print()
        print(bench.table.markdown())
        print()
        print("generate/raw = \(bench.generateRatio.map { BenchTable.format($0, digits: 2) } ?? "n/a")")
        let whole = bench.wholeProcessRatios.map {
            "wall \(BenchTable.format($0.wall, digits: 2)), CPU \(BenchTable.format($0.cpu, digits: 2))"
        }
        print("generate/raw, whole process = \(whole ?? "n/a")")
    }

    /// `path` resolved against the folder the benchmark was started in.
    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
