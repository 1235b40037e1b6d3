import PickListKit
import Testing
@testable import PickListCompiler

// Texts from the app's format keys: `title_arguments` (`subtitle_arguments`) filling in a
// title that is a printf format shared under one `title_key`, and `summary_keys`. What a
// valid spec resolves to, and one failing fixture per mistake with the exact diagnostics.

@Suite struct FormatKeyRuleTests {
    static let hours = """
    name: AutoLock
    title: Auto-Lock
    selection: single
    items:
      - id: eightHours
        title: "%lld hours"
        title_key: XHours
        title_arguments: [8]
      - id: day
        title: "%lld hours"
        title_key: XHours
        title_arguments: [24]
      - id: speed
        title: "%1$@ at %2$.1f×"
        title_key: XAtY
        title_arguments: [Play, 1.5]
    """

    @Test func titleArguments_areReadAsIntegersNumbersAndTexts_andFillTheFormatIn() throws {
        let spec = try #require(ValidationHarness.spec(Self.hours))
        #expect(spec.items.map(\.titleArguments) == [[.integer(8)], [.integer(24)], [.text("Play"), .number(1.5)]])
        #expect(spec.items.map(\.title) == ["%lld hours", "%lld hours", "%1$@ at %2$.1f×"])
        #expect(spec.items.map { ListModel.entry(of: $0).title } == ["8 hours", "24 hours", "Play at 1.5×"])
    }

    @Test func aFormatKeyOfAListThatIsNotLocalized_isNoUnusedKey() {
        #expect(ValidationHarness.lint(Self.hours).isEmpty)
    }

