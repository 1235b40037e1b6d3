import Testing
@testable import PickListCompiler

// What an app has stored keeps reading: ids that are the app's stored strings, `raw_value`,
// `value_aliases` and `fallback`, each bad input with its exact diagnostic.

@Suite struct StoredIDRuleTests {
    @Test func idsWithDashesSpacesAndColons_areValid_caseNamesDerivedWithANote() throws {
        let yaml = """
        title: Theme
        selection: single
        items:
          - one-vote: One vote
          - id: Ice Cube - Dark
            title: Ice Cube
          - "folder:work": Work
          - "2": Two
          - show_all: Show all
        """
        #expect(ValidationHarness.lint(yaml) == [
        ])
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.items.map(\.id) == ["one-vote", "Ice Cube - Dark", "folder:work", "2", "show_all"])
        #expect(spec.items.map(\.caseName) == ["oneVote", "iceCubeDark", "folderWork", "_2", "show_all"])
    }

    @Test func swiftName_namesTheCaseOfAnyID() throws {
        let yaml = """
        title: Theme
        selection: single
        items:
          - {id: one-vote, title: One vote, swift_name: single}
        """
        #expect(ValidationHarness.lint(yaml) == [])
        #expect(try #require(ValidationHarness.spec(yaml)).items.map(\.caseName) == ["single"])
    }

    @Test func idWithoutLetterOrDigit_asksForSwiftName_keepingTheID() {
        let yaml = """
        title: Rating
        selection: single
        items:
          - id: "★"
            title: Starred
          - _: Nothing
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:9: error: no Swift case name can be derived from the id '★' (it has no letter or digit); the id is the string the app stores, so keep it and add 'swift_name:' to name the case [underivable-id]",
            "6:5: error: no Swift case name can be derived from the id '_' (it has no letter or digit); the id is the string the app stores, so keep it and add 'swift_name:' to name the case [underivable-id]",
        ])
    }

    @Test func twoIDsDerivingOneCaseName_askForSwiftName() {
        let yaml = """
        title: Votes
        selection: single
        items:
          - one-vote: One vote
          - one vote: One vote, spaced
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:5: error: the ids 'one-vote' and 'one vote' both become the Swift case 'oneVote'; add 'swift_name:' to one of them to name its case (the ids stay what the app stores) [duplicate-id] note 4:5: 'one-vote' is defined here",
        ])
    }

    @Test func emptyID_andIDsWithControlCharacters_areInvalid() {
        let yaml = """
        title: Votes
        selection: single
        items:
          - id: ""
            title: Empty
          - id: "one\\nvote"
            title: Two lines
          - id: "one\\tvote"
            title: Tabbed
          - id: "one\\u0007vote"
            title: Bell
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:9: error: an id cannot be empty: it is the string the app stores for the item, such as 'design' or 'one-vote' [invalid-id]",
            "6:9: error: invalid id: an id is the string the app stores for the item, on one line without control characters, and this one holds a line break [invalid-id]",
            "8:9: error: invalid id: an id is the string the app stores for the item, on one line without control characters, and this one holds a tab [invalid-id]",
            "10:9: error: invalid id: an id is the string the app stores for the item, on one line without control characters, and this one holds the control character U+0007 [invalid-id]",
        ])
    }
}

@Suite struct RawValueRuleTests {
    @Test func rawValueValue_withIntOrStringValues_isValid() throws {
        let yaml = """
        title: Browser
        selection: single
        value_type: int
        raw_value: value
        items:
          - {id: inApp, title: In the App, value: 0}
          - {id: safari, title: Safari, value: 1}
        """
        #expect(ValidationHarness.lint(yaml) == [])
        #expect(try #require(ValidationHarness.spec(yaml)).rawValue == .value)
    }

    @Test func rawValueValue_withoutValueType_isAnError() {
        let yaml = """
        title: Browser
        selection: single
        raw_value: value
        items:
          - In the App
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:12: error: 'raw_value: value' makes each item's 'value' its raw value, so the list needs 'value_type: int' or 'value_type: string' and a 'value' on every item [raw-value-type]",
        ])
    }

    @Test func rawValueValue_withDoubleOrBool_saysAppStorageCannotStoreThem() {
        let yaml = """
        title: Scale
        selection: single
        value_type: double
        raw_value: value
        items:
          - {id: small, title: Small, value: 0.85}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:12: error: 'raw_value: value' needs 'value_type: int' or 'value_type: string': @AppStorage keeps a RawRepresentable setting only through an Int or String raw value, so a double value cannot be the raw value; remove 'raw_value' (the item's 'value' still reads as its Double) [raw-value-type] note 3:13: 'value_type: double' is here",
        ])
    }

    @Test func rawValue_unknownWord_suggestsTheClosest() {
        let yaml = """
        title: Browser
        selection: single
        raw_value: values
        items:
          - In the App
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:12: error: invalid value 'values' for 'raw_value'; expected 'id' or 'value' [invalid-value] (did you mean 'value'?)",
        ])
    }
}

