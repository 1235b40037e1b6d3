import Foundation
import PickListCompiler
import PickListKit
import Testing

/// `picklist preview` against the generated Swift, tap by tap: every list of specs/ (their
/// copies here), the runtime lists and the other fixtures, each on many seeded sequences of
/// taps, edit-mode changes and index paths (PreviewAgreement.swift). One engine drives both,
/// so any difference is a bug in how the preview reads a spec.
@Suite("Preview and generated code agree")
struct PreviewAgreementTests {
    /// A list of a spec file and how to compare it.
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var name: String
        var comparison: any Comparison

        var testDescription: String { "\(file) (\(name))" }

        static func enumList<L: PickList>(_: L.Type, _ file: String) -> Case {
            Case(file: file, name: String(describing: L.self), comparison: EnumComparison<L>(file: folder + file))
        }

        static func runtimeList<L: RuntimePickList>(_: L.Type, _ file: String) -> Case {
            Case(file: file, name: String(describing: L.self), comparison: RuntimeComparison<L>(file: folder + file))
        }
    }

    /// One seeded comparison of a list. (Types, not closures: a closure over a runtime list's
    /// metatype is not `Sendable`.)
    protocol Comparison: Sendable {
        /// The mismatches of the first seed that has any (none: they agree on every seed).
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

    /// A runtime list on rows made from the seed.
    struct RuntimeComparison<L: RuntimePickList>: Comparison {
        var file: String

        func compare(seeds: ClosedRange<UInt64>) throws -> [String] {
            let spec = try PreviewAgreement.session(file, list: String(describing: L.self)).spec
            for seed in seeds {
                let rows = PreviewAgreement.rows(seed: seed)
                let session = PreviewSession(spec: spec, rows: rows)
                let problems = PreviewAgreement.compare(GeneratedRuntimeSide<L>(sections: rows), PreviewSide(session: session), seed: seed)
                if !problems.isEmpty { return problems }
            }
            return []
        }
    }

    static let folder = "Tests/GeneratedCodeTests/Specs/"

    static let cases: [Case] = [
        // specs/
        .enumList(LocationOfWorkplace.self, "location-of-workplace.picklist.yml"),
        .enumList(MessageRow.self, "messages.picklist.yml"),
        .enumList(Purpose.self, "purpose.picklist.yml"),
        .enumList(QuoteCategory.self, "quote-categories.picklist.yml"),
        .enumList(Recipient.self, "recipients.picklist.yml"),
        .enumList(TaskCategory.self, "task-category.picklist.yml"),
        .enumList(TimeZoneOption.self, "time-zone.picklist.yml"),
        .runtimeList(Mailbox.self, "mailbox.picklist.yml"),
        .runtimeList(People.self, "people.picklist.yml"),
        // Runtime lists: every option a runtime list can write, a deselecting single one, default all.
        .runtimeList(Inbox.self, "inbox-runtime.picklist.yml"),
        .runtimeList(MailFolder.self, "inbox-runtime.picklist.yml"),
        .runtimeList(MailLabel.self, "inbox-runtime.picklist.yml"),
        // Other fixtures: a locking all-row, a localized list, several lists in a file, awkward ids and titles.
        .enumList(LockedFilter.self, "locked-filters.picklist.yml"),
        .enumList(Produce.self, "localized-produce.picklist.yml"),
        .enumList(Theme.self, "settings.picklist.yml"),
        .enumList(NotificationOption.self, "settings.picklist.yml"),
        .enumList(Channel.self, "settings.picklist.yml"),
        .enumList(TrickyName.self, "tricky-names.picklist.yml"),
        .enumList(TrickyTitle.self, "tricky-titles.picklist.yml"),
        .enumList(TrickySectionTitle.self, "tricky-titles.picklist.yml"),
        .enumList(MemberName.self, "member-names.picklist.yml"),
    ]

    @Test func everyListOfSpecsFolder_isCompared() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: PreviewAgreement.root + "/specs")
            .filter { $0.hasSuffix(".picklist.yml") || $0.hasSuffix(".picklist.yaml") }
        #expect(!names.isEmpty)
        for name in names {
            let lint = Linter().run(paths: [PreviewAgreement.root + "/specs/" + name])
            for spec in lint.specs {
                #expect(Self.cases.contains { $0.file == name && $0.name == spec.name }, "specs/\(name) (\(spec.name)) is not compared")
            }
        }
    }

    @Test(arguments: cases)
    func previewAndGeneratedCode_agreeStepByStep(_ list: Case) throws {
        let problems = try list.comparison.compare(seeds: 1...30)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
