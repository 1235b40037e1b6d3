import Foundation
import Testing
import DemoLists
import PickListKit

/// The shipped data files (`Data/`), and scratch folders holding copies of them: the tests
/// change and delete data, never in the shipped files.
enum DemoData {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data")

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// Runs `body` with a new empty folder, removed afterwards.
    static func withScratchFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("pickdemo-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        return try body(scratch)
    }

    /// Copies a shipped data file into `folder` under `name` (replacing what is there).
    @discardableResult
    static func copy(_ file: String, to folder: URL, as name: String? = nil) throws -> URL {
        let target = folder.appendingPathComponent(name ?? file)
        if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
        try FileManager.default.copyItem(at: url(file), to: target)
        return target
    }
}

/// A Mail-style inbox: the messages of `Data/inbox.json` in an edit-mode list; "Delete (N)"
/// removes the selected ones from the data and updates the rows.
@Suite struct InboxTests {
    /// What `pickdemo inbox --data Data/inbox.json --tap 4102 --edit --tap 4106 --tap 4104
    /// --tap 4102 --delete --done` prints.
    static let scenario = ["--tap", "4102", "--edit", "--tap", "4106", "--tap", "4104", "--tap", "4102", "--delete", "--done"]

    @Test func deleteScenario_printsTheTranscript() throws {
        let shipped = try Data(contentsOf: DemoData.url("inbox.json"))
        try DemoData.withScratchFolder { folder in
            let data = try DemoData.copy("inbox.json", to: folder)
            let text = try PickDemoCommand.run(["inbox", "--data", data.path] + Self.scenario)
            try TapScriptTests.assertSnapshot(text, named: "inbox")
        }
        #expect(try Data(contentsOf: DemoData.url("inbox.json")) == shipped)
    }

    @Test func messages_areReadNewestFirst() throws {
        let messages = try Message.load(from: DemoData.url("inbox.json"))
        #expect(messages.count == 7)
        #expect(messages.map(\.id) == [4107, 4106, 4105, 4104, 4103, 4102, 4101])
        #expect(messages[1].subject == "Q1 report: final numbers" && messages[1].flagged && messages[1].unread)
    }

    @Test func selectingThree_showsDeleteThree_andDeletingEmptiesTheSelection() throws {
        var mailbox = try Message.load(from: DemoData.url("inbox.json"))
        var inbox = Inbox.Rows(mailbox.map(\.entry))
        #expect(inbox.summary == "No Action")
        #expect(inbox.tap(.entry(4106)).rejection == .notEditing)

        inbox.setEditing(true)
        for id in [4106, 4104, 4102] {
            #expect(inbox.tap(.entry(id)).rows == [.entry(id)])
        }
        #expect(inbox.summary == "Delete (3)")
        #expect(inbox.selectedIDs == [4106, 4104, 4102])

        let doomed = Set(inbox.selectedIDs)
        mailbox.removeAll { doomed.contains($0.id) }
        let update = inbox.update(mailbox.map(\.entry))
        #expect(update.deselected == [4106, 4104, 4102])
        #expect(update.selected.isEmpty && update.duplicateIDs.isEmpty)
        #expect(inbox.isEmpty)
        #expect(inbox.summary == "No Action")
        #expect(inbox.entries.map(\.id) == [4107, 4105, 4103, 4101])
        #expect(inbox.entry(4106) == nil)
        #expect(inbox.indexPath(of: .entry(4105))! == (0, 1))
        #expect(inbox.isEditing)   // an update keeps edit mode
        #expect(inbox.setEditing(false).rows.isEmpty)
    }

