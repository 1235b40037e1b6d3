import Testing
@testable import PickListCompiler

// One failing fixture per validation rule, YAML text → loader → validator, with the exact
// diagnostics asserted: `line:column: severity: message [rule]`, the suggestion and notes.

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
            "4:5: error: a section must be a mapping with 'title' and 'items', not 'Europe' [not-a-mapping]",
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
            "3:1: error: unknown key 'colour' in a list; expected one of: name, title, selection, items, sections, default, deselect, min, max, all, edit_mode, summary, searchable, localization, doc [unknown-key]",
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
            "3:6: error: 'all' must be true, false or a mapping (title, position, while_all), not 'everything' [wrong-type]",
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
            "1:1: error: missing key 'items': a list needs 'items:' (or 'sections:' to group its items) [missing-key]",
        ])
    }

    @Test func sectionWithoutTitleAndItems_isMissingKeyTwice() {
        let yaml = """
        title: Zones
        selection: single
        sections:
          - {}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: error: missing key 'title': a section needs a 'title:' [missing-key]",
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

@Suite struct DuplicateIDRuleTests {
    @Test func titlesDerivingSameID_collideWithNoteAtFirst() {
        let yaml = """
        title: Quotes
        selection: multiple
        items:
          - Brave
          - Love
          - brave
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:5: error: duplicate id 'brave': the titles 'Brave' and 'brave' both give the id 'brave'; give one of them an explicit id ('- otherId: brave') [duplicate-id] note 4:5: 'brave' first defined here",
        ])
    }

    @Test func punctuationVariants_collideAfterDerivation() {
        let yaml = """
        title: Network
        selection: single
        items:
          - Wi-Fi only
          - Wi Fi Only
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: error: duplicate id 'wiFiOnly': the titles 'Wi-Fi only' and 'Wi Fi Only' both give the id 'wiFiOnly'; give one of them an explicit id ('- otherId: Wi Fi Only') [duplicate-id] note 4:5: 'wiFiOnly' first defined here",
        ])
    }

    @Test func explicitIDsAcrossSections_collide() {
        let yaml = """
        title: Zones
        selection: single
        sections:
          - title: Europe
            items:
              - paris: Paris
          - title: America
            items:
              - paris: Paris, Texas
        """
        #expect(ValidationHarness.lint(yaml) == [
            "9:9: error: duplicate id 'paris': every item of a list needs its own id [duplicate-id] note 6:9: 'paris' first defined here",
        ])
    }

    @Test func explicitIDClashingWithEarlierDerivedID_isDuplicate() {
        let yaml = """
        title: Purpose
        selection: single
        items:
          - Design
          - design: Drawing
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: error: duplicate id 'design': an earlier item's title 'Design' already gives the id 'design'; choose another id [duplicate-id] note 4:5: 'design' first defined here",
        ])
    }

    @Test func derivedIDClashingWithEarlierExplicitID_isDuplicate() {
        let yaml = """
        title: Purpose
        selection: single
        items:
          - design: Drawing
          - Design
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: error: duplicate id 'design': the title 'Design' gives the id 'design', which an earlier item already has; give this item an explicit id ('- otherId: Design') [duplicate-id] note 4:5: 'design' first defined here",
        ])
    }

    @Test func sameTitleTwice_isDuplicate() {
        let yaml = """
        title: Purpose
        selection: single
        items:
          - Design
          - Testing
          - Design
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:5: error: duplicate id 'design': the item 'Design' appears twice; remove one, or give it an explicit id if both are meant [duplicate-id] note 4:5: 'design' first defined here",
        ])
    }

    @Test func derivedAndExplicitIDsGivingOneCaseName_collide() {
        let yaml = """
        title: Security
        selection: single
        items:
          - 2 Factor
          - _2Factor: Two factor, spelt as its case
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: note: the id '2Factor' is the Swift case '_2Factor' (a Swift name cannot start with a digit); 'swift_name:' names it otherwise [escaped-case-name]",
            "5:5: error: the ids '2Factor' and '_2Factor' both become the Swift case '_2Factor'; choose another id [duplicate-id] note 4:5: '2Factor' is defined here",
        ])
    }

    @Test func quotedDigitIDAndUnderscoreID_collide() {
        let yaml = """
        title: Places
        selection: single
        items:
          - _1: First
          - id: "1"
            title: One
          - 1st: Gold
          - _1st: Also gold
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:9: note: the id '1' is the Swift case '_1' (a Swift name cannot start with a digit); 'swift_name:' names it otherwise [escaped-case-name]",
            "5:9: error: the ids '_1' and '1' both become the Swift case '_1'; choose another id [duplicate-id] note 4:5: '_1' is defined here",
            "7:5: note: the id '1st' is the Swift case '_1st' (a Swift name cannot start with a digit); 'swift_name:' names it otherwise [escaped-case-name]",
            "8:5: error: the ids '1st' and '_1st' both become the Swift case '_1st'; choose another id [duplicate-id] note 7:5: '1st' is defined here",
        ])
    }
}

