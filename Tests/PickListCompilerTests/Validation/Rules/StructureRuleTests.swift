import Testing
@testable import PickListCompiler

// One failing fixture per validation rule, YAML text → loader → validator, with the exact
// diagnostics asserted: `line:column: severity: message [rule]`, the suggestion and notes.
// The structure of a list: mappings, known keys, kinds of values, required and empty keys.

@Suite struct NotAMappingRuleTests {
    @Test func rootSequence_isNotAMapping() {
        let yaml = """
        - Design
        - Testing
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:1: error: a list must be a mapping with at least 'title', 'selection' and 'items'; this document is a sequence [not-a-mapping]",
        ])
    }

    @Test func emptyDocument_isNotAMapping() {
        let yaml = """
        ---
        ...
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:1: error: a list must be a mapping with at least 'title', 'selection' and 'items'; this document is empty [not-a-mapping]",
        ])
    }

    @Test func sectionScalar_isNotAMapping() {
        let yaml = """
        title: Zones
        selection: single
        sections:
          - Europe
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: error: a section must be a mapping with 'items' (and a 'title' for its header), not 'Europe' [not-a-mapping]",
        ])
    }
}

@Suite struct UnknownKeyRuleTests {
    @Test func misspeltListKey_suggestsClosestKey() {
        let yaml = """
        title: Purpose
        selction: single
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "2:1: error: unknown key 'selction' in a list [unknown-key] (did you mean 'selection'?)",
        ])
    }

    @Test func camelCaseKey_suggestsSnakeCase() {
        let yaml = """
        title: Inbox
        selection: multiple
        editMode: true
        items: [A]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: unknown key 'editMode' in a list [unknown-key] (did you mean 'edit_mode'?)",
        ])
    }

    @Test func unrelatedKey_listsExpectedKeys() {
        let yaml = """
        title: Purpose
        selection: single
        colour: red
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: unknown key 'colour' in a list; expected one of: name, title, selection, items, sections, rows, default, deselect, min, max, all, edit_mode, summary, summary_keys, messages, searchable, localization, doc, value_type, fields, footer, required, order, raw_value, fallback, absent, title_key, footer_key, language, written, subsets [unknown-key]",
        ])
    }

    @Test func misspeltItemKey_suggestsItemKey() {
        let yaml = """
        title: Purpose
        selection: single
        items:
          - title: Design
            subtitel: Drawing things
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: error: unknown key 'subtitel' in an item [unknown-key] (did you mean 'subtitle'?)",
        ])
    }

    @Test func misspeltAllKey_suggestsAllKey() {
        let yaml = """
        title: Quotes
        selection: multiple
        all:
          postion: last
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:3: error: unknown key 'postion' in 'all' [unknown-key] (did you mean 'position'?)",
        ])
    }

    @Test func misspeltSummaryKey_suggestsSummaryKey() {
        let yaml = """
        title: Quotes
        selection: multiple
        summary:
          ohter: '{count} quotes'
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:3: error: unknown key 'ohter' in 'summary' [unknown-key] (did you mean 'other'?)",
        ])
    }

    @Test func misspeltSectionKey_suggestsItems() {
        let yaml = """
        title: Zones
        selection: single
        sections:
          - title: Europe
            item: [Paris]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: error: unknown key 'item' in a section [unknown-key] (did you mean 'items'?)",
        ])
    }
}

