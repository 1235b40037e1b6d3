import Foundation
@testable import PickListCompiler
import PickListCompilerTestSupport
import Testing

/// Whether the temporary folder's file system keeps extended attributes (stamps need them).
private let temporaryFolderHasExtendedAttributes: Bool = {
    guard let folder = try? TemporaryFolder() else { return false }
    _ = try? folder.write("probe", "probe")
    return ExtendedAttribute.set("1", named: "user.picklist.probe", atPath: folder.file("probe"))
}()

@Suite("StableHash is XXH64 (seed 0), the same in every process")
struct StableHashTests {
    @Test func knownAnswers() {
        #expect(StableHash.of([UInt8]()) == 0xEF46_DB37_51D8_E999)
        #expect(StableHash.of(Array("a".utf8)) == 0xD24E_C4F1_A98C_6E5B)
        #expect(StableHash.of(Array("abc".utf8)) == 0x44BC_2CF5_AD77_0999)
        // 39 bytes: a 32-byte stripe through the four lanes, then the tail.
        #expect(StableHash.of(Array("Nobody inspects the spammish repetition".utf8)) == 0xFBCE_A83C_8A37_8BF1)
    }

    /// Bytes hash the same whether combined at once or in pieces of any size (a stripe is
    /// 32 bytes; the tail is gathered across calls).
    @Test func pieces_hashAsTheWhole() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = StableHash.of(bytes)
        for size in [1, 3, 8, 31, 32, 33, 100] {
            var hash = StableHash()
            var start = 0
            while start < bytes.count {
                hash.combine(bytes[start..<min(start + size, bytes.count)])
                start += size
            }
            #expect(hash.value == whole, "pieces of \(size)")
        }
        #expect(StableHash.of(bytes.dropLast()) != whole)
        var changed = bytes
        changed[500] ^= 0x80
        #expect(StableHash.of(changed) != whole)
    }

    @Test func fields_areSeparated() {
        var first = StableHash()
        first.combine(field: "ab")
        first.combine(field: "c")
        var second = StableHash()
        second.combine(field: "a")
        second.combine(field: "bc")
        #expect(first.value != second.value)
    }
}

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
