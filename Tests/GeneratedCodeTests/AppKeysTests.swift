import PickListKit
import Synchronization
import Testing

/// The lists of Specs/app-keys.picklist.yml keep the keys an app translated its texts under
/// before it used picklist: SwiftGen-style keys (`title_key: Scene.Settings.…`), explicit
/// keys (`enum.expand-media.show`), the English text as its own key (`keys: text`), and a
/// list whose rows come at runtime. A localizer holding the app's German `Localizable`
/// table finds every text, and is asked for no key the app does not have.
@Suite struct AppKeysTests {
    /// The app's `de.lproj/Localizable.strings`, as it was before picklist.
    final class AppLocalizer: PickListLocalizer {
        static let localizable = [
            // SwiftGen-style keys.
            "Scene.Settings.Appearance.Title": "Erscheinungsbild",
            "Scene.Settings.Appearance.Theme": "Design",
            "Scene.Settings.Appearance.Footer": "Dunkel folgt nachts dem System.",
            "Scene.Settings.Appearance.Light": "Hell",
            "Scene.Settings.Appearance.Dark": "Dunkel",
            "Scene.Settings.Appearance.Dark.Subtitle": "Schont die Augen",
            // The one text without a key of the app's: picklist's stable key.
            "Appearance.system.title": "Wie das System",
            // Explicit keys.
            "enum.expand-media.title": "Medien aufklappen",
            "enum.expand-media.footer": "Medien in heiklen Beiträgen bleiben verborgen.",
            "enum.expand-media.default": "Standard",
            "enum.expand-media.show": "Alle zeigen",
            "enum.expand-media.hide": "Alle verbergen",
            // English texts as keys.
            "Open links in": "Links öffnen in",
            "In-App Browser": "In-App-Browser",
            "Chrome": "Chrome",
            "Needs the Chrome app": "Braucht die Chrome-App",
            "No browser": "Kein Browser",
            "{count} browsers": "{count} Browser",
            "browsers.all": "Jeder Browser",
            // A runtime list's texts.
            "compose.recipients.title": "Empfänger",
            "compose.recipients.footer": "Empfänger sehen einander.",
            "compose.recipients.everyone": "Alle",
        ]
        let asked = Mutex<Set<String>>([])

        func string(forKey key: String, table: String, default text: String) -> String {
            asked.withLock { _ = $0.insert(table + ":" + key) }
            return table == "Localizable" ? Self.localizable[key] ?? text : text
        }
    }

    @Test func swiftGenStyleKeys_findEveryText_andTheStableKeyWhereTheSpecNamesNone() {
        PickListLocalization.withLocalizer(AppLocalizer()) {
            #expect(Appearance.listTitle == "Erscheinungsbild")
            #expect(Appearance.sections.map(\.title) == ["Design"])
            #expect(Appearance.sections.map(\.footer) == ["Dunkel folgt nachts dem System."])
            #expect(Appearance.allCases.map(\.title) == ["Hell", "Dunkel", "Wie das System"])
            #expect(Appearance.dark.subtitle == "Schont die Augen")
            #expect(Appearance.Selection([.dark]).summary == "Dunkel")
        }
    }

    @Test func explicitKeysWithDashes_findEveryText() {
        PickListLocalization.withLocalizer(AppLocalizer()) {
            #expect(ExpandMedia.listTitle == "Medien aufklappen")
            #expect(ExpandMedia.allCases.map(\.title) == ["Standard", "Alle zeigen", "Alle verbergen"])
            #expect(ExpandMedia.sections.map(\.footer) == ["Medien in heiklen Beiträgen bleiben verborgen."])
            #expect(ExpandMedia.allCases.map(\.rawValue) == ["default", "show", "hide"])
        }
    }

    @Test func textKeys_findTheTranslationsOfTheEnglishTexts_andAnUntranslatedTextShowsItself() {
        PickListLocalization.withLocalizer(AppLocalizer()) {
            #expect(Browsers.listTitle == "Links öffnen in")
            #expect(Browsers.allCases.map(\.title) == ["In-App-Browser", "Safari", "Chrome"])
            #expect(Browsers.chrome.subtitle == "Braucht die Chrome-App")
            #expect(Browsers.Row.all.title == "Jeder Browser")
            #expect(Browsers.Selection([]).summary == "Kein Browser")
            #expect(Browsers.Selection([.safari, .chrome]).summary == "2 Browser")
            #expect(Browsers.search("app") == [.inAppBrowser])
            #expect(Browsers.search("chrome") == [.chrome])
        }
    }

    @Test func runtimeList_readsItsTextsUnderTheAppKeys() {
        PickListLocalization.withLocalizer(AppLocalizer()) {
            let rows = Recipients.Rows<Int>([PickListEntry(id: 1, title: "Ada"), PickListEntry(id: 2, title: "Bob")])
            #expect(Recipients.definition.displayedTitle == "Empfänger")
            #expect(Recipients.definition.displayedAllRowTitle == "Alle")
            #expect(Recipients.definition.displayedFooter == "Empfänger sehen einander.")
            #expect(rows.sections.first?.rows.first == .all)
        }
    }

    @Test func everyKeyAsked_isOneTheAppHas_orAStableKeyOfATextNoSpecKeys() {
        let localizer = AppLocalizer()
        PickListLocalization.withLocalizer(localizer) {
            _ = Appearance.listTitle
            _ = Appearance.sections
            _ = Appearance.allCases.map { ($0.title, $0.subtitle) }
            _ = ExpandMedia.listTitle
            _ = ExpandMedia.sections
            _ = ExpandMedia.allCases.map(\.title)
            _ = Browsers.listTitle
            _ = Browsers.allCases.map { ($0.title, $0.subtitle) }
            _ = Browsers.Row.all.title
            _ = Recipients.definition.displayedTitle
            _ = Recipients.definition.displayedFooter
        }
        let asked = localizer.asked.withLock { $0 }
        let appKeys = Set(AppLocalizer.localizable.keys.map { "Localizable:" + $0 })
        // Safari's translation is the English text: the app's table has no entry for it.
        #expect(asked.subtracting(appKeys) == ["Localizable:Safari"])
    }

    @Test func withoutALocalizer_theSpecTextsShow() {
        PickListLocalization.withLocalizer(nil) {
            #expect(Appearance.listTitle == "Appearance")
            #expect(ExpandMedia.allCases.map(\.title) == ["Default", "Show all", "Hide all"])
            #expect(Browsers.Selection([.safari, .chrome]).summary == "2 browsers")
        }
    }

    @Test func definition_carriesTheAppKeys() {
        let keys = Appearance.definition.localization
        #expect(keys?.table == "Localizable")
        #expect(keys?.style == .stable)
        #expect(keys?.appKeys["Appearance.light.title"] == "Scene.Settings.Appearance.Light")
        #expect(Browsers.definition.localization?.style == .text)
    }
}
