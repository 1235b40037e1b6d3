import Testing
@testable import PickListCompiler

/// Messages and positions that say exactly what is wrong, where.
@Suite struct ValidationRoughEdgeTests {
    @Test func itemsWithNothingAfterIt_hasNoValue() {
        let yaml = """
        title: Purpose
        selection: single
        items:
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:7: error: 'items' has no value; write the items under it as '- Title' lines [missing-value]",
        ])
    }

    @Test func sectionsWithNothingAfterIt_hasNoValue() {
        let yaml = """
        title: Purpose
        selection: single
        sections:
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: 'sections' has no value; write the sections under it as '- title: …' entries with 'items:' [missing-value]",
        ])
    }

    @Test func fileOfOnlyADocumentMarker_isReportedAtTheMarker() {
        #expect(ValidationHarness.lint("---\n") == [
            "1:1: error: a list must be a mapping with at least 'title', 'selection' and 'items'; this document is empty [not-a-mapping]",
        ])
    }

    @Test func emptyDocuments_doNotCountAsLists_forTheNameRule() throws {
        let yaml = """
        title: Purpose
        selection: single
        items: [Design]
        ---
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: a list must be a mapping with at least 'title', 'selection' and 'items'; this document is empty [not-a-mapping]",
        ])
    }

    @Test func emptyDefault_isLikeNoDefault_evenBelowMin() throws {
        let yaml = """
        title: Quotes
        selection: multiple
        min: 2
        default: []
        items: [Love, Fame, Fate]
        """
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.defaultSelection == .none)
    }

    @Test func fileNameWithDots_usesTheWholeStemForTheTypeName() throws {
        let spec = try #require(ValidationHarness.spec("title: T\nselection: single\nitems: [A]\n", path: "specs/my.file.picklist.yml"))
        #expect(spec.name == "MyFile")
    }

    @Test func fileNameGivingAStandardTypeName_saysItWouldShadowIt() {
        #expect(ValidationHarness.lint("title: T\nselection: single\nitems: [A]\n", path: "specs/string.picklist.yml") == [
            "1:1: error: the file name 'string.picklist.yml' gives the type name 'String', which would shadow a type the generated code uses; add 'name:' with another name, for example 'name: StringList' [invalid-name]",
        ])
    }

    @Test func underscoreAloneAsAName_saysWhy() {
        #expect(ValidationHarness.lint("name: _\ntitle: T\nselection: single\nitems: [A]\n") == [
            "1:7: error: invalid name '_': '_' alone is Swift's wildcard, not a name [invalid-name]",
        ])
    }
}

@Suite struct MisspeltItemKeyRuleTests {
    @Test(arguments: [("titel", "title"), ("tilte", "title"), ("subtitel", "subtitle"), ("Title", "title"), ("keyword", "keywords")])
    func oneKeyItemWhoseKeyLooksLikeAnItemKey_isAWarning(key: String, meant: String) {
        let yaml = "title: Purpose\nselection: single\nitems:\n  - \(key): Foo\n"
        // `Title` is lowerCamelCased to `title`, a member every list has: its case is `title_`.
        let caseNote = key == "Title"
            ? ["4:5: note: the id 'Title' is the Swift case 'title_' (every generated list already has a member named 'title'); 'swift_name:' names it otherwise [escaped-case-name]"]
            : []
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: warning: '\(key): Foo' is an item with the id '\(key)' and the title 'Foo'; if '\(key)' is a misspelt key, correct it, or write '- id: \(key)' and 'title: Foo' to keep the id [misspelt-item-key] (did you mean '\(meant)'?)",
        ] + caseNote)
    }

    @Test(arguments: ["tile: Tile", "dog: Dog", "io: I/O", "titles: Titles", "design: Design", "enable: Enable"])
    func oneKeyItemMeantAsIDAndTitle_isFine(item: String) {
        let yaml = "title: Purpose\nselection: single\nitems:\n  - \(item)\n"
        #expect(ValidationHarness.lint(yaml) == [])
    }
}
