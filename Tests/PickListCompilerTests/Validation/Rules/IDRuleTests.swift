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
            "5:9: error: the ids '_1' and '1' both become the Swift case '_1'; add 'swift_name:' to one of them to name its case (the ids stay what the app stores) [duplicate-id] note 4:5: '_1' is defined here",
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
            "4:5: note: the id 'definition' is the Swift case 'definition_' (every generated list already has a member named 'definition'); 'swift_name:' names it otherwise [escaped-case-name]",
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
            "4:5: note: the id 'ID' is the Swift case 'ID_' (every generated list already has a member named 'ID'); 'swift_name:' names it otherwise [escaped-case-name]",
            "5:10: note: the id 'id' is the Swift case 'id_' (every generated list already has a member named 'id'); 'swift_name:' names it otherwise [escaped-case-name]",
        ])
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.items.map(\.id) == ["ID", "id", "IE"])
        #expect(spec.items.map(\.caseName) == ["ID_", "id_", "ie"])
    }

    /// A leading digit's `_` and a keyword id's backticks are the documented spelling: no note.
    @Test func leadingDigit_andKeyword_areNotNoted() {
        let yaml = """
        title: Steps
        selection: single
        items:
          - 3D
          - Default
        """
        #expect(ValidationHarness.lint(yaml) == [
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

    /// An id that is an identifier but capitalised gets the lowerCamelCase case name Swift
    /// gives cases (its raw value stays the id), so a stored `Never` does not declare a case
    /// that shadows Swift's `Never`; a capitalised member name or keyword keeps its spelling,
    /// escaped. The derivation goes without a note; a keyword only it makes is noted.
    @Test func capitalisedIDs_getLowerCamelCaseCaseNames() throws {
        let yaml = """
        title: Sound
        selection: single
        items:
          - Never: Never
          - At start: At start
          - URLScheme: Link
          - HTTP2: Fast
          - Africa_Abidjan: Abidjan
          - Ärger: Anger
          - Default: Default
          - RawValue: Raw
          - {id: Self, title: Itself}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "10:5: note: the id 'Default' is the Swift case '`default`' ('default' is a Swift keyword, so its declaration is written in backticks); 'swift_name:' names it otherwise [escaped-case-name]",
            "11:5: note: the id 'RawValue' is the Swift case 'RawValue_' (every generated list already has a member named 'RawValue'); 'swift_name:' names it otherwise [escaped-case-name]",
        ])
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.items.map(\.caseName) == ["never", "atStart", "urlScheme", "http2", "africaAbidjan", "ärger", "`default`", "RawValue_", "`Self`"])
        #expect(spec.items.map(\.id) == ["Never", "At start", "URLScheme", "HTTP2", "Africa_Abidjan", "Ärger", "Default", "RawValue", "Self"])
    }

    /// A list of stored ids (file names, say) derives every case name without a note each.
    @Test func storedIDs_deriveCaseNames_withoutNotes() throws {
        let yaml = """
        title: Tone
        selection: single
        items:
          - sms-received1.caf: Received 1
          - sms-received2.caf: Received 2
          - "2": Two
        """
        #expect(ValidationHarness.lint(yaml) == [])
        #expect(try #require(ValidationHarness.spec(yaml)).items.map(\.caseName) == ["smsReceived1Caf", "smsReceived2Caf", "_2"])
    }

    /// `swift_name: none` (or `some`) keeps an app's own `case none`: allowed, with a note that
    /// names `Optional.none`, the reason such a name is otherwise escaped.
    @Test func swiftNameNone_isAllowed_withANoteNamingOptionalNone() throws {
        let yaml = """
        title: Sound
        selection: single
        items:
          - {id: off, title: Off, swift_name: none}
          - {id: on, title: On, swift_name: some}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:39: note: the swift_name 'none' is also a case of Swift's Optional: comparing an optional item (such as 'selection.selectedItem') with '.none' then needs 'Optional.none' [escaped-case-name]",
            "5:37: note: the swift_name 'some' is also a case of Swift's Optional: comparing an optional item (such as 'selection.selectedItem') with '.some' then needs 'Optional.some' [escaped-case-name]",
        ])
        #expect(try #require(ValidationHarness.spec(yaml)).items.map(\.caseName) == ["none", "some"])
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
          - {id: ID, title: Indonesia, swift_name: ie}
          - IE: Ireland
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: error: the ids 'ID' and 'IE' both become the Swift case 'ie'; add 'swift_name:' to one of them to name its case (the ids stay what the app stores) [duplicate-id] note 4:10: 'ID' is defined here",
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