    @Test func anUpdate_keepsTheSelectionOfRowsThatStay() throws {
        let mailbox = try Message.load(from: DemoData.url("inbox.json"))
        var inbox = Inbox.Rows(mailbox.map(\.entry))
        inbox.setEditing(true)
        inbox.tap(.entry(4105))
        inbox.tap(.entry(4101))
        // New mail arrives on top, a message is retitled, one is deleted elsewhere.
        var reloaded = mailbox.filter { $0.id != 4101 }
        reloaded[2].subject = "Your order has been delivered"
        reloaded.insert(Message(id: 4108, subject: "Re: Lunch on Friday?", sender: "Tomás Ferreira", received: .now), at: 0)
        let update = inbox.update(reloaded.map(\.entry))
        #expect(update.deselected == [4101])
        #expect(inbox.selectedIDs == [4105])
        #expect(inbox.entry(4105)?.title == "Your order has been delivered")
        #expect(inbox.indexPath(of: .entry(4105))! == (0, 3))
        #expect(!inbox.contains(4108))
    }

    /// The code of docs/runtime-lists.md, as written there.
    @Test func theREADMEsCode() throws {
        let inboxFile = DemoData.url("inbox.json")
        var messages = try Message.load(from: inboxFile)            // your data, ids and all
        var inbox = Inbox.Rows(messages.map { PickListEntry(id: $0.id, title: $0.subject, subtitle: $0.sender) })

        #expect(inbox.tap(.entry(4106)).rejection == .notEditing)   // .notEditing: Edit first
        inbox.setEditing(true)
        for id in [4106, 4104, 4102] { inbox.tap(.entry(id)) }       // or tap(section:row:) from an index path
        #expect(inbox.isChecked(.entry(4104)))                        // true: draw the checkmark
        #expect(inbox.summary == "Delete (3)")                        // "Delete (3)", the toolbar button

        // "Delete (3)": remove the messages from the data, then give the list what is left.
        let deleted = Set(inbox.selectedIDs)
        messages.removeAll { deleted.contains($0.id) }
        let update = inbox.update(messages.map { PickListEntry(id: $0.id, title: $0.subject, subtitle: $0.sender) })
        #expect(update.deselected == [4106, 4104, 4102])             // [4106, 4104, 4102]
        #expect(inbox.isEmpty && inbox.summary == "No Action")       // true; "No Action"

        let teams = Dictionary(grouping: try Person.load(from: DemoData.url("people.csv")), by: \.team)
            .sorted { $0.key < $1.key }
            .map { (name: $0.key, entries: $0.value.map(\.entry)) }
        let savedIDs = ["E1004", "E1012", "E9999"]
        try DemoData.withScratchFolder { folder in
            let stateFile = folder.appendingPathComponent("people-selection.json")
            var people = People.Rows(sections: teams.map { PickListEntrySection(title: $0.name, entries: $0.entries) })
            #expect(people.restore(savedIDs).dropped == ["E9999"])     // saved ids with no enabled row today
            try JSONEncoder().encode(people.selectedIDs).write(to: stateFile)
            #expect(try Data(contentsOf: stateFile) == Data(#"["E1004","E1012"]"#.utf8))
        }
    }

    @Test func deleteWithNothingSelected_deletesNothing() throws {
        let text = try PickDemoCommand.run(["inbox", "--data", DemoData.url("inbox.json").path, "--edit", "--delete"])
        #expect(text.contains("── \"No Action\": nothing is selected, nothing to delete"))
    }

    @Test func search_findsSubjectsAndSenders() throws {
        let inbox = Inbox.Rows(try Message.load(from: DemoData.url("inbox.json")).map(\.entry))
        #expect(inbox.search("tomas") == [4106])
        #expect(inbox.search("report") == [4106])
        #expect(Inbox.definition.isSearchable)
    }
}

/// A searchable people picker: the people of `Data/people.csv`, a section per team, the
/// selection saved to a file and restored on the next run, after the data file changed.
@Suite struct PeopleTests {
    /// Run 1 selects four people (one by way of search, one on leave is refused) and saves;
    /// then the data file becomes `people-next.csv` (E1012 left, E1029 joined, E1013 renamed and
    /// moved to Product); run 2 restores, reports E1012 dropped, and adds the newcomer.
    static let firstRun = ["--search", "trix", "--tap", "E1027", "--tap", "E1012", "--tap", "E1013", "--tap", "E1004", "--tap", "E1010"]
    static let secondRun = ["--search", "tan", "--tap", "E1029"]

