import Foundation
import PickListKit
@testable import PickListPreview
import PickListPreviewTestSupport
import Testing

/// A section without a header (a "No space" row alone above the spaces, a separator in a
/// menu) is drawn as a grouped table draws it: its rows after a gap, no header, in text,
/// JSON and the picture. Runtime rows can be given so (rows without a `section`).
@Suite struct PreviewUntitledSectionTests {
    static let spaces = PreviewSpecs.spec("""
        name: Space
        title: Move to Space
        selection: single
        rows: runtime
        """)

    static let rows = [
        PickListEntrySection<String>(title: nil, entries: [PickListEntry(id: "none", title: "No Space")]),
        PickListEntrySection(title: "Spaces", entries: [PickListEntry(id: "home", title: "Home"), PickListEntry(id: "work", title: "Work")]),
        PickListEntrySection(title: nil, entries: [PickListEntry(id: "new", title: "New Space…")]),
    ]

    @Test func text_drawsNoHeader_andAGapBeforeAnUntitledSectionThatFollowsAnother() throws {
        var session = PreviewSession(spec: Self.spaces, rows: Self.rows)
        let steps = try PreviewScript(steps: [.tap("home"), .hide("work")]).play(on: &session)
        #expect(PreviewTextFormatter.render(session, steps: steps) == """
            Move to Space

            tap home: changed (checked Home)
            hide work: deleted [1, 1]

                No Space
            Spaces
              ✓ Home

                New Space…

            summary: Home

            """)
    }

    @Test func json_givesAnUntitledSectionANullTitle() throws {
        let session = PreviewSession(spec: Self.spaces, rows: Self.rows)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(PreviewJSONFormatter.render(session, steps: []).utf8)) as? [String: Any])
        let sections = try #require(json["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == [nil, "Spaces", nil])
        #expect(sections[0]["title"] is NSNull)
    }

    @Test func svg_drawsOneHeader_forTheTitledSectionOnly() {
        let svg = PreviewSVG.render(PreviewSession(spec: Self.spaces, rows: Self.rows))
        #expect(svg.contains(">SPACES</text>"))
        // Three cards (one per section), one header.
        #expect(svg.components(separatedBy: ##"rx="10" fill="#FFFFFF"/>"##).count - 1 == 3)
        #expect(svg.components(separatedBy: ##"font-size="13" fill="#6D6D72">"##).count - 1 == 1)
    }

    /// A mixed list whose spec writes `sections` with one untitled section: the written row
    /// keeps its section (a separator after "Default"), as the runtime keeps it.
    @Test func mixedList_writtenUntitledSection_keepsItsOwnSection_besideTheAppsRows() {
        let spec = PreviewSpecs.spec("""
            name: ThemeMenu
            title: Article Theme
            selection: single
            rows: runtime
            written: first
            default: Default
            sections:
              - items: [{id: Default, title: Default}]
            """)
        let rows = [PickListEntrySection<String>(
            title: nil, entries: [PickListEntry(id: "Sepia", title: "Sepia"), PickListEntry(id: "Promenade", title: "Promenade")])]
        let session = PreviewSession(spec: spec, rows: rows)
        #expect(session.sections.map { $0.rows.map(\.id) } == [["Default"], ["Sepia", "Promenade"]])
        #expect(PreviewTextFormatter.render(session, steps: []) == """
            Article Theme

            ✓ Default

              Sepia
              Promenade

            summary: Default

            """)
    }
}
