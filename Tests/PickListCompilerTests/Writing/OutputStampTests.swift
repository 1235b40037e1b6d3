import Foundation
@testable import PickListCompiler
import PickListCompilerTestSupport
import Testing
import PickListSupport

/// Whether the temporary folder's file system keeps extended attributes (stamps need them).
private let temporaryFolderHasExtendedAttributes: Bool = {
    guard let folder = try? TemporaryFolder() else { return false }
    _ = try? folder.write("probe", "probe")
    return ExtendedAttribute.set("1", named: "user.picklist.probe", atPath: folder.file("probe"))
}()

@Suite("OutputStamp: an output that is current is not rendered again")
struct OutputStampTests {
    @Test func attributeText_roundTrips_andRejectsOtherText() {
        let stamp = OutputStamp(inputs: 0x1, output: 0xfedc_ba98_7654_3210)
        #expect(stamp.attributeValue == "picklist-stamp-2 0000000000000001 fedcba9876543210")
        #expect(OutputStamp(attributeValue: stamp.attributeValue) == stamp)
        let state = FileState(device: 27, inode: 219_009, size: 3866, seconds: 1_795_614_737, nanoseconds: 742_275_607)
        let stated = OutputStamp(inputs: 0x1, output: 0xfedc_ba98_7654_3210, file: state)
        #expect(stated.attributeValue == "picklist-stamp-2 0000000000000001 fedcba9876543210 27 219009 3866 1795614737 742275607")
        #expect(OutputStamp(attributeValue: stated.attributeValue) == stated)
        #expect(OutputStamp(attributeValue: "picklist-stamp-1 0000000000000001 fedcba9876543210") == nil)
        #expect(OutputStamp(attributeValue: "picklist-stamp-2 xyz 1") == nil)
        #expect(OutputStamp(attributeValue: "picklist-stamp-2 0000000000000001 fedcba9876543210 27 219009 3866 1795614737") == nil)
        #expect(OutputStamp(attributeValue: "picklist-stamp-2 0000000000000001 fedcba9876543210 27 219009 3866 1 1000000000") == nil)
        #expect(OutputStamp(attributeValue: "picklist-stamp-2 0000000000000001 fedcba9876543210 a 219009 3866 1 1") == nil)
        #expect(OutputStamp(attributeValue: "") == nil)
    }

    @Test func inputs_dependOnEveryInput() throws {
        let swift = try #require(Template.builtin(named: "swift"))
        let json = try #require(Template.builtin(named: "json"))
        func inputs(
            source: String = "title: A", path: String = "a.picklist.yml", template: Template? = nil,
            access: AccessLevel = .public, tool: String = "picklist 1"
        ) -> UInt64 {
            OutputStamp.inputs(source: source, displayPath: path, template: template ?? swift, access: access, tool: tool)
        }
        let base = inputs()
        #expect(inputs() == base)
        #expect(inputs(source: "title: B") != base)
        #expect(inputs(path: "b.picklist.yml") != base)
        #expect(inputs(template: json) != base)
        #expect(inputs(access: .internal) != base)
        #expect(inputs(tool: "picklist 2") != base)
    }
}

@Suite(
    "Generator skips rendering outputs whose stamp is current",
    .enabled(if: temporaryFolderHasExtendedAttributes, "the temporary folder's file system has no extended attributes")
)
struct GeneratorStampTests {
    let spec = SampleSpecs.jobPurpose
    let sources = [SampleSpecs.jobPurpose.sourcePath: "the spec's text"]
    let outputName = "job-purpose.picklist.swift"

    func generator(_ folder: TemporaryFolder, check: Bool = false, access: AccessLevel = .public) throws -> Generator {
        Generator(options: GeneratorOptions(
            outputDirectory: folder.path, template: try #require(Template.builtin(named: "swift")), access: access, check: check
        ))
    }

    /// The spec with another title: rendering it gives other bytes, so an output that keeps
    /// the old title was not rendered.
    var retitled: Spec {
        var spec = spec
        spec.title = "Another title"
        return spec
    }

    @Test func writtenOutput_carriesItsStamp() throws {
        let folder = try TemporaryFolder()
        _ = try generator(folder).generate(specs: [spec], diagnostics: [], sources: sources)
        let text = try #require(ExtendedAttribute.value(named: OutputStamp.attributeName, atPath: folder.file(outputName)))
        let stamp = try #require(OutputStamp(attributeValue: text))
        #expect(stamp.output == StableHash.of(Array(try #require(folder.read(outputName)).utf8)))
    }

    /// The stamp holds the file's state as written (its modification time set by picklist),
    /// so a later run knows the output current from a `stat`: `FileState`.
    @Test func writtenOutput_stampHoldsTheFilesState() throws {
        let folder = try TemporaryFolder()
        _ = try generator(folder).generate(specs: [spec], diagnostics: [], sources: sources)
        let text = try #require(ExtendedAttribute.value(named: OutputStamp.attributeName, atPath: folder.file(outputName)))
        let stamp = try #require(OutputStamp(attributeValue: text))
        // A file system that rounds times keeps no state (the bytes are read instead).
        if let file = stamp.file {
            #expect(file == FileState(path: folder.file(outputName)))
        }
    }

