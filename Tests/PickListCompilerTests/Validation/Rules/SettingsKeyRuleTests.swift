import PickListKit
import Testing
@testable import PickListCompiler

// The keys a settings screen needs (an image before a title, …): one failing fixture per
// mistake, with the exact diagnostics asserted, and the values a valid spec resolves to.

@Suite struct SymbolAndImageRuleTests {
    @Test func symbolAndImage_onOneItem_isAnErrorWithANoteAtTheSymbol() {
        let yaml = """
        title: Notifications
        selection: multiple
        items:
          - id: badges
            title: Badges
            symbol: app.badge
            image: BadgeIcon
        """
        #expect(ValidationHarness.lint(yaml) == [
            "7:5: error: an item has one image: 'symbol' (an SF Symbol), 'image' (an asset-catalog image) or 'swatch' (colours), not two; remove 'image' or 'symbol' [symbol-and-image] note 6:5: 'symbol' is given here",
        ])
    }

    @Test func symbol_thatIsNotAString_isAWrongType() {
        let yaml = """
        title: Notifications
        selection: multiple
        items:
          - id: badges
            title: Badges
            symbol: [app.badge]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:13: error: 'symbol' must be a string, not a sequence [wrong-type]",
        ])
    }

    @Test func blankImage_isAnInvalidValue() {
        let yaml = """
        title: Notifications
        selection: multiple
        items:
          - id: badges
            title: Badges
            image: "  "
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:12: error: 'image' must be the name of an image in the asset catalog, on one line [invalid-value]",
        ])
    }

    @Test func misspeltSymbol_suggestsTheKey() {
        let yaml = """
        title: Notifications
        selection: multiple
        items:
          - id: badges
            title: Badges
            symbl: app.badge
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:5: error: unknown key 'symbl' in an item [unknown-key] (did you mean 'symbol'?)",
        ])
    }

    @Test func symbolAndImage_resolveToPickListImages() throws {
        let yaml = """
        title: Notifications
        selection: multiple
        items:
          - id: sounds
            title: Sounds
            symbol: speaker.wave.2
          - id: banner
            title: Banner
            image: Banner Style
          - Lock Screen
        """
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.items.map(\.image) == [.symbol("speaker.wave.2"), .asset("Banner Style"), nil])
    }
}

@Suite struct ValueRuleTests {
    @Test func missingWrongTypedAndDuplicateValues_areLocatedErrors() {
        let yaml = """
        title: Auto-Lock
        selection: single
        value_type: int
        items:
          - id: thirtySeconds
            title: 30 Seconds
            value: 30
          - id: oneMinute
            title: 1 Minute
            value: 1 min
          - id: again
            title: Again
            value: 30
          - Never
        """
        #expect(ValidationHarness.lint(yaml) == [
            "10:12: error: 'value' must be a whole number such as 30 ('value_type: int'), not '1 min' [wrong-type]",
            "13:12: error: two items have the value '30', and 'value' is what the list stores: each value reads back as one item ('init(value:)'); if '30' is an attribute the items share rather than what the app stores for them, it does not belong in 'value' [duplicate-value] note 7:12: '30' first given here",
            "14:5: error: missing key 'value': every item of a list with 'value_type: int' needs a 'value' (write the full form, '- id: …', 'title: …', 'value: …') [missing-key]",
        ])
    }

    @Test func doubleValues_oneAndOnePointZero_areDuplicates() {
        let yaml = """
        title: Scale
        selection: single
        value_type: double
        items:
          - {id: a, title: A, value: 1}
          - {id: b, title: B, value: 1.0}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:30: error: two items have the value '1.0', and 'value' is what the list stores: each value reads back as one item ('init(value:)'); if '1.0' is an attribute the items share rather than what the app stores for them, it does not belong in 'value' [duplicate-value] note 5:30: '1.0' first given here",
        ])
    }

    @Test func boolValue_mustBeTrueOrFalse() {
        let yaml = """
        title: Visibility
        selection: single
        value_type: bool
        items:
          - {id: shown, title: Shown, value: yes}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:38: error: 'value' must be true or false ('value_type: bool'), not 'yes' [wrong-type]",
        ])
    }

    @Test func unknownValueType_suggestsTheClosest() {
        let yaml = """
        title: Auto-Lock
        selection: single
        value_type: doubel
        items:
          - {id: never, title: Never, value: 0}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:13: error: invalid value 'doubel' for 'value_type'; expected 'int', 'int32', 'int64', 'double', 'string' or 'bool' [invalid-value] (did you mean 'double'?)",
        ])
    }

    @Test func valueWithoutValueType_isMisplaced_andTheHintNamesTheType() {
        let yaml = """
        title: Auto-Lock
        selection: single
        items:
          - {id: never, title: Never, value: 0}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:31: error: an item's 'value' needs the list's 'value_type' (int, double, string or bool); add 'value_type: int' to the list [misplaced-value]",
        ])
    }

    @Test func valueTypeOnARuntimeList_isMisplaced() {
        let yaml = """
        title: Inbox
        selection: multiple
        rows: runtime
        value_type: int
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: 'value_type' applies to a list whose spec writes its items; the rows of a 'rows: runtime' list come from the app, so give their values in the app's own type [misplaced-value]",
        ])
    }

    @Test func values_resolveToTheirExactType() throws {
        let yaml = """
        title: Digest
        selection: single
        value_type: string
        items:
          - {id: daily, title: Daily, value: 30}
          - {id: off, title: Off, value: ""}
        """
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.valueType == .string)
        #expect(spec.items.map(\.value) == [.string("30"), .string("")])
    }
}

