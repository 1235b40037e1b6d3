import Foundation
@testable import PickListCompiler
import Testing

@Suite("OutputWriter writes atomically and only when bytes differ")
struct OutputWriterTests {
    @Test func missingOutput_isWritten_creatingItsFolder() throws {
        let folder = try ScratchFolder()
        let result = try OutputWriter().write(RenderedFile(sourcePath: "a.picklist.yml", outputPath: folder.file("out/a.swift"), text: "let a = 1\n"))
        #expect(result.status == .written)
        #expect(folder.read("out/a.swift") == "let a = 1\n")
        #expect(try folder.contents() == ["out"])
    }

    @Test func identicalOutput_isNotTouched_keepingItsModificationTime() throws {
        let folder = try ScratchFolder()
        try folder.write("let a = 1\n", to: "a.swift")
        try folder.age("a.swift")
        let before = try folder.modificationDate("a.swift")
        let result = try OutputWriter().write(RenderedFile(sourcePath: "a.picklist.yml", outputPath: folder.file("a.swift"), text: "let a = 1\n"))
        #expect(result.status == .unchanged)
        #expect(try folder.modificationDate("a.swift") == before)
    }

    @Test func changedOutput_isReplaced_leavingNoTemporaryFile() throws {
        let folder = try ScratchFolder()
        try folder.write("let a = 1\n", to: "a.swift")
        let result = try OutputWriter().write(RenderedFile(sourcePath: "a.picklist.yml", outputPath: folder.file("a.swift"), text: "let a = 2\n"))
        #expect(result.status == .written)
        #expect(folder.read("a.swift") == "let a = 2\n")
        #expect(try folder.contents() == ["a.swift"])
    }

    @Test func checkMode_reportsMissingAndStale_andWritesNothing() throws {
        let folder = try ScratchFolder()
        try folder.write("old\n", to: "stale.swift")
        try folder.write("same\n", to: "fresh.swift")
        let writer = OutputWriter(mode: .check)
        let missing = try writer.write(RenderedFile(sourcePath: "m", outputPath: folder.file("missing.swift"), text: "new\n"))
        let stale = try writer.write(RenderedFile(sourcePath: "s", outputPath: folder.file("stale.swift"), text: "new\n"))
        let fresh = try writer.write(RenderedFile(sourcePath: "f", outputPath: folder.file("fresh.swift"), text: "same\n"))
        #expect([missing.status, stale.status, fresh.status] == [.missing, .stale, .unchanged])
        #expect(folder.read("stale.swift") == "old\n")
        #expect(try folder.contents() == ["fresh.swift", "stale.swift"])
    }

    @Test func unwritableFolder_throwsWriteError_namingTheOutput() throws {
        let folder = try ScratchFolder()
        try folder.write("a file, not a folder", to: "blocker")
        let output = folder.file("blocker/a.swift")
        #expect(throws: WriteError.self) {
            try OutputWriter().write(RenderedFile(sourcePath: "a", outputPath: output, text: "x"))
        }
        do {
            _ = try OutputWriter().write(RenderedFile(sourcePath: "a", outputPath: output, text: "x"))
        } catch {
            #expect(error.diagnostic.rule == "write-failed")
            #expect(error.diagnostic.message.hasPrefix("cannot write '\(output)'"))
        }
    }
}
