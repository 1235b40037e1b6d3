import Foundation
import PickListCompilerTestSupport
import Testing
@testable import PickListCompiler

/// Which files are specs and what their outputs are called is one file,
/// `Plugins/Shared/SpecFiles.swift`, compiled into the tool and into every plugin.
@Suite struct SpecFilesTests {
    static let shared = URL(fileURLWithPath: Fixtures.packageRoot + "/Plugins/Shared/SpecFiles.swift")

    @Test(arguments: [
        "Sources/PickListCompiler/Discovery/SpecFiles.swift",
        "Plugins/PickListPlugin/SpecFiles.swift",
        "Plugins/PickListCommand/SpecFiles.swift",
        "Plugins/PickListGenerateCommand/SpecFiles.swift",
    ])
    func toolAndEveryPlugin_compileTheSharedFile(path: String) {
        let url = URL(fileURLWithPath: Fixtures.packageRoot + "/" + path)
        #expect(url.resolvingSymlinksInPath().path == Self.shared.resolvingSymlinksInPath().path)
    }

    static let sharedSearch = URL(fileURLWithPath: Fixtures.packageRoot + "/Plugins/Shared/SpecFiles+Search.swift")

    /// The folder search is the tool's and the command plugins'; the build plugin, which every
    /// app compiles on a cold build, is given its target's files and compiles no search.
    @Test(arguments: [
        "Sources/PickListCompiler/Discovery/SpecFiles+Search.swift",
        "Plugins/PickListCommand/SpecFiles+Search.swift",
        "Plugins/PickListGenerateCommand/SpecFiles+Search.swift",
    ])
    func toolAndCommandPlugins_compileTheSharedSearch(path: String) {
        let url = URL(fileURLWithPath: Fixtures.packageRoot + "/" + path)
        #expect(url.resolvingSymlinksInPath().path == Self.sharedSearch.resolvingSymlinksInPath().path)
    }

    @Test func buildPlugin_compilesNoSearch() throws {
        let folder = Fixtures.packageRoot + "/Plugins/PickListPlugin"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!files.contains("SpecFiles+Search.swift"))
        #expect(files.contains("SpecFiles.swift"))
    }

    @Test func pluginsSelection_isTheToolsDiscovery() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let names = [
            "a.picklist.yml", "b.picklist.yaml", ".picklist.yml", ".picklist.yaml", "c.PICKLIST.YML",
            "d.picklist.yml.bak", "e.yml", "f.picklist.swift", "g.picklist.yml~", "nested/h.picklist.yml",
        ]
        for name in names {
            try folder.write(name, "title: X\nselection: single\nitems: [A]\n")
        }
        let tool = Set(SpecDiscovery().discover([folder.path]).files.map { String($0.dropFirst(folder.path.count + 1)) })
        let plugins = Set(names.filter { SpecFiles.isSpec(URL(fileURLWithPath: folder.path + "/" + $0)) })
        #expect(tool == plugins)
        #expect(tool == ["a.picklist.yml", "b.picklist.yaml", "nested/h.picklist.yml"])
    }

    /// The command plugins walk a target's folder with ``SpecFiles/search(_:)``, the walk
    /// `picklist lint <folder>` makes: links followed once, hidden entries skipped, and an
    /// unreadable spec-named entry passed on for the tool to report.
    @Test func pluginsFolderWalk_findsWhatTheToolFinds() throws {
        let folder = try TemporaryFolder()
        for name in ["a.picklist.yml", "deep/er/b.picklist.yaml", ".hidden/c.picklist.yml", "shared/d.picklist.yml", "x.picklist.yml/e.picklist.yml"] {
            try folder.write(name, "title: X\nselection: single\nitems: [A]\n")
        }
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(atPath: folder.file("linked"), withDestinationPath: "shared")
        try fileManager.createSymbolicLink(atPath: folder.file("shared/cycle"), withDestinationPath: "..")
        try fileManager.createSymbolicLink(atPath: folder.file("dangling.picklist.yml"), withDestinationPath: "gone.picklist.yml")

        let walk = SpecFiles.search(folder.path)
        let discovery = SpecDiscovery().discover([folder.path])
        #expect(walk.specs.sorted() == discovery.files)
        #expect(walk.specs.map { String($0.dropFirst(folder.path.count + 1)) }.sorted() == [
            "a.picklist.yml", "deep/er/b.picklist.yaml", "linked/d.picklist.yml", "x.picklist.yml/e.picklist.yml",
        ])
        #expect(walk.problems == [.unreadableSpec(path: folder.file("dangling.picklist.yml"), code: ENOENT, linkTarget: "gone.picklist.yml")])
        #expect(discovery.diagnostics.map(\.location?.file) == [folder.file("dangling.picklist.yml")])

        // The tool, given the path the plugin passes on, reports it where it is.
        let passedOn = SpecDiscovery().discover(walk.problems.map(\.path))
        #expect(passedOn.files.isEmpty)
        #expect(passedOn.diagnostics.map(\.message) == [
            "cannot read '\(folder.file("dangling.picklist.yml"))': it is a symbolic link to 'gone.picklist.yml', which does not exist",
        ])
    }

    @Test func outputNames_areTheGeneratorsNames() {
        for name in ["job-purpose.picklist.yml", "x.picklist.yaml", "Zürich.picklist.yml"] {
            let plugin = SpecFiles.outputName(for: URL(fileURLWithPath: "/specs/" + name))
            #expect(GeneratorPaths.output(forSpec: "specs/" + name, in: "", extension: "swift") == plugin)
        }
        #expect(SpecFiles.outputName(forSpecFileName: "job-purpose.picklist.yml") == "job-purpose.picklist.swift")
    }
}