    @Test func twoRuns_restoreWhatIsStillThere_andReportWhatIsGone() throws {
        let shipped = try Data(contentsOf: DemoData.url("people.csv"))
        try DemoData.withScratchFolder { folder in
            let data = try DemoData.copy("people.csv", to: folder)
            let state = folder.appendingPathComponent("people-selection.json")
            let arguments = ["people", "--data", data.path, "--state", state.path]

            let first = try PickDemoCommand.run(arguments + Self.firstRun)
            try TapScriptTests.assertSnapshot(first, named: "people-1")
            #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: state)) == ["E1027", "E1004", "E1013", "E1012"])

            // A week later the directory has changed.
            try DemoData.copy("people-next.csv", to: folder, as: "people.csv")
            let second = try PickDemoCommand.run(arguments + Self.secondRun)
            try TapScriptTests.assertSnapshot(second, named: "people-2")
            #expect(second.contains("restore people-selection.json: 4 saved, 3 restored, 1 dropped"))
            #expect(second.contains("dropped  E1012: no longer in people.csv"))
            #expect(second.contains("kept     E1013 Mei Lin Harper (Product)"))
            #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: state)) == ["E1027", "E1004", "E1029", "E1013"])
        }
        #expect(try Data(contentsOf: DemoData.url("people.csv")) == shipped)
    }

    /// A directory search, as a server runs it: Beatrix Hale and Dmitri Volkov are picked, then
    /// the rows become the four people of Support the search finds, and Rosa Delgado is picked
    /// among them. The two picked before the search stay selected, unseen, counted by the
    /// summary, and saved; the next launch shows all three checked.
    static let findRun = ["--tap", "E1027", "--tap", "E1004", "--find", "support", "--tap", "E1018"]

    @Test func aDirectorySearch_keepsWhoWasSelectedBefore_inTheSavedFileToo() throws {
        try DemoData.withScratchFolder { folder in
            let data = try DemoData.copy("people.csv", to: folder)
            let state = folder.appendingPathComponent("people-selection.json")
            let arguments = ["people", "--data", data.path, "--state", state.path]

            let transcript = try PickDemoCommand.run(arguments + Self.findRun)
            try TapScriptTests.assertSnapshot(transcript, named: "people-find")
            #expect(transcript.contains("── find \"support\" in the directory: 4 of 28 people"))
            #expect(transcript.contains("selected, not among them (kept, not shown): E1027, E1004"))
            #expect(transcript.contains("summary: 3 people"))
            #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: state)) == ["E1018", "E1027", "E1004"])

            // The next launch: the whole directory, all three checked; a second search and its
            // end change nothing of the selection.
            let next = try PickDemoCommand.run(arguments + ["--find", "ro", "--find-done"])
            #expect(next.contains("restore people-selection.json: 3 saved, 3 restored, 0 dropped"))
            #expect(next.contains("── find cleared: the whole directory again, 0 selected not shown"))
            #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: state)) == ["E1027", "E1004", "E1018"])
        }
    }

    @Test func theDirectory_findsByWordBeginnings_ignoringCaseAndAccents() throws {
        let directory = PersonDirectory(file: DemoData.url("people.csv"))
        #expect(try directory.search("ro").map(\.id) == ["E1018", "E1022"])     // Rosa, Rossi
        #expect(try directory.search("INES").map(\.name) == ["Inès Moreau"])
        #expect(try directory.search("sales emea").count == 3)
        #expect(try directory.search("trix").map(\.id) == ["E1027"])           // a nickname
        #expect(try directory.search("").count == 28)
        #expect(try directory.search("zz").isEmpty)
    }

