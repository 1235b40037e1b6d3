@testable import PickListCompiler
import Foundation
@testable import PickListPreview
import PickListPreviewTestSupport
import Testing

/// What the preview shows of a settings screen: images before titles, values, footers under
/// their rows, the all-row's mixed state, whether Done would be enabled, and the id a tap
/// that named no row meant.
@Suite struct PreviewSettingsScreenTests {
    static let settingsSpec = "Examples/PickListDemo/Sources/DemoLists/settings.picklist.yml"

    private func session(_ spec: String, list: String? = nil) throws -> PreviewSession {
        let preparation = PreviewLoader.prepare(PreviewRequest(specPath: PreviewScriptTests.root + "/" + spec, list: list))
        return try #require(preparation.session, "\(preparation.diagnostics.map(\.message))")
    }

    private func text(_ session: PreviewSession, _ script: PreviewScript) throws -> String {
        var session = session
        let steps = try script.play(on: &session)
        return PreviewTextFormatter.render(session, steps: steps)
    }

    /// A list written in Russian with inline plural forms: the preview's summary takes the
    /// spec's form for the number, as the generated list does.
    @Test func inlinePluralForms_inTheSummary() throws {
        let taps = ["books", "music", "films", "games", "sport"]
        var session = try session("Tests/GeneratedCodeTests/Specs/inline-plurals.picklist.yml", list: "Categories")
        #expect(session.summary == "Всего 25 категорий")
        _ = try PreviewScript(taps: Array(taps.prefix(3))).play(on: &session)
        #expect(session.summary == "3 категории")
        _ = try PreviewScript(taps: Array(taps.suffix(2))).play(on: &session)
        #expect(session.summary == "5 категорий")
    }

