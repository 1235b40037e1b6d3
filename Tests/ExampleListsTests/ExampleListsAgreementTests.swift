import Foundation
import PickListCompiler
import PickListKit
import PickListPreviewTestSupport
import Testing

/// `picklist preview` against the generated Swift of the example package's lists
/// (Examples/PickListDemo/Sources/DemoLists, linked into Specs/ and generated here by
/// PickListPlugin as the example generates them), tap by tap (Support/PreviewAgreement.swift,
/// shared with GeneratedCodeTests). They are a module of their own because their type names
/// (`QuoteCategory`, `TaskCategory`) are also those of specs/' lists.
@Suite("Preview and the example's generated code agree")
struct ExampleListsAgreementTests {
    static let demoLists = "Examples/PickListDemo/Sources/DemoLists/"

    static let cases: [AgreementCase] = [
        .runtimeList(Inbox.self, "inbox.picklist.yml", in: demoLists),
        .enumList(JobPurpose.self, "job-purpose.picklist.yml", in: demoLists),
        .enumList(NotificationKind.self, "notification-kinds.picklist.yml", in: demoLists),
        .runtimeList(People.self, "people.picklist.yml", in: demoLists),
        .runtimeList(People.self, "people.picklist.yml", in: demoLists, rowsFile: "docs/pictures/people.csv"),
        .enumList(QuoteCategory.self, "quote-categories.picklist.yml", in: demoLists),
        .enumList(TaskCategory.self, "task-category.picklist.yml", in: demoLists),
        .enumList(AutoLock.self, "settings.picklist.yml", in: demoLists),
        .enumList(NotificationStyle.self, "settings.picklist.yml", in: demoLists),
        .enumList(MailFilter.self, "settings.picklist.yml", in: demoLists),
        .enumList(MailSortKey.self, "settings.picklist.yml", in: demoLists),
        .enumList(UnlockMethod.self, "settings.picklist.yml", in: demoLists),
        // The second settings screen: taps compared; hiding rows and setting titles, which the
        // app does at runtime, are asserted by the example's own tests.
        .enumList(TranslationService.self, "app-settings.picklist.yml", in: demoLists),
        .enumList(AppLockDelay.self, "app-settings.picklist.yml", in: demoLists),
        .enumList(ReadingFont.self, "app-settings.picklist.yml", in: demoLists),
        // Its mixed list: the written "Default" theme before the app's themes.
        .mixedList(AppTheme.self, "app-settings.picklist.yml", in: demoLists),
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
    func previewAndGeneratedCode_agreeStepByStep(_ list: AgreementCase) throws {
        let problems = try list.comparison.compare(seeds: 1...30)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
