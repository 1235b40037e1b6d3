import Foundation
import PickListCompilerTestSupport
@testable import PickListPreview
import Testing

/// `picklist preview`'s steps as the built tool reads them from its command line: in the
/// order given, whatever the options, and a step that cannot run is one line on standard
/// error with exit status 1 and nothing else printed or drawn.
@Suite struct PreviewCommandStepsTests {
    static let unlock = ["Examples/PickListDemo/Sources/DemoLists/settings.picklist.yml", "--list", "UnlockMethod"]

    private func run(_ arguments: [String], in directory: String = PreviewScriptTests.root) throws -> PickListBinary.Result {
        try PickListBinary().run(["preview"] + arguments, in: directory)
    }

    @Test func steps_runInCommandLineOrder_notGroupedByOption() throws {
        let tapFirst = try run(["specs/messages.picklist.yml", "--tap", "welcome", "--edit", "--tap=build"])
        #expect(tapFirst.status == 0)
        #expect(tapFirst.stdout == """
            Inbox  [Done]

            tap welcome: refused: Tap Edit to choose messages.
            edit: editing
            tap build: changed (checked Build failed on main)

            ○ Welcome to Mail — Apple
            ○ Lunch on Friday? — Sam
            ○ Invoice 2041 — Billing
            ● Build failed on main — CI
            ○ Weekly newsletter — News

            summary: Delete (1)

            """)
        let editFirst = try run(["specs/messages.picklist.yml", "--edit", "--tap", "welcome", "--tap", "build"])
        #expect(editFirst.stdout.hasPrefix("""
            Inbox  [Done]

            edit: editing
            tap welcome: changed (checked Welcome to Mail)
            tap build: changed (checked Build failed on main)

            """))
        // The app's steps interleave with the taps as given.
        let unlock = try run(Self.unlock + ["--tap", "touchID", "--unavailable", "touchID", "--tap", "touchID", "--hide=faceID", "--tap-all"])
        #expect(unlock.status == 0)
        #expect(unlock.stdout == """
            Unlock With

            tap touchID: changed (checked Touch ID; unchecked Passcode)
            unavailable touchID: reloaded [0, 2] (unchecked Touch ID)
            tap touchID: refused: Touch ID is unavailable.
            hide faceID: deleted [0, 1]
            tap all: refused: no such row

              [lock] Passcode
              [touchid] Touch ID  (unavailable)

            summary: (empty)
            valid: no

            """)
    }

    @Test func aSearchBeforeTheTaps_showsWhatASearchAfterThemShows() throws {
        let before = try run(["specs/messages.picklist.yml", "--search", "l", "--edit", "--tap", "lunch"])
        let after = try run(["specs/messages.picklist.yml", "--edit", "--tap", "lunch", "--search", "l"])
        #expect(before.status == 0)
        #expect(before.stdout == after.stdout)
        #expect(before.stdout.contains("search \"l\": 1 of 5 rows\n● Lunch on Friday? — Sam\n"))
    }

    @Test func aStepThatCannotRun_isOneLineOnStandardError_exit1_nothingPrintedOrDrawn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cases: [([String], String)] = [
            (["--hide", "toucID"], "--hide toucID: the list 'UnlockMethod' has no item 'toucID'; did you mean 'touchID'?"),
            (["--set-title", "faceID"], "--set-title faceID: write ID=TEXT, as in --set-title faceID='New title' (ID= shows the written title again)"),
            (["--hide", "passcode", "--hide", "faceID", "--tap", "passcode", "--hide", "touchID"],
             "--hide touchID: it is the last row the list 'UnlockMethod' shows, and a list shows at least one row"),
        ]
        for (steps, message) in cases {
            let picture = folder.path + "/unlock.svg"
            let result = try run(Self.unlock + steps + ["--svg", picture, "--format", "text"])
            #expect(result.status == 1, "\(steps)")
            #expect(result.stdout == "")
            #expect(result.stderr == "picklist preview: \(message)\n")
            #expect(!FileManager.default.fileExists(atPath: picture))
        }
    }

    @Test func tapAll_besideAnItemCalledAll_isAnError_thatSaysHowToReachEach() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("scope.picklist.yml", """
            name: SearchScope
            title: Search In
            selection: multiple
            all: {title: Everywhere}
            items:
              - {id: all, title: All Mailboxes}
              - Inbox
            """)
        let ambiguous = try run(["scope.picklist.yml", "--tap", "inbox", "--tap", "all"], in: folder.path)
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stdout == "")
        #expect(ambiguous.stderr == """
            picklist preview: --tap all is ambiguous: the list 'SearchScope' has an all-row ('Everywhere') and an item whose id \
            is 'all' ('All Mailboxes'); write --tap-all for the all-row or --tap id:all for the item

            """)
        let each = try run(["scope.picklist.yml", "--tap", "id:all", "--tap-all", "--tap-all"], in: folder.path)
        #expect(each.status == 0)
        #expect(each.stdout.hasPrefix("""
            Search In

            tap id:all: changed (checked All Mailboxes)
            tap all: changed (checked Everywhere, Inbox)
            tap all: changed (unchecked Everywhere, All Mailboxes, Inbox)

            """))
    }

    /// Stored ids may begin with '-' (time-zone offsets): `--tap -12` names the item, as
    /// `--tap=-12` does; an option right after an id option is one forgotten its value.
    @Test func anIDThatBeginsWithADash_isTheOptionsValue_butAnotherOptionIsNot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("offsets.picklist.yml", """
            name: Offset
            title: Offset
            selection: single
            items:
              - {id: "-12", title: UTC-12}
              - {id: "-4:30", title: UTC-4:30}
              - {id: "0", title: UTC}
            """)
        let tapped = try run(["offsets.picklist.yml", "--tap", "-12", "--tap=-4:30", "--hide", "-12", "--select", "-12"], in: folder.path)
        #expect(tapped.stderr == "")
        #expect(tapped.status == 0)
        #expect(tapped.stdout.hasPrefix("""
            Offset

            tap -12: changed (checked UTC-12)
            tap -4:30: changed (checked UTC-4:30; unchecked UTC-12)
            hide -12: deleted [0, 0]
            select -12: refused: no such row (hidden)

            """))
        let forgotten = try run(["offsets.picklist.yml", "--tap", "--edit"], in: folder.path)
        #expect(forgotten.status == 2)
        #expect(forgotten.stderr.contains("--tap needs a value before --edit; a value that begins with '--' is written --tap=--edit"))
        #expect(forgotten.stdout == "")
    }

    /// `--set-subtitle ID=TEXT` (the runtime's `setSubtitle`) and `--move FROM:TO` (its
    /// `move(fromOffsets:toOffset:)`), in text and JSON.
    @Test func setSubtitle_andMove_areSteps_inTextAndJSON() throws {
        let sort = ["Examples/PickListDemo/Sources/DemoLists/settings.picklist.yml", "--list", "MailSortKey"]
        let moved = try run(sort + ["--tap", "sender", "--tap", "subject", "--move", "2:0", "--move", "1,2:0", "--move", "3:0"])
        #expect(moved.status == 0)
        #expect(moved.stdout.contains("""
            tap sender: changed (checked Sender)
            tap subject: changed (checked Subject)
            move 2:0: changed (order: Subject, Date, Sender)
            move 1,2:0: changed (order: Date, Sender, Subject)
            move 3:0: unchanged (3 picks: offsets 0 to 2, and 3 for the end, not 3)

            """))
        #expect(moved.stdout.contains("order: Date, Sender, Subject\n"))
        let json = try run(sort + ["--tap", "sender", "--move", "1:0", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect(steps[1]["move"] as? String == "1:0")
        #expect(steps[1]["outcome"] as? String == "changed")
        #expect(steps[1]["order"] as? [String] == ["sender", "date"])
        #expect(steps[1]["deleted"] == nil)
        #expect(document["selected"] as? [String] == ["sender", "date"])

        let unlock = try run(Self.unlock + ["--set-subtitle", "faceID=On this iPhone", "--set-subtitle", "passcode=", "--tap", "faceID"])
        #expect(unlock.status == 0)
        #expect(unlock.stdout.contains("""
            set-subtitle faceID "On this iPhone": reloaded [0, 1]
            set-subtitle passcode (the written subtitle): unchanged (the written subtitle already)
            """))
        #expect(unlock.stdout.contains("[faceid] Face ID — On this iPhone\n"))
        let subtitleJSON = try run(Self.unlock + ["--set-subtitle", "faceID=On this iPhone", "--format", "json"])
        #expect(subtitleJSON.stdout.contains(#""setSubtitle": "faceID=On this iPhone""#))
        #expect(subtitleJSON.stdout.contains(#""subtitle": "On this iPhone""#))

        let display = try run(Self.unlock + ["--move", "0:1"])
        #expect(display.stdout.contains("move 0:1: unchanged (the list keeps its picks in display order; only a list with 'order: selection' moves them)\n"))
        let bad = try run(sort + ["--move", "2-0"])
        #expect(bad.status == 1)
        #expect(bad.stderr == "picklist preview: --move 2-0: write FROM:TO, offsets into the picks in their order counted from 0, as in --move 2:0 (the third pick first; several: --move 1,2:0)\n")
        let noEquals = try run(Self.unlock + ["--set-subtitle", "faceID"])
        #expect(noEquals.stderr.contains("--set-subtitle faceID: write ID=TEXT"))
    }
}
