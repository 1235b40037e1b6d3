@testable import PickListCompiler
import PickListKit
@testable import PickListPreview
import PickListPreviewTestSupport
import Testing

/// `--rows` files with the row keys a runtime row has besides its texts: `action` (a row that
/// chooses nothing), `selectable` (a row only the app selects), `exclusive` and `indent`; read
/// from JSON and CSV, refused where a value is not one, and drawn and tapped as the written
/// rows with those keys are.
@Suite struct PreviewRowsFileRowKindsTests: RowsFileReading {
    /// A ringtone list whose tones come from the app, with the app's "Custom" mix (only the app
    /// selects it) and "Add Tone…" (an action row).
    static let ringtone = PreviewSpecs.spec("""
        name: Ringtone
        title: Ringtone
        selection: single
        rows: runtime
        messages:
          not_selectable: "{title} plays while your own mix is on."
        """)

    /// A multiple list of mailboxes from the app, folders under their accounts.
    static let mailboxes = PreviewSpecs.spec("""
        name: Mailboxes
        title: Mailboxes
        selection: multiple
        rows: runtime
        """)

    static let ringtoneRows = """
        [
          {"id": "chime", "title": "Chime"},
          {"id": "custom", "title": "Custom", "subtitle": "Your own mix", "selectable": false},
          {"id": "add", "title": "Add Tone…", "action": true, "symbol": "plus"}
        ]
        """

    // MARK: Reading

