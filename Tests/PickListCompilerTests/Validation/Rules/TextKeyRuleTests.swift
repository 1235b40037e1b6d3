import PickListKit
import Testing
@testable import PickListCompiler

// The app's own translation keys (`title_key`, `subtitle_key`, `footer_key`) and
// `localization: {keys: text}`: what a valid spec resolves to, and one failing fixture per
// mistake with the exact diagnostics.

@Suite struct TextKeyRuleTests {
    @Test func appKeys_replaceTheStableKeysOfTheirTexts_andOthersKeepTheirs() throws {
        let spec = try #require(ValidationHarness.spec("""
        name: Appearance
        title: Appearance
        title_key: Scene.Settings.Title
        selection: multiple
        localization: {table: Localizable}
        all: {title: Both, title_key: Scene.Settings.Both}
        sections:
          - title: Theme
            title_key: Scene.Settings.Theme
            footer: At night.
            footer_key: Scene.Settings.Footer
            items:
              - id: light
                title: Light
                subtitle: Bright
                title_key: Scene.Settings.Light
                subtitle_key: Scene.Settings.Light.Subtitle
              - Dark
        """))
        let keys = try #require(spec.localizationKeys)
        #expect(keys.table == "Localizable")
        #expect(keys.key(for: keys.listTitle, text: "Appearance") == "Scene.Settings.Title")
        #expect(keys.key(for: keys.allRowTitle, text: "Both") == "Scene.Settings.Both")
        #expect(keys.key(for: keys.sectionTitle(id: "theme"), text: "Theme") == "Scene.Settings.Theme")
        #expect(keys.key(for: keys.sectionFooter(id: "theme"), text: "At night.") == "Scene.Settings.Footer")
        #expect(keys.key(for: keys.itemTitle(id: "light"), text: "Light") == "Scene.Settings.Light")
        #expect(keys.key(for: keys.itemSubtitle(id: "light"), text: "Bright") == "Scene.Settings.Light.Subtitle")
        #expect(keys.key(for: keys.itemTitle(id: "dark"), text: "Dark") == "Appearance.dark.title")
        #expect(spec.appKeys.map(\.appKey) == [
            "Scene.Settings.Title", "Scene.Settings.Both", "Scene.Settings.Theme", "Scene.Settings.Footer",
            "Scene.Settings.Light", "Scene.Settings.Light.Subtitle",
        ])
    }

    @Test func keysText_makesEachTextItsOwnKey_exceptWhereTheAppNamesOne() throws {
        let spec = try #require(ValidationHarness.spec("""
        name: Browsers
        title: Open links in
        selection: single
        localization: {keys: text}
        items:
          - Safari
          - id: chrome
            title: Chrome
            title_key: browser.chrome
        """))
        let keys = try #require(spec.localizationKeys)
        #expect(keys.style == .text)
        #expect(keys.key(for: keys.listTitle, text: "Open links in") == "Open links in")
        #expect(keys.key(for: keys.itemTitle(id: "safari"), text: "Safari") == "Safari")
        #expect(keys.key(for: keys.itemTitle(id: "chrome"), text: "Chrome") == "browser.chrome")
    }

    @Test func keysText_withTwoItemsOfOneTitle_isAnErrorWithANoteAtTheOther() {
        let yaml = """
        title: Sort
        selection: single
        localization: {keys: text}
        sections:
          - title: Ascending
            items:
              - {id: nameUp, title: Name}
          - title: Descending
            items:
              - {id: nameDown, title: Name}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "10:9: error: two items have the title 'Name', which is their translation key under 'keys: text'; give one a 'title_key' of its own [duplicate-text-key] note 7:9: the other item is here",
        ])
    }

    @Test func oneAppKey_forTwoDifferentTexts_isAnErrorAtBoth() {
        let yaml = """
        title: Sort
        selection: single
        localization: true
        items:
          - {id: up, title: Ascending, title_key: sort.order}
          - {id: down, title: Descending, title_key: sort.order}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:46: error: the key 'sort.order' stands for 'Ascending' and for 'Descending'; one key has one translation, so give each text a key of its own [conflicting-key] note 5:43: 'Ascending' is keyed here",
        ])
    }

    @Test func oneAppKey_forOneTextTwice_isFine() throws {
        _ = try #require(ValidationHarness.spec("""
        title: Sort
        selection: single
        localization: true
        sections:
          - title: Today
            items: [{id: a, title: Open, title_key: common.open}]
          - title: Later
            items: [{id: b, title: Open, title_key: common.open}]
        """))
    }

    @Test func appKeys_onAListThatIsNotLocalized_areWarningsAtEach() {
        let yaml = """
        title: Sort
        title_key: sort.title
        selection: single
        items:
          - {id: up, title: Ascending, title_key: sort.up}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "2:12: warning: 'title_key' does nothing: the list is not localized, so its texts are never translated; add 'localization: true' (with 'table:' naming the app's table) or remove 'title_key' [unused-key]",
            "5:43: warning: 'title_key' does nothing: the list is not localized, so its texts are never translated; add 'localization: true' (with 'table:' naming the app's table) or remove 'title_key' [unused-key]",
        ])
    }

    @Test func subtitleKey_withoutASubtitle_andFooterKeyWithoutAFooter_areWarnings() {
        let yaml = """
        title: Sort
        selection: single
        localization: true
        footer_key: sort.footer
        items:
          - {id: up, title: Ascending, subtitle_key: sort.up.subtitle}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: warning: 'footer_key' names the key of the footer, but there is no 'footer'; add the text or remove 'footer_key' [unused-key]",
            "6:32: warning: 'subtitle_key' names the key of the subtitle, but there is no 'subtitle'; add the text or remove 'subtitle_key' [unused-key]",
        ])
    }

    @Test func badKeys_areLocatedErrors_andMisspeltOnesAreSuggested() {
        let yaml = """
        title: Sort
        selection: single
        localization: {keys: texts}
        items:
          - {id: up, title: Ascending, title_key: ""}
          - {id: down, title: Descending, title_key: "sort\\tdown"}
          - {id: none, title: None, titel_key: sort.none}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:22: error: invalid value 'texts' for 'keys'; expected 'stable' or 'text' [invalid-value] (did you mean 'text'?)",
            "5:43: error: 'title_key' cannot be empty; write the app's key of the text, or remove 'title_key' [invalid-value]",
            "6:46: error: 'title_key' 'sort\\tdown' holds a control character (a line break or tab); a translation key is one line of text [invalid-value]",
            "7:29: error: unknown key 'titel_key' in an item [unknown-key] (did you mean 'title_key'?)",
        ])
    }

    @Test func defaultTexts_takesIncludeOrOmit() throws {
        let yaml = """
        title: Sort
        selection: single
        localization: {keys: text, default_texts: none}
        items: [Date, Name]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:43: error: invalid value 'none' for 'default_texts'; expected 'include' or 'omit' [invalid-value]",
        ])
        let omit = try #require(ValidationHarness.spec(yaml.replacingOccurrences(of: "none}", with: "omit}")))
        #expect(omit.localization == Spec.Localization(keys: .text, defaultTexts: .omit))
    }

    @Test func footerKey_onAListWithSections_belongsToASection() {
        let yaml = """
        title: Sort
        selection: single
        localization: true
        footer_key: sort.footer
        sections:
          - title: Order
            items: [Ascending]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: a list with 'sections' shows a footer under each section: move 'footer_key' into the section whose footer it keys [misplaced-footer]",
        ])
    }
}

@Suite struct LanguageRuleTests {
    @Test func language_isRead_andLeftOutMeansTheDefault() throws {
        let german = try #require(ValidationHarness.spec("""
        title: Obst
        selection: multiple
        language: pt_BR
        items: [Apfel]
        """))
        #expect(german.language == "pt_BR")
        let english = try #require(ValidationHarness.spec("""
        title: Fruit
        selection: multiple
        items: [Apple]
        """))
        #expect(english.language == nil)
    }

    @Test func languageThatIsNoLocaleIdentifier_isALocatedError() {
        #expect(ValidationHarness.lint("""
        title: Fruit
        selection: multiple
        language: English
        items: [Apple]
        """) == [
            "3:11: error: invalid language 'English': write the language the texts are in as a locale identifier, such as 'en', 'de' or 'pt_BR' [invalid-value]",
        ])
    }
}
