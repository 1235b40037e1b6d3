@testable import PickListCompiler
import PickListKit
@testable import PickListPreview
import Testing

/// `--rows FILE`: JSON and CSV rows, their sections, and every way a file can be wrong, each
/// located.
@Suite struct PreviewRowsFileTests: RowsFileReading {
    // MARK: JSON

    @Test func json_readsEveryField_andGroupsSectionsInOrderOfFirstAppearance() {
        let file = read("""
            [
              {"id": "a", "title": "Ada", "subtitle": "Engineering", "section": "Engineering", "keywords": ["countess"]},
              {"id": 4106, "title": "Grace", "section": "Navy", "enabled": false},
              {"id": "c", "title": "Alan", "section": "Engineering", "subtitle": null},
              {"id": "d", "title": "Edsger"}
            ]
            """, path: "rows.json")
        #expect(file.diagnostics.isEmpty)
        #expect(file.rowCount == 4)
        #expect(file.sections.map(\.title) == ["Engineering", "Navy", nil])
        #expect(file.sections[0].entries == [
            PickListEntry(id: "a", title: "Ada", subtitle: "Engineering", keywords: ["countess"]),
            PickListEntry(id: "c", title: "Alan"),
        ])
        #expect(file.sections[1].entries == [PickListEntry(id: "4106", title: "Grace", isEnabled: false)])
    }

    @Test func symbolOrImage_isTheRowsImage_butNotBoth() {
        let json = read("""
            [
              {"id": "a", "title": "Wi-Fi", "symbol": "wifi"},
              {"id": "b", "title": "Logo", "image": "Logo", "symbol": null}
            ]
            """, path: "rows.json")
        #expect(json.diagnostics.isEmpty)
        #expect(json.sections[0].entries.map(\.image) == [.symbol("wifi"), .asset("Logo")])
        let csv = read("id,title,symbol,image\na,Wi-Fi,wifi,\nb,Logo,,Logo\nc,Plain,,\n", path: "rows.csv")
        #expect(csv.diagnostics.isEmpty)
        #expect(csv.sections[0].entries.map(\.image) == [.symbol("wifi"), .asset("Logo"), nil])
        #expect(errors(read("[{\"id\": \"a\", \"title\": \"A\", \"symbol\": \"x\", \"image\": \"y\"}]", path: "r.json"))
            == ["1:2 error [invalid-rows-file] row 1 has a symbol and an image: give one (the image before the title)"])
        #expect(errors(read("id,title,symbol,image\na,A,x,y\n", path: "r.csv"))
            == ["2:1 error [invalid-rows-file] row 1 has a symbol and an image: give one (the image before the title)"])
    }

    @Test func json_problemsAreLocatedAtTheValue() {
        #expect(errors(read("[{\"id\": \"a\", \"title\": \"A\", \"enabled\": \"yes\"}]", path: "r.json"))
            == ["1:39 error [invalid-rows-file] the enabled of row 1 is a string, not true or false"])
        #expect(errors(read("[\n  {\"id\": \"a\", \"titel\": \"A\"}\n]", path: "r.json"))
            == ["2:15 error [invalid-rows-file] unknown key 'titel' in row 1; a row has id, title, subtitle, enabled, keywords, section, symbol, image, exclusive, action, selectable, indent"])
        #expect(read("[{\"id\": \"a\", \"titel\": \"A\"}]", path: "r.json").diagnostics.first?.suggestion == "title")
        #expect(errors(read("[{\"id\": \"a\"}]", path: "r.json")) == ["1:2 error [invalid-rows-file] row 1 has no title"])
        #expect(errors(read("[{\"title\": \"A\"}, 3]", path: "r.json")) == [
            "1:2 error [invalid-rows-file] row 1 has no id",
            "1:18 error [invalid-rows-file] row 2 is a number, not an object with an id and a title",
        ])
        #expect(errors(read("[{\"id\": 1.5, \"title\": \"A\"}]", path: "r.json"))
            == ["1:9 error [invalid-rows-file] the id of row 1 is a number, not a string or a whole number"])
        #expect(errors(read("{\"rows\": []}", path: "r.json"))
            == ["1:1 error [invalid-rows-file] a JSON rows file holds an array of rows, not an object"])
        #expect(errors(read("[{\"id\": \"a\", \"title\": \"A\"},]", path: "r.json")).first?.hasPrefix("1:28 error [invalid-rows-file] not a JSON rows file:") == true)
        #expect(errors(read("[{\"id\": \"a\", \"title\": \"A\", \"keywords\": [\"x\", 2]}]", path: "r.json"))
            == ["1:46 error [invalid-rows-file] a keyword of row 1 is a number, not a string"])
    }

    @Test func json_duplicateIDs_keepTheFirstRow_withAWarning() {
        let file = read("[{\"id\": \"a\", \"title\": \"A\"},\n {\"id\": \"a\", \"title\": \"B\"}]", path: "r.json")
        #expect(file.isValid)
        #expect(file.rowCount == 1)
        #expect(errors(file) == ["2:2 warning [duplicate-row-id] a row with the id 'a' comes earlier; this one is left out, as the runtime leaves it out"])
        #expect(file.diagnostics[0].notes.first?.location?.line == 1)
    }

    @Test func anyFileStartingWithABracket_isJSON() {
        #expect(read("  [{\"id\": \"a\", \"title\": \"A\"}]", path: "rows.txt").rowCount == 1)
    }

    // MARK: CSV

    @Test func csv_readsQuotedFields_keywords_enabled_andSections() {
        let text = "\u{FEFF}id,title,subtitle,enabled,keywords,section\r\n"
            + "E1,\"Okafor, Amara\",,true,ada; amy ;,\"Sales, EMEA\"\r\n"
            + "E2,\"Say \"\"hi\"\"\",\"Two\r\nlines\",false,,\r\n"
            + "\r\n"
            + "E3,Ben,Designer,,,Design"
        let file = read(text, path: "people.csv")
        #expect(file.diagnostics.isEmpty)
        #expect(file.sections.map(\.title) == ["Sales, EMEA", nil, "Design"])
        #expect(file.sections[0].entries == [PickListEntry(id: "E1", title: "Okafor, Amara", keywords: ["ada", "amy"])])
        #expect(file.sections[1].entries == [PickListEntry(id: "E2", title: "Say \"hi\"", subtitle: "Two\r\nlines", isEnabled: false)])
        #expect(file.sections[2].entries == [PickListEntry(id: "E3", title: "Ben", subtitle: "Designer")])
    }

    @Test func csv_columnsInAnyOrder_onlyIDAndTitleRequired() {
        let file = read("title,id\nAda,a\n", path: "r.csv")
        #expect(file.sections == [PickListEntrySection(title: nil, entries: [PickListEntry(id: "a", title: "Ada")])])
    }

    @Test func csv_problemsNameTheRow_andAreLocatedAtTheField() {
        #expect(errors(read("id,title,enabled\na,A,yes\n", path: "r.csv"))
            == ["2:5 error [invalid-rows-file] the enabled of row 1 is 'yes': write true, false, or nothing (enabled)"])
        #expect(errors(read("id,title,section\na,A,S\nb,B\n", path: "r.csv"))
            == ["3:1 error [invalid-rows-file] row 2 has 2 fields, the header row 3"])
        #expect(errors(read("id,name\na,A\n", path: "r.csv")) == [
            "1:4 error [invalid-rows-file] unknown column 'name' in the header row; the columns are id, title, subtitle, enabled, keywords, section, symbol, image, exclusive, action, selectable, indent",
            "1:1 error [invalid-rows-file] the header row has no 'title' column (it names 'id', 'name')",
        ])
        #expect(errors(read("id,title,id\n", path: "r.csv")) == ["1:10 error [invalid-rows-file] the header row names the column 'id' twice"])
        #expect(errors(read("id,title\na,\"A\n", path: "r.csv"))
            == ["2:3 error [invalid-rows-file] a quoted field is not closed: it needs a \" before the end of the file"])
        #expect(errors(read("id,title\na,\"A\"x\n", path: "r.csv")).first?.hasPrefix("2:6 error [invalid-rows-file] unexpected 'x' after a quoted field") == true)
        #expect(errors(read("", path: "r.csv")).first?.contains("the CSV rows file is empty") == true)
    }

    @Test func missingFile_isAMissingPath() {
        let file = PreviewRowsFile.read(path: "/nonexistent/rows.json")
        #expect(file.diagnostics.map(\.rule) == ["missing-path"])
    }
}
