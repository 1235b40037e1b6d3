import Foundation
import Testing
import DemoLists
import PickListKit
import PickListLocalization

/// The demo's printed output, asserted exactly against `Snapshots/*.txt`.
/// Set `RECORD_SNAPSHOTS=1` to re-record the files after an intended change (the run then
/// fails; run again without it).
@Suite struct TapScriptTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = snapshots.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try text.write(to: file, atomically: true, encoding: .utf8)
            // Recording fails the test, so a run with the variable left set compares nothing
            // and cannot pass.
            Issue.record("recorded \(file.lastPathComponent); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "output differs from \(file.path); RECORD_SNAPSHOTS=1 re-records it", sourceLocation: sourceLocation)
    }

    @Test func quoteCategoriesScript_printsSeed002Transcript() throws {
        try Self.assertSnapshot(QuoteCategory.demoScript.transcript(), named: "quote-categories")
    }

    @Test func tapAll_thenOneCategory_isolatesIt() {
        let states = QuoteCategory.demoScript.selections()
        #expect(states[1].isAll)
        #expect(states[1].isChecked(.all))
        #expect(states[2].selectedItems == [.brave])
        #expect(!states[2].isChecked(.all))
        #expect(states[3].selectedItems == [.brave, .courage])
        #expect(states[4].selectedItems == [.courage])
        #expect(states[5].count == QuoteCategory.allCases.count)
        #expect(states[6].isEmpty)
    }

    @Test func selectingEveryCategoryOneByOne_checksTheAllRow() {
        let script = TapScript<QuoteCategory>(steps: QuoteCategory.allCases.map { .tap(.item($0)) })
        let last = script.selections().last
        #expect(last?.isChecked(.all) == true)
        #expect(last?.summary == "All categories")
    }

    @Test func jobPurpose_startsAtTheSpecDefault_andKeepsItWhenTappedAgain() {
        var selection = JobPurpose.Selection()
        #expect(selection.selectedItem == .design)
        let change = selection.tap(.item(.design))
        #expect(change.outcome == .unchanged)
        #expect(selection.selectedItem == .design)
    }

    @Test func taskCategory_decodesARenamedId() throws {
        let decoded = try JSONDecoder().decode(TaskCategory.Selection.self, from: Data(#"["office", "gone"]"#.utf8))
        #expect(decoded.selectedItems == [.work])
    }
}

/// The localized notifications list in English (no localizer) and in German (the demo's
/// `de.lproj`). The localizer is global, so these run one at a time.
@Suite(.serialized) struct LocalizedTranscriptTests {
    @Test func english_showsTheSpecTexts() throws {
        PickListLocalization.localizer = nil
        try TapScriptTests.assertSnapshot(NotificationKind.demoScript.transcript(), named: "notification-kinds")
    }

    @Test func german_showsGermanTitlesSectionsAllRowSummaryAndSearch() throws {
        PickListLocalization.localizer = BundleLocalizer(bundle: demoResources, localization: "de")
        defer { PickListLocalization.localizer = nil }
        try TapScriptTests.assertSnapshot(NotificationKind.demoScript.transcript(), named: "notification-kinds.de")
        #expect(NotificationKind.groupChats.subtitle == "Nur wenn du genannt wirst")
        #expect(NotificationKind.search("grupp") == [.groupChats])
    }
}
