@testable import PickListStrings
import Testing
@testable import PickListCompiler

/// The translation keys of footers: `<Name>.section.<id>.footer` under a section,
/// `<Name>.footer` under the rows of a list without sections, exported by `picklist strings`.
@Suite struct SettingsKeyLocalizationTests {
    @Test func sectionFooters_haveKeysUnderTheirSection() throws {
        let yaml = """
        name: Previews
        title: Show Previews
        selection: single
        localization: true
        sections:
          - title: When
            footer: Previews show the start of each message.
            items: [Always]
          - title: Otherwise
            items: [Never]
        """
        let spec = try #require(LocalizedTextTests.spec(yaml))
        let footers = spec.localizedTexts.filter { $0.key.hasSuffix(".footer") }
        #expect(footers.map(\.key) == ["Previews.section.when.footer"])
        #expect(footers.map(\.source) == ["Previews show the start of each message."])
    }

    @Test func listFooter_hasTheListsKey() throws {
        let yaml = """
        name: Filter
        title: Filter
        selection: multiple
        localization: true
        footer: Only matching mail is shown.
        items: [Unread]
        """
        let spec = try #require(LocalizedTextTests.spec(yaml))
        #expect(spec.localizedTexts.map(\.key).contains("Filter.footer"))
        #expect(spec.localizedTexts.first { $0.key == "Filter.footer" }?.source == "Only matching mail is shown.")
    }

    @Test func runtimeListFooter_hasTheListsKey() throws {
        let yaml = """
        name: Inbox
        title: Inbox
        selection: multiple
        rows: runtime
        localization: true
        footer: Swipe to archive.
        """
        let spec = try #require(LocalizedTextTests.spec(yaml))
        let footers = spec.localizedTexts.filter { $0.key.hasSuffix(".footer") }
        #expect(footers.map(\.key) == ["Inbox.footer"])
        #expect(footers.map(\.source) == ["Swipe to archive."])
    }
}
