@testable import PickListCompiler
import Foundation
@testable import PickListPreview
import PickListPreviewTestSupport
import Testing

/// The scripted preview's text, for each kind of list, read from the bundled specs as the
/// tool reads them: what a pull-request comment or a doc page shows.
@Suite struct PreviewScriptTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }   // PreviewScriptTests.swift, PickListPreviewTests, Tests
        return url.path
    }()

    private func text(
        _ spec: String, list: String? = nil, rows: String? = nil, _ script: PreviewScript,
        language: String? = nil, translations: PreviewTranslationSource? = nil
    ) throws -> String {
        let preparation = PreviewLoader.prepare(PreviewRequest(
            specPath: Self.root + "/" + spec, list: list, rowsPath: rows.map { Self.root + "/" + $0 },
            language: language, translations: translations))
        var session = try #require(preparation.session, "\(preparation.diagnostics.map(\.message))")
        let steps = try script.play(on: &session)
        return PreviewTextFormatter.render(session, steps: steps)
    }

    /// A mixed list: the written "Default" before the rows file's themes; a row of the file with
    /// a written row's id is left out with a warning at the file, a note at the written row.
    @Test func mixedList_writtenRowBeforeTheRowsFile_andAClashingRowLeftOut() throws {
        let shown = try text("specs/theme-picker.picklist.yml", rows: "docs/pictures/themes.json", PreviewScript(taps: ["dusk"]))
        #expect(shown.split(separator: "\n", omittingEmptySubsequences: false) == """
            Theme

            tap dusk: changed (checked Dusk; unchecked Default)

              [circle.lefthalf.filled] Default — Follows the system appearance
              Ocean
            ✓ Dusk
            footer: Install more themes from the theme store.

            summary: Dusk

            """.split(separator: "\n", omittingEmptySubsequences: false))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mixed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = folder.appendingPathComponent("themes.json").path
        try Data(#"[{"id": "default", "title": "Default (file)"}, {"id": "dusk", "title": "Dusk"}]"#.utf8).write(to: URL(fileURLWithPath: rows))
        let preparation = PreviewLoader.prepare(PreviewRequest(specPath: Self.root + "/specs/theme-picker.picklist.yml", rowsPath: rows))
        #expect(preparation.diagnostics.map { "\($0.severity.rawValue) [\($0.rule)] \($0.message) note \($0.notes.map { "\($0.location?.line ?? 0)" })" } == [
            "warning [duplicate-row-id] the row 'default' has the id of a written row; the preview names rows by id, so it is left out (in the app the two are different rows, .item and .entry) note [\"10\"]",
        ])
        let session = try #require(preparation.session)
        #expect(session.lines.compactMap(\.row?.title) == ["Default", "Dusk"])
    }

    @Test func singleChoice() throws {
        #expect(try text("specs/task-category.picklist.yml", PreviewScript(taps: ["personal", "personal", "someday", "nope"])) == """
            Category

            tap personal: changed (checked Personal; unchecked Work)
            tap personal: unchanged
            tap someday: changed (checked Someday / Maybe; unchecked Personal)
            tap nope: refused: no such row

              Work
              Personal
              Errands
              Health
              Finance
            ✓ Someday / Maybe — Ideas without a date

            summary: Someday / Maybe

            """)
    }

    @Test func allRow_isolate_thenAll() throws {
        #expect(try text("specs/quote-categories.picklist.yml", PreviewScript(taps: ["brave", "all", "all", "love"])).hasPrefix("""
            Categories

            tap brave: changed (unchecked All, Achievement, Attitude, Character, Courage and 13 more)
            tap all: changed (checked All, Achievement, Attitude, Character, Courage and 13 more)
            tap all: changed (unchecked All, Achievement, Attitude, Brave, Character and 14 more)
            tap love: changed (checked Love)

            – All
              Achievement
            """))
    }

    @Test func allRow_excludeAndLock() throws {
        #expect(try text("docs/pictures/topics.picklist.yml", list: "TopicExclude", PreviewScript(taps: ["science", "science"])) == """
            Topics

            tap science: changed (unchecked All Topics, Science)
            tap science: changed (checked All Topics, Science)

            ✓ All Topics
            ✓ World
            ✓ Business
            ✓ Science
            ✓ Sports
            ✓ Arts

            summary: All topics

            """)
        #expect(try text("docs/pictures/topics.picklist.yml", list: "TopicLock", PreviewScript(taps: ["science", "all", "science"])) == """
            Topics

            tap science: refused: Everything is selected. Clear the selection to change it.
            tap all: changed (unchecked All Topics, World, Business, Science, Sports, Arts)
            tap science: changed (checked Science)

            – All Topics
              World
              Business
            ✓ Science
              Sports
              Arts

            summary: Science

            """)
    }

    @Test func editMode_deleteCount() throws {
        #expect(try text("specs/messages.picklist.yml", PreviewScript(taps: ["welcome"])).contains("tap welcome: refused: Tap Edit to choose messages."))
        #expect(try text("specs/messages.picklist.yml", PreviewScript(edit: true, taps: ["welcome", "build", "lunch"])) == """
            Inbox  [Done]

            edit: editing
            tap welcome: changed (checked Welcome to Mail)
            tap build: changed (checked Build failed on main)
            tap lunch: changed (checked Lunch on Friday?)

            ● Welcome to Mail — Apple
            ● Lunch on Friday? — Sam
            ○ Invoice 2041 — Billing
            ● Build failed on main — CI
            ○ Weekly newsletter — News

            summary: Delete (3)

            """)
    }

    @Test func bounds() throws {
        let output = try text("specs/recipients.picklist.yml", PreviewScript(taps: ["alice", "bob", "carol", "dave", "erin", "grace", "frank", "alice"]))
        #expect(output.contains("tap grace: refused: Up to 5 recipients.\ntap frank: refused: Frank Fischer is on leave.\ntap alice: changed (unchecked Alice Archer)\n"))
        #expect(output.contains("  Frank Fischer — On leave  (disabled)\n"))
        #expect(output.hasSuffix("summary: 4 recipients\nvalid: yes\n"))
    }

    @Test func search_inSections_withoutTheAllRow() throws {
        #expect(try text("Examples/PickListDemo/Sources/DemoLists/notification-kinds.picklist.yml", PreviewScript(taps: ["mentions"], search: "m")) == """
            Notifications

            tap mentions: changed (checked Mentions)

            search "m": 2 of 5 rows
            Messages
                Direct messages
              ✓ Mentions

            summary: Mentions

            """)
        #expect(try text("specs/time-zone.picklist.yml", PreviewScript(search: "xyz")).hasSuffix("""
            search "xyz": 0 of 16 rows
            (no row matches)

            summary: (empty)

            """))
    }

    @Test func runtimeRows_fromAFile_orNone() throws {
        #expect(try text("Examples/PickListDemo/Sources/DemoLists/people.picklist.yml", PreviewScript(taps: ["all"])) == """
            People

            (no rows: the list's rows come at runtime; give them with --rows FILE)

            tap all: unchanged

              Everyone

            summary: Nobody

            """)
        #expect(try text("Examples/PickListDemo/Sources/DemoLists/people.picklist.yml", rows: "docs/pictures/people.csv",
                         PreviewScript(taps: ["all", "E1009"])) == """
            People

            tap all: changed (checked Everyone, Amara Okafor, Dmitri Volkov, Ben Whitfield, Grace Lee, Carmen Ruiz)
            tap E1009: refused: Ivo Novak is unavailable.

              ✓ Everyone
            Engineering
              ✓ Amara Okafor — Staff engineer
              ✓ Dmitri Volkov — iOS engineer
            Design
              ✓ Ben Whitfield — Product designer
              ✓ Grace Lee — Design lead
            Sales, EMEA
              ✓ Carmen Ruiz — Account executive
                Ivo Novak — On leave until June  (disabled)

            summary: Everyone (5)

            """)
    }

    @Test func localized() throws {
        #expect(try text(
            "Examples/PickListDemo/Sources/DemoLists/notification-kinds.picklist.yml", PreviewScript(taps: ["all"]),
            language: "de", translations: .stringsFolder(Self.root + "/Examples/PickListDemo/Sources/DemoLists/Resources")
        ).hasSuffix("""
              ✓ Alle Mitteilungen

            summary: Alle Mitteilungen

            """))
    }

    @Test func tapAll_besideAnItemCalledAll_isRefusedAsAmbiguous_tapAllAndIdPrefixReachEach() throws {
        let spec = PreviewSpecs.spec("""
            name: Odd
            title: Odd
            selection: multiple
            all: true
            items: [{id: all, title: Everything}, Some]
            """)
        var session = PreviewSession(spec: spec)
        let steps = try PreviewScript(steps: [.tapAllRow, .tap("id:all")]).play(on: &session)
        #expect(steps.map(\.outcome.target) == [.allRow, .item("all")])
        #expect(throws: PreviewScriptError(
            "--tap all is ambiguous: the list 'Odd' has an all-row ('All') and an item whose id is 'all' ('Everything'); "
                + "write --tap-all for the all-row or --tap id:all for the item")) {
            try PreviewScript(taps: ["all"]).play(on: &session)
        }
        // Without an all-row, `all` is the item.
        var plain = PreviewSession(spec: PreviewSpecs.spec("title: Plain\nselection: multiple\nitems: [{id: all, title: Everything}, Some]\n"))
        #expect(try PreviewScript(taps: ["all"]).play(on: &plain).map(\.outcome.target) == [.item("all")])
    }

    @Test func controlCharacters_areShownEscaped() {
        let spec = PreviewSpecs.spec("""
            title: "Red \\e[31m"
            selection: single
            items: [{id: a, title: "A\\tB"}]
            """)
        let output = PreviewTextFormatter.render(PreviewSession(spec: spec), steps: [])
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0 == "\t" })
        #expect(output.hasPrefix("Red \\u{1B}[31m\n\n  A\\tB\n"))
    }
}
