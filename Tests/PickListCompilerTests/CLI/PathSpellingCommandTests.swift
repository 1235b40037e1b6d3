import Foundation
import PickListCompilerTestSupport
import Testing

/// One spec file reached by two spellings on the command line is one file: linted once,
/// generated once, shown under the first spelling given.
@Suite struct PathSpellingCommandTests {
    static let spec = "title: Purpose\nselection: single\nitems: [Design, Testing]\n"

    @Test func lint_folderGivenTwiceWithDotSlash_isOneFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x/purpose.picklist.yml", Self.spec)
        let result = try PickListBinary().run(["lint", "./x", "x"], in: folder.path)
        #expect(result.status == 0)
        #expect(result.stdout == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func lint_currentFolderAndOneOfItsFiles_isOneFile_underTheFirstSpelling() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("purpose.picklist.yml", "title: Purpose\nselection: single\nitems: [Design, Design]\n")
        let result = try PickListBinary().run(["lint", ".", "./purpose.picklist.yml"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("purpose.picklist.yml:3:17: error: duplicate id 'design'"))
        #expect(result.stdout.hasSuffix("1 error, 0 warnings in 1 file\n"))
    }

    @Test func generate_oneFileSpeltTwoWays_isOneOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/x.picklist.yml", Self.spec)
        let result = try PickListBinary().run(
            ["generate", "specs/x.picklist.yml", "./specs/x.picklist.yml", "--output", "out"], in: folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["x.picklist.swift"])
    }
}
