import Foundation
@testable import PickListCompiler
import PickListCompilerTestSupport
import Testing

@Suite("Generator renders, then writes only when every input is valid")
struct GeneratorTests {
    func generator(output: String, check: Bool = false, template: String = "swift") throws -> Generator {
        Generator(options: GeneratorOptions(
            outputDirectory: output, template: try #require(Template.builtin(named: template)), check: check
        ))
    }

    let specs = [SampleSpecs.quoteCategories, SampleSpecs.jobPurpose] + SampleSpecs.mailboxes

    @Test func writesOneOutputPerSpecFile_namedAfterIt() throws {
        let folder = try TemporaryFolder()
        let report = try generator(output: folder.file("gen")).generate(specs: specs, diagnostics: [], workingDirectory: "/work")
        #expect(report.exitCode == 0)
        #expect(report.results.map(\.status) == [.written, .written, .written])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("gen")).sorted()
            == ["job-purpose.picklist.swift", "mailboxes.picklist.swift", "quote-categories.picklist.swift"])
        let mailboxes = try #require(folder.read("gen/mailboxes.picklist.swift"))
        #expect(mailboxes.contains("enum Mailbox:") && mailboxes.contains("enum MailFlag:"))
    }

    @Test func jsonTemplate_writesJSONFiles() throws {
        let folder = try TemporaryFolder()
        let report = try generator(output: folder.path, template: "json").generate(specs: [SampleSpecs.jobPurpose], diagnostics: [])
        #expect(report.results.map(\.path) == [folder.file("job-purpose.picklist.json")])
    }

    @Test func outputIsIdentical_whateverTheOrderOfTheSpecs() throws {
        let first = try TemporaryFolder()
        let second = try TemporaryFolder()
        _ = try generator(output: first.path).generate(specs: specs, diagnostics: [], workingDirectory: "/work")
        _ = try generator(output: second.path).generate(specs: specs.reversed(), diagnostics: [], workingDirectory: "/work")
        for name in try first.contents() {
            #expect(first.read(name) == second.read(name))
        }
        #expect(try first.contents() == second.contents())
    }

    @Test func secondRun_reportsUnchanged_andKeepsModificationTimes() throws {
        let folder = try TemporaryFolder()
        _ = try generator(output: folder.path).generate(specs: specs, diagnostics: [])
        for name in try folder.contents() { try folder.age(name) }
        let dates = try folder.contents().map { try folder.modificationDate($0) }
        let report = try generator(output: folder.path).generate(specs: specs, diagnostics: [])
        #expect(report.results.map(\.status) == [.unchanged, .unchanged, .unchanged])
        #expect(try folder.contents().map { try folder.modificationDate($0) } == dates)
    }

    @Test func anInputError_writesNothing_andLeavesExistingOutputsAlone() throws {
        let folder = try TemporaryFolder()
        try folder.write("quote-categories.picklist.swift", "previous\n")
        let error = Diagnostic.error("unknown-key", "unknown key 'selction'", at: SourceLocation(file: "broken.picklist.yml", line: 2, column: 1))
        let report = try generator(output: folder.path).generate(specs: specs, diagnostics: [error])
        #expect(report.exitCode == 1)
        #expect(report.results.isEmpty)
        #expect(try folder.contents() == ["quote-categories.picklist.swift"])
        #expect(folder.read("quote-categories.picklist.swift") == "previous\n")
    }

    @Test func checkMode_exitCodes_forFreshStaleAndMissingOutputs() throws {
        let folder = try TemporaryFolder()
        let single = [SampleSpecs.jobPurpose]
        let missing = try generator(output: folder.path, check: true).generate(specs: single, diagnostics: [])
        #expect(missing.exitCode == 1)
        #expect(missing.outOfDate.map(\.status) == [.missing])
        #expect(missing.diagnostics == [.error(
            "stale-output",
            "'\(folder.file("job-purpose.picklist.swift"))' is missing; run `picklist generate` without --check to write it",
            at: SourceLocation(file: "fixtures/job-purpose.picklist.yml")
        )])
        #expect(try folder.contents().isEmpty)

        _ = try generator(output: folder.path).generate(specs: single, diagnostics: [])
        let fresh = try generator(output: folder.path, check: true).generate(specs: single, diagnostics: [])
        #expect(fresh.exitCode == 0)

        try folder.write("job-purpose.picklist.swift", "// edited by hand\n")
        let stale = try generator(output: folder.path, check: true).generate(specs: single, diagnostics: [])
        #expect(stale.exitCode == 1)
        #expect(stale.outOfDate.map(\.status) == [.stale])
        #expect(stale.diagnostics.map(\.rule) == ["stale-output"])
        #expect(stale.diagnostics.first?.message.hasSuffix("does not hold what its spec generates; run `picklist generate` without --check to update it") == true)
        #expect(folder.read("job-purpose.picklist.swift") == "// edited by hand\n")
    }

    /// Every output would fail for the same reason: it is said once, and nothing is written.
    @Test(arguments: [false, true])
    func anOutputFolderThatIsAFile_isOneError(check: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("out", "not a folder\n")
        let report = try generator(output: folder.file("out"), check: check).generate(specs: specs, diagnostics: [])
        #expect(report.exitCode == 3)
        #expect(report.results.isEmpty)
        #expect(report.diagnostics == [.error(
            "write-failed", "cannot write into '\(folder.file("out"))': it is a file, not a folder", at: nil
        )])
        #expect(folder.read("out") == "not a folder\n")
    }

    @Test func anOutputFolderThatCannotBeCreated_isOneError() throws {
        let folder = try TemporaryFolder()
        try folder.write("file", "not a folder\n")
        let report = try generator(output: folder.file("file/gen")).generate(specs: specs, diagnostics: [])
        #expect(report.exitCode == 3)
        #expect(report.diagnostics == [.error(
            "write-failed", "cannot create the output folder '\(folder.file("file/gen"))': Not a directory", at: nil
        )])
    }

    @Test func twoSpecFilesWithTheSameName_areAnErrorAtTheSecond() throws {
        let folder = try TemporaryFolder()
        var other = SampleSpecs.jobPurpose
        other.sourcePath = "elsewhere/job-purpose.picklist.yml"
        other.name = "OtherPurpose"
        let report = try generator(output: folder.path).generate(specs: [SampleSpecs.jobPurpose, other], diagnostics: [])
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.rule == "output-collision")
        #expect(diagnostic.location == SourceLocation(file: "fixtures/job-purpose.picklist.yml"))
        #expect(diagnostic.notes.first?.location?.file == "elsewhere/job-purpose.picklist.yml")
        #expect(try folder.contents().isEmpty)
    }

    /// The nearest folder above the spec with a `Package.swift` (or `.git`) is its root, whatever
    /// the working folder.
    @Test func header_namesTheSpecRelativeToItsPackageRoot_notTheWorkingFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("app/Package.swift", "")
        var spec = SampleSpecs.jobPurpose
        spec.sourcePath = folder.path + "/app/specs/./job-purpose.picklist.yml"
        _ = try generator(output: folder.file("out")).generate(specs: [spec], diagnostics: [], workingDirectory: "/somewhere/else")
        let text = try #require(folder.read("out/job-purpose.picklist.swift"))
        #expect(text.hasPrefix("// Generated by picklist from specs/job-purpose.picklist.yml. Do not edit.\n"))
    }

    /// Under no package or repository, the spec is named from the output's folder.
    @Test func header_withoutARoot_namesTheSpecRelativeToTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        var spec = SampleSpecs.jobPurpose
        spec.sourcePath = folder.path + "/specs/job-purpose.picklist.yml"
        _ = try generator(output: folder.file("out")).generate(specs: [spec], diagnostics: [], workingDirectory: "/somewhere/else")
        let text = try #require(folder.read("out/job-purpose.picklist.swift"))
        #expect(text.hasPrefix("// Generated by picklist from ../specs/job-purpose.picklist.yml. Do not edit.\n"))
    }

    /// A file name may hold a line break; the header must stay one comment line.
    @Test func header_escapesLineBreaksAndControlCharactersInTheSpecPath() throws {
        let folder = try TemporaryFolder()
        try folder.write("app/Package.swift", "")
        var spec = SampleSpecs.jobPurpose
        spec.sourcePath = folder.path + "/app/specs/job\npurpose\u{202E}.picklist.yml"
        _ = try generator(output: folder.path).generate(specs: [spec], diagnostics: [], workingDirectory: "/work/app")
        let text = try #require(folder.read("job\npurpose\u{202E}.picklist.swift"))
        #expect(text.hasPrefix(#"// Generated by picklist from specs/job\u{A}purpose\u{202E}.picklist.yml. Do not edit."# + "\n\n"))
    }

    @Test func header_usesRelativeTo_whenGiven() throws {
        let folder = try TemporaryFolder()
        var spec = SampleSpecs.jobPurpose
        spec.sourcePath = "/pkg/Sources/App/job-purpose.picklist.yml"
        let generator = Generator(options: GeneratorOptions(
            outputDirectory: folder.path, template: try #require(Template.builtin(named: "swift")), relativeTo: "/pkg"
        ))
        _ = generator.generate(specs: [spec], diagnostics: [], workingDirectory: "/somewhere/else")
        let text = try #require(folder.read("job-purpose.picklist.swift"))
        #expect(text.hasPrefix("// Generated by picklist from Sources/App/job-purpose.picklist.yml. Do not edit.\n"))
    }

    /// A template writing `.yml` files would name the output of `a.picklist.yml` `a.picklist.yml`.
    @Test func anOutputThatIsTheSpecItself_isAnError_andTheSpecIsKept() throws {
        let folder = try TemporaryFolder()
        try folder.write("job-purpose.picklist.yml", "the spec\n")
        var spec = SampleSpecs.jobPurpose
        spec.sourcePath = folder.file("job-purpose.picklist.yml")
        let template = try Template(text: "{{% CONTENT_TYPE: TEXT}}rendered\n", name: "t", outputExtension: "yml", file: "t")
        let report = Generator(options: GeneratorOptions(outputDirectory: folder.path, template: template))
            .generate(specs: [spec], diagnostics: [])
        #expect(report.exitCode == 1)
        #expect(report.results.isEmpty)
        let diagnostic = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect(diagnostic.rule == "output-overwrites-spec")
        #expect(diagnostic.location == SourceLocation(file: spec.sourcePath))
        #expect(diagnostic.message == "the output of '\(spec.sourcePath)' would overwrite the spec '\(spec.sourcePath)'; write the outputs to another folder, or use a template with another extension")
        #expect(folder.read("job-purpose.picklist.yml") == "the spec\n")
    }

    /// A spec given by path is read whatever its name: one named `a.picklist.swift` is the output
    /// of `a.picklist.yml`. Through a symbolic link to the specs' folder the paths differ, but the
    /// file is the same.
    @Test func anOutputThatIsAnotherSpec_evenThroughALink_isAnError_andNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("specs/a.picklist.yml", "spec a\n")
        try folder.write("specs/a.picklist.swift", "spec named like an output\n")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: folder.file("specs"))
        var first = SampleSpecs.jobPurpose
        first.sourcePath = folder.file("specs/a.picklist.yml")
        var second = SampleSpecs.quoteCategories
        second.sourcePath = folder.file("specs/a.picklist.swift")
        let report = try generator(output: folder.file("link")).generate(specs: [first, second], diagnostics: [])
        #expect(report.exitCode == 1)
        #expect(report.diagnostics.count == 1)
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.rule == "output-overwrites-spec")
        #expect(diagnostic.location == SourceLocation(file: first.sourcePath))
        #expect(diagnostic.message.hasPrefix("the output of '\(first.sourcePath)' would overwrite the spec '\(second.sourcePath)';"))
        #expect(folder.read("specs/a.picklist.swift") == "spec named like an output\n")
        #expect(try folder.contents(of: "specs") == ["a.picklist.swift", "a.picklist.yml"])
    }
}