    @Test func restore_followsIDsThroughRenamesAndMoves() throws {
        let before = try Person.load(from: DemoData.url("people.csv"))
        var first = People.Rows(sections: People.sections(before))
        for id in ["E1027", "E1012", "E1013", "E1004"] { first.tap(.entry(id)) }
        let saved = first.selectedIDs
        #expect(first.indexPath(of: .entry("E1013"))! == (2, 5))   // Engineering (after Everyone, Design)

        let after = try Person.load(from: DemoData.url("people-next.csv"))
        var second = People.Rows(sections: People.sections(after))
        let restoration = second.restore(saved)
        #expect(restoration.dropped == ["E1012"])
        #expect(restoration.restored == ["E1027", "E1004", "E1013"])
        #expect(second.entry("E1013")?.title == "Mei Lin Harper")
        #expect(second.indexPath(of: .entry("E1013"))! == (5, 1))   // now in Product
        #expect(second.isChecked(.entry("E1013")))
        #expect(!second.contains("E1029"))
    }

    @Test func restore_dropsSomeoneOnLeave() throws {
        var people = People.Rows(sections: People.sections(try Person.load(from: DemoData.url("people.csv"))))
        let restoration = people.restore(["E1010", "E1001", "E9999", "E1001"])
        #expect(restoration.restored == ["E1001"])
        #expect(restoration.dropped == ["E1010", "E9999"])
        #expect(people.tap(.entry("E1010")).rejection == .disabled)
    }

    @Test func everyone_staysCheckedWhenNewPeopleArrive() throws {
        var people = People.Rows(sections: People.sections(try Person.load(from: DemoData.url("people.csv"))))
        #expect(people.tap(.all).outcome == .changed)
        #expect(people.isAll && people.count == 27)   // all but Jonas, on leave
        #expect(people.summary == "Everyone (27)")
        let update = people.update(sections: People.sections(try Person.load(from: DemoData.url("people-next.csv"))))
        #expect(update.deselected == ["E1012"])
        #expect(update.selected == ["E1029"])
        #expect(people.isChecked(.all))
        #expect(people.summary == "Everyone (27)")
    }

    @Test func theSelection_asASwiftUISet() throws {
        var people = People.Rows(sections: People.sections(try Person.load(from: DemoData.url("people.csv"))))
        people.selection = ["E1001", "E1005"]
        #expect(people.selectedIDs == ["E1001", "E1005"])
        people.selection.insert("E1010")   // on leave: refused, not shown
        #expect(people.selection == ["E1001", "E1005"])
        #expect(people.summary == "2 people")
    }

    @Test func people_readFromTheCSV() throws {
        let people = try Person.load(from: DemoData.url("people.csv"))
        #expect(people.count == 28)
        #expect(people.first { $0.id == "E1003" }?.team == "Sales, EMEA")
        #expect(people.first { $0.id == "E1027" }?.nicknames == ["Bea", "Trix"])
        #expect(people.filter(\.isOnLeave).map(\.id) == ["E1010"])
        let sections = People.sections(people)
        #expect(sections.map(\.title) == ["Design", "Engineering", "Finance", "Marketing", "Product", "Sales, EMEA", "Support"])
        #expect(People.Rows(sections: sections).duplicateIDs.isEmpty)
    }

    @Test func aRowWithATakenID_isLeftOutAndReported() throws {
        let csv = "id,name,team,nicknames,status\nE1,Ada,A,,active\nE1,Ada Again,B,,active\n"
        let text = try DemoData.withScratchFolder { folder in
            let data = folder.appendingPathComponent("people.csv")
            try csv.write(to: data, atomically: true, encoding: .utf8)
            return try PickDemoCommand.run(["people", "--data", data.path, "--state", folder.appendingPathComponent("s.json").path])
        }
        #expect(text.contains("left out, their id is taken by an earlier row: E1"))
    }
}

