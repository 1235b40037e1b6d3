import Foundation
@testable import PickListCompiler
import PickListCompilerTestSupport
import Testing

@Suite("OutputWriter writes atomically and only when bytes differ")
struct OutputWriterTests {
    @Test func missingOutput_isWritten_creatingItsFolder() throws {
        let folder = try TemporaryFolder()
        let result = try OutputWriter().write(RenderedFile(sourcePath: "a.picklist.yml", outputPath: folder.file("out/a.swift"), text: "let a = 1\n"))
        #expect(result.status == .written)
        #expect(folder.read("out/a.swift") == "let a = 1\n")
        #expect(try folder.contents() == ["out"])
    }

    @Test func identicalOutput_isNotTouched_keepingItsModificationTime() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.swift", "let a = 1\n")
        try folder.age("a.swift")
        let before = try folder.modificationDate("a.swift")
        let result = try OutputWriter().write(RenderedFile(sourcePath: "a.picklist.yml", outputPath: folder.file("a.swift"), text: "let a = 1\n"))
        #expect(result.status == .unchanged)
        #expect(try folder.modificationDate("a.swift") == before)
    }

    @Test func changedOutput_isReplaced_leavingNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.swift", "let a = 1\n")
        let result = try OutputWriter().write(RenderedFile(sourcePath: "a.picklist.yml", outputPath: folder.file("a.swift"), text: "let a = 2\n"))
        #expect(result.status == .written)
        #expect(folder.read("a.swift") == "let a = 2\n")
        #expect(try folder.contents() == ["a.swift"])
    }

    /// A rewrite replaces the file by renaming a new one over it; the new one takes the old
    /// one's permissions (a team's group-writable checkout stays group-writable).
    @Test(arguments: [0o664, 0o600, 0o755])
    func rewrittenOutput_keepsTheExistingFilesMode(mode: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("a.swift", "let a = 1\n")
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: folder.file("a.swift"))
        let result = try OutputWriter().write(RenderedFile(sourcePath: "a.picklist.yml", outputPath: folder.file("a.swift"), text: "let a = 2\n"))
        #expect(result.status == .written)
        #expect(folder.read("a.swift") == "let a = 2\n")
        #expect(try permissions(folder.file("a.swift")) == mode)
    }

    @Test func newOutput_getsTheDefaultModeOfNewFiles() throws {
        let folder = try TemporaryFolder()
        _ = try OutputWriter().write(RenderedFile(sourcePath: "a.picklist.yml", outputPath: folder.file("a.swift"), text: "let a = 1\n"))
        // What open(2) gives any new file here: 0666 less the process's umask.
        let descriptor = open(folder.file("reference"), O_WRONLY | O_CREAT | O_EXCL, 0o666)
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(try permissions(folder.file("a.swift")) == permissions(folder.file("reference")))
    }

    private func permissions(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    @Test func checkMode_reportsMissingAndStale_andWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("stale.swift", "old\n")
        try folder.write("fresh.swift", "same\n")
        let writer = OutputWriter(mode: .check)
        let missing = try writer.write(RenderedFile(sourcePath: "m", outputPath: folder.file("missing.swift"), text: "new\n"))
        let stale = try writer.write(RenderedFile(sourcePath: "s", outputPath: folder.file("stale.swift"), text: "new\n"))
        let fresh = try writer.write(RenderedFile(sourcePath: "f", outputPath: folder.file("fresh.swift"), text: "same\n"))
        #expect([missing.status, stale.status, fresh.status] == [.missing, .stale, .unchanged])
        #expect(folder.read("stale.swift") == "old\n")
        #expect(try folder.contents() == ["fresh.swift", "stale.swift"])
    }

    @Test func unwritableFolder_throwsWriteError_namingTheOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("blocker", "a file, not a folder")
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