@Suite struct FooterAndRequiredRuleTests {
    @Test func footerThatIsNotText_isAWrongType() {
        let yaml = """
        title: Notifications
        selection: multiple
        sections:
          - title: Alerts
            footer: [Shown, everywhere]
            items: [Banners]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:13: error: 'footer' must be a string, not a sequence [wrong-type]",
        ])
    }

    @Test func listFooter_besideSections_isMisplaced() {
        let yaml = """
        title: Notifications
        selection: multiple
        footer: Under everything
        sections:
          - title: Alerts
            items: [Banners]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: a list with 'sections' shows a footer under each section: move 'footer' into the section it explains [misplaced-footer]",
        ])
    }

    @Test func listFooter_onARuntimeList_goesUnderTheAppsRows() throws {
        let yaml = """
        name: Inbox
        title: Inbox
        selection: multiple
        rows: runtime
        footer: "Under everything, \\"quoted\\""
        """
        #expect(ValidationHarness.lint(yaml) == [])
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.runtimeFooter == "Under everything, \"quoted\"")
        #expect(spec.sections.isEmpty)
        let swift = try #require(Template.builtin(named: "swift"))
        let text = Renderer(template: swift).render(RenderJob(
            sourcePath: "inbox.picklist.yml", displayPath: "inbox.picklist.yml", outputPath: "o", specs: [spec])).text
        #expect(text.contains("""
                selection: .multiple,
                footer: "Under everything, \\"quoted\\""
            )
        """))
        let json = try #require(Template.builtin(named: "json"))
        let jsonText = Renderer(template: json).render(RenderJob(
            sourcePath: "inbox.picklist.yml", displayPath: "inbox.picklist.yml", outputPath: "o", specs: [spec])).text
        #expect(jsonText.contains(#""footer": "Under everything, \"quoted\"",\#n      "rows": "runtime""#))
    }

    @Test func runtimeFooter_isNotAText_isAWrongType() {
        let yaml = """
        title: Inbox
        selection: multiple
        rows: runtime
        footer: [Under, everything]
        """
        #expect(ValidationHarness.lint(yaml).count == 1)
        #expect(ValidationHarness.lint(yaml).first?.hasSuffix("[wrong-type]") == true)
    }

    @Test func misspeltFooter_suggestsTheKey() {
        let yaml = """
        title: Notifications
        selection: multiple
        footr: Under the rows
        items: [Banners]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: unknown key 'footr' in a list [unknown-key] (did you mean 'footer'?)",
        ])
    }

    @Test func footers_resolveOntoTheirSections() throws {
        let yaml = """
        title: Filter
        selection: multiple
        footer: Only matching mail is shown.
        items: [Unread, Flagged]
        """
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.sections.map(\.footer) == ["Only matching mail is shown."])
    }

    @Test func required_thatIsNotABool_isAWrongType() {
        let yaml = """
        title: Previews
        selection: single
        required: yes
        items: [Always, Never]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:11: error: 'required' must be true or false, not 'yes' [wrong-type] (did you mean 'true'?)",
        ])
    }
}