@Suite struct InvalidIDRuleTests {
    @Test func hyphenatedID_suggestsDerivedForm() {
        let yaml = """
        title: Network
        selection: single
        items:
          - id: wi-fi
            title: Wi-Fi
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:9: error: invalid id 'wi-fi': an id may contain only letters, digits and underscores (it becomes a Swift enum case) [invalid-id] (did you mean 'wiFi'?)",
        ])
    }

    @Test func underscoreOnlyID_isInvalid() {
        let yaml = """
        title: Network
        selection: single
        items:
          - _: Nothing
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: error: invalid id '_': '_' alone is Swift's wildcard, not a name; use a word such as 'none' [invalid-id]",
        ])
    }

    @Test func invalidRenamedFrom_isInvalidID() {
        let yaml = """
        title: Network
        selection: single
        items:
          - id: wifi
            title: Wi-Fi
            renamed_from: [wi fi]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:20: error: invalid id 'wi fi': an id may contain only letters, digits and underscores (it becomes a Swift enum case) [invalid-id] (did you mean 'wiFi'?)",
        ])
    }
}

@Suite struct UnderivableIDRuleTests {
    @Test func emojiOnlyTitleInFullForm_asksForIDKey() {
        let yaml = """
        title: Reactions
        selection: single
        items:
          - title: 🎉
            subtitle: Party
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:12: error: cannot derive an id from the title '🎉' (it has no letter or digit); add an 'id:' to the item, for example 'id: thumbsUp' [underivable-id]",
        ])
    }

    @Test func emojiOnlyTitle_asksForExplicitID() {
        let yaml = """
        title: Reactions
        selection: single
        items:
          - 👍
          - Other
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: error: cannot derive an id from the title '👍' (it has no letter or digit); write the item as 'id: title', for example '- thumbsUp: 👍' [underivable-id]",
        ])
    }
}

/// Every legal id keeps its raw value; a case name that would clash with a name every
/// generated list uses gets a trailing `_`, said in an `escaped-case-name` note; `swift_name`
/// chooses the case name and may not itself be such a name (`reserved-id`).
@Suite struct CaseNameRuleTests {
    @Test func derivedMemberName_isEscaped_withANote() throws {
        let yaml = """
        title: Steps
        selection: single
        items:
          - Definition
          - Run
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: note: the id 'definition' is the Swift case 'definition_' (every generated list already uses the name 'definition'); 'swift_name:' names it otherwise [escaped-case-name]",
        ])
        let item = try #require(ValidationHarness.spec(yaml)?.items.first)
        #expect(item.id == "definition")
        #expect(item.caseName == "definition_")
    }

    /// Indonesia's ISO 3166 code is `ID`, which is `Identifiable.ID`: the id stays, the case is `ID_`.
    @Test func countryCodeID_andTheIdProperty_areEscaped() throws {
        let yaml = """
        title: Country
        selection: single
        items:
          - ID: Indonesia
          - {id: id, title: Identity}
          - IE: Ireland
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: note: the id 'ID' is the Swift case 'ID_' (every generated list already uses the name 'ID'); 'swift_name:' names it otherwise [escaped-case-name]",
            "5:10: note: the id 'id' is the Swift case 'id_' (every generated list already uses the name 'id'); 'swift_name:' names it otherwise [escaped-case-name]",
        ])
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.items.map(\.id) == ["ID", "id", "IE"])
        #expect(spec.items.map(\.caseName) == ["ID_", "id_", "IE"])
    }

    @Test func leadingDigit_isNoted_keywordIsNot() {
        let yaml = """
        title: Steps
        selection: single
        items:
          - 3D
          - Default
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: note: the id '3d' is the Swift case '_3d' (a Swift name cannot start with a digit); 'swift_name:' names it otherwise [escaped-case-name]",
        ])
    }

    @Test func swiftName_namesTheCase_andSilencesTheNote() throws {
        let yaml = """
        title: Country
        selection: single
        items:
          - id: ID
            title: Indonesia
            swift_name: indonesia
          - id: default
            title: Default
            swift_name: default
        """
        #expect(ValidationHarness.lint(yaml) == [])
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.items.map(\.caseName) == ["indonesia", "`default`"])
        #expect(spec.items.map(\.id) == ["ID", "default"])
    }

    @Test func swiftName_thatIsAMemberName_orInvalid_isAnError() {
        let yaml = """
        title: Country
        selection: single
        items:
          - {id: ID, title: Indonesia, swift_name: id}
          - {id: IE, title: Ireland, swift_name: 2ie}
          - {id: IT, title: Italy, swift_name: it-a}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:44: error: the swift_name 'id' is a name every generated list already uses; choose another [reserved-id] (did you mean 'id_'?)",
            "5:42: error: invalid swift_name '2ie': a Swift name cannot start with a digit [invalid-id] (did you mean '_2ie'?)",
            "6:40: error: invalid id 'it-a': an id may contain only letters, digits and underscores (it becomes a Swift enum case) [invalid-id] (did you mean 'itA'?)",
        ])
    }

    @Test func swiftName_equalToAnotherItemsCase_isADuplicate() {
        let yaml = """
        title: Country
        selection: single
        items:
          - {id: ID, title: Indonesia, swift_name: IE}
          - IE: Ireland
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: error: the ids 'ID' and 'IE' both become the Swift case 'IE'; choose another id [duplicate-id] note 4:10: 'ID' is defined here",
        ])
    }

    @Test func everyPickListKitTypeTheSwiftTemplateCalls_isAMemberName() throws {
        let template = try #require(BuiltinTemplates.all.first { $0.name == "swift" }).text
        var names: Set<String> = []
        var rest = Substring(template)
        while let start = rest.range(of: "PickList") {
            let name = rest[start.lowerBound...].prefix { $0.isLetter || $0.isNumber }
            rest = rest[name.endIndex...]
            // Called or specialised (`PickListAllRow(`, `PickListDefinition<`): an expression
            // a same-named case would hide. Conformances (`: PickList`) and imports are types.
            if let next = rest.first, next == "(" || next == "<" { names.insert(String(name)) }
        }
        #expect(names.isSuperset(of: ["PickListDefinition", "PickListAllRow", "PickListSectionInfo"]))
        for name in names {
            #expect(ReservedNames.memberNames.contains(name), "\(name) is used by the swift template but not escaped")
        }
    }
}