@Suite struct ValueAliasRuleTests {
    @Test func aliasClashes_areReportedWithANoteAtTheOther() {
        let yaml = """
        title: Refresh
        selection: single
        value_type: int
        items:
          - {id: quarter, title: Every 15 minutes, value: 1, value_aliases: [1]}
          - {id: half, title: Every 30 minutes, value: 3, value_aliases: [2, 1]}
          - {id: hour, title: Every hour, value: 4, value_aliases: [2, 5, 5]}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:70: error: 'value_aliases' lists '1', the item's own value; remove it [alias-clash]",
            "6:70: error: 'value_aliases' lists '1', which is another item's value, so reading '1' would be ambiguous [alias-clash] note 5:51: '1' is the value given here",
            "7:61: error: 'value_aliases' lists '2', which another item already lists; a stored value can read as only one item [alias-clash] note 6:67: first listed here",
            "7:67: error: 'value_aliases' lists '5' twice [alias-clash] note 7:64: first listed here",
        ])
    }

    @Test func aliasOfTheWrongType_orWithoutValueType_isAnError() {
        let typed = """
        title: Refresh
        selection: single
        value_type: int
        items:
          - {id: half, title: Every 30 minutes, value: 3, value_aliases: [ten]}
        """
        #expect(ValidationHarness.lint(typed) == [
            "5:67: error: 'value_aliases' must be a whole number such as 30 ('value_type: int'), not 'ten' [wrong-type]",
        ])
        let untyped = """
        title: Refresh
        selection: single
        items:
          - {id: half, title: Every 30 minutes, value_aliases: [2]}
        """
        #expect(ValidationHarness.lint(untyped) == [
            "4:41: error: 'value_aliases' are former values of the item, so they need the list's 'value_type' and the item's 'value' [misplaced-value]",
        ])
    }
}

@Suite struct FallbackRuleTests {
    @Test func fallbackNamingNoItem_suggestsTheClosest() {
        let yaml = """
        title: Browser
        selection: single
        fallback: inap
        items:
          - {id: inApp, title: In the App}
          - {id: safari, title: Safari}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:11: error: 'fallback' names 'inap', but no item has that id [unknown-fallback] (did you mean 'inApp'?)",
        ])
    }

    @Test func fallbackNamingATitle_saysItTakesAnID() {
        let yaml = """
        title: Browser
        selection: single
        fallback: Safari
        items:
          - {id: inApp, title: In the App}
          - {id: safariBrowser, title: Safari}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "3:11: error: 'fallback' names 'Safari', but no item has that id ('fallback' takes an id, not a title) [unknown-fallback] (did you mean 'safariBrowser'?)",
        ])
    }

    @Test func fallbackNamingADisabledOrExclusiveItem_isAnError() {
        let disabled = """
        title: Browser
        selection: single
        fallback: old
        items:
          - {id: inApp, title: In the App}
          - {id: old, title: Old, enabled: false}
        """
        #expect(ValidationHarness.lint(disabled) == [
            "3:11: error: 'fallback' names 'old', which is disabled ('enabled: false'): an unknown stored value would read as an item that can never be selected; name an enabled item [invalid-fallback] note 6:10: 'old' is defined here",
        ])
        let exclusive = """
        title: Filters
        selection: multiple
        fallback: none
        items:
          - {id: unread, title: Unread}
          - {id: none, title: None of these, exclusive: true}
        """
        #expect(ValidationHarness.lint(exclusive) == [
            "3:11: error: 'fallback' names 'none', an exclusive item ('None of these'): an unknown stored id would deselect every other item; name an item that is not exclusive [invalid-fallback] note 6:10: 'none' is defined here",
            "6:10: note: the id 'none' is the Swift case 'none_' ('none' is a case of Swift's Optional: beside a case 'none', comparing an optional item with '.none' would need 'Optional.none'); 'swift_name:' names it otherwise [escaped-case-name]",
        ])
    }

    @Test func fallbackAndRawValue_onARuntimeList_areErrors() {
        let yaml = """
        title: People
        selection: multiple
        rows: runtime
        fallback: someone
        raw_value: value
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: 'fallback' applies to a list whose spec writes its items; a 'rows: runtime' list's ids are the app's own, and restoring drops the ids no row has [invalid-fallback]",
            "5:1: error: 'raw_value' applies to a list whose spec writes its items; the rows of a 'rows: runtime' list are the app's own, stored as the app stores their ids [raw-value-type]",
        ])
    }
}

