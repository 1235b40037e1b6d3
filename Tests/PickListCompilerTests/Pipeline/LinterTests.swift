import Foundation
import PickListCompilerTestSupport
import Testing
@testable import PickListCompiler

/// The pipeline's own behaviour (loader-level problems only: the validation rules have their own tests).
@Suite struct LinterTests {
    @Test func report_collectsEveryFilesLoaderDiagnostics_sortedByFileAndPosition() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let empty = try folder.write("b/empty.picklist.yml", "")
        let duplicate = try folder.write("a/dup.picklist.yml", "k: 1\nj: 2\nk: 3\nj: 4\n")
        let tabs = try folder.write("c.picklist.yml", "a:\n\tb: 1\n")
        let report = Linter().run(paths: [folder.path])
        #expect(report.files.map(\.path) == [duplicate, empty, tabs])
        #expect(report.fileCount == 3)
        let loaderDiagnostics = report.diagnostics.filter { LoadingRuleNames.all.contains($0.rule) }
        #expect(loaderDiagnostics.map { "\($0.location!.file):\($0.location!.line) \($0.rule)" } == [
            "\(duplicate):3 duplicate-key",
            "\(duplicate):4 duplicate-key",
            "\(empty):1 empty-file",
            "\(tabs):2 tab-indentation",
        ])
        #expect(report.errorCount >= 4)
        #expect(report.hasErrors)
        #expect(report.exitStatus(strict: false) == .findings)
        #expect(report.sources[duplicate] == "k: 1\nj: 2\nk: 3\nj: 4\n")
    }

    @Test func report_dropsNodeTreesUnlessAskedToKeepThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("a.picklist.yml", "title: A\n---\ntitle: B\n")
        let lean = Linter().lint(files: [path])
        #expect(lean.files.first?.documents.isEmpty == true)
        #expect(lean.files.first?.source == "title: A\n---\ntitle: B\n")
        let full = Linter(keepsDocuments: true).lint(files: [path])
        #expect(full.files.first?.documents.count == 2)
    }

    @Test func report_isTheSameOnEveryRun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for index in 0..<24 {
            try folder.write("s\(index).picklist.yml", index.isMultiple(of: 3) ? "" : "k: 1\nk: 2\n")
        }
        let first = Linter().run(paths: [folder.path])
        for _ in 0..<3 {
            let again = Linter().run(paths: [folder.path])
            #expect(again.diagnostics == first.diagnostics)
            #expect(again.files.map(\.path) == first.files.map(\.path))
        }
    }

    @Test func missingPath_makesAUsageStatus_evenWithOtherFindings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let empty = try folder.write("empty.picklist.yml", "")
        let report = Linter().run(paths: [empty, folder.path + "/nope"])
        // Located at its path, the missing path sorts among the files' diagnostics.
        #expect(report.diagnostics.map(\.rule) == ["empty-file", "missing-path"])
        #expect(report.exitStatus(strict: false) == .usage)
    }

    @Test func unreadableFile_makesAnIOFailureStatus() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFolder("d.picklist.yml")
        #expect(Linter().run(paths: [folder.path + "/d.picklist.yml"]).exitStatus(strict: false) == .ioFailure)
        let locked = try folder.write("locked.picklist.yml", "title: x\n")
        #expect(chmod(locked, 0) == 0)
        let report = Linter().lint(files: [locked])
        if isRunningAsRoot {
            // Root reads files whatever their mode; the unreadable case cannot be made here.
            #expect(!report.diagnostics.contains { $0.rule == "unreadable-file" })
        } else {
            #expect(report.diagnostics.map(\.rule) == ["unreadable-file"])
            #expect(report.exitStatus(strict: false) == .ioFailure)
        }
    }

    @Test func exitStatus_followsSeverityAndStrictness() {
        let warning = Diagnostic.warning("w", "m", at: nil)
        let error = Diagnostic.error("e", "m", at: nil)
        #expect(ExitStatus.status(for: [], strict: true) == .clean)
        #expect(ExitStatus.status(for: [warning], strict: false) == .clean)
        #expect(ExitStatus.status(for: [warning], strict: true) == .findings)
        #expect(ExitStatus.status(for: [error], strict: false) == .findings)
        #expect(ExitStatus.status(for: [error, .error("unreadable-file", "m", at: nil)], strict: false) == .ioFailure)
        #expect(ExitStatus.status(for: [.error("missing-path", "m", at: nil), .error("unreadable-file", "m", at: nil)],
                                  strict: false) == .usage)
    }
}

/// The loader's and discovery's rule ids, to tell their diagnostics from validation's.
enum LoadingRuleNames {
    static let all: Set<String> = [
        LoadingRule.missingPath.rawValue, LoadingRule.unreadableFile.rawValue, LoadingRule.invalidUTF8.rawValue, LoadingRule.binaryFile.rawValue,
        LoadingRule.yamlSyntax.rawValue, LoadingRule.tabIndentation.rawValue, LoadingRule.emptyFile.rawValue, LoadingRule.tooDeep.rawValue,
        LoadingRule.aliasBudget.rawValue, LoadingRule.unknownAlias.rawValue, LoadingRule.duplicateKey.rawValue,
    ]
}
