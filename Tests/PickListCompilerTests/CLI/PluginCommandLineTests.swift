import Foundation
import PickListCompilerTestSupport
import Testing

/// The build plugin's command line, `generate SPEC --output DIR [--relative-to DIR]`, is read
/// without ArgumentParser (`GenerateCommand.pluginInvocation`). Written in another order it goes
/// through ArgumentParser; both must do exactly the same.
@Suite struct PluginCommandLineTests {
    /// What one run did: status, both streams, and the files it left in the output folder.
    struct Outcome: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
        var outputs: [String: Data]
    }

    /// Runs `arguments` (with `OUT` and `PKG` standing for the folders) in a fresh copy of
    /// `files`.
    func outcome(_ arguments: [String], files: [String: String]) throws -> Outcome {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (path, text) in files { try folder.write(path, text) }
        let output = folder.path + "/out"
        let result = try PickListBinary().run(
            arguments.map {
                $0.replacingOccurrences(of: "=OUT", with: "=" + output)
                    .replacingOccurrences(of: "OUT", with: output, options: .anchored)
                    .replacingOccurrences(of: "PKG", with: folder.path, options: .anchored)
            }, in: folder.path)
        var outputs: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? [] {
            outputs[name] = FileManager.default.contents(atPath: output + "/" + name)
        }
        // The two runs use two folders: compare the text with the folder's path left out.
        func relative(_ text: String) -> String { text.replacingOccurrences(of: folder.path, with: "PKG") }
        return Outcome(status: result.status, stdout: relative(result.stdout), stderr: relative(result.stderr), outputs: outputs)
    }

    /// A case: its name, its files, and what both command lines must do with it: the exit
    /// status and the files written to the output folder.
    static let cases: [(String, [String: String], Int32, [String])] = [
        ("a good spec", ["Sources/A/purpose.picklist.yml": "title: Purpose\nselection: single\nitems: [Design, Testing]\n"], 0, ["purpose.picklist.swift"]),
        ("a spec with an error", ["Sources/A/bad.picklist.yml": "title: Oops\nselction: single\nitems: [A]\n"], 1, []),
        ("a spec with a warning", ["Sources/A/twice.picklist.yml": "title: Twice\nselection: multiple\nitems:\n  - a: Same\n  - b: Same\n"], 0, ["twice.picklist.swift"]),
        ("a spec with a non-ASCII name", ["Sources/A/größe.picklist.yml": "title: Größe\nselection: single\nitems: [S, M]\n"], 0, ["größe.picklist.swift"]),
    ]

    /// Both command lines do the same, and that is the right thing: the same status and output,
    /// so a case where both failed alike would not pass.
    @Test(arguments: cases)
    func pluginCommandLine_doesWhatArgumentParserDoes(_ name: String, files: [String: String], status: Int32, outputs: [String]) throws {
        let spec = try #require(files.keys.first)
        let planned = try outcome(["generate", spec, "--output", "OUT", "--relative-to", "PKG"], files: files)
        let parsed = try outcome(["generate", "--relative-to", "PKG", "--output", "OUT", spec], files: files)
        #expect(planned == parsed, "\(name)")
        #expect(planned.status == status, "\(name): \(planned.stdout)\(planned.stderr)")
        #expect(planned.outputs.keys.sorted() == outputs, "\(name)")
        #expect(planned.outputs.values.allSatisfy { String(decoding: $0, as: UTF8.self).contains("enum ") }, "\(name)")
        let plannedShort = try outcome(["generate", spec, "--output", "OUT"], files: files)
        let parsedShort = try outcome(["generate", "--output=OUT", spec], files: files)
        #expect(plannedShort == parsedShort, "\(name)")
        #expect(plannedShort.status == status, "\(name)")
        #expect(plannedShort.outputs.keys.sorted() == outputs, "\(name)")
    }

    @Test func missingSpec_isTheSameUsageError() throws {
        let planned = try outcome(["generate", "gone.picklist.yml", "--output", "OUT", "--relative-to", "PKG"], files: [:])
        let parsed = try outcome(["generate", "--output", "OUT", "--relative-to", "PKG", "gone.picklist.yml"], files: [:])
        #expect(planned == parsed)
        #expect(planned.status == 2)
        #expect(planned.stdout.contains("[missing-path]"))
    }

    /// What is not exactly the plugin's command line is ArgumentParser's to read, usage errors
    /// included.
    @Test func otherCommandLines_areArgumentParsers() throws {
        let files = Self.cases[0].1
        let spec = try #require(files.keys.first)
        let missingValue = try outcome(["generate", spec, "--output"], files: files)
        #expect(missingValue.status == 2)
        #expect(missingValue.stderr.contains("--output"))
        let optionAsValue = try outcome(["generate", spec, "--output", "--check"], files: files)
        #expect(optionAsValue.status == 2)
        #expect(optionAsValue.outputs.isEmpty)
    }
}