@Suite struct AbsentRuleTests {
    @Test func absent_namesTheItemNoStoredValueMeans() throws {
        let yaml = """
        title: App Icon
        selection: single
        absent: primary
        items:
          - {id: primary, title: Default}
          - {id: AppIcon-Dark, title: Dark}
        """
        #expect(ValidationHarness.lint(yaml) == [])
        #expect(try #require(ValidationHarness.spec(yaml)).absent == "primary")
    }

    @Test func absentNamingNoItem_suggestsTheClosest_orTheIDOfATitle() {
        let misspelt = """
        title: App Icon
        selection: single
        absent: primay
        items:
          - {id: primary, title: Default}
          - {id: dark, title: Dark}
        """
        #expect(ValidationHarness.lint(misspelt) == [
            "3:9: error: 'absent' names 'primay', but no item has that id [unknown-absent] (did you mean 'primary'?)",
        ])
        let title = """
        title: App Icon
        selection: single
        absent: Default
        items:
          - {id: primary, title: Default}
          - {id: dark, title: Dark}
        """
        #expect(ValidationHarness.lint(title) == [
            "3:9: error: 'absent' names 'Default', but no item has that id ('absent' takes an id, not a title) [unknown-absent] (did you mean 'primary'?)",
        ])
    }

    @Test func absentNamingADisabledItemOrAnActionRow_isAnError() {
        let disabled = """
        title: Theme
        selection: single
        absent: system
        items:
          - {id: light, title: Light}
          - {id: system, title: System, enabled: false}
        """
        #expect(ValidationHarness.lint(disabled) == [
            "3:9: error: 'absent' names 'system', which is disabled ('enabled: false'): every app that has stored nothing would read an item that can never be selected; name an enabled item [invalid-absent] note 6:10: 'system' is defined here",
        ])
        let action = """
        title: Status
        selection: single
        absent: custom
        items:
          - {id: busy, title: Busy}
          - {id: custom, title: Custom…, action: true}
        """
        #expect(ValidationHarness.lint(action) == [
            "3:9: error: 'absent' names 'custom', an action row ('action: true'): it chooses nothing, so no stored value, not even none, can read as it; name an item that can be chosen [action-item] note 6:34: 'custom' is an action row here",
        ])
    }

    @Test func absent_withACaseNamedStoredValue_isAReservedIDError() {
        let yaml = """
        title: Sync
        selection: single
        absent: off
        items:
          - {id: off, title: Off}
          - {id: storedValue, title: Stored}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:10: error: the item 'storedValue' is the Swift case 'storedValue', and 'absent' gives the list a member 'storedValue'; add 'swift_name:' to the item to name its case otherwise [reserved-id] note 3:1: 'absent' is here",
        ])
    }

    @Test func absentOnARuntimeList_isAnError() {
        let yaml = """
        title: Theme
        selection: single
        rows: runtime
        absent: system
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:1: error: 'absent' applies to a list whose spec writes its items; a 'rows: runtime' list's ids are the app's own, so the app reads its own nil [invalid-absent]",
        ])
    }
}

