import Testing
@testable import PickListCompiler

/// `framework-type-name`: a list's type name that a commonly imported framework also declares
/// (ambiguous wherever both are imported), given by `name:` or derived from the file name.
@Suite struct ValidationFrameworkTypeNameTests {
    @Test func foundationName_warnsAtTheName_withASuggestion() {
        let yaml = """
        name: TimeZone
        title: Time Zone
        selection: single
        items: [London, Tokyo]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:7: warning: 'TimeZone' is also the name of a type in Foundation: in a file that imports Foundation and this list's module, 'TimeZone' is ambiguous for type lookup; choose another name, for example 'TimeZoneOption' [framework-type-name] (did you mean 'TimeZoneOption'?)",
        ])
        // A warning: the list still generates.
        #expect(ValidationHarness.validate(yaml).specs.map(\.name) == ["TimeZone"])
    }

    @Test func swiftUIName_warnsNamingSwiftUI() {
        let yaml = """
        name: List
        title: Lists
        selection: single
        items: [Groceries, Chores]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "1:7: warning: 'List' is also the name of a type in SwiftUI: in a file that imports SwiftUI and this list's module, 'List' is ambiguous for type lookup; choose another name, for example 'ListOption' [framework-type-name] (did you mean 'ListOption'?)",
        ])
    }

    @Test func nameDerivedFromTheFileName_warnsAtTheDocument() {
        let yaml = """
        # The zones users pick from.
        title: Time Zone
        selection: single
        items: [London, Tokyo]
        """
        #expect(ValidationHarness.lint(yaml, path: "specs/time-zone.picklist.yml") == [
            "2:1: warning: the file name 'time-zone.picklist.yml' gives the type name 'TimeZone', which is also the name of a type in Foundation: in a file that imports Foundation and this list's module, 'TimeZone' is ambiguous for type lookup; add 'name:' with another name, for example 'name: TimeZoneOption' [framework-type-name]",
        ])
    }

    @Test func suggestedAndOtherNames_areFine() {
        for name in ["TimeZoneOption", "ListOption", "Currency", "Region", "Language", "Purpose"] {
            let yaml = "name: \(name)\ntitle: T\nselection: single\nitems: [A]\n"
            #expect(ValidationHarness.lint(yaml) == [], "\(name)")
        }
        #expect(ValidationHarness.lint("title: T\nselection: single\nitems: [A]\n", path: "time-zone-option.picklist.yml") == [])
    }

    @Test func eachListOfAFile_isCheckedAtItsName() {
        let yaml = """
        name: Theme
        title: Theme
        selection: single
        items: [Light, Dark]
        ---
        name: Color
        title: Colour
        selection: single
        items: [Red, Blue]
        """
        #expect(ValidationHarness.lint(yaml) == [
            "6:7: warning: 'Color' is also the name of a type in SwiftUI: in a file that imports SwiftUI and this list's module, 'Color' is ambiguous for type lookup; choose another name, for example 'ColorOption' [framework-type-name] (did you mean 'ColorOption'?)",
        ])
    }

    @Test func invalidName_isOnlyAnInvalidName() {
        // `String` shadows a type the generated code uses: an error, not also this warning.
        #expect(ValidationHarness.lint("name: String\ntitle: T\nselection: single\nitems: [A]\n") == [
            "1:7: error: invalid name 'String': 'String' would shadow a type the generated code uses [invalid-name]",
        ])
    }

    @Test(arguments: ["Locale", "Calendar", "Date", "Data", "URL", "Measurement", "Unit", "UnitLength", "Decimal",
                      "Notification", "Bundle", "Progress", "Operation", "Thread", "Host", "Process", "Port", "Stream",
                      "Scanner", "IndexPath", "IndexSet", "CharacterSet", "PersonNameComponents", "DateComponents",
                      "DateInterval", "AttributedString", "NumberFormatter", "SortOrder", "TimeInterval"])
    func foundationTypes_areListed(name: String) {
        #expect(FrameworkTypeNames.frameworks(declaring: name) == ["Foundation"])
    }

    @Test(arguments: ["List", "Text", "Color", "Font", "Image", "Section", "Label", "Picker", "Toggle", "Menu", "Form",
                      "Group", "Shape", "Alignment", "Edge", "Axis", "State", "Environment", "Table", "Settings"])
    func swiftUITypes_areListed(name: String) {
        #expect(FrameworkTypeNames.frameworks(declaring: name) == ["SwiftUI"])
    }

    @Test func nestedFoundationTypes_andUIKitPrefixedTypes_areNotListed() {
        // `Locale.Currency`, `Locale.Region`, … are nested; UIKit's own types are prefixed.
        for name in ["Currency", "Region", "Language", "Weekday", "UIColor", "Option", "Choice"] {
            #expect(FrameworkTypeNames.frameworks(declaring: name).isEmpty, "\(name)")
        }
    }

    @Test func everyListedName_couldBeAListName_andItsReplacementIsFree() {
        for name in FrameworkTypeNames.foundation.union(FrameworkTypeNames.swiftUI) {
            // Otherwise `invalid-name` would report it first and this rule could never fire.
            #expect(IdentifierDerivation.problem(withTypeName: name) == nil, "\(name)")
            let replacement = FrameworkTypeNames.replacement(for: name)
            #expect(replacement == name + "Option", "\(name)")
            #expect(FrameworkTypeNames.frameworks(declaring: replacement).isEmpty, "\(replacement)")
            #expect(IdentifierDerivation.problem(withTypeName: replacement) == nil, "\(replacement)")
        }
    }
}
