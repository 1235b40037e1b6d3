import Foundation
import PickListCompiler
import PickListKit
import Testing

/// `picklist preview` against the generated Swift of the example package's lists
/// (Examples/PickListDemo/Sources/DemoLists, linked into Specs/ and generated here by
/// PickListPlugin as the example generates them), tap by tap (Support/PreviewAgreement.swift,
/// shared with GeneratedCodeTests). They are a module of their own because their type names
/// (`QuoteCategory`, `TaskCategory`) are also those of specs/' lists.
@Suite("Preview and the example's generated code agree")
struct ExampleListsAgreementTests {
    static let demoLists = "Examples/PickListDemo/Sources/DemoLists/"

    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var name: String
        var comparison: any Comparison

        var testDescription: String { "\(file) (\(name))" }

        static func enumList<L: PickList>(_: L.Type, _ file: String) -> Case {
            Case(file: file, name: String(describing: L.self), comparison: EnumComparison<L>(file: demoLists + file))
        }

        static func runtimeList<L: RuntimePickList>(_: L.Type, _ file: String, rowsFile: String? = nil) -> Case {
            Case(file: file, name: String(describing: L.self) + (rowsFile.map { ", rows of \($0)" } ?? ""),
                 comparison: RuntimeComparison<L>(file: demoLists + file, rowsFile: rowsFile))
        }
    }

    protocol Comparison: Sendable {
        func compare(seeds: ClosedRange<UInt64>) throws -> [String]
    }

    struct EnumComparison<L: PickList>: Comparison {
        var file: String

        func compare(seeds: ClosedRange<UInt64>) throws -> [String] {
            let session = try PreviewAgreement.session(file, list: String(describing: L.self))
            for seed in seeds {
                let problems = PreviewAgreement.compare(GeneratedEnumSide<L>(), PreviewSide(session: session), seed: seed)
                if !problems.isEmpty { return problems }
            }
            return []
        }
    }

    /// A runtime list on rows made from each seed, or on the rows of a `--rows` file read as
    /// `picklist preview --rows` reads it.
    struct RuntimeComparison<L: RuntimePickList>: Comparison {
        var file: String
        var rowsFile: String?

        func compare(seeds: ClosedRange<UInt64>) throws -> [String] {
            let spec = try PreviewAgreement.session(file, list: String(describing: L.self)).spec
            var fileRows: [PickListEntrySection<String>]?
            if let rowsFile {
                let read = PreviewRowsFile.read(path: PreviewAgreement.root + "/" + rowsFile)
                guard read.isValid, read.rowCount > 0 else { return ["\(rowsFile): \(read.diagnostics.map(\.message))"] }
                fileRows = read.sections
            }
            for seed in seeds {
                let rows = fileRows ?? PreviewAgreement.rows(seed: seed)
                let session = PreviewSession(spec: spec, rows: rows)
                let problems = PreviewAgreement.compare(GeneratedRuntimeSide<L>(sections: rows), PreviewSide(session: session), seed: seed)
                if !problems.isEmpty { return problems }
            }
            return []
        }
    }

    static let cases: [Case] = [
        .runtimeList(Inbox.self, "inbox.picklist.yml"),
        .enumList(JobPurpose.self, "job-purpose.picklist.yml"),
        .enumList(NotificationKind.self, "notification-kinds.picklist.yml"),
        .runtimeList(People.self, "people.picklist.yml"),
        .runtimeList(People.self, "people.picklist.yml", rowsFile: "docs/pictures/people.csv"),
        .enumList(QuoteCategory.self, "quote-categories.picklist.yml"),
        .enumList(TaskCategory.self, "task-category.picklist.yml"),
    ]

    @Test func everyListOfTheExample_isLinkedHere_andCompared() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: PreviewAgreement.root + "/" + Self.demoLists)
            .filter { $0.hasSuffix(".picklist.yml") || $0.hasSuffix(".picklist.yaml") }
        #expect(!names.isEmpty)
        let here = PreviewAgreement.root + "/Tests/ExampleListsTests/Specs/"
        for name in names {
            #expect(
                (try? FileManager.default.destinationOfSymbolicLink(atPath: here + name)) == "../../../" + Self.demoLists + name,
                "\(Self.demoLists)\(name) needs a link in Tests/ExampleListsTests/Specs: ln -s ../../../\(Self.demoLists)\(name) Tests/ExampleListsTests/Specs/")
            for spec in Linter().run(paths: [PreviewAgreement.root + "/" + Self.demoLists + name]).specs {
                #expect(Self.cases.contains { $0.file == name && $0.name.hasPrefix(spec.name) }, "\(name) (\(spec.name)) is not compared")
            }
        }
    }

    @Test(arguments: cases)
    func previewAndGeneratedCode_agreeStepByStep(_ list: Case) throws {
        let problems = try list.comparison.compare(seeds: 1...30)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
