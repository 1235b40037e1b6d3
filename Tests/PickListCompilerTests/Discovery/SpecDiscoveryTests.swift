import Foundation
import PickListCompilerTestSupport
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
            .error("missing-path", "no such file or directory: '/no/such/place.picklist.yml'",
                   at: SourceLocation(file: "/no/such/place.picklist.yml")),
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
            .error("unreadable-file", "'\(path)' is a directory, not a spec file", at: SourceLocation(file: path)),
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

    @Test func oneFileSpeltTwoWays_isFoundOnce_underTheFirstSpelling() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/a.picklist.yml", "x: 1\n")
        try folder.makeFolder("specs/sub")
        let root = folder.path + "/specs"
        let found = SpecDiscovery().discover([
            root + "/./a.picklist.yml", root, root + "//a.picklist.yml", root + "/sub/../a.picklist.yml", root + "/",
        ])
        #expect(found.diagnostics.isEmpty)
        #expect(found.files == [root + "/./a.picklist.yml"])
        #expect(SpecDiscovery().discover([root, root + "/./a.picklist.yml"]).files == [root + "/a.picklist.yml"])
    }

    @Test func oneFolderReachedThroughALink_isOneFolder_butALinkedFileWithItsOwnNameIsItsOwnSpec() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/a.picklist.yml", "x: 1\n")
        let root = folder.path + "/specs"
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/alias", withDestinationPath: root)
        try FileManager.default.createSymbolicLink(atPath: root + "/b.picklist.yml", withDestinationPath: "a.picklist.yml")
        let found = SpecDiscovery().discover([root, folder.path + "/alias/a.picklist.yml"])
        #expect(found.diagnostics.isEmpty)
        // `b` names its own list (its derived type name and output file differ), so it stays.
        #expect(found.files == [root + "/a.picklist.yml", root + "/b.picklist.yml"])
    }

    @Test func emptyFolderGivenExplicitly_isAWarning() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes.yml", "x: 1\n")
        let found = SpecDiscovery().discover([folder.path])
        #expect(found.files.isEmpty)
        #expect(found.diagnostics == [
            .warning("no-spec-files", "no spec files (*.picklist.yml, *.picklist.yaml) in '\(folder.path)'",
                     at: SourceLocation(file: folder.path)),
        ])
    }

    @Test func namedPipe_givenExplicitly_isAnUnreadableFileAtItsPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/pipe.picklist.yml"
        #expect(mkfifo(path, 0o644) == 0)
        let found = SpecDiscovery().discover([path])
        #expect(found.files.isEmpty)
        #expect(found.diagnostics == [
            .error("unreadable-file", "'\(path)' is a named pipe, not a spec file", at: SourceLocation(file: path)),
        ])
    }

    @Test func symbolicLinkLoop_givenExplicitly_saysWhy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/loop.picklist.yml"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "loop.picklist.yml")
        #expect(SpecDiscovery().discover([path]).diagnostics == [
            .error("unreadable-file", "cannot access '\(path)': too many levels of symbolic links", at: SourceLocation(file: path)),
        ])
    }

    @Test func brokenSpecEntriesInASearchedFolder_areReportedNotSkipped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/good.picklist.yml", "x: 1\n")
        let root = folder.path + "/specs"
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling.picklist.yml", withDestinationPath: "gone.picklist.yml")
        try FileManager.default.createSymbolicLink(atPath: root + "/loop.picklist.yml", withDestinationPath: "loop.picklist.yml")
        #expect(mkfifo(root + "/pipe.picklist.yml", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/other-dangling", withDestinationPath: "gone")
        let found = SpecDiscovery().discover([root])
        #expect(found.files == [root + "/good.picklist.yml"])
        #expect(found.diagnostics.sorted(by: Diagnostic.reportOrder) == [
            .error("unreadable-file", "cannot read '\(root)/dangling.picklist.yml': it is a symbolic link to 'gone.picklist.yml', which does not exist",
                   at: SourceLocation(file: root + "/dangling.picklist.yml")),
            .error("unreadable-file", "cannot read '\(root)/loop.picklist.yml': too many levels of symbolic links",
                   at: SourceLocation(file: root + "/loop.picklist.yml")),
            .error("unreadable-file", "'\(root)/pipe.picklist.yml' is a named pipe, not a spec file",
                   at: SourceLocation(file: root + "/pipe.picklist.yml")),
        ])
    }

    @Test func folderThatCannotBeListed_saysWhy() {
        #expect(SpecFiles.listFolder("/no/such/folder") == .failure(SpecFiles.ListingError(code: ENOENT)))
        #expect(SpecDiscovery.diagnostic(for: .unlistableFolder(path: "locked", code: EACCES))
            == .error("unreadable-file", "cannot list directory 'locked': permission denied", at: SourceLocation(file: "locked")))
    }

    @Test func specFileNames() {
        #expect(SpecDiscovery.isSpecFileName("a.picklist.yml"))
        #expect(SpecDiscovery.isSpecFileName("job-purpose.picklist.yaml"))
        #expect(!SpecDiscovery.isSpecFileName(".picklist.yml"))
        #expect(!SpecDiscovery.isSpecFileName("a.yml"))
        #expect(!SpecDiscovery.isSpecFileName("a.picklist.yml.orig"))
    }
}
