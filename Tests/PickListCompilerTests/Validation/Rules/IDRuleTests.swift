import Testing
@testable import PickListCompiler

// One failing fixture per validation rule, YAML text → loader → validator, with the exact
// diagnostics asserted: `line:column: severity: message [rule]`, the suggestion and notes.
// Ids and case names: duplicates, invalid and underivable ids, escaped case names, renames.

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
            "5:5: error: the ids '2Factor' and '_2Factor' both become the Swift case '_2Factor'; add 'swift_name:' to one of them to name its case (the ids stay what the app stores) [duplicate-id] note 4:5: '2Factor' is defined here",
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
            "5:9: error: the ids '_1' and '1' both become the Swift case '_1'; add 'swift_name:' to one of them to name its case (the ids stay what the app stores) [duplicate-id] note 4:5: '_1' is defined here",
            "7:5: note: the id '1st' is the Swift case '_1st' (a Swift name cannot start with a digit); 'swift_name:' names it otherwise [escaped-case-name]",
            "8:5: error: the ids '1st' and '_1st' both become the Swift case '_1st'; add 'swift_name:' to one of them to name its case (the ids stay what the app stores) [duplicate-id] note 7:5: '1st' is defined here",
        ])
    }
}

@Suite struct InvalidIDRuleTests {
    /// A stored id is never refused for its case name, and no message suggests changing it.
    @Test func hyphenatedID_isTheStoredString_caseNameDerived() {
        let yaml = """
        title: Network
        selection: single
        items:
          - id: wi-fi
            title: Wi-Fi
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:9: note: the id 'wi-fi' is the Swift case 'wiFi' (derived from the id as from a title; the id stays the string the app stores); 'swift_name:' names it otherwise [escaped-case-name]",
        ])
    }

    @Test func underscoreOnlyID_asksForSwiftName() {
        let yaml = """
        title: Network
        selection: single
        items:
          - _: Nothing
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:5: error: no Swift case name can be derived from the id '_' (it has no letter or digit); the id is the string the app stores, so keep it and add 'swift_name:' to name the case [underivable-id]",
        ])
    }

    @Test func renamedFrom_takesAnyStoredString_butNotALineBreak() {
        let yaml = """
        title: Network
        selection: single
        items:
          - id: wifi
            title: Wi-Fi
            renamed_from: [wi fi, "wi\\nfi"]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:27: error: invalid id: an id is the string the app stores for the item, on one line without control characters, and this one holds a line break [invalid-id]",
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
            "6:40: error: invalid swift_name 'it-a': a Swift name may contain only letters, digits and underscores [invalid-id] (did you mean 'itA'?)",
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
            "5:5: error: the ids 'ID' and 'IE' both become the Swift case 'IE'; add 'swift_name:' to one of them to name its case (the ids stay what the app stores) [duplicate-id] note 4:10: 'ID' is defined here",
        ])
    }

    @Test func everyPickListKitTypeTheSwiftTemplateCalls_isAMemberName() throws {
        var template = try #require(BuiltinTemplates.all.first { $0.name == "swift" }).text
        // A `rows: runtime` list declares no case that could hide a type (`PickListPolicy`).
        let runtime = try #require(template.range(of: "{{#hasRuntimeRows}}"))
        let runtimeEnd = try #require(template.range(of: "{{/hasRuntimeRows}}"))
        template.removeSubrange(runtime.lowerBound..<runtimeEnd.upperBound)
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