    /// Rewritten in place right after it was written (within the kernel's clock tick), an
    /// output is no longer the file stamped: its modification time is the kernel's, never the
    /// one picklist set.
    @Test func outputRewrittenAtOnce_isNoLongerTheStampedFile() throws {
        let folder = try TemporaryFolder()
        _ = try generator(folder).generate(specs: [spec], diagnostics: [], sources: sources)
        let text = try #require(ExtendedAttribute.value(named: OutputStamp.attributeName, atPath: folder.file(outputName)))
        let stamp = try #require(OutputStamp(attributeValue: text))
        let generated = try #require(folder.read(outputName))
        let handle = try #require(FileHandle(forWritingAtPath: folder.file(outputName)))
        try handle.write(contentsOf: Data(("X" + generated.dropFirst()).utf8))
        try handle.close()
        let state = try #require(FileState(path: folder.file(outputName)))
        #expect(!stamp.isCurrent(forInputs: stamp.inputs, state: state))
        let report = try generator(folder).generate(specs: [spec], diagnostics: [], sources: sources)
        #expect(report.results.map(\.status) == [.written])
        #expect(folder.read(outputName) == generated)
    }

    @Test func sameSpecText_isNotRenderedAgain() throws {
        let folder = try TemporaryFolder()
        _ = try generator(folder).generate(specs: [spec], diagnostics: [], sources: sources)
        let first = folder.read(outputName)
        let report = try generator(folder).generate(specs: [retitled], diagnostics: [], sources: sources)
        #expect(report.results.map(\.status) == [.unchanged])
        #expect(folder.read(outputName) == first)
    }

    @Test func changedSpecText_isRenderedAgain() throws {
        let folder = try TemporaryFolder()
        _ = try generator(folder).generate(specs: [spec], diagnostics: [], sources: sources)
        let report = try generator(folder).generate(
            specs: [retitled], diagnostics: [], sources: [spec.sourcePath: "the spec's new text"])
        #expect(report.results.map(\.status) == [.written])
        #expect(try #require(folder.read(outputName)).contains("Another title"))
    }

    @Test func otherAccessLevel_isRenderedAgain() throws {
        let folder = try TemporaryFolder()
        _ = try generator(folder).generate(specs: [spec], diagnostics: [], sources: sources)
        let report = try generator(folder, access: .internal).generate(specs: [spec], diagnostics: [], sources: sources)
        #expect(report.results.map(\.status) == [.written])
        #expect(try #require(folder.read(outputName)).contains("\nenum JobPurpose"))
    }

    @Test func outputEditedInPlace_isRenderedAndRewritten() throws {
        let folder = try TemporaryFolder()
        _ = try generator(folder).generate(specs: [spec], diagnostics: [], sources: sources)
        let generated = folder.read(outputName)
        // Overwrite the same file (as an editor saving in place does), keeping its attributes.
        let handle = try #require(FileHandle(forWritingAtPath: folder.file(outputName)))
        try handle.write(contentsOf: Data("// edited by hand\n".utf8))
        try handle.close()
        #expect(ExtendedAttribute.value(named: OutputStamp.attributeName, atPath: folder.file(outputName)) != nil)

        let check = try generator(folder, check: true).generate(specs: [spec], diagnostics: [], sources: sources)
        #expect(check.outOfDate.map(\.status) == [.stale])
        let report = try generator(folder).generate(specs: [spec], diagnostics: [], sources: sources)
        #expect(report.results.map(\.status) == [.written])
        #expect(folder.read(outputName) == generated)
    }

    @Test func unstampedCurrentOutput_isStamped_keepingItsModificationTime() throws {
        let folder = try TemporaryFolder()
        _ = try generator(folder).generate(specs: [spec], diagnostics: [])  // no sources: no stamp
        #expect(ExtendedAttribute.value(named: OutputStamp.attributeName, atPath: folder.file(outputName)) == nil)
        try folder.age(outputName)
        let before = try folder.modificationDate(outputName)

        let report = try generator(folder).generate(specs: [spec], diagnostics: [], sources: sources)
        #expect(report.results.map(\.status) == [.unchanged])
        #expect(try folder.modificationDate(outputName) == before)
        #expect(ExtendedAttribute.value(named: OutputStamp.attributeName, atPath: folder.file(outputName)) != nil)
    }

    @Test func checkMode_acceptsACurrentStamp_andStampsNothing() throws {
        let folder = try TemporaryFolder()
        _ = try generator(folder).generate(specs: [spec], diagnostics: [])
        let unstamped = try generator(folder, check: true).generate(specs: [spec], diagnostics: [], sources: sources)
        #expect(unstamped.exitCode == 0)
        #expect(ExtendedAttribute.value(named: OutputStamp.attributeName, atPath: folder.file(outputName)) == nil)

        _ = try generator(folder).generate(specs: [spec], diagnostics: [], sources: sources)
        let stamped = try generator(folder, check: true).generate(specs: [retitled], diagnostics: [], sources: sources)
        #expect(stamped.exitCode == 0)
    }
}