    /// A list kept as stored values: each value with the older values that read as it, and the
    /// item an unknown stored value reads as.
    @Test func storedForms_showAliasesAndTheFallback() throws {
        let shown = try text(session("Tests/GeneratedCodeTests/Specs/preferred-browser.picklist.yml"), PreviewScript(taps: ["firefox"]))
        #expect(shown == """
            Open Links In

            tap firefox: changed (checked Firefox; unchecked In the App)

              In the App  = 0  (fallback)
              Safari  = 1
              Chrome  = 2
            ✓ Firefox  = 3 (also 4)

            summary: Firefox
            value: 3

            """)
    }

    /// A list kept as an optional: the item no stored value means is marked in the text, and
    /// its row says `"storedValue": null` in the JSON.
    @Test func absent_isShownAsStoredAsNothing() throws {
        let spec = "Tests/GeneratedCodeTests/Specs/nothing-stored.picklist.yml"
        let shown = try text(session(spec, list: "ReaderTheme"), PreviewScript(taps: ["dark"]))
        #expect(shown == """
            Theme

            tap dark: changed (checked Dark)

              System  = system  (stored as nothing)
              Light  = light  (fallback)
            ✓ Dark  = night (also black)

            summary: Dark
            value: night

            """)
        let json = PreviewJSONFormatter.render(try session(spec, list: "AlternateIcon"), steps: [])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        let rows = try #require(sections.first?["rows"] as? [[String: Any]])
        #expect(rows.map { $0["id"] as? String } == ["primary", "AppIcon-Dark", "AppIcon-Classic"])
        #expect(rows.map { $0.keys.contains("storedValue") } == [true, false, false])
        #expect(rows[0]["storedValue"] is NSNull)
    }

    @Test func autoLock_valuesFooterAndValidity() throws {
        #expect(try text(session(Self.settingsSpec, list: "AutoLock"), PreviewScript(taps: ["Never", "twoMinutes"])) == """
            Auto-Lock

            tap Never: refused: no such row; did you mean 'never'?
            tap twoMinutes: changed (checked 2 Minutes)

              30 Seconds  = 30
              1 Minute  = 60
            ✓ 2 Minutes  = 120
              3 Minutes  = 180
              4 Minutes  = 240
              5 Minutes  = 300
              Never  = 0
            footer: Locks the screen after this long without a touch. Never uses more battery.

            summary: 2 Minutes
            value: 120
            valid: yes

            """)
        #expect(try text(session(Self.settingsSpec, list: "AutoLock"), PreviewScript()).hasSuffix("""
            summary: (empty)
            values: (none)
            valid: no

            """))
    }

    /// `indent`: two spaces a level after the checkmark column in text, and a level in JSON.
    @Test func indentedRows_areDrawnIndented() throws {
        var session = try session("Tests/GeneratedCodeTests/Specs/indented-folders.picklist.yml")
        #expect(try text(session, PreviewScript(taps: ["icloud-recipes"])) == """
            Move to

            tap icloud-recipes: changed (checked Recipes)

              iCloud
                Notes
            ✓     Recipes
              On My iPhone
                Drafts

            summary: Recipes

            """)
        _ = try PreviewScript().play(on: &session)
        let rows = session.lines.compactMap(\.row)
        #expect(rows.map(\.indent) == [0, 1, 2, 0, 1])
        // In the picture each level moves the title 15 points right.
        let svg = PreviewSVG.render(session)
        let x = { (title: String) -> Double? in
            guard let end = svg.range(of: ">\(title)</text>"),
                let start = svg[..<end.lowerBound].range(of: "<text x=\"", options: .backwards)
            else { return nil }
            return Double(svg[start.upperBound...].prefix { $0 != "\"" })
        }
        let edge = try #require(x("iCloud"))
        #expect(x("Notes") == edge + 15 && x("Recipes") == edge + 30 && x("Drafts") == edge + 15)
    }

    @Test func notifications_symbolsSectionFootersAndTheMixedAllRow() throws {
        #expect(try text(session(Self.settingsSpec, list: "NotificationStyle"), PreviewScript(taps: ["banners"])) == """
            Notifications

            tap banners: changed (checked Banners)

              – Allow All
            Alerts
              ✓ [lock.fill] Lock Screen
              ✓ [bell.badge] Notification Center
              ✓ [rectangle.topthird.inset.filled] Banners
              footer: Alerts appear on the Lock Screen, in Notification Center and as banners at the top of the screen.
            Sounds and Badges
                [speaker.wave.2.fill] Sounds
                [app.badge] Badges
              footer: Badges count the unread notifications on the app's icon.

            summary: 3 of 5

            """)
        // Every row on: the all-row's checkmark, no dash.
        let all = try text(session(Self.settingsSpec, list: "NotificationStyle"), PreviewScript(taps: ["all"]))
        #expect(all.contains("  ✓ Allow All\n"))
        // Nothing on: neither.
        let none = try text(session(Self.settingsSpec, list: "NotificationStyle"), PreviewScript(taps: ["all", "all"]))
        #expect(none.contains("    Allow All\n"))
        let asset = try text(PreviewSession(spec: PreviewSpecs.settings), PreviewScript(edit: false, taps: ["sounds"]))
        #expect(asset.contains("  [image Banner Style] Banners  = banner\n"))
        #expect(asset.hasSuffix("summary: Sounds\nvalue: sound\nvalid: yes\n"))
    }

    @Test func tapSuggestions_findTheIdFromATitleACaseNameOrAMisspelling() throws {
        var autoLock = try session(Self.settingsSpec, list: "AutoLock")
        #expect(autoLock.tap(id: "2 Minutes").suggestion == "twoMinutes")          // a title
        #expect(autoLock.tap(id: "2 minutes").suggestion == "twoMinutes")          // any case
        #expect(autoLock.tap(id: ".oneMinute").suggestion == "oneMinute")          // a case name
        #expect(autoLock.tap(id: "oneMinut").suggestion == "oneMinute")            // a near miss
        #expect(autoLock.tap(id: "Fiev Minutes").suggestion == "fiveMinutes")      // a misspelt title
        #expect(autoLock.tap(id: "quarterHour").suggestion == nil)                 // nothing close
        #expect(autoLock.tap(id: "never").suggestion == nil)                       // a good tap needs none
        #expect(autoLock.selectedIDs == ["never"])
        // An escaped case name: the item `None` is `none_` in Swift, `none` in the spec.
        var alertTone = PreviewSession(spec: PreviewSpecs.spec("""
            title: Alert Tone
            selection: single
            items: [None, Radar, default: Default]
            """))
        #expect(alertTone.tap(id: ".none_").suggestion == "none")
        #expect(alertTone.tap(id: "`default`").suggestion == "default")
        #expect(alertTone.tap(id: ".none_").message == "refused: no such row; did you mean 'none'?")
    }

    @Test func json_carriesValuesImagesFootersAllStateValidityAndSuggestions() throws {
        var session = try session(Self.settingsSpec, list: "NotificationStyle")
        let steps = try PreviewScript(taps: ["sound"]).play(on: &session)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(PreviewJSONFormatter.render(session, steps: steps).utf8)) as? [String: Any])
        #expect(json["allState"] as? String == "some")
        #expect(json["valid"] as? Bool == true)
        #expect(json["values"] is NSNull)
        let step = try #require((json["steps"] as? [[String: Any]])?.first)
        #expect(step["suggestion"] as? String == "sounds")
        let sections = try #require(json["sections"] as? [[String: Any]])
        #expect(sections.map { $0["footer"] as? String } == [
            nil, "Alerts appear on the Lock Screen, in Notification Center and as banners at the top of the screen.",
            "Badges count the unread notifications on the app's icon.",
        ])
        let allRow = try #require((sections[0]["rows"] as? [[String: Any]])?.first)
        #expect(allRow["mixed"] as? Bool == true)
        let lockScreen = try #require((sections[1]["rows"] as? [[String: Any]])?.first)
        #expect(lockScreen["image"] as? [String: String] == ["symbol": "lock.fill"])

        var autoLock = try self.session(Self.settingsSpec, list: "AutoLock")
        let lockSteps = try PreviewScript(taps: ["never"]).play(on: &autoLock)
        let lock = try #require(try JSONSerialization.jsonObject(with: Data(PreviewJSONFormatter.render(autoLock, steps: lockSteps).utf8)) as? [String: Any])
        // An `int` list's values are JSON numbers, not strings.
        let lockJSON = PreviewJSONFormatter.render(autoLock, steps: lockSteps)
        #expect(lockJSON.contains("\"values\": [\n    0\n  ]"))
        #expect(lockJSON.contains("\"value\": 120,"))
        #expect(lock["values"] as? [Int] == [0])
        #expect(lock["valid"] as? Bool == true)
        let never = try #require(((lock["sections"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]])?.last)
        #expect(never["value"] as? Int == 0)
        #expect(!lockJSON.contains("\"0\""))
    }

    /// The all-row has no id: its row and its checkmark's change say `"allRow": true`, never
    /// `"id": null`; `double` and `bool` values are JSON numbers and booleans.
    @Test func json_namesTheAllRow_andWritesValuesOfTheirType() throws {
        var session = try session(Self.settingsSpec, list: "NotificationStyle")
        let steps = try PreviewScript(steps: [.tapAllRow]).play(on: &session)
        let json = PreviewJSONFormatter.render(session, steps: steps)
        #expect(!json.contains("\"id\": null"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let changes = try #require((document["steps"] as? [[String: Any]])?.first?["changes"] as? [[String: Any]])
        #expect(changes.first?["allRow"] as? Bool == true && changes.first?["checked"] as? Bool == true && changes.first?["id"] == nil)
        let allRow = try #require(((document["sections"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]])?.first)
        #expect(allRow["allRow"] as? Bool == true && allRow["id"] == nil)

        // (value_type, the values as YAML, as the JSON writes them)
        let kinds = [("double", ["0.5", "1.25"], ["0.5", "1.25"]), ("bool", ["true", "false"], ["true", "false"]), ("string", ["a", "b"], [#""a""#, #""b""#])]
        for (type, written, expected) in kinds {
            let list = PreviewSpecs.spec("""
                name: Speed
                title: Speed
                selection: single
                value_type: \(type)
                items:
                  - {id: slow, title: Slow, value: \(written[0])}
                  - {id: fast, title: Fast, value: \(written[1])}
                """)
            var speed = PreviewSession(spec: list)
            let tapped = try PreviewScript(taps: ["fast"]).play(on: &speed)
            let text = PreviewJSONFormatter.render(speed, steps: tapped)
            #expect(text.contains("\"value\": \(expected[0]),"), "\(type)")
            #expect(text.contains("\"values\": [\n    \(expected[1])\n  ]"), "\(type)")
        }
    }

    @Test func svg_drawsPlaceholdersFootersTheDashDoneAndARefusalInRed() throws {
        var notifications = try session(Self.settingsSpec, list: "NotificationStyle")
        let steps = try PreviewScript(taps: ["banners", "Sounds"]).play(on: &notifications)
        let svg = PreviewSVG.render(notifications, steps: steps)
        #expect(svg.contains(">lock.fill</text>"))                                   // the symbol's box and name
        #expect(svg.contains(">rectangle…</text>"))                                 // a long name cut
        #expect(svg.contains(">Badges count the unread"))                         // a footer, wrapped
        #expect(svg.contains(" icon.</text>") && !svg.contains("app&apos;s icon.</text>") || svg.contains(">icon.</text>"))
        #expect(svg.contains(##"stroke="#007AFF" stroke-width="2.2" stroke-linecap="round"/>"##))    // the all-row's dash
        #expect(svg.contains(##"fill="#FF3B30">Tap Sounds: refused (no such row; did you mean"##))   // in red

        let empty = PreviewSVG.render(try session(Self.settingsSpec, list: "AutoLock"))
        #expect(empty.contains(##"fill="#B4B4B9" text-anchor="end">Done</text>"##))   // required, nothing picked
        var picked = try session(Self.settingsSpec, list: "AutoLock")
        picked.tap(id: "never")
        #expect(PreviewSVG.render(picked).contains(##"fill="#007AFF" text-anchor="end">Done</text>"##))
    }

    @Test func exclusiveRow_isMarked_andOrderedPicksAreListedInOrder() throws {
        #expect(try text(session(Self.settingsSpec, list: "MailFilter"), PreviewScript(taps: ["unread"])) == """
            Filter

            tap unread: changed (checked Unread; unchecked All Mail)

              [tray.full] All Mail  (exclusive)
            ✓ [envelope.badge] Unread
              [flag] Flagged
              [person] To Me
              [paperclip] With Attachments
            footer: Only messages that match a checked filter are shown.

            summary: Unread
            valid: yes

            """)
        let sorted = try text(session(Self.settingsSpec, list: "MailSortKey"), PreviewScript(taps: ["sender", "date", "size", "date"]))
        #expect(sorted.hasSuffix("""
            summary: Sender, Size, and Date
            order: Sender, Size, Date
            valid: yes

            """))

        var sortKeys = try session(Self.settingsSpec, list: "MailSortKey")
        let steps = try PreviewScript(taps: ["sender", "date", "size", "date"]).play(on: &sortKeys)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(PreviewJSONFormatter.render(sortKeys, steps: steps).utf8)) as? [String: Any])
        #expect(json["selected"] as? [String] == ["sender", "size", "date"])
        #expect(json["order"] as? String == "selection")
        var filter = try session(Self.settingsSpec, list: "MailFilter")
        let filterJSON = try #require(try JSONSerialization.jsonObject(with: Data(PreviewJSONFormatter.render(filter, steps: []).utf8)) as? [String: Any])
        #expect(filterJSON["order"] as? String == "display")
        let rows = try #require((filterJSON["sections"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]])
        #expect(rows.map { $0["exclusive"] as? Bool } == [true, false, false, false, false])

        // The picture sets the exclusive row apart: a full-width, thicker separator under it.
        filter.tap(id: "unread")
        #expect(PreviewSVG.render(filter).contains(##"<line x1="16" y1="117.75" x2="374" y2="117.75" stroke="#C6C6C8" stroke-width="1.5"/>"##))
    }
}
