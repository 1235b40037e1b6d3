import Foundation
import PickListCompilerTestSupport
import Testing

/// `--spec-only-folder DIR`, which the command plugins pass for a folder SwiftPM never builds:
/// the tool reports it in its own report, so the closing count line counts it.
@Suite struct SpecOnlyFolderCommandTests {
    @Test func lint_countsTheFolder_inEveryFormat() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Sources/Good/good.picklist.yml", "title: Good\nselection: single\nitems: [A]\n")
        try folder.write("Sources/Lists/more.picklist.yml", "title: More\nselection: single\nitems: [B]\n")
        let tool = try PickListBinary()
        let text = try tool.run(["lint", "Sources/Good/good.picklist.yml", "--spec-only-folder", "Sources/Lists"], in: folder.path)
        #expect(text.status == 1)
        #expect(text.stdout.hasPrefix("Sources/Lists: error: 'Sources/Lists' holds picklist specs but no .swift file"))
        #expect(text.stdout.contains("> Sources/Lists/Lists.swift [spec-only-folder]\n"))
        #expect(text.stdout.hasSuffix("1 error, 0 warnings in 1 file\n"))
        let json = try tool.run(["lint", "Sources/Good/good.picklist.yml", "--spec-only-folder", "Sources/Lists", "--format", "json"], in: folder.path)
        #expect(json.stdout.contains("\"rule\":\"spec-only-folder\""))
    }

    @Test func generate_writesTheOtherFiles_andFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Sources/Good/good.picklist.yml", "title: Good\nselection: single\nitems: [A]\n")
        let result = try PickListBinary().run(
            ["generate", "Sources/Good/good.picklist.yml", "--beside-specs", "--spec-only-folder", "Sources/Lists"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("1 error, 0 warnings in 1 file\n"))
        #expect(folder.read("Sources/Good/good.picklist.swift") != nil)
    }
}