@Suite struct IntegerValueTypeRuleTests {
    @Test func int32AndInt64Values_inRange_areValid() throws {
        let yaml = """
        title: Timeout
        selection: single
        value_type: int32
        items:
          - {id: low, title: Low, value: -2147483648}
          - {id: high, title: High, value: 2147483647}
        """
        #expect(ValidationHarness.lint(yaml) == [])
        #expect(try #require(ValidationHarness.spec(yaml)).valueType == .int32)
    }

    @Test func int32ValueOutOfRange_isALocatedError() {
        let yaml = """
        title: Timeout
        selection: single
        value_type: int32
        items:
          - {id: low, title: Low, value: 0}
          - id: high
            title: High
            value: 2147483648
            value_aliases: [-2147483649]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "8:12: error: 'value' is 2147483648, outside the range of Int32 (-2147483648…2147483647); write a value in range, or use 'value_type: int64' [invalid-value]",
            "9:21: error: 'value_aliases' is -2147483649, outside the range of Int32 (-2147483648…2147483647); write a value in range, or use 'value_type: int64' [invalid-value]",
        ])
    }

    @Test func int64ValueOutOfRange_orNotANumber_isALocatedError() {
        let yaml = """
        title: Size
        selection: single
        value_type: int64
        items:
          - {id: big, title: Big, value: 9223372036854775808}
          - {id: odd, title: Odd, value: 1.5}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "5:34: error: 'value' is 9223372036854775808, outside the range of Int64 (-9223372036854775808…9223372036854775807); write a value in range, or use a wider 'value_type' [invalid-value]",
            "6:34: error: 'value' must be a whole number such as 30 ('value_type: int64'), not '1.5' [wrong-type]",
        ])
    }

    @Test func rawValueValue_withInt32_isRawValueType() {
        let yaml = """
        title: Timeout
        selection: single
        value_type: int32
        raw_value: value
        items:
          - {id: low, title: Low, value: 0}
        """
        #expect(ValidationHarness.lint(yaml) == [
            "4:12: error: 'raw_value: value' needs 'value_type: int' or 'value_type: string': @AppStorage keeps a RawRepresentable setting only through an Int or String raw value, so an int32 value cannot be the raw value; remove 'raw_value' (the item's 'value' still reads as its Int32) [raw-value-type] note 3:13: 'value_type: int32' is here",
        ])
    }
}

@Suite struct SwiftNameNoneRuleTests {
    @Test func swiftNameNoneOnTwoItems_isALocatedError() {
        let yaml = """
        title: Badge
        selection: single
        items:
          - {id: off, title: Off, swift_name: none}
          - {id: hidden, title: Hidden, swift_name: none}
        """
        let lines = ValidationHarness.lint(yaml)
        #expect(lines.filter { $0.contains("error") } == [
            "5:45: error: the items 'off' and 'hidden' both have 'swift_name: none', and an enum has one case of a name; give 'hidden' another 'swift_name' (or remove it: its id derives one) [duplicate-id] note 4:39: 'off' is named 'none' here",
        ])
        #expect(lines.count(where: { $0.contains("note: the swift_name 'none' is also a case of Swift's Optional") }) == 2)
    }
}