@Suite struct CSVTableTests {
    @Test func quotedFields_holdCommasQuotesAndLineBreaks() throws {
        let table = try CSVTable(parsing: "a,b,c\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\n,,\n")
        #expect(table.header == ["a", "b", "c"])
        #expect(table.records.map(\.fields) == [["x, y", "say \"hi\"", "two\nlines"], ["", "", ""]])
        #expect(table.records.map(\.line) == [2, 4])
    }

    @Test func crlf_bom_blankLines_andNoFinalLineBreak() throws {
        let table = try CSVTable(parsing: "\u{FEFF}id,name\r\n1,Ada\r\n\r\n2,\"Grace\"")
        #expect(table.header == ["id", "name"])
        #expect(table.records.map(\.fields) == [["1", "Ada"], ["2", "Grace"]])
        #expect(table.records.map(\.line) == [2, 4])
    }

    @Test func unicode_isKeptAsWritten() throws {
        let table = try CSVTable(parsing: "name\nInès Moreau\n\"Zoë 👩‍💻\"\n")
        #expect(table.records.map(\.fields) == [["Inès Moreau"], ["Zoë 👩‍💻"]])
    }

    @Test func malformedTables_sayWhereAndWhy() {
        func problem(_ text: String) -> CSVTable.ParseError? {
            do { _ = try CSVTable(parsing: text); return nil } catch { return error as? CSVTable.ParseError }
        }
        #expect(problem("") == CSVTable.ParseError(line: 1, message: "no header row"))
        #expect(problem("a,b\n1\n")?.line == 2)
        #expect(problem("a,b\n1,2\n3,\"open\n") == CSVTable.ParseError(line: 4, message: "a quoted field is not closed"))
        #expect(problem("a\nx\"y\n")?.message.hasPrefix("a quote inside an unquoted field") == true)
        #expect(problem("a\n\"x\"y\n") == CSVTable.ParseError(line: 2, message: "text after a quoted field's closing quote"))
    }

    @Test func aMissingColumn_isNamed() throws {
        #expect(throws: CSVTable.ParseError.self) { try Person.people(csv: "id,name,team\nE1,Ada,A\n") }
    }
}

@Suite struct PickDemoCommandTests {
    func usageError(_ arguments: [String]) -> String? {
        do { _ = try PickDemoCommand.run(arguments); return nil } catch {
            return (error as? PickDemoCommand.UsageError)?.description
        }
    }

    @Test func badCommandLines_areUsageErrors() {
        #expect(usageError(["inbox"]) == "pickdemo inbox needs --data FILE")
        #expect(usageError(["inbox", "--data"]) == "--data needs a value")
        #expect(usageError(["inbox", "--data", "x.json", "--state", "s.json"]) == "pickdemo inbox has no option '--state'")
        #expect(usageError(["inbox", "--data", "x.json", "--tap", "lunch"])?.hasPrefix("--tap lunch: a message id is a number") == true)
        #expect(usageError(["people", "--data", DemoData.url("people.csv").path])
            == "pickdemo people needs --state FILE (where the selection is saved)")
        #expect(PickDemoCommand.handles(["people"]) && !PickDemoCommand.handles(["de"]) && !PickDemoCommand.handles([]))
    }

    @Test func aBadDataFile_isReportedWithItsLine() throws {
        try DemoData.withScratchFolder { folder in
            let data = folder.appendingPathComponent("people.csv")
            try "id,name,team,nicknames,status\nE1,Ada,A,,retired\n".write(to: data, atomically: true, encoding: .utf8)
            let error = #expect(throws: PickDemoCommand.DataError.self) {
                try PickDemoCommand.run(["people", "--data", data.path, "--state", folder.appendingPathComponent("s.json").path])
            }
            #expect(error?.description == "\(data.path):2: status 'retired' is neither 'active' nor 'on leave'")
        }
    }
}
