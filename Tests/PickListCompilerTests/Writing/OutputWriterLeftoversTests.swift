import Foundation
@testable import PickListCompiler
import PickListCompilerTestSupport
import Testing

/// A run killed between writing an output's temporary file and renaming it leaves the
/// temporary; the next run removes it, and nothing else.
@Suite struct OutputWriterLeftoversTests {
    /// Above Linux's largest process id (2²²), so no process has it.
    private static let goneProcess: pid_t = 99_999_999

    @Test func temporaryName_namesTheOutputAndTheProcess() {
        let name = OutputWriter.temporaryName(for: "a.picklist.swift", process: 42)
        #expect(name == ".a.picklist.swift.42.tmp")
        #expect(OutputWriter.temporaryOwner(name)! == ("a.picklist.swift", 42))
    }

    @Test(arguments: [".tmp", "..1.tmp", ".a.swift.tmp", ".a.swift.x1.tmp", ".a.swift.-3.tmp", "a.swift.12.tmp", ".a.swift.12.temp"])
    func otherFileNames_areNoTemporaries(name: String) {
        #expect(OutputWriter.temporaryOwner(name) == nil)
    }

    @Test func abandonedTemporaries_ofTheOutputs_areRemoved_othersKept() throws {
        let folder = try TemporaryFolder()
        let kept = [
            "a.picklist.swift",
            OutputWriter.temporaryName(for: "a.picklist.swift", process: getpid()),  // a live run's
            OutputWriter.temporaryName(for: "notes.txt", process: Self.goneProcess),  // not an output
            ".a.picklist.swift.tmp",
        ]
        for name in kept + [OutputWriter.temporaryName(for: "a.picklist.swift", process: Self.goneProcess),
                            OutputWriter.temporaryName(for: "b.picklist.swift", process: Self.goneProcess)] {
            try folder.write(name, "x")
        }
        OutputWriter().removeAbandonedTemporaries(of: [folder.file("a.picklist.swift"), folder.file("b.picklist.swift")])
        #expect(try folder.contents() == kept.sorted())
    }

    @Test func checkMode_removesNothing() throws {
        let folder = try TemporaryFolder()
        let leftover = OutputWriter.temporaryName(for: "a.picklist.swift", process: Self.goneProcess)
        try folder.write(leftover, "x")
        OutputWriter(mode: .check).removeAbandonedTemporaries(of: [folder.file("a.picklist.swift")])
        #expect(try folder.contents() == [leftover])
    }

    @Test func generate_removesWhatAKilledRunLeft() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.picklist.yml", "title: A\nselection: single\nitems: [a]\n")
        let leftover = OutputWriter.temporaryName(for: "a.picklist.swift", process: Self.goneProcess)
        try folder.write("out/" + leftover, "// half an outp")
        let lint = Linter().run(paths: [folder.file("a.picklist.yml")])
        let report = Generator(options: GeneratorOptions(outputDirectory: folder.file("out"), template: .builtin(named: "swift")!))
            .generate(lint, workingDirectory: folder.path)
        #expect(report.diagnostics == [])
        #expect(try folder.contents(of: "out") == ["a.picklist.swift"])
    }
}