@Suite struct MisplacedKeyRuleTests {
    @Test func allRowKeyAtListLevel_pointsUnderAll() {
        let yaml = """
        title: Quotes
        selection: multiple
        all: true
        while_all: lock
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: unknown key 'while_all' in a list: it belongs under 'all:' ('all:' then '  while_all: isolate') [unknown-key]",
        ])
    }

    @Test func summaryKeyAtListLevel_pointsUnderSummary() {
        let yaml = """
        title: Quotes
        selection: multiple
        other: "{count} quotes"
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: unknown key 'other' in a list: summary texts belong under 'summary:' [unknown-key]",
        ])
    }

    @Test func itemKeyAtListLevel_pointsAtItems() {
        let yaml = """
        title: Quotes
        selection: multiple
        subtitle: Pick some
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: unknown key 'subtitle' in a list: it belongs to an item (the full form: '- id: …', 'title: …', 'subtitle: …') [unknown-key]",
        ])
    }

    @Test func idAtListLevel_pointsAtName() {
        let yaml = """
        id: quotes
        title: Quotes
        selection: multiple
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:1: error: unknown key 'id' in a list: ids belong to items; the list's Swift type name is 'name:' [unknown-key]",
        ])
    }
}

@Suite struct WrongTypeRuleTests {
    @Test func subtitleSequence_isWrongType() {
        let yaml = """
        title: Steps
        selection: single
        items:
          - title: Run
            subtitle: [fast]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:15: error: 'subtitle' must be a string, not a sequence [wrong-type]",
        ])
    }

    @Test func sequenceTitle_isWrongType() {
        let yaml = """
        title: [Purpose]
        selection: single
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:8: error: 'title' must be a string, not a sequence [wrong-type]",
        ])
    }

    @Test func yamlOneOneYes_forBool_suggestsTrue() {
        let yaml = """
        title: Purpose
        selection: single
        deselect: yes
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:11: error: 'deselect' must be true or false, not 'yes' [wrong-type] (did you mean 'true'?)",
        ])
    }

    @Test func quotedTrue_forBool_isWrongType() {
        let yaml = """
        title: Purpose
        selection: single
        deselect: "true"
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:11: error: 'deselect' must be true or false, not the quoted string 'true' [wrong-type] (did you mean 'true'?)",
        ])
    }

    @Test func wordForInt_isWrongType() {
        let yaml = """
        title: Quotes
        selection: multiple
        max: two
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'max' must be a whole number, not 'two' [wrong-type]",
        ])
    }

    @Test func quotedInt_isWrongType() {
        let yaml = """
        title: Quotes
        selection: multiple
        max: "2"
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'max' must be a whole number, not the quoted string '2' [wrong-type]",
        ])
    }

    @Test func itemsMapping_isWrongType() {
        let yaml = """
        title: Purpose
        selection: single
        items:
          design: Design
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:3: error: 'items' must be a sequence of items ('- Title' lines), not a mapping [wrong-type]",
        ])
    }

    @Test func itemSequence_isWrongType() {
        let yaml = """
        title: Purpose
        selection: single
        items:
          - [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: error: an item must be a title, an 'id: Title' pair or a mapping with 'title', not a sequence [wrong-type]",
        ])
    }

    @Test func keywordsScalar_suggestsSequence() {
        let yaml = """
        title: Quotes
        selection: multiple
        items:
          - title: Brave
            keywords: courage
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:15: error: 'keywords' must be a sequence of strings, not 'courage'; write '[courage]' [wrong-type] (did you mean '[courage]'?)",
        ])
    }

    @Test func shorthandWithMappingValue_asksForFullForm() {
        let yaml = """
        title: Quotes
        selection: multiple
        items:
          - brave:
              title: Brave
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:7: error: in the 'id: Title' form the title must be a string, not a mapping; for more fields write the full form with 'id:' and 'title:' [wrong-type]",
        ])
    }

    @Test func singleDefaultSequence_suggestsScalar() {
        let yaml = """
        title: Purpose
        selection: single
        default: [design]
        items: [Design, Testing]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: a single list's 'default' is one item id, not a sequence; write 'default: design' [wrong-type] (did you mean 'design'?)",
        ])
    }

    @Test func multipleDefaultScalar_suggestsSequence() {
        let yaml = """
        title: Quotes
        selection: multiple
        default: love
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: a multiple list's 'default' is a sequence of ids or 'all'; write '[love]' [wrong-type] (did you mean '[love]'?)",
        ])
    }

    @Test func allScalar_isWrongType() {
        let yaml = """
        title: Quotes
        selection: multiple
        all: everything
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'all' must be true, false or a mapping (title, position, while_all, title_key, row, deselect_title, deselect_title_key), not 'everything' [wrong-type]",
        ])
    }

    @Test func summaryScalar_isWrongType() {
        let yaml = """
        title: Quotes
        selection: multiple
        summary: '{count} selected'
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: 'summary' must be a mapping with any of the keys none, one, other, all; not the quoted string '{count} selected' [wrong-type]",
        ])
    }

    @Test func sequenceAsKey_isWrongType() {
        let yaml = """
        title: Purpose
        selection: single
        ? [a, b]
        : c
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:3: error: a key in a list must be a plain word, not a sequence [wrong-type]",
        ])
    }

    @Test func mappingInDefaultSequence_isWrongType() {
        let yaml = """
        title: Quotes
        selection: multiple
        default:
          - love: true
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: error: each 'default' entry must be an item id, not a mapping [wrong-type]",
        ])
    }

    @Test func renamedFromScalar_suggestsSequence() {
        let yaml = """
        title: Zones
        selection: single
        items:
          - id: kolkata
            title: Kolkata
            renamed_from: calcutta
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:19: error: 'renamed_from' must be a sequence of ids, not 'calcutta'; write '[calcutta]' [wrong-type] (did you mean '[calcutta]'?)",
        ])
    }
}

@Suite struct MissingKeyRuleTests {
    @Test func noTitle_isMissingKey() {
        let yaml = """
        selection: single
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:1: error: missing key 'title': the list needs a 'title:' [missing-key]",
        ])
    }

    @Test func noSelection_explainsBothModes() {
        let yaml = """
        title: Purpose
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:1: error: missing key 'selection': write 'selection: single' (one item) or 'selection: multiple' (any number) [missing-key]",
        ])
    }

    @Test func noItems_isMissingKey() {
        let yaml = """
        title: Purpose
        selection: single
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:1: error: missing key 'items': a list needs 'items:' (or 'sections:' to group its items, or 'rows: runtime' when the app supplies its rows) [missing-key]",
        ])
    }

    /// A section may leave out its title (a group without a header), never its items.
    @Test func sectionWithoutTitleAndItems_isMissingItemsOnly() {
        let yaml = """
        title: Zones
        selection: single
        sections:
          - {}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: error: missing key 'items': a section needs 'items:' [missing-key]",
        ])
    }

    @Test func fullItemWithoutTitle_isMissingKey() {
        let yaml = """
        title: Purpose
        selection: single
        items:
          - id: design
            subtitle: Drawing
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: error: missing key 'title': an item written as a mapping needs a 'title:' [missing-key]",
        ])
    }

    @Test func fullItemWithOnlyDoc_hintsAtIdForm() {
        let yaml = """
        title: Purpose
        selection: single
        items:
          - doc: Documentation
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: error: missing key 'title': an item written as a mapping needs a 'title:' (to use 'doc' as an id, write '- id: doc' and 'title: …') [missing-key]",
        ])
    }

    @Test func secondDocumentWithoutName_isMissingKey() {
        let yaml = """
        name: Purpose
        title: Purpose
        selection: single
        items: [Design]
        ---
        title: Location
        selection: single
        items: [Both]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:1: error: missing key 'name': this file holds 2 lists, so each needs its own 'name:' (the file name can name only one) [missing-key]",
        ])
    }
}