@Suite struct RenamedClashRuleTests {
    @Test func renamedFromLiveID_isClash() {
        let yaml = """
        title: Zones
        selection: single
        items:
          - Tokyo
          - id: kolkata
            title: Kolkata
            renamed_from: [tokyo]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "7:20: error: 'renamed_from' lists 'tokyo', which is the id of a live item, so decoding 'tokyo' would be ambiguous [renamed-clash] note 4:5: 'tokyo' is defined here",
        ])
    }

    @Test func renamedFromClaimedTwice_isClash() {
        let yaml = """
        title: Zones
        selection: single
        items:
          - id: kolkata
            title: Kolkata
            renamed_from: [calcutta]
          - id: mumbai
            title: Mumbai
            renamed_from: [calcutta]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "9:20: error: 'renamed_from' lists 'calcutta', which 'kolkata' already claims; an old id can map to only one item [renamed-clash] note 6:20: first claimed here",
        ])
    }

    @Test func renamedFromOwnID_isClash() {
        let yaml = """
        title: Zones
        selection: single
        items:
          - id: kolkata
            title: Kolkata
            renamed_from: [kolkata]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:20: error: 'renamed_from' lists 'kolkata', the item's own id; remove it [renamed-clash]",
        ])
    }
}

@Suite struct UnknownDefaultRuleTests {
    @Test func misspeltSelection_stillChecksTheDefaultsIDs() {
        let yaml = """
        title: Purpose
        selction: multiple
        default: [desing, Testing]
        items: [Design, Testing]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "2:1: error: unknown key 'selction' in a list [unknown-key] (did you mean 'selection'?)",
            "3:11: error: 'default' names 'desing', but no item has that id [unknown-default] (did you mean 'design'?)",
            "3:19: error: 'default' names 'Testing', but no item has that id ('default' takes ids, not titles) [unknown-default] (did you mean 'testing'?)",
        ])
    }

    @Test func misspeltDefault_suggestsClosestID() {
        let yaml = """
        title: Purpose
        selection: single
        default: desing
        items: [Design, Testing]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: 'default' names 'desing', but no item has that id [unknown-default] (did you mean 'design'?)",
        ])
    }

    @Test func titleAsDefault_suggestsItsID() {
        let yaml = """
        title: Network
        selection: single
        default: Wi-Fi only
        items: [Wi-Fi only, Cellular]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: 'default' names 'Wi-Fi only', but no item has that id ('default' takes ids, not titles) [unknown-default] (did you mean 'wiFiOnly'?)",
        ])
    }

    @Test func renamedIDAsDefault_suggestsNewID() {
        let yaml = """
        title: Zones
        selection: multiple
        default: [calcutta]
        items:
          - id: kolkata
            title: Kolkata
            renamed_from: [calcutta]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:11: error: 'default' names 'calcutta', which was renamed to 'kolkata' [unknown-default] (did you mean 'kolkata'?)",
        ])
    }
}

@Suite struct DisabledDefaultRuleTests {
    @Test func disabledDefault_isErrorWithNote() {
        let yaml = """
        title: Zones
        selection: single
        default: kathmandu
        items:
          - Tokyo
          - id: kathmandu
            title: Kathmandu
            enabled: false
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: 'default' names 'kathmandu', which is disabled ('enabled: false') and can never be selected [disabled-default] note 6:9: 'kathmandu' is defined here",
        ])
    }
}

