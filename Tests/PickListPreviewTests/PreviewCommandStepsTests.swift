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
}