@Suite struct MissingValueRuleTests {
    @Test func emptyTitle_isMissingValue() {
        let yaml = """
        title:
        selection: single
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:7: error: 'title' has no value; write it after 'title:' [missing-value]",
        ])
    }

    @Test func emptyItem_isMissingValue() {
        let yaml = """
        title: Purpose
        selection: single
        items:
          -
          - Design
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:4: error: this item is empty; write its title after '- ' [missing-value]",
        ])
    }

    @Test func emptyBool_isMissingValue() {
        let yaml = """
        title: Purpose
        selection: single
        deselect:
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: 'deselect' has no value; write true or false, or remove the key [missing-value]",
        ])
    }
}

@Suite struct InvalidValueRuleTests {
    @Test func misspeltSelection_suggestsSingle() {
        let yaml = """
        title: Purpose
        selection: singel
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "2:12: error: invalid value 'singel' for 'selection'; expected 'single' or 'multiple' [invalid-value] (did you mean 'single'?)",
        ])
    }

    @Test func capitalisedSelection_suggestsLowercase() {
        let yaml = """
        title: Purpose
        selection: Multiple
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "2:12: error: invalid value 'Multiple' for 'selection'; expected 'single' or 'multiple' [invalid-value] (did you mean 'multiple'?)",
        ])
    }

    @Test func unknownWhileAll_suggestsIsolate() {
        let yaml = """
        title: Quotes
        selection: multiple
        all:
          while_all: isolated
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:14: error: invalid value 'isolated' for 'while_all'; expected 'isolate', 'exclude' or 'lock' [invalid-value] (did you mean 'isolate'?)",
        ])
    }

    @Test func unknownPosition_listsValues() {
        let yaml = """
        title: Quotes
        selection: multiple
        all:
          position: top
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:13: error: invalid value 'top' for 'position'; expected 'first' or 'last' [invalid-value]",
        ])
    }

    @Test func blankItemTitle_isInvalidValue() {
        let yaml = """
        title: Purpose
        selection: single
        items:
          - design: "  "
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:13: error: the title of an item cannot be empty [invalid-value]",
        ])
    }

    @Test func hugeMax_isInvalidValue() {
        let yaml = """
        title: Quotes
        selection: multiple
        max: 99999999999999999999
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'max' is too large [invalid-value]",
        ])
    }
}

@Suite struct ItemsAndSectionsRuleTests {
    @Test func itemsAndSections_reportedAtLaterKey() {
        let yaml = """
        title: Zones
        selection: single
        items: [UTC]
        sections:
          - title: Europe
            items: [Paris]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: a list has either 'items' or 'sections', not both; move the loose items into a section [items-and-sections]",
        ])
    }
}