@Suite struct DuplicateDefaultRuleTests {
    @Test func repeatedDefault_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        default: [love, fame, love]
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:23: error: 'default' lists 'love' twice [duplicate-default] note 3:11: first listed here",
        ])
    }
}

@Suite struct DefaultInEditModeRuleTests {
    @Test func defaultWithEditMode_isError() {
        let yaml = """
        title: Inbox
        selection: multiple
        edit_mode: true
        default: [a]
        items: [A, B]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: a list with 'edit_mode' starts with nothing selected (selection happens only while editing); remove 'default' [default-in-edit-mode]",
        ])
    }
}

@Suite struct BoundsRuleTests {
    @Test func minAboveMax_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        min: 2
        max: 1
        items: [Love, Fame, Fate]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'min' (2) is greater than 'max' (1) [bounds]",
        ])
    }

    @Test func maxAboveEnabledItems_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        max: 3
        items:
          - Love
          - Fame
          - title: Fate
            enabled: false
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'max' (3) is more than the number of enabled items (2); use at most 2 or remove 'max' [bounds]",
        ])
    }

    @Test func maxZero_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        max: 0
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'max' is 0, so nothing could ever be selected; use 1 or more, or remove 'max' [bounds]",
        ])
    }

    @Test func negativeMin_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        min: -1
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'min' must be 0 or more, not -1 [bounds]",
        ])
    }

    @Test func minAboveEnabledItems_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        min: 3
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:6: error: 'min' (3) is more than the number of enabled items (2), so the list could never be valid [bounds]",
        ])
    }

    @Test func defaultBelowMin_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        min: 2
        default: [love]
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: 'default' selects 1 item, fewer than 'min' (2) [bounds]",
        ])
    }

    @Test func defaultAboveMax_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        max: 1
        default: [love, fame]
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: 'default' selects 2 items, more than 'max' (1) [bounds]",
        ])
    }

    @Test func defaultAllAboveMax_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        max: 1
        default: all
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: 'default: all' selects 2 items, more than 'max' (1) [bounds]",
        ])
    }
}

@Suite struct UnreachableAllRowRuleTests {
    @Test func allRowWithMaxBelowItemCount_isError() {
        let yaml = """
        title: Quotes
        selection: multiple
        max: 2
        all: true
        items: [Love, Fame, Fate]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: the all-row selects all 3 enabled items, but 'max' is 2, so it could never be tapped; remove 'all' or raise 'max' to 3 [unreachable-all-row]",
        ])
    }
}

