import PickListKit
import Testing
@testable import PickListCompiler

// The keys of lists whose shown rows differ from screen to screen: sections without a header,
// `subsets`, `required` on multiple lists, `searchable: {in: […]}`, and the warning for an item
// whose id is `all` beside an all-row. What a valid spec resolves to, and each mistake's exact
// diagnostics.

@Suite struct ScreenKeyRuleTests {
    // MARK: Sections without a header

    @Test func sectionsWithoutTitle_resolveToUntitledSections_withoutIDs() throws {
        let spec = try #require(ValidationHarness.spec("""
        title: Sound
        selection: single
        localization: true
        sections:
          - items: [Silent]
          - title: Tones
            items: [Chime, Radar]
          - items: [Classic]
        """))
        #expect(spec.sections.map(\.title) == [nil, "Tones", nil])
        #expect(spec.sections.map(\.id) == [nil, "tones", nil])
        // No title key for a section without a header.
        let keys = spec.localizedTexts.map(\.key).filter { $0.contains(".section.") }
        #expect(keys == ["Sample.section.tones"])
    }

    @Test func anEmptyOrBlankSectionTitle_isAnError_whoseHintSaysLeaveItOut() {
        let yaml = """
        title: Sound
        selection: single
        sections:
          - title: ""
            items: [Silent]
          - title: "  "
            items: [Chime]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:12: error: the title of a section cannot be empty; leave 'title' out for a section without a header [invalid-value]",
            "6:12: error: the title of a section cannot be blank; leave 'title' out for a section without a header [invalid-value]",
        ])
    }

    @Test func aTitleKeyOnASectionWithoutTitle_isAnUnusedKey() {
        let yaml = """
        title: Sound
        selection: single
        localization: true
        sections:
          - title_key: sound.none
            items: [Silent]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: warning: 'title_key' names the key of the title, but there is no 'title'; add the text or remove 'title_key' [unused-key]",
        ])
    }

    @Test func twoUntitledSectionsWithFooters_inALocalizedList_shareOneKey() {
        let yaml = """
        title: Sound
        selection: single
        localization: true
        sections:
          - items: [Silent]
            footer: Silent.
          - items: [Chime]
            footer: Short.
        """
        #expect(ValidationHarness.lint(yaml) == [
            "8:13: error: the footer of a section without a title has the translation key 'Sample.footer', which the footer of a section without a title has already; give one of the sections a 'title' (a titled section's footer is keyed by its id) [duplicate-id] note 6:13: the footer of a section without a title is here",
        ])
    }

    // MARK: required on multiple lists

    @Test func required_onAMultipleList_isValid() throws {
        let spec = try #require(ValidationHarness.spec("""
        title: Topics
        selection: multiple
        required: true
        min: 0
        items: [News, Sports]
        """))
        #expect(spec.required)
        #expect(spec.min == 0)
    }

    @Test func required_withAMinimumOfOneOrMore_isAnError_withANoteAtMin() {
        let yaml = """
        title: Topics
        selection: multiple
        min: 1
        required: true
        items: [News, Sports]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: 'required' and 'min: 1' both ask for a selection: 'min' refuses the tap that would deselect below 1, 'required' lets it through and marks the list invalid until an item is selected (isValid); keep one of them [required-with-min] note 3:1: 'min' is here",
        ])
    }

    // MARK: searchable

    @Test func searchableIn_namesTheFields_inPickListKitsOrder() throws {
        let spec = try #require(ValidationHarness.spec("""
        title: Voice
        selection: single
        searchable:
          in: [section, subtitle, title]
        items: [Ava, Tom]
        """))
        #expect(spec.searchable)
        #expect(spec.searchFields == [.title, .subtitle, .section])
        let plain = try #require(ValidationHarness.spec("title: Voice\nselection: single\nsearchable: true\nitems: [Ava]"))
        #expect(plain.searchable && plain.searchFields == nil)
        let off = try #require(ValidationHarness.spec("title: Voice\nselection: single\nsearchable: false\nitems: [Ava]"))
        #expect(!off.searchable && off.searchFields == nil)
    }

    @Test func searchableIn_withAnUnknownField_isLocated_withDidYouMean() {
        let yaml = """
        title: Voice
        selection: single
        searchable: {in: [title, subtitles, sections]}
        items: [Ava, Tom]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:26: error: unknown search field 'subtitles'; expected 'title', 'subtitle', 'keywords' or 'section' [invalid-value] (did you mean 'subtitle'?)",
            "3:37: error: unknown search field 'sections'; expected 'title', 'subtitle', 'keywords' or 'section' [invalid-value] (did you mean 'section'?)",
        ])
    }

    @Test func searchableMistakes_eachHaveTheirMessage() {
        let yaml = """
        title: Voice
        selection: single
        searchable: {in: []}
        items: [Ava]
        ---
        name: Second
        title: Voice
        selection: single
        searchable: {inn: [title]}
        items: [Ava]
        ---
        name: Third
        title: Voice
        selection: single
        searchable: {in: title, subtitle: true}
        items: [Ava]
        ---
        name: Fourth
        title: Voice
        selection: single
        searchable: yes
        items: [Ava]
        ---
        name: Fifth
        title: Voice
        selection: single
        searchable: {in: [title, title]}
        items: [Ava]
        """
        #expect(ValidationHarness.lint(yaml, path: "voices.picklist.yml") == [
            "1:1: error: missing key 'name': this file holds 5 lists, so each needs its own 'name:' (the file name can name only one) [missing-key]",
            "3:18: error: 'in' is empty, so search would match nothing; name a field ('title', 'subtitle', 'keywords' or 'section'), or write 'searchable: false' [invalid-value]",
            "9:14: error: unknown key 'inn' in 'searchable' [unknown-key] (did you mean 'in'?)",
            "15:18: error: 'in' must be a sequence of fields ('title', 'subtitle', 'keywords' or 'section'), not 'title' [wrong-type] (did you mean '[title]'?)",
            "15:25: error: unknown key 'subtitle' in 'searchable'; expected one of: in [unknown-key]",
            "21:13: error: 'searchable' must be true, false or a mapping ('in: [title, subtitle, keywords, section]'), not 'yes' [wrong-type] (did you mean 'true'?)",
            "27:26: warning: 'in' lists 'title' twice [repeated-entry] note 27:19: first listed here",
        ])
    }

    // MARK: subsets

    @Test func subsets_resolveInTheOrderWritten() throws {
        let spec = try #require(ValidationHarness.spec("""
        title: Duration
        selection: single
        default: oneHour
        subsets:
          poll: [fiveMinutes, oneHour]
          filter: [oneDay]
        items:
          - {id: fiveMinutes, title: 5 minutes}
          - {id: oneHour, title: 1 hour}
          - {id: oneDay, title: 1 day}
        """))
        #expect(spec.subsets.map(\.name) == ["poll", "filter"])
        #expect(spec.subsets.map(\.ids) == [["fiveMinutes", "oneHour"], ["oneDay"]])
    }

    @Test func aSubsetNamingAnUnknownItem_suggestsTheID() {
        let yaml = """
        title: Duration
        selection: single
        subsets:
          poll: [fiveMinute, 1 hour, oldDay]
        items:
          - {id: fiveMinutes, title: 5 minutes}
          - {id: oneHour, title: 1 hour}
          - {id: oneDay, title: 1 day, renamed_from: [oldDay]}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: the subset 'poll' names 'fiveMinute', but no item has that id [unknown-subset-item] (did you mean 'fiveMinutes'?)",
            "4:22: error: the subset 'poll' names '1 hour', but no item has that id (a subset lists ids, not titles) [unknown-subset-item] (did you mean 'oneHour'?)",
            "4:30: error: the subset 'poll' names 'oldDay', which was renamed to 'oneDay' [unknown-subset-item] (did you mean 'oneDay'?)",
        ])
    }

    @Test func subsetMistakes_eachHaveTheirMessage() {
        let yaml = """
        title: Duration
        selection: multiple
        min: 2
        subsets:
          poll: []
          poll screen: [a]
          default: [a]
          2nd: [a]
          name: [a]
          one: a
          short: [a, b, a]
        items: [A, B, C]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:9: error: the subset 'poll' is empty, so a screen showing it would have no rows; list its items' ids, or remove it [invalid-subset]",
            "6:3: error: invalid subset name 'poll screen': it names a Swift member ('.poll screen' in 'Selection(subset:)'), so it may contain only letters, digits and underscores [invalid-subset] (did you mean 'pollScreen'?)",
            "7:3: error: invalid subset name 'default': it names a Swift member ('.default' in 'Selection(subset:)'), so it is a name Swift or the subset type already uses [invalid-subset] (did you mean 'defaultItems'?)",
            "8:3: error: invalid subset name '2nd': it names a Swift member ('.2nd' in 'Selection(subset:)'), so it cannot start with a digit [invalid-subset]",
            "9:3: error: invalid subset name 'name': it names a Swift member ('.name' in 'Selection(subset:)'), so it is a name Swift or the subset type already uses [invalid-subset] (did you mean 'nameItems'?)",
            "10:8: error: the subset 'one' must be a sequence of item ids, not 'a' [wrong-type] (did you mean '[a]'?)",
            "11:17: warning: the subset 'short' lists 'a' twice [repeated-entry] note 11:11: first listed here",
        ])
    }

    @Test func aSubsetWithFewerEnabledItemsThanMin_couldNeverBeValid() {
        let yaml = """
        title: Duration
        selection: multiple
        min: 2
        subsets:
          short: [a, d]
        items:
          - A
          - B
          - {id: d, title: D, enabled: false}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:3: error: the subset 'short' has 1 enabled item, fewer than 'min' (2), so a selection showing it could never be valid; add items to it, or lower 'min' [bounds]",
        ])
    }

    @Test func aSubsetOfDisabledItemsOnly_isAWarning() {
        let yaml = """
        title: Duration
        selection: single
        subsets:
          off: [b]
        items:
          - A
          - {id: b, title: B, enabled: false}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:3: warning: every item of the subset 'off' is disabled ('enabled: false'), so nothing can be selected on a screen showing it [all-disabled]",
        ])
    }

    @Test func subsets_onARuntimeList_areAnError_withANoteAtRows() {
        let yaml = """
        title: Servers
        selection: single
        rows: runtime
        subsets:
          main: [eu]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: 'subsets' names items, but the app supplies the rows of a 'rows: runtime' list; remove 'subsets' (the app shows the rows a screen needs) [invalid-subset] note 3:1: 'rows: runtime' is here",
        ])
    }

    // MARK: An item called all

    @Test func anItemWithTheIDAll_besideAnAllRow_isAWarning_thatSaysHowToRename() {
        let yaml = """
        title: Filters
        selection: multiple
        all: {title: Everything}
        items:
          - {id: all, title: All mail}
          - Unread
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:10: warning: the item id 'all' is also the name of the all-row ('picklist preview --tap all' cannot tell them apart); give the item another id, such as 'allItems', with 'renamed_from: [all]' so saved selections still read it (a 'swift_name' does not help: preview and saved selections use the id) [all-row-id] note 3:1: the all-row is declared here",
        ])
        // Without an all-row, an item may be called all.
        #expect(ValidationHarness.lint("title: Filters\nselection: multiple\nitems: [{id: all, title: All mail}, Unread]").isEmpty)
    }
}