@Suite struct EmptyItemsRuleTests {
    @Test func emptyItems_isError() {
        let yaml = """
        title: Purpose
        selection: single
        items: []
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:8: error: 'items' is empty; a list needs at least one item [empty-items]",
        ])
    }

    @Test func emptySections_isError() {
        let yaml = """
        title: Zones
        selection: single
        sections: []
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:11: error: 'sections' is empty; a list needs at least one section with items [empty-items]",
        ])
    }

    @Test func emptySectionItems_isError() {
        let yaml = """
        title: Zones
        selection: single
        sections:
          - title: Europe
            items: []
          - title: Asia
            items: [Tokyo]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:12: error: 'items' is empty; a list needs at least one item [empty-items]",
        ])
    }
}

@Suite struct EveryProblemInOnePassRuleTests {
    @Test func manyProblems_allReportedInSourceOrder() {
        let yaml = """
        titel: Purpose
        selection: single
        min: 1
        default: desing
        items:
          - Design
          - design
          - 👍
          - id: wi-fi
            title: Wi-Fi
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:1: error: unknown key 'titel' in a list [unknown-key] (did you mean 'title'?)",
            "3:1: error: 'min' applies only to multiple lists; use 'selection: multiple' or remove 'min' [wrong-mode]",
            "4:10: error: 'default' names 'desing', but no item has that id [unknown-default] (did you mean 'design'?)",
            "7:5: error: duplicate id 'design': the titles 'Design' and 'design' both give the id 'design'; give one of them an explicit id ('- otherId: design') [duplicate-id] note 6:5: 'design' first defined here",
            "8:5: error: cannot derive an id from the title '👍' (it has no letter or digit); write the item as 'id: title', for example '- thumbsUp: 👍' [underivable-id]",
        ])
    }
}
