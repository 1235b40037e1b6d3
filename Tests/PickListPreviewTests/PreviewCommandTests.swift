import Foundation
import PickListCompilerTestSupport
@testable import PickListPreview
import Testing

/// `picklist preview` run as the built executable: its outputs, its exit statuses, and its
/// errors (never a stack trace).
@Suite struct PreviewCommandTests {
    private func run(_ arguments: [String], in directory: String = PreviewScriptTests.root) throws -> PickListBinary.Result {
        try PickListBinary().run(["preview"] + arguments, in: directory)
    }

    @Test func scripted_text_whenStandardOutputIsNoTerminal() throws {
        let plain = try run(["specs/purpose.picklist.yml"])
        #expect(plain.status == 0)
        #expect(plain.stdout == """
            Purpose

              Design
              Testing

            summary: Choose a purpose

            """)
        #expect(plain.stderr == "")
        let tapped = try run(["specs/purpose.picklist.yml", "--tap", "testing", "--tap", "nothing"])
        #expect(tapped.status == 0)
        #expect(tapped.stdout.contains("tap testing: changed (checked Testing)\ntap nothing: refused: no such row\n"))
        #expect(!tapped.stdout.contains("\u{1B}"))
    }

    @Test func json_parsesBack() throws {
        let result = try run(["specs/messages.picklist.yml", "--edit", "--tap", "welcome", "--tap", "lunch", "--search", "l", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["list"] as? String == "MessageRow")
        #expect(object["editing"] as? Bool == true)
        #expect(object["search"] as? String == "l")
        #expect(object["selected"] as? [String] == ["welcome", "lunch"])
        #expect(object["summary"] as? String == "Delete (2)")
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.map { $0["outcome"] as? String } == ["unchanged", "changed", "changed"])
        #expect(steps.first?["action"] as? String == "edit")
        #expect(steps.last?["tap"] as? String == "lunch")
        let changes = try #require(steps.last?["changes"] as? [[String: Any]])
        #expect(changes.first?["id"] as? String == "lunch" && changes.first?["checked"] as? Bool == true)
        let sections = try #require(object["sections"] as? [[String: Any]])
        let rows = try #require(sections.first?["rows"] as? [[String: Any]])
        #expect(rows.map { $0["id"] as? String } == ["lunch"])
        #expect(sections.first?["title"] is NSNull)

        let refused = try run(["specs/recipients.picklist.yml", "--tap", "frank", "--format", "json"])
        let step = try #require((try JSONSerialization.jsonObject(with: Data(refused.stdout.utf8)) as? [String: Any])?["steps"] as? [[String: Any]])
        #expect(step.first?["outcome"] as? String == "refused")
        #expect(step.first?["reason"] as? String == "disabled")
        #expect(step.first?["message"] as? String == "refused: Frank Fischer is on leave.")
    }

    @Test func specWithErrors_printsLintsDiagnostics_andExits1() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("bad.picklist.yml", "title: Bad\nselction: single\nitems: [A]\n")
        let result = try run(["bad.picklist.yml", "--tap", "a"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout.contains("bad.picklist.yml:2:1: error: unknown key 'selction' in a list [unknown-key]"))
        #expect(result.stdout.hasSuffix("in 1 file\n"))
        #expect(result.stderr == "")
        let json = try run(["bad.picklist.yml", "--format", "json"], in: folder.path)
        #expect(json.status == 1)
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [Any])
    }

    @Test func badRowsFile_isALocatedError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("rows.csv", "id,title,enabled\nE1,Ada,true\nE2,Grace,maybe\n")
        let result = try run([PreviewScriptTests.root + "/Examples/PickListDemo/Sources/DemoLists/people.picklist.yml", "--rows", "rows.csv"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("rows.csv:3:10: error: the enabled of row 2 is 'maybe': write true, false, or nothing (enabled) [invalid-rows-file]\nE2,Grace,maybe\n         ^\n"))

        try folder.write("rows.json", "[{\"id\": \"E1\", \"title\": \"Ada\"},\n {\"id\": \"E1\", \"title\": \"Again\"}]")
        let duplicate = try run([PreviewScriptTests.root + "/Examples/PickListDemo/Sources/DemoLists/people.picklist.yml", "--rows", "rows.json"], in: folder.path)
        #expect(duplicate.status == 0)
        #expect(duplicate.stderr.contains("rows.json:2:2: warning: a row with the id 'E1' comes earlier"))
        #expect(duplicate.stdout.contains("  Ada\n"))

        try folder.write("empty.json", "[]")
        let empty = try run([PreviewScriptTests.root + "/Examples/PickListDemo/Sources/DemoLists/people.picklist.yml", "--rows", "empty.json"], in: folder.path)
        #expect(empty.status == 0)
        #expect(empty.stdout.hasPrefix("People\n\n(no rows: empty.json holds none)\n"))

        let missing = try run([PreviewScriptTests.root + "/Examples/PickListDemo/Sources/DemoLists/people.picklist.yml", "--rows", "none.csv"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("none.csv: error: no such file or directory: 'none.csv' [missing-path]"))
    }

    @Test func rowsFileWithTheRuntimesRowKinds_andABadIndent() throws {
        let shown = try run(["docs/pictures/mailboxes.picklist.yml", "--rows", "docs/pictures/mailboxes.json", "--tap", "new", "--tap", "icloud/work/invoices"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("tap new: action (the app answers it; nothing is selected)\n"))
        #expect(shown.stdout.contains("  iCloud\n    Inbox\n    Work\n✓     Invoices\n"))
        #expect(shown.stdout.contains("\n[New Mailbox…]\n"))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("rows.csv", "id,title,indent,action,selectable\nadd,Add…,,true,false\nsub,Sub,12,,\n")
        let bad = try run([PreviewScriptTests.root + "/docs/pictures/mailboxes.picklist.yml", "--rows", "rows.csv"], in: folder.path)
        #expect(bad.status == 1)
        #expect(bad.stdout.contains(
            "rows.csv:3:9: error: the indent of row 2 is '12': write a whole number of levels from 0 to 10; 10 is the deepest a row is drawn (PickListEntry draws a deeper folder of a tree at 10), so write 10 for it, or nothing (0) [invalid-rows-file]\nsub,Sub,12,,\n        ^\n"))
        #expect(bad.stdout.contains("rows.csv:2:16: warning: row 1 is an action row, which nothing selects, so 'selectable: false' says nothing: it is ignored, as the runtime ignores it [ignored-row-field]"))
    }

    @Test func subset_showsItsItems_andAnUnknownOneIsALocatedError() throws {
        let filter = try run(["specs/time-span.picklist.yml", "--subset", "filter"])
        #expect(filter.status == 0)
        #expect(filter.stdout == "Duration\n\n  1 day\n  1 week\n\nsummary: (empty)\nvalid: no\n")
        let unknown = try run(["specs/time-span.picklist.yml", "--subset", "pol"])
        #expect(unknown.status == 1)
        #expect(unknown.stdout.hasPrefix("""
            specs/time-span.picklist.yml:4:1: error: --subset pol: the list 'TimeSpan' has no subset 'pol'; its subsets are 'poll', 'mute', 'filter', 'every' [preview-option]
            title: Duration
            ^
              did you mean 'poll'?

            """))
    }

    @Test func optionsThatDoNotFit() throws {
        let enumRows = try run(["specs/purpose.picklist.yml", "--rows", "docs/pictures/people.csv"])
        #expect(enumRows.status == 1)
        #expect(enumRows.stdout.contains("--rows gives the rows of a 'rows: runtime' list, but the list 'Purpose' writes its items in its spec [preview-option]"))

        let unknownList = try run(["docs/pictures/topics.picklist.yml", "--list", "TopicLok"])
        #expect(unknownList.status == 1)
        #expect(unknownList.stdout.contains("no list named 'TopicLok' in 'docs/pictures/topics.picklist.yml'; its lists are 'TopicIsolate'"))
        #expect(unknownList.stdout.contains("did you mean 'TopicLock'?"))
        let noList = try run(["docs/pictures/topics.picklist.yml"])
        #expect(noList.status == 1)
        #expect(noList.stdout.contains("holds 3 lists; choose one with --list NAME"))

        let notLocalized = try run(["specs/purpose.picklist.yml", "--localization", "de", "--strings", "docs"])
        #expect(notLocalized.status == 0)
        #expect(notLocalized.stderr.contains("warning: the list 'Purpose' is not localized"))
    }

    @Test func usageErrors_exit2_withoutAStackTrace() throws {
        for arguments in [
            ["specs/purpose.picklist.yml", "--localization", "de"],
            ["specs/purpose.picklist.yml", "--catalog", "A.xcstrings"],
            ["specs/purpose.picklist.yml", "--localization", "de", "--catalog", "A.xcstrings", "--strings", "Res"],
            ["specs/purpose.picklist.yml", "--svg", "-", "--format", "json"],
            ["specs/purpose.picklist.yml", "--format", "xml"],
            [],
        ] {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Stack dump"), "\(arguments)")
        }
        let missing = try run(["nope.picklist.yml"])
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("nope.picklist.yml: error: no such file or directory"))
    }

    @Test func svg_isWrittenOnce_andTheSameOnStandardOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let arguments = [PreviewScriptTests.root + "/specs/quote-categories.picklist.yml", "--tap", "brave"]
        let first = try run(arguments + ["--svg", "out/quotes.svg"], in: folder.path)
        #expect(first.status == 0)
        #expect(first.stdout == "")
        let written = try #require(folder.read("out/quotes.svg"))
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.file("out/quotes.svg"))
        let again = try run(arguments + ["--svg", "out/quotes.svg", "--format", "text"], in: folder.path)
        #expect(again.stdout.hasPrefix("Categories\n"))
        #expect(try folder.modificationDate("out/quotes.svg") == old)
        let standardOutput = try run(arguments + ["--svg", "-"], in: folder.path)
        #expect(standardOutput.stdout == written)
    }

    @Test func help_documentsEveryOption_withExamples() throws {
        let result = try PickListBinary().run(["preview", "--help"])
        #expect(result.status == 0)
        for option in ["--list", "--rows", "--localization", "--catalog", "--strings", "--tap", "--edit", "--search", "--format", "--svg", "Examples:", "Exit status"] {
            #expect(result.stdout.contains(option), "\(option)")
        }
    }
}
