import Foundation
import Testing
@testable import PickListCompiler

/// `localization`: its forms, section ids, and the translation keys a localized list must
/// keep unique (they are built from the list's name and ids).
@Suite struct ValidationLocalizationTests {
    @Test func absent_isNotLocalized_andSectionsStillGetIDs() throws {
        let spec = try #require(ValidationHarness.spec("""
        name: Fruit
        title: Fruit
        selection: single
        sections:
          - title: Orchard fruit
            items: [Apple]
        """))
        #expect(spec.localization == nil)
        #expect(spec.localizationKeys == nil)
        #expect(spec.sections.map(\.id) == ["orchardFruit"])
    }

    @Test func true_usesTheDefaultTable() throws {
        let spec = try #require(ValidationHarness.spec("""
        name: Fruit
        title: Fruit
        selection: single
        localization: true
        items: [Apple]
        """))
        #expect(spec.localization == Spec.Localization(table: nil))
        #expect(spec.localizationKeys?.table == "PickLists")
    }

    @Test func mappingWithTable_namesTheTable_andFalseIsOff() throws {
        let named = try #require(ValidationHarness.spec("""
        name: Fruit
        title: Fruit
        selection: single
        localization: {table: Groceries}
        items: [Apple]
        """))
        #expect(named.localizationKeys?.table == "Groceries")
        let off = try #require(ValidationHarness.spec("""
        title: Fruit
        selection: single
        localization: false
        items: [Apple]
        """))
        #expect(off.localization == nil)
    }

    @Test func invalidForms_areLocatedErrors() {
        #expect(ValidationHarness.lint("""
        title: Fruit
        selection: single
        localization: {table: "../Shared", tabel: x}
        items: [Apple]
        """) == [
            "3:23: error: invalid table '../Shared': a table names the files '../Shared.xcstrings' and '../Shared.strings', so it may contain only letters, digits, '_', '-' and '.', and not start with '.' [invalid-value]",
            "3:36: error: unknown key 'tabel' in 'localization' [unknown-key] (did you mean 'table'?)",
        ])
        #expect(ValidationHarness.lint("""
        title: Fruit
        selection: single
        localization: [de, fr]
        items: [Apple]
        """) == ["3:15: error: 'localization' must be true, false or a mapping (table, keys, default_texts), not a sequence [wrong-type]"])
    }

    @Test func tableAtTheTopOfAList_isSaidToBelongUnderLocalization() {
        #expect(ValidationHarness.lint("""
        title: Fruit
        selection: single
        table: Groceries
        items: [Apple]
        """) == [
            "3:1: error: unknown key 'table' in a list: it belongs under 'localization:' ('localization:' then '  table: PickLists') [unknown-key]",
        ])
    }

    @Test func sectionsDerivingOneID_areAnError_withANoteAtTheFirst() {
        #expect(ValidationHarness.lint("""
        title: Fruit
        selection: single
        localization: true
        sections:
          - title: Stone fruit
            items: [Plum]
          - title: Stone-Fruit
            items: [Cherry]
        """) == [
            "7:12: error: the section 'Stone-Fruit' has the translation key 'Sample.section.stoneFruit', which the section 'Stone fruit' has already; give the section an 'id:' of its own [duplicate-id] note 5:12: the section 'Stone fruit' is here",
        ])
    }

    @Test func sectionsDerivingOneID_areFine_whenNotLocalized_orGivenIDs() {
        #expect(ValidationHarness.lint("""
        title: Fruit
        selection: single
        sections:
          - title: Stone fruit
            items: [Plum]
          - title: Stone-Fruit
            items: [Cherry]
        """) == [])
        #expect(ValidationHarness.lint("""
        title: Fruit
        selection: single
        localization: true
        sections:
          - title: Stone fruit
            items: [Plum]
          - title: Stone-Fruit
            id: drupes
            items: [Cherry]
        """) == [])
    }

    /// A duplicated item is one `duplicate-id`: no second error for the key it would share,
    /// and none for a stable key the list does not use (its items have `title_key`, or the
    /// list keys texts by themselves).
    @Test func duplicatedItem_isOneError_namingNoKeyTheListDoesNotUse() {
        #expect(ValidationHarness.lint("""
        name: ToneRepro
        title: Tone
        selection: single
        localization: {table: Localizable}
        items:
          - {id: message.caf, title: Message, title_key: Tone.Message}
          - {id: message.caf, title: Message again, title_key: Tone.MessageAgain}
          - {id: note.caf, title: Note}
          - {id: note.caf, title: Note again}
        """) == [
            "7:10: error: duplicate id 'message.caf': every item of a list needs its own id [duplicate-id] note 6:10: 'message.caf' first defined here",
            "9:10: error: duplicate id 'note.caf': every item of a list needs its own id [duplicate-id] note 8:10: 'note.caf' first defined here",
        ])
        #expect(ValidationHarness.lint("""
        title: Tone
        selection: single
        localization: {keys: text}
        items:
          - {id: a, title: A}
          - {id: a, title: B}
        """) == [
            "6:10: error: duplicate id 'a': every item of a list needs its own id [duplicate-id] note 5:10: 'a' first defined here",
        ])
    }

    @Test func itemNamedSection_besideSectionWithIDTitle_collide() {
        #expect(ValidationHarness.lint("""
        title: Fruit
        selection: single
        localization: true
        sections:
          - title: Title
            items:
              - section: Section
        """) == [
            "7:9: error: the title of the item 'section' has the translation key 'Sample.section.title', which the section 'Title' has already; change the item's id [duplicate-id] note 5:12: the section 'Title' is here",
        ])
    }

    @Test func sectionTitleWithoutALetter_needsAnID_whenLocalized() {
        let yaml = """
        title: Fruit
        selection: single
        localization: true
        sections:
          - title: "🍎"
            items: [Apple]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:12: error: cannot derive an id from the section title '🍎' (it has no letter or digit), and a localized list keys each section's title by its id; add 'id:' to the section [underivable-id]",
        ])
        #expect(ValidationHarness.lint(yaml.replacingOccurrences(of: "localization: true\n", with: "")) == [])
    }

    @Test func invalidSectionID_isAnInvalidID() {
        #expect(ValidationHarness.lint("""
        title: Fruit
        selection: single
        sections:
          - title: Stone fruit
            id: stone fruit
            items: [Plum]
        """) == [
            "5:9: error: invalid id 'stone fruit': a section's id may contain only letters, digits and underscores [invalid-id] (did you mean 'stoneFruit'?)",
        ])
    }
}