    @Test func json_readsActionSelectableExclusiveAndIndent_asPickListEntryHasThem() {
        let file = read("""
            [
              {"id": "none", "title": "No Label", "exclusive": true},
              {"id": "work", "title": "Work", "indent": 1, "selectable": true, "action": false},
              {"id": "custom", "title": "Custom", "selectable": false},
              {"id": "add", "title": "Add Label…", "action": true}
            ]
            """, path: "labels.json")
        #expect(file.diagnostics.isEmpty)
        #expect(file.sections[0].entries == [
            PickListEntry(id: "none", title: "No Label", isExclusive: true),
            PickListEntry(id: "work", title: "Work", indent: 1),
            PickListEntry(id: "custom", title: "Custom", isSelectable: false),
            PickListEntry(id: "add", title: "Add Label…", isAction: true),
        ])
    }

    @Test func csv_readsTheSameColumns_anEmptyFieldBeingTheRuntimesDefault() {
        let file = read("""
            id,title,indent,action,selectable,exclusive
            icloud,iCloud,,,,
            work,Work,1,false,true,false
            y2026,2026, 2 ,,,
            custom,Custom,,,false,
            none,No Folder,,,,true
            new,New Mailbox…,,true,,
            """, path: "folders.csv")
        #expect(file.diagnostics.isEmpty)
        #expect(file.sections[0].entries == [
            PickListEntry(id: "icloud", title: "iCloud"),
            PickListEntry(id: "work", title: "Work", indent: 1),
            PickListEntry(id: "y2026", title: "2026", indent: 2),
            PickListEntry(id: "custom", title: "Custom", isSelectable: false),
            PickListEntry(id: "none", title: "No Folder", isExclusive: true),
            PickListEntry(id: "new", title: "New Mailbox…", isAction: true),
        ])
    }

    @Test func json_badValues_areLocatedAtTheValue() {
        #expect(errors(read(#"[{"id": "a", "title": "A", "indent": 11}]"#, path: "r.json")) == [
            "1:38 error [invalid-rows-file] the indent of row 1 is 11: write a whole number of levels from 0 to 10; 10 is the deepest a row is drawn (PickListEntry draws a deeper folder of a tree at 10), so write 10 for it",
        ])
        #expect(errors(read("[\n  {\"id\": \"a\", \"title\": \"A\",\n   \"indent\": -1}\n]", path: "r.json"))
            == ["3:14 error [invalid-rows-file] the indent of row 1 is -1: write a whole number of levels from 0 to 10"])
        #expect(errors(read(#"[{"id": "a", "title": "A", "indent": 1.5}]"#, path: "r.json"))
            == ["1:38 error [invalid-rows-file] the indent of row 1 is 1.5: write a whole number of levels from 0 to 10"])
        #expect(errors(read(#"[{"id": "a", "title": "A", "indent": "1"}]"#, path: "r.json"))
            == ["1:38 error [invalid-rows-file] the indent of row 1 is a string, not a whole number of levels from 0 to 10"])
        #expect(errors(read(#"[{"id": "a", "title": "A", "action": "yes"}]"#, path: "r.json"))
            == ["1:38 error [invalid-rows-file] the action of row 1 is a string, not true or false"])
        #expect(errors(read(#"[{"id": "a", "title": "A", "selectable": 0}]"#, path: "r.json"))
            == ["1:42 error [invalid-rows-file] the selectable of row 1 is a number, not true or false"])
        #expect(errors(read(#"[{"id": "a", "title": "A", "exclusive": null}]"#, path: "r.json"))
            == ["1:41 error [invalid-rows-file] the exclusive of row 1 is null, not true or false"])
        #expect(read(#"[{"id": "a", "title": "A", "indnet": 1}]"#, path: "r.json").diagnostics.first?.suggestion == "indent")
    }

    @Test func csv_badValues_nameTheRow_andAreLocatedAtTheField() {
        #expect(errors(read("id,title,indent\na,A,1\nb,B,11\n", path: "r.csv")) == [
            "3:5 error [invalid-rows-file] the indent of row 2 is '11': write a whole number of levels from 0 to 10; 10 is the deepest a row is drawn (PickListEntry draws a deeper folder of a tree at 10), so write 10 for it, or nothing (0)",
        ])
        #expect(errors(read("id,title,indent\na,A,one\n", path: "r.csv"))
            == ["2:5 error [invalid-rows-file] the indent of row 1 is 'one': write a whole number of levels from 0 to 10, or nothing (0)"])
        #expect(errors(read("id,title,action,selectable\na,A,yes,no\n", path: "r.csv")) == [
            "2:5 error [invalid-rows-file] the action of row 1 is 'yes': write true, false, or nothing (not an action row)",
            "2:9 error [invalid-rows-file] the selectable of row 1 is 'no': write true, false, or nothing (selectable)",
        ])
        #expect(errors(read("id,title,exclusive\na,A,1\n", path: "r.csv"))
            == ["2:5 error [invalid-rows-file] the exclusive of row 1 is '1': write true, false, or nothing (not exclusive)"])
    }

    /// PickListEntry ignores `isSelectable` and `isExclusive` on an action row: the file keeps
    /// the row, as an action row, with a warning at each ignored value.
    @Test func actionRow_thatIsAlsoUnselectableOrExclusive_isKeptAsAnActionRow_withAWarning() {
        let json = read("""
            [
              {"id": "add", "title": "Add Tone…", "action": true, "selectable": false, "exclusive": true}
            ]
            """, path: "tones.json")
        #expect(json.isValid)
        #expect(errors(json) == [
            "2:69 warning [ignored-row-field] row 1 is an action row, which nothing selects, so 'selectable: false' says nothing: it is ignored, as the runtime ignores it",
            "2:89 warning [ignored-row-field] row 1 is an action row, which nothing selects, so 'exclusive: true' says nothing: it is ignored, as the runtime ignores it",
        ])
        #expect(json.sections[0].entries == [PickListEntry(id: "add", title: "Add Tone…", isAction: true)])
        let csv = read("id,title,action,selectable\nadd,Add Tone…,true,false\n", path: "tones.csv")
        #expect(errors(csv) == [
            "2:20 warning [ignored-row-field] row 1 is an action row, which nothing selects, so 'selectable: false' says nothing: it is ignored, as the runtime ignores it",
        ])
        #expect(csv.sections[0].entries == [PickListEntry(id: "add", title: "Add Tone…", isAction: true)])
    }

    // MARK: Drawn and tapped

    private func transcript(_ spec: Spec, rows: String, path: String, _ script: PreviewScript) throws -> String {
        let file = read(rows, path: path)
        #expect(file.diagnostics.isEmpty)
        var session = PreviewSession(spec: spec, rows: file.sections)
        let steps = try script.play(on: &session)
        return PreviewTextFormatter.render(session, steps: steps)
    }

    @Test func actionRow_isAButton_whoseTapSelectsNothing_andAnAppOnlyRowRefusesATap() throws {
        let text = try transcript(Self.ringtone, rows: Self.ringtoneRows, path: "tones.json", PreviewScript(steps: [
            .tap("chime"), .tap("add"), .tap("custom"), .select("custom"),
        ]))
        #expect(text == """
            Ringtone

            tap chime: changed (checked Chime)
            tap add: action (the app answers it; nothing is selected)
            tap custom: refused: Custom plays while your own mix is on.
            select custom: changed (checked Custom; unchecked Chime)

              Chime
            ✓ Custom — Your own mix  (selected by the app)
            [plus] [Add Tone…]

            summary: Custom

            """)
    }

    @Test func actionRow_andAppOnlyRow_inJSONOutput() throws {
        var session = PreviewSession(spec: Self.ringtone, rows: read(Self.ringtoneRows, path: "tones.json").sections)
        let steps = try PreviewScript(taps: ["add"]).play(on: &session)
        let json = PreviewJSONFormatter.render(session, steps: steps)
        #expect(json.contains(#""outcome": "action""#))
        #expect(json.contains(#""selectable": false"#))
        #expect(json.contains(#""action": true"#))
    }

    @Test func indentedRows_areDrawnIndented_twoSpacesALevel_andTapAsAnyRow() throws {
        let rows = """
            id,title,indent,action
            icloud,iCloud,,
            work,Work,1,
            y2026,2026,2,
            gmail,Gmail,,
            new,New Mailbox…,,true
            """
        let text = try transcript(Self.mailboxes, rows: rows, path: "folders.csv", PreviewScript(taps: ["y2026", "gmail", "new"]))
        #expect(text == """
            Mailboxes

            tap y2026: changed (checked 2026)
            tap gmail: changed (checked Gmail)
            tap new: action (the app answers it; nothing is selected)

              iCloud
                Work
            ✓     2026
            ✓ Gmail
            [New Mailbox…]

            summary: 2 selected

            """)
    }
}
