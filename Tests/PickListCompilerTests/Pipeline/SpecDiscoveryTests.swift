import Foundation
import Testing
@testable import PickListCompiler

@Suite struct SpecDiscoveryTests {
    @Test func folders_areSearchedRecursively_sorted_skippingHiddenAndBuildFolders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/sub/b.picklist.yaml", "x: 1\n")
        try folder.write("specs/a.picklist.yml", "x: 1\n")
        try folder.write("specs/notes.yml", "x: 1\n")
        try folder.write("specs/readme.picklist.yml.bak", "x: 1\n")
        try folder.write("specs/.hidden/c.picklist.yml", "x: 1\n")
        try folder.write("specs/.build/d.picklist.yml", "x: 1\n")
        try folder.write("specs/.e.picklist.yml", "x: 1\n")
        try folder.write("specs/Z/dir.picklist.yml/f.picklist.yml", "x: 1\n")
        let root = folder.path + "/specs"
        let found = SpecDiscovery().discover([root])
        #expect(found.diagnostics.isEmpty)
        #expect(found.files == [
            root + "/Z/dir.picklist.yml/f.picklist.yml",
            root + "/a.picklist.yml",
            root + "/sub/b.picklist.yaml",
        ])
    }

    @Test func explicitFiles_areTakenWhateverTheirName_andDuplicatesDropped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let other = try folder.write("other.yaml", "x: 1\n")
        let spec = try folder.write("a.picklist.yml", "x: 1\n")
        let found = SpecDiscovery().discover([spec, other, folder.path, spec])
        #expect(found.diagnostics.isEmpty)
        #expect(found.files == [spec, other].sorted())
    }

    @Test func trailingSlash_doesNotDoubleTheSeparator() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.picklist.yml", "x: 1\n")
        #expect(SpecDiscovery().discover([folder.path + "/"]).files == [folder.path + "/a.picklist.yml"])
    }

    @Test func missingPath_isAMissingPathError() {
        let found = SpecDiscovery().discover(["/no/such/place.picklist.yml"])
        #expect(found.files.isEmpty)
        #expect(found.diagnostics == [
            .error("missing-path", "no such file or directory: '/no/such/place.picklist.yml'", at: nil),
        ])
    }

    @Test func folderNamedLikeASpec_givenExplicitly_isAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.picklist.yml/inner.picklist.yml", "x: 1\n")
        let path = folder.path + "/x.picklist.yml"
        let found = SpecDiscovery().discover([path])
        #expect(found.files.isEmpty)
        #expect(found.diagnostics == [
            .error("unreadable-file", "'\(path)' is a directory, not a spec file", at: nil),
        ])
    }

    @Test func symbolicLinkCycles_areVisitedOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/a.picklist.yml", "x: 1\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/specs/loop", withDestinationPath: folder.path + "/specs")
        let found = SpecDiscovery().discover([folder.path + "/specs"])
        #expect(found.files == [folder.path + "/specs/a.picklist.yml"])
    }

    @Test func specFileNames() {
        #expect(SpecDiscovery.isSpecFileName("a.picklist.yml"))
        #expect(SpecDiscovery.isSpecFileName("job-purpose.picklist.yaml"))
        #expect(!SpecDiscovery.isSpecFileName(".picklist.yml"))
        #expect(!SpecDiscovery.isSpecFileName("a.yml"))
        #expect(!SpecDiscovery.isSpecFileName("a.picklist.yml.orig"))
    }
}
