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

    /// Returns before parsing anything when run as the start-up reference.
    static func main() {
        if CommandLine.arguments.dropFirst().first == startupProbe { return }
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

    @Option(help: "Run only these measures (floor, pipeline, processes, runtime, typecheck); the floor always runs.")
    var only: [BenchRun.Measure] = []

    @Flag(help: "Skip the swiftc type-check comparison (the slowest step).")
    var skipTypecheck = false

    @Flag(help: "Print the L5000 spec (committed as Specs/large5000.picklist.yml) and exit.")
    var printLargeSpec = false

    @Flag(help: "Keep the temporary corpus folder and print its path.")
    var keep = false

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
            picklist: picklist ?? binFolder.appendingPathComponent("picklist").path,
            picklistLabel: picklistLabel,
            otherPicklist: otherPicklist.map { ($0, otherPicklistLabel) },
            modulesFolder: binFolder.appendingPathComponent("Modules").path,
            measures: Set(only.isEmpty ? BenchRun.Measure.allCases : only)
                .subtracting(skipTypecheck ? [.typecheck] : [])
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
    }
}