    @Test func titleArguments_onATitleWithoutPlaceholder_isAnError() {
        #expect(ValidationHarness.lint("""
        name: AutoLock
        title: Auto-Lock
        selection: single
        items:
          - id: eightHours
            title: Eight hours
            title_key: XHours
            title_arguments: [8]
          - Never
        """) == [
            "8:5: error: 'title_arguments' fills in a title that is a format, but 'Eight hours' has no placeholder; write the format the items share as the title ('%lld hours', '%@ and %@'), or remove 'title_arguments' [format-arguments] note 6:12: the title is here",
        ])
    }

    @Test func titleArguments_withoutTitleKey_isAnError() {
        #expect(ValidationHarness.lint("""
        name: AutoLock
        title: Auto-Lock
        selection: single
        items:
          - id: eightHours
            title: "%lld hours"
            title_arguments: [8]
          - Never
        """) == [
            "7:5: error: 'title_arguments' fills in a format shared under the app's key, but the item has no 'title_key'; add the key the app's catalog holds the format under ('title_key: XHours') [format-arguments]",
        ])
    }

    @Test func anArgumentCountOtherThanTheFormats_isAnError() {
        #expect(ValidationHarness.lint("""
        name: AutoLock
        title: Auto-Lock
        selection: single
        items:
          - id: eightHours
            title: "%lld hours and %lld minutes"
            title_key: XHoursYMinutes
            title_arguments: [8]
          - Never
        """) == [
            "8:22: error: the title '%lld hours and %lld minutes' takes 2 arguments, but 'title_arguments' gives 1; write one argument per placeholder [format-arguments] note 6:12: the title is here",
        ])
    }

    @Test func anArgumentOfTheWrongKind_isAnError() {
        #expect(ValidationHarness.lint("""
        name: AutoLock
        title: Auto-Lock
        selection: single
        items:
          - id: eightHours
            title: "%lld hours"
            title_key: XHours
            title_arguments: [eight]
          - Never
        """) == [
            "8:23: error: argument 1 of 'title_arguments' fills '%lld', which takes an integer, not the text 'eight'; write an integer, or use '%@' for a text [format-arguments]",
        ])
    }

    @Test func itemsSharingAKey_withDifferentFormats_isAnError_localizedOrNot() {
        let notLocalized = """
        name: AutoLock
        title: Auto-Lock
        selection: single
        items:
          - id: eightHours
            title: "%lld hours"
            title_key: XHours
            title_arguments: [8]
          - id: day
            title: "%lld hrs"
            title_key: XHours
            title_arguments: [24]
        """
        #expect(ValidationHarness.lint(notLocalized) == [
            "9:5: error: the items sharing the key 'XHours' share its format, but this one is '%lld hrs' and another '%lld hours'; write one format for the key, or give this item a key of its own [conflicting-key] note 5:5: '%lld hours' is keyed here",
        ])
        let localized = notLocalized.replacingOccurrences(of: "selection: single", with: "selection: single\nlocalization: true")
        #expect(ValidationHarness.lint(localized) == [
            "10:5: error: the items sharing the key 'XHours' share its format, but this one is '%lld hrs' and another '%lld hours'; write one format for the key, or give this item a key of its own [conflicting-key] note 6:5: '%lld hours' is keyed here",
        ])
    }

    @Test func aBadPlaceholder_isAnError_atTheTitle() {
        #expect(ValidationHarness.lint("""
        name: AutoLock
        title: Auto-Lock
        selection: single
        items:
          - id: eightHours
            title: "%s hours"
            title_key: XHours
            title_arguments: [8]
          - Never
        """) == [
            "6:12: error: the title '%s hours' is a format ('title_arguments' fills it in), but '%s' is not a placeholder picklist fills ('s' is not a conversion picklist fills); write '%d' or '%lld' for an integer, '%f' or '%.1f' for a number, '%@' for a text, '%%' for a percent sign [format-placeholder]",
        ])
    }

    @Test func argumentsThatAreNotASequence_isAnError() {
        #expect(ValidationHarness.lint("""
        name: AutoLock
        title: Auto-Lock
        selection: single
        items:
          - id: eightHours
            title: "%lld hours"
            title_key: XHours
            title_arguments: 8
          - Never
        """) == [
            "8:22: error: 'title_arguments' must be a sequence of the format's arguments (`[8]`, `[1.5, Safari]`), not '8' [format-arguments]",
        ])
    }

    @Test func summaryKeys_nameTheAppsFormatKey_whoseTextIsTheKeyItself() throws {
        let spec = try #require(ValidationHarness.spec("""
        name: Tabs
        title: Tabs
        selection: multiple
        localization: {table: Localizable}
        summary_keys: {other: "%i Selected"}
        items: [Inbox, Sent]
        """))
        #expect(spec.summaryKeys == [.other: "%i Selected"])
        #expect(spec.summary.other == "%i Selected")
        #expect(spec.summary.countFormats == [.other])
        #expect(spec.summary.isCountFormat(.all))
        let keys = try #require(spec.localizationKeys)
        #expect(keys.key(for: keys.summary(.other), text: "%i Selected") == "%i Selected")
        #expect(keys.key(for: keys.summary(.all), text: "%i Selected") == "%i Selected")
    }

    @Test func summaryKeys_withASummaryText_useItAsTheDevelopmentFormat() throws {
        let spec = try #require(ValidationHarness.spec("""
        name: Tabs
        title: Tabs
        selection: multiple
        summary: {other: "%lld tabs"}
        summary_keys: {other: SelectedTabs}
        items: [Inbox, Sent]
        """))
        #expect(spec.summary.other == "%lld tabs")
        #expect(ListModel(spec).policy.summary.isCountFormat(.other))
    }

    @Test func aSummaryKeyThatDoesNotTakeTheCount_isAnError() {
        #expect(ValidationHarness.lint("""
        name: Tabs
        title: Tabs
        selection: multiple
        summary_keys: {other: SelectedTabs, all: "%@ of all"}
        items: [Inbox, Sent]
        """) == [
            "4:23: error: the key 'SelectedTabs', which is its own development text, must take the count as its only argument, one integer placeholder such as '%lld' or '%d' ('%lld Selected'); it takes 0 [format-arguments]",
            "4:42: error: the key '%@ of all', which is its own development text, must take the count as its only argument, one integer placeholder such as '%lld' or '%d' ('%lld Selected'); it takes 1 [format-arguments]",
        ])
    }

    @Test func anUnknownSummaryState_isAnUnknownKey_withASuggestion() {
        #expect(ValidationHarness.lint("""
        name: Tabs
        title: Tabs
        selection: multiple
        summary_keys: {others: "%lld Selected"}
        items: [Inbox, Sent]
        """) == [
            "4:16: error: unknown key 'others' in 'summary_keys'; expected one of: none, one, other, all [unknown-key] (did you mean 'other'?)",
        ])
    }
}
