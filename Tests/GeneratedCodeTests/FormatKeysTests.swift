import PickListKit
import Testing

/// The lists of Specs/format-keys.picklist.yml take texts from the app's format keys: titles
/// that share `%lld minutes` or `%lld hours` under one `title_key`, each filled in with its
/// own number, a speed with a fraction, and a summary that is the app's `%i Selected`.
@Suite(.serialized) struct FormatKeysTests {
    /// The app's German `Localizable` table: its format keys, as Xcode's catalog holds them.
    struct GermanLocalizer: PickListLocalizer {
        var table: [String: String] = [
            "XMinutes": "%lld Minuten",
            "XHours": "%lld Stunden",
            "LocksAtXAfterYHours": "Sperrt %1$@ nach %2$lld Stunden",
            "%i Selected": "%i ausgewählt",
            "LockAfter.never.title": "Nie",
        ]
        var numberSymbols: PickListNumberSymbols { PickListNumberSymbols(decimalSeparator: ",", groupingSeparator: ".") }
        var languageIdentifier: String? { "de" }

        func string(forKey key: String, table: String, default text: String) -> String {
            table == "Localizable" ? self.table[key] ?? text : text
        }
    }

    @Test func withoutALocalizer_eachTitleIsTheFormatFilledIn() {
        #expect(LockAfter.allCases.map(\.title) == ["Never", "5 minutes", "15 minutes", "8 hours"])
        #expect(LockAfter.eightHours.subtitle == "Locks at night after 8 hours idle")
        #expect(PlaybackSpeed.allCases.map(\.title) == ["0.5×", "Normal", "1.5×", "2.0×"])
        #expect(LockAfter.definition.search("15") == [.fifteenMinutes])
        #expect(LockAfter.definition.search("minutes") == [.fiveMinutes, .fifteenMinutes])
    }

    @Test func theTranslationsFormat_isFilledIn_inTheLocalizersLanguage() {
        PickListLocalization.withLocalizer(GermanLocalizer()) {
            #expect(LockAfter.allCases.map(\.title) == ["Nie", "5 Minuten", "15 Minuten", "8 Stunden"])
            #expect(LockAfter.eightHours.subtitle == "Sperrt night nach 8 Stunden")
            #expect(LockAfter.Selection([.fifteenMinutes]).summary == "15 Minuten")
            // Not localized: the spec's format, filled in as the spec's language writes numbers.
            #expect(PlaybackSpeed.oneAndAHalf.title == "1.5×")
        }
    }

    @Test func aTranslationThatLacksOrChangesAPlaceholder_showsTheDevelopmentText() {
        var broken = GermanLocalizer()
        broken.table["XMinutes"] = "Minuten"                          // lacks %lld
        broken.table["XHours"] = "%@ Stunden"                         // a text for an integer
        broken.table["LocksAtXAfterYHours"] = "Sperrt %1$@ um %3$@"   // skips argument 2
        broken.table["%i Selected"] = "%s ausgewählt"                 // a placeholder picklist does not fill
        PickListLocalization.withLocalizer(broken) {
            #expect(LockAfter.allCases.map(\.title) == ["Nie", "5 minutes", "15 minutes", "8 hours"])
            #expect(LockAfter.eightHours.subtitle == "Locks at night after 8 hours idle")
            #expect(OpenTabs.Selection([.inbox, .sent]).summary == "2 Selected")
        }
    }

    @Test func theSummary_isTheAppsFormatKey_filledInWithTheCount() {
        var tabs = OpenTabs.Selection()
        #expect(tabs.summary == "No tabs")
        tabs = OpenTabs.Selection([.inbox])
        #expect(tabs.summary == "Inbox")
        tabs = OpenTabs.Selection([.inbox, .drafts, .sent])
        #expect(tabs.summary == "3 Selected")
        // `all` has no text of its own: it shows `other`'s format.
        #expect(OpenTabs.Selection(OpenTabs.allCases).summary == "4 Selected")
        PickListLocalization.withLocalizer(GermanLocalizer()) {
            #expect(OpenTabs.Selection([.inbox, .drafts, .sent]).summary == "3 ausgewählt")
            #expect(OpenTabs.Selection(OpenTabs.allCases).summary == "4 ausgewählt")
        }
    }
}
