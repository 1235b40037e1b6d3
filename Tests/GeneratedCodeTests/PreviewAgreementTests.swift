import Foundation
import PickListCompiler
import PickListKit
import PickListPreviewTestSupport
import Testing

/// `picklist preview` against the generated Swift, tap by tap: every list of specs/ (their
/// copies here), the runtime and mixed lists and the other fixtures, each on many seeded sequences of
/// taps, edit-mode changes and index paths (PreviewAgreement.swift). One engine drives both,
/// so any difference is a bug in how the preview reads a spec.
@Suite("Preview and generated code agree")
struct PreviewAgreementTests {
    static let folder = "Tests/GeneratedCodeTests/Specs/"

    static let cases: [AgreementCase] = [
        // specs/
        .enumList(TimeSpan.self, "time-span.picklist.yml", in: folder),
        .enumList(TimeSpan.self, "time-span.picklist.yml", in: folder, subset: "poll"),
        .enumList(TimeSpan.self, "time-span.picklist.yml", in: folder, subset: "filter"),
        .enumList(LocationOfWorkplace.self, "location-of-workplace.picklist.yml", in: folder),
        .enumList(MessageRow.self, "messages.picklist.yml", in: folder),
        .enumList(Purpose.self, "purpose.picklist.yml", in: folder),
        .enumList(QuoteCategory.self, "quote-categories.picklist.yml", in: folder),
        .enumList(Recipient.self, "recipients.picklist.yml", in: folder),
        .enumList(TaskCategory.self, "task-category.picklist.yml", in: folder),
        .enumList(TimeZoneOption.self, "time-zone.picklist.yml", in: folder),
        .runtimeList(Mailbox.self, "mailbox.picklist.yml", in: folder),
        .runtimeList(People.self, "people.picklist.yml", in: folder),
        // Runtime lists: every option a runtime list can write, a deselecting single one, default all.
        .runtimeList(Inbox.self, "inbox-runtime.picklist.yml", in: folder),
        .runtimeList(MailFolder.self, "inbox-runtime.picklist.yml", in: folder),
        .runtimeList(MailLabel.self, "inbox-runtime.picklist.yml", in: folder),
        // Other fixtures: a locking all-row, a localized list, several lists in a file, awkward ids and titles.
        .enumList(LockedFilter.self, "locked-filters.picklist.yml", in: folder),
        .enumList(Produce.self, "localized-produce.picklist.yml", in: folder),
        .enumList(Theme.self, "settings.picklist.yml", in: folder),
        .enumList(NotificationOption.self, "settings.picklist.yml", in: folder),
        .enumList(Channel.self, "settings.picklist.yml", in: folder),
        .enumList(TrickyName.self, "tricky-names.picklist.yml", in: folder),
        .enumList(TrickyTitle.self, "tricky-titles.picklist.yml", in: folder),
        .enumList(TrickySectionTitle.self, "tricky-titles.picklist.yml", in: folder),
        .enumList(MemberName.self, "member-names.picklist.yml", in: folder),
        // Exclusive items, selection order, availability's list, a runtime list with order.
        .enumList(Allergy.self, "selection-rules.picklist.yml", in: folder),
        .enumList(SortKey.self, "selection-rules.picklist.yml", in: folder),
        .enumList(UnlockMethod.self, "selection-rules.picklist.yml", in: folder),
        .runtimeList(LabelPick.self, "selection-rules.picklist.yml", in: folder),
        // Action rows and rows only the app selects.
        .enumList(ToneSetting.self, "action-rows.picklist.yml", in: folder),
        .enumList(ReminderList.self, "action-rows.picklist.yml", in: folder),
        // Sections without a header, a required multiple list, search fields on a runtime list.
        .enumList(NewsTopic.self, "screen-keys.picklist.yml", in: folder),
        .enumList(NewsTopic.self, "screen-keys.picklist.yml", in: folder, subset: "sport"),
        .runtimeList(SpokenVoice.self, "screen-keys.picklist.yml", in: folder),
        // Written rows beside the app's rows: first in the app's section, first with an
        // all-row and an exclusive written row (localized), last in a section of their own,
        // last with a row only the app selects and an action row.
        .mixedList(ThemePicker.self, "theme-picker.picklist.yml", in: folder),
        .mixedList(SpaceFilter.self, "mixed-lists.picklist.yml", in: folder),
        .mixedList(VoicePicker.self, "mixed-lists.picklist.yml", in: folder),
        .mixedList(FontPicker.self, "mixed-lists.picklist.yml", in: folder),
        .mixedList(ArticleTheme.self, "mixed-lists.picklist.yml", in: folder),
        // Select All as a toolbar button, not a row: an enum list in edit mode, a runtime list.
        .enumList(NoteSelection.self, "selection-mode.picklist.yml", in: folder),
        .runtimeList(TabSelection.self, "selection-mode.picklist.yml", in: folder),
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
    func previewAndGeneratedCode_agreeStepByStep(_ list: AgreementCase) throws {
        let problems = try list.comparison.compare(seeds: 1...30)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
