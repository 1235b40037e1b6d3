import Foundation
@testable import PickListPreview
import PickListPreviewTestSupport
import Testing

/// Select All as a toolbar button (`all: {row: false}`) in the preview: no all-row among the
/// rows, the button's title on the title line, in JSON and in the picture's toolbar, its
/// presses as steps (`--select-all`, `--deselect-all`, `--toggle-all`).
@Suite struct PreviewAllButtonTests {
    static let notes = "docs/pictures/select-notes.picklist.yml"

    private func played(_ steps: [PreviewScriptStep]) throws -> (PreviewSession, [PreviewStep]) {
        var session = try PreviewSession.loaded(Self.notes)
        let played = try PreviewScript(steps: steps).play(on: &session)
        return (session, played)
    }

    @Test func text_showsTheButtonOnTheTitleLine_andNoAllRow() throws {
        let (session, steps) = try played([.allButton(.toggleAll), .tap("journal"), .allButton(.deselectAll), .allButton(.deselectAll)])
        #expect(PreviewTextFormatter.render(session, steps: steps) == """
            Select Notes  [Select All]

            toggle-all "Select All": changed (checked Groceries, Trip Ideas, Journal, Reading List)
            tap journal: changed (unchecked Journal)
            deselect-all "Select All": changed (unchecked Groceries, Trip Ideas, Reading List)
            deselect-all "Select All": unchanged

              Groceries
              Trip Ideas
              Journal
              Reading List

            summary: Select Notes

            """)
    }

    @Test func json_endsWithTheButtonsTitle_andNamesEachPress() throws {
        let (session, steps) = try played([.allButton(.selectAll)])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(PreviewJSONFormatter.render(session, steps: steps).utf8)) as? [String: Any])
        #expect((json["allButton"] as? [String: String]) == ["title": "Deselect All"])
        let step = try #require((json["steps"] as? [[String: Any]])?.first)
        #expect(step["selectAll"] as? String == "Select All")
        #expect(step["outcome"] as? String == "changed")
        let rows = (json["sections"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]]
        #expect(rows?.count == 4 && rows?.allSatisfy { $0["allRow"] == nil } == true)
        // A list without the button reads as it did: no "allButton".
        var plain = try PreviewSession.loaded("specs/quote-categories.picklist.yml")
        plain.tapAllRow()
        #expect(!PreviewJSONFormatter.render(plain, steps: []).contains("allButton"))
    }

    @Test func svg_drawsTheButtonInTheToolbar() throws {
        let (session, steps) = try played([.allButton(.toggleAll)])
        let svg = PreviewSVG.render(session, steps: steps)
        #expect(svg.contains(">Deselect All</text>"))
        #expect(svg.contains(">Tap Select All: changed</text>"))
        #expect(!svg.contains(">All</text>"))
    }

    @Test func allRowList_pressesAsTheAllRow_andAListWithoutAllRefuses() throws {
        var topics = try PreviewSession.loaded("specs/quote-categories.picklist.yml")
        #expect(topics.allButtonTitle == nil)
        #expect(topics.allButton(.toggleAll).outcome == .changed)
        var purpose = try PreviewSession.loaded("specs/purpose.picklist.yml")
        #expect(purpose.allButton(.selectAll).rejection == .noSuchRow)
    }
}