/// Checked against PickListKit: with every item selected, `lock` rejects item taps
/// (`.locked`), `isolate` would leave one item (`.minimum` below a `min` of 2 or more), and the
/// all-row would clear the selection (`.minimum` for any `min` above 0): nothing can change.
@Suite struct StuckAtAllRuleTests {
    @Test func lockWithMinOne_isStuck() {
        let yaml = """
        title: Filters
        selection: multiple
        min: 1
        all:
          while_all: lock
        items: [Photos, Videos, Documents]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:14: error: once every item is selected, no tap can change the selection: with 'while_all: lock' item taps are ignored, and the all-row cannot clear it below 'min' (1); use 'while_all: exclude' or 'isolate', or remove 'min' [stuck-at-all]",
        ])
    }

    @Test func lockWithMinTwo_suggestsOnlyExclude() {
        let yaml = """
        title: Filters
        selection: multiple
        min: 2
        all: {while_all: lock}
        items: [Photos, Videos, Documents]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:18: error: once every item is selected, no tap can change the selection: with 'while_all: lock' item taps are ignored, and the all-row cannot clear it below 'min' (2); use 'while_all: exclude', or remove 'min' [stuck-at-all]",
        ])
    }

    @Test func defaultIsolateWithMinTwo_isStuck_reportedAtAll() {
        let yaml = """
        title: Filters
        selection: multiple
        min: 2
        all: true
        items: [Photos, Videos, Documents]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: once every item is selected, no tap can change the selection: with 'while_all: isolate' (the default) an item tap would leave 1 item, and the all-row would leave none, both below 'min' (2); use 'while_all: exclude', or lower 'min' to 1 [stuck-at-all]",
        ])
    }

    @Test(arguments: [
        "min: 2\nall: {while_all: exclude}",       // deselecting one item leaves 2
        "min: 1\nall: true",                       // isolating leaves 1
        "min: 0\nall: {while_all: lock}",          // the all-row clears
        "all: {while_all: lock}",
        "min: 1\nall: {while_all: lock}\nedit_mode: true",   // leaving edit mode clears
        "min: 3\nall: true",                       // every item is required: all is the only full state
    ])
    func listsThatCanLeaveAll_areFine(options: String) {
        let yaml = "title: Filters\nselection: multiple\n\(options)\nitems: [Photos, Videos, Documents]\n"
        #expect(ValidationHarness.lint(yaml) == [])
    }

    @Test func unknownEnabledCount_skipsTheCheck() {
        let yaml = """
        title: Filters
        selection: multiple
        min: 2
        all: true
        items: [Photos, Videos, {title: Documents, enabled: maybe}]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:53: error: 'enabled' must be true or false, not 'maybe' [wrong-type]",
        ])
    }
}

