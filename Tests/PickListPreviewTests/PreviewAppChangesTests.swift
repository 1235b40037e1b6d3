import Foundation
@testable import PickListPreview
import PickListPreviewTestSupport
import Testing

/// What the app does to a list at runtime, played by a script: rows hidden and shown again
/// (with the index paths a table view animates), items made unavailable (and the refusal a tap
/// then gets), titles set, selections made by the app; and the errors that stop a script.
@Suite struct PreviewAppChangesTests {
    static let settingsSpec = "Examples/PickListDemo/Sources/DemoLists/settings.picklist.yml"

    private func text(_ spec: String, list: String? = nil, _ steps: [PreviewScriptStep]) throws -> String {
        var session = try PreviewSession.loaded(spec, list: list)
        let played = try PreviewScript(steps: steps).play(on: &session)
        return PreviewTextFormatter.render(session, steps: played)
    }

    private func error(_ spec: String, list: String? = nil, _ steps: [PreviewScriptStep]) throws -> String? {
        var session = try PreviewSession.loaded(spec, list: list)
        do {
            _ = try PreviewScript(steps: steps).play(on: &session)
            return nil
        } catch {
            return error.message
        }
    }

    // MARK: Hidden rows

    @Test func hide_removesTheRow_andSaysWhichIndexPathIsDeleted_showInsertsItAgain() throws {
        #expect(try text(Self.settingsSpec, list: "UnlockMethod", [
            .tap("faceID"), .hide("touchID"), .tap("touchID"), .show("touchID"), .show("touchID"),
        ]) == """
            Unlock With

            tap faceID: changed (checked Face ID; unchecked Passcode)
            hide touchID: deleted [0, 2]
            tap touchID: refused: no such row (hidden)
            show touchID: inserted [0, 2]
            show touchID: unchanged (already shown)

              [lock] Passcode
            ✓ [faceid] Face ID
              [touchid] Touch ID

            summary: Face ID
            valid: yes

            """)
        #expect(try text(Self.settingsSpec, list: "UnlockMethod", [.hide("touchID")]) == """
            Unlock With

            hide touchID: deleted [0, 2]

            ✓ [lock] Passcode
              [faceid] Face ID

            summary: Passcode
            valid: yes

            """)
    }

    /// A selected row that is hidden leaves the selection; while the all-row is checked, a row
    /// shown again joins it (so the all-row stays checked).
    @Test func hidingASelectedRow_deselectsIt_showingItWhileAllIsChecked_selectsIt() throws {
        #expect(try text("docs/pictures/topics.picklist.yml", list: "TopicIsolate", [.hide("science"), .show("science")]) == """
            Topics

            hide science: deleted [0, 3] (unchecked Science)
            show science: inserted [0, 3] (checked Science)

            ✓ All Topics
            ✓ World
            ✓ Business
            ✓ Science
            ✓ Sports
            ✓ Arts

            summary: All topics

            """)
    }

    /// Sections keep their places (the index paths after them do not move), and a section whose
    /// rows are all hidden is not drawn, header and footer included.
    @Test func aSectionWhoseRowsAreAllHidden_staysWithNoRows_andKeepsItsPlace() throws {
        #expect(try text(Self.settingsSpec, list: "NotificationStyle", [
            .hide("lockScreen"), .hide("notificationCenter"), .hide("banners"), .tapAllRow,
        ]) == """
            Notifications

            hide lockScreen: deleted [1, 0] (unchecked Lock Screen)
            hide notificationCenter: deleted [1, 0] (unchecked Notification Center)
            hide banners: deleted [1, 0]
            tap all: changed (checked Allow All, Sounds, Badges)

              ✓ Allow All
            Alerts
              (no rows shown)
              footer: Alerts appear on the Lock Screen, in Notification Center and as banners at the top of the screen.
            Sounds and Badges
              ✓ [speaker.wave.2.fill] Sounds
              ✓ [app.badge] Badges
              footer: Badges count the unread notifications on the app's icon.

            summary: All on

            """)
    }

    /// Hiding the last unchecked row checks the all-row: the table reloads it.
    @Test func hidingTheLastUncheckedRow_reloadsTheAllRow() throws {
        var session = try PreviewSession.loaded("docs/pictures/topics.picklist.yml", list: "TopicExclude")
        let steps = try PreviewScript(steps: [.tap("science"), .hide("science")]).play(on: &session)
        #expect(PreviewTextFormatter.describe(steps[1], in: session) == "hide science: deleted [0, 3]; reloaded [0, 0] (checked All Topics)")
        #expect(steps[1].outcome.rowUpdate == PreviewRowUpdate(
            deleted: [.init(section: 0, row: 3)], reloaded: [.init(section: 0, row: 0)]))
        #expect(session.allState == .all)
    }

    // MARK: Unavailable rows, titles, the app's selection

    /// An unavailable row is dimmed; a tap on it (or the app's select) is refused with the
    /// list's `messages.disabled`, as the app would tell the person.
    @Test func unavailable_dimsTheRow_andATapGetsTheListsDisabledMessage() throws {
        #expect(try text("specs/recipients.picklist.yml", [.unavailable("alice"), .tap("alice"), .select("alice")]) == """
            Recipients

            unavailable alice: reloaded [0, 0]
            tap alice: refused: Alice Archer is on leave.
            select alice: refused: Alice Archer is on leave.

              Alice Archer — Engineering  (unavailable)
              Bob Brown — Design
              Carol Chen — Product
              Dave Dunn — Support
              Erin Eastwood — Marketing
              Frank Fischer — On leave  (disabled)
              Grace Green — Engineering
              Heidi Hall — Finance

            summary: Choose recipients
            valid: no

            """)
        // PickListKit's own text where the spec has none; a selected item leaves the selection.
        #expect(try text(Self.settingsSpec, list: "UnlockMethod", [.tap("faceID"), .unavailable("faceID"), .tap("faceID"), .unavailable("faceID")]) == """
            Unlock With

            tap faceID: changed (checked Face ID; unchecked Passcode)
            unavailable faceID: reloaded [0, 1] (unchecked Face ID)
            tap faceID: refused: Face ID is unavailable.
            unavailable faceID: unchanged (already unavailable)

              [lock] Passcode
              [faceid] Face ID  (unavailable)
              [touchid] Touch ID

            summary: (empty)
            valid: no

            """)
        #expect(try text("specs/recipients.picklist.yml", [.unavailable("frank")]).contains("unavailable frank: unchanged (disabled in the list)\n"))
        // A hidden row made unavailable is dimmed once shown again.
        let hidden = try text(Self.settingsSpec, list: "UnlockMethod", [.hide("touchID"), .unavailable("touchID"), .show("touchID")])
        #expect(hidden.contains("""
            hide touchID: deleted [0, 2]
            unavailable touchID: changed (hidden; dimmed when it is shown again)
            show touchID: inserted [0, 2]

            ✓ [lock] Passcode
              [faceid] Face ID
              [touchid] Touch ID  (unavailable)
            """))
    }

    /// A title set is what the row, search and the summary show; `ID=` brings the written one
    /// back, and a hidden row keeps the title for when it is shown.
    @Test func setTitle_isWhatTheRowSearchAndTheSummaryShow() throws {
        #expect(try text(Self.settingsSpec, list: "AutoLock", [
            .setTitle("twoMinutes=2 min (battery saver)"), .tap("twoMinutes"), .search("battery"),
        ]) == """
            Auto-Lock

            set-title twoMinutes "2 min (battery saver)": reloaded [0, 2]
            tap twoMinutes: changed (checked 2 min (battery saver))

            search "battery": 1 of 7 rows
            ✓ 2 min (battery saver)  = 120
            footer: Locks the screen after this long without a touch. Never uses more battery.

            summary: 2 min (battery saver)
            value: 120
            valid: yes

            """)
        let restored = try text(Self.settingsSpec, list: "AutoLock", [
            .hide("never"), .setTitle("never=Off"), .show("never"), .setTitle("never=Off"), .setTitle("never="),
        ])
        #expect(restored.hasPrefix("""
            Auto-Lock

            hide never: deleted [0, 6]
            set-title never "Off": unchanged (hidden; the row shows this title when it is shown again)
            show never: inserted [0, 6]
            set-title never "Off": unchanged (already this title)
            set-title never (the written title): reloaded [0, 6]

            """))
        #expect(restored.contains("\n  Never  = 0\n"))
        // An earlier step names the row by the title it had then.
        #expect(try text(Self.settingsSpec, list: "AutoLock", [.tap("never"), .setTitle("never=Off")]).hasPrefix("""
            Auto-Lock

            tap never: changed (checked Never)
            set-title never "Off": reloaded [0, 6]

            """))
    }

    /// The search follows the rows: a title set after it is matched, a row hidden after it goes.
    @Test func search_followsLaterChangesToTheRows() throws {
        let shown = try text(Self.settingsSpec, list: "AutoLock", [.search("min"), .setTitle("never=Minimal"), .hide("oneMinute")])
        #expect(shown.contains("""
            search "min": 5 of 6 rows
              2 Minutes  = 120
              3 Minutes  = 180
              4 Minutes  = 240
              5 Minutes  = 300
              Minimal  = 0
            """))
    }

    @Test func selectAndDeselect_areTheAppsNotTaps_refusedAsTheRuntimeRefusesThem() throws {
        #expect(try text("specs/recipients.picklist.yml", [
            .select("alice"), .select("bob"), .select("carol"), .select("dave"), .select("erin"), .select("grace"),
            .select("alice"), .deselect("bob"), .hide("carol"), .select("carol"),
        ]).hasPrefix("""
            Recipients

            select alice: changed (checked Alice Archer)
            select bob: changed (checked Bob Brown)
            select carol: changed (checked Carol Chen)
            select dave: changed (checked Dave Dunn)
            select erin: changed (checked Erin Eastwood)
            select grace: refused: Up to 5 recipients.
            select alice: unchanged
            deselect bob: changed (unchecked Bob Brown)
            hide carol: deleted [0, 2] (unchecked Carol Chen)
            select carol: refused: no such row (hidden)

            ✓ Alice Archer — Engineering
              Bob Brown — Design
            ✓ Dave Dunn — Support
            ✓ Erin Eastwood — Marketing

            """))
        // Outside edit mode an edit-mode list refuses the app's select too.
        #expect(try text("specs/messages.picklist.yml", [.select("lunch"), .edit, .select("lunch")]).hasPrefix("""
            Inbox  [Done]

            select lunch: refused: Tap Edit to choose messages.
            edit: editing
            select lunch: changed (checked Lunch on Friday?)

            """))
    }

    /// The interactive preview starts from the list as the app's steps set it up, and `r`
    /// goes back there, not to the spec's default.
    @Test func reset_goesBackToTheListAsTheAppSetItUp() throws {
        var session = try PreviewSession.loaded(Self.settingsSpec, list: "UnlockMethod")
        _ = try PreviewScript(steps: [.hide("touchID"), .select("faceID")]).play(on: &session)
        session.makeThisTheStart()
        session.tap(id: "passcode")
        #expect(session.selectedIDs == ["passcode"])
        session.reset()
        #expect(session.selectedIDs == ["faceID"])
        #expect(session.hiddenIDs == ["touchID"])
    }

    // MARK: Errors

    @Test func badSteps_areOneLineErrors_namingTheOptionAndTheFix() throws {
        #expect(try error(Self.settingsSpec, list: "UnlockMethod", [.hide("toucID")])
            == "--hide toucID: the list 'UnlockMethod' has no item 'toucID'; did you mean 'touchID'?")
        #expect(try error(Self.settingsSpec, list: "UnlockMethod", [.select("Face ID")])
            == "--select Face ID: the list 'UnlockMethod' has no item 'Face ID'; did you mean 'faceID'?")
        #expect(try error(Self.settingsSpec, list: "UnlockMethod", [.unavailable("retina")])
            == "--unavailable retina: the list 'UnlockMethod' has no item 'retina'")
        #expect(try error(Self.settingsSpec, list: "UnlockMethod", [.setTitle("faceID")])
            == "--set-title faceID: write ID=TEXT, as in --set-title faceID='New title' (ID= shows the written title again)")
        #expect(try error(Self.settingsSpec, list: "UnlockMethod", [.setTitle("faceId=Face ID & Passcode")])
            == "--set-title faceId=Face ID & Passcode: the list 'UnlockMethod' has no item 'faceId'; did you mean 'faceID'?")
        #expect(try error(Self.settingsSpec, list: "UnlockMethod", [.hide("touchID"), .hide("faceID"), .hide("passcode")])
            == "--hide passcode: it is the last row the list 'UnlockMethod' shows, and a list shows at least one row")
        // A hidden row may be hidden again (nothing changes), and ids of hidden rows are known.
        #expect(try error(Self.settingsSpec, list: "UnlockMethod", [.hide("touchID"), .hide("touchID"), .select("touchID")]) == nil)
    }

    // MARK: JSON and the picture

    @Test func json_saysWhatEachChangeAnimates_andWhichRowsAreHidden() throws {
        var session = try PreviewSession.loaded("docs/pictures/topics.picklist.yml", list: "TopicIsolate")
        let steps = try PreviewScript(steps: [.hide("science"), .hide("arts"), .show("arts"), .unavailable("world")]).play(on: &session)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(PreviewJSONFormatter.render(session, steps: steps).utf8)) as? [String: Any])
        #expect(json["hidden"] as? [String] == ["science"])
        #expect(json["rowCount"] as? Int == 4)
        let played = try #require(json["steps"] as? [[String: Any]])
        #expect(played[0]["hide"] as? String == "science")
        #expect(played[0]["deleted"] as? [[Int]] == [[0, 3]])
        #expect(played[0]["message"] as? String == "deleted [0, 3]")
        #expect(played[2]["show"] as? String == "arts")
        #expect(played[2]["inserted"] as? [[Int]] == [[0, 4]])
        #expect(played[3]["unavailable"] as? String == "world")
        #expect(played[3]["reloaded"] as? [[Int]] == [[0, 1]])
        let rows = try #require((json["sections"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]])
        #expect(rows.map { $0["id"] as? String } == [nil, "world", "business", "sports", "arts"])
        #expect(rows[1]["unavailable"] as? Bool == true && rows[1]["enabled"] as? Bool == false)
        // A list the app left alone has no such keys.
        var plain = try PreviewSession.loaded("docs/pictures/topics.picklist.yml", list: "TopicIsolate")
        let tapped = try PreviewScript(taps: ["science"]).play(on: &plain)
        let untouched = PreviewJSONFormatter.render(plain, steps: tapped)
        #expect(!untouched.contains("\"hidden\"") && !untouched.contains("\"deleted\"") && !untouched.contains("\"unavailable\""))
    }

    /// Sections Local / iCloud / Web with iCloud's and one of Web's rows hidden: the step says
    /// `deleted [2, 1]`, so the JSON keeps iCloud's emptied section at index 1 and Web at 2, as
    /// the runtime's `sections` keep them; the picture leaves the empty section out.
    @Test func json_keepsASectionWhoseRowsAreAllHidden_atTheIndexTheStepsCount() throws {
        let spec = PreviewSpecs.spec("""
            name: Accounts
            title: Accounts
            selection: multiple
            sections:
              - title: Local
                items: [onDevice]
              - title: iCloud
                items: [iCloud]
              - title: Web
                items: [feedly, inoreader]
            """)
        var session = PreviewSession(spec: spec)
        let steps = try PreviewScript(steps: [.hide("iCloud"), .hide("inoreader")]).play(on: &session)
        #expect(steps.map(\.outcome.message) == ["deleted [1, 0]", "deleted [2, 1]"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(PreviewJSONFormatter.render(session, steps: steps).utf8)) as? [String: Any])
        let sections = try #require(json["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["Local", "iCloud", "Web"])
        #expect(sections.map { ($0["rows"] as? [[String: Any]])?.map { $0["id"] as? String } } == [["onDevice"], [], ["feedly"]])
        #expect(PreviewTextFormatter.render(session, steps: steps).contains("iCloud\n  (no rows shown)\nWeb\n"))
        let svg = PreviewSVG.render(session, steps: steps)
        #expect(svg.contains(">WEB</text>") && !svg.contains(">ICLOUD</text>"))
    }

    @Test func svg_leavesHiddenRowsOut_dimsUnavailableOnes_andCaptionsTheAppsSteps() throws {
        var session = try PreviewSession.loaded(Self.settingsSpec, list: "UnlockMethod")
        let steps = try PreviewScript(steps: [.hide("touchID"), .unavailable("faceID"), .tap("faceID")]).play(on: &session)
        let svg = PreviewSVG.render(session, steps: steps)
        #expect(!svg.contains(">Touch ID</text>") && !svg.contains(">touchid</text>"))
        #expect(svg.contains(##"fill="#B4B4B9">Face ID</text>"##))                                   // dimmed
        #expect(svg.contains(##"fill="#6D6D72">Hide Touch ID: deleted [0, 2]</text>"##))
        #expect(svg.contains(##"fill="#6D6D72">Mark Face ID unavailable: reloaded [0, 1]</text>"##))
        #expect(svg.contains(##"fill="#FF3B30">Tap Face ID: refused (Face ID is unavailable.)</text>"##))  // in red
    }
}
