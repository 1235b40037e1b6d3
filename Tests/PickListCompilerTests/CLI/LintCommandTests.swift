import Foundation
import PickListCompilerTestSupport
import Testing

/// `picklist lint` run as a subprocess: exit codes and output for loader-level problems.
@Suite struct LintCommandTests {
    /// `picklist arguments…` in `folder`.
    func run(_ arguments: [String], in folder: String? = nil, environment: [String: String] = [:]) throws -> PickListBinary.Result {
        try PickListBinary().run(arguments, in: folder, environment: environment)
    }

    @Test func folderWithoutSpecs_isAWarning_exitingZero() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("docs/notes.yml", "a: 1\n")
        let result = try run(["lint", "docs"], in: folder.path)
        #expect(result.status == 0)
        #expect(result.stdout == """
            docs: warning: no spec files (*.picklist.yml, *.picklist.yaml) in 'docs' [no-spec-files]
            0 errors, 1 warning in 0 files

            """)
        #expect(try run(["lint", "--strict", "docs"], in: folder.path).status == 1)
    }

    @Test func defaultPath_isTheCurrentFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("sub/empty.picklist.yml", "")
        let result = try run(["lint"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout == """
            sub/empty.picklist.yml:1:1: error: file contains no YAML document; a spec needs at least one list [empty-file]
            1 error, 0 warnings in 1 file

            """)
    }

    @Test func loaderErrors_exitOne_withCaretExcerpt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("dup.picklist.yml", "title: A\ntitle: B\n")
        let result = try run(["lint", "dup.picklist.yml"], in: folder.path, environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        // Validation may add its own findings (a missing `items`); the loader's must be there as shown.
        #expect(result.stdout.contains("""
            dup.picklist.yml:2:1: error: duplicate key 'title'; the first one is used [duplicate-key]
            title: B
            ^
            dup.picklist.yml:1:1: note: 'title' first defined here
            title: A
            ^

            """))
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test func badInputFiles_exitOneAndNeverCrash() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("binary.picklist.yml", bytes: [0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0xFF, 0x10])
        try folder.write("utf8.picklist.yml", bytes: Array("title: x\n".utf8) + [0xC3])
        try folder.write("tabs.picklist.yml", "a:\n\t- b\n")
        try folder.write("deep.picklist.yml", "a: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        let bomb = (try? String(contentsOfFile: Fixtures.path("Loading/alias-bomb.picklist.yml"), encoding: .utf8)) ?? ""
        try folder.write("bomb.picklist.yml", bomb)
        let result = try run(["lint", "--format", "json", folder.path])
        #expect(result.status == 1)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let rules = Set(parsed.compactMap { $0["rule"] as? String })
        #expect(rules.isSuperset(of: ["binary-file", "invalid-utf8", "tab-indentation", "too-deep", "alias-budget"]))
    }

    @Test func githubFormat_printsWorkflowCommands() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("empty.picklist.yml", "")
        let result = try run(["lint", "--format", "github", "empty.picklist.yml"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout == "::error file=empty.picklist.yml,line=1,col=1,title=empty-file::file contains no YAML document; a spec needs at least one list\n")
    }

    @Test func missingPath_exitsTwo() throws {
        let result = try run(["lint", "/no/such/specs"])
        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix("/no/such/specs: error: no such file or directory: '/no/such/specs' [missing-path]\n"))
    }

    @Test func missingPath_isLocatedAtItsPath_inJSONAndGitHubOutput() throws {
        let json = try run(["lint", "--format", "json", "/no/such/specs"])
        #expect(json.stdout.contains(#"{"file":"/no/such/specs","line":null,"column":null,"severity":"error","rule":"missing-path""#))
        let github = try run(["lint", "--format", "github", "/no/such/specs"])
        #expect(github.stdout == "::error file=/no/such/specs,title=missing-path::no such file or directory: '/no/such/specs'\n")
    }

    @Test func unknownFormat_isAUsageErrorExitingTwo() throws {
        let result = try run(["lint", "--format", "xml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("xml"))
    }

    @Test func folderNamedLikeASpec_exitsThree() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFolder("x.picklist.yml")
        let result = try run(["lint", "x.picklist.yml"], in: folder.path)
        #expect(result.status == 3)
        #expect(result.stdout.hasPrefix("x.picklist.yml: error: 'x.picklist.yml' is a directory, not a spec file [unreadable-file]\n"))
    }

    @Test func unreadableFile_exitsThree_unlessRunningAsRoot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("locked.picklist.yml", "")
        #expect(chmod(path, 0) == 0)
        let result = try run(["lint", path])
        if isRunningAsRoot {
            // Root reads the file despite its mode, finding it empty instead: exit 1.
            #expect(result.status == 1)
        } else {
            #expect(result.status == 3)
            #expect(result.stdout.contains("[unreadable-file]"))
        }
    }

    @Test func version_printsTheVersion() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }
}