@Suite struct WrongModeRuleTests {
    @Test func deselectOnMultiple_isWrongMode() {
        let yaml = """
        title: Quotes
        selection: multiple
        deselect: true
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: 'deselect' applies only to single lists; use 'selection: single' or remove 'deselect' [wrong-mode]",
        ])
    }

    @Test func multipleOnlyKeysOnSingle_eachWrongMode() {
        let yaml = """
        title: Purpose
        selection: single
        min: 1
        max: 1
        all: true
        edit_mode: true
        items: [Design, Testing]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:1: error: 'min' applies only to multiple lists; use 'selection: multiple' or remove 'min' [wrong-mode]",
            "4:1: error: 'max' applies only to multiple lists; use 'selection: multiple' or remove 'max' [wrong-mode]",
            "5:1: error: 'all' applies only to multiple lists; use 'selection: multiple' or remove 'all' [wrong-mode]",
            "6:1: error: 'edit_mode' applies only to multiple lists; use 'selection: multiple' or remove 'edit_mode' [wrong-mode]",
        ])
    }

    @Test func defaultAllOnSingle_isWrongMode() {
        let yaml = """
        title: Purpose
        selection: single
        default: all
        items: [Design, Testing]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:10: error: 'default: all' applies only to multiple lists; a single list's default is one item id [wrong-mode]",
        ])
    }
}

@Suite struct InvalidNameRuleTests {
    @Test func lowercaseName_suggestsCapitalised() {
        let yaml = """
        name: purpose
        title: Purpose
        selection: single
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:7: error: invalid name 'purpose': a type name is UpperCamelCase and starts with an uppercase letter [invalid-name] (did you mean 'Purpose'?)",
        ])
    }

    @Test func nameWithSpaces_suggestsUpperCamelCase() {
        let yaml = """
        name: job purpose
        title: Purpose
        selection: single
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:7: error: invalid name 'job purpose': a type name may contain only letters, digits and underscores [invalid-name] (did you mean 'JobPurpose'?)",
        ])
    }

    @Test func stdlibTypeName_isInvalid() {
        let yaml = """
        name: String
        title: Purpose
        selection: single
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:7: error: invalid name 'String': 'String' would shadow a type the generated code uses [invalid-name]",
        ])
    }

    @Test func fileNameWithoutWord_asksForName() {
        let yaml = """
        title: Purpose
        selection: single
        items: [Design]
        """
        #expect(ValidationHarness.lint(yaml, path: "specs/123.picklist.yml") == [
            "1:1: error: cannot derive a Swift type name from the file name '123.picklist.yml'; add 'name: MyList' [invalid-name]",
        ])
    }
}

@Suite struct UnknownPlaceholderRuleTests {
    @Test func misspeltPlaceholder_suggestsKnownOne() {
        let yaml = """
        title: Quotes
        selection: multiple
        summary:
          other: '{totl} in all'
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:10: error: unknown placeholder '{totl}' in summary 'other'; the placeholders are {count}, {total} and {title} [unknown-placeholder] (did you mean '{total}'?)",
        ])
    }

    @Test func unrelatedPlaceholder_listsKnownOnes() {
        let yaml = """
        title: Quotes
        selection: multiple
        summary:
          one: 'Only {name}'
        items: [Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:8: error: unknown placeholder '{name}' in summary 'one'; the placeholders are {count}, {total} and {title} [unknown-placeholder]",
        ])
    }
}

@Suite struct AllDisabledRuleTests {
    @Test func everyItemDisabled_isWarning() {
        let yaml = """
        title: Zones
        selection: single
        items:
          - title: Tokyo
            enabled: false
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:1: warning: every item is disabled ('enabled: false'), so nothing can ever be selected [all-disabled]",
        ])
    }
}

@Suite struct DuplicateTitleRuleTests {
    @Test func twoSectionsWithOneTitle_isWarning() {
        let yaml = """
        title: Zones
        selection: single
        sections:
          - title: Europe
            items: [Paris]
          - title: Europe
            items: [Berlin]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:12: warning: two sections have the title 'Europe'; merge their items into one section [duplicate-title] note 4:12: first section with this title",
        ])
    }

    @Test func sameTitleDifferentIDs_isWarning() {
        let yaml = """
        title: Zones
        selection: single
        items:
          - paris: Paris
          - parisTexas: Paris
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: warning: two items show the same title 'Paris'; users cannot tell them apart (change one title, or give them different subtitles) [duplicate-title] note 4:5: first item with this title",
        ])
    }

    @Test func itemTitledLikeAllRow_isWarning() {
        let yaml = """
        title: Quotes
        selection: multiple
        all: true
        items: [All, Love, Fame]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:9: warning: the item 'All' has the same title as the all-row; remove the item (the all-row selects everything) or give the all-row another 'title' [duplicate-title] note 3:1: the all-row is declared here",
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
            "9:9: error: invalid id 'wi-fi': an id may contain only letters, digits and underscores (it becomes a Swift enum case) [invalid-id] (did you mean 'wiFi'?)",
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
