import Testing
@testable import PickListCompiler

@Suite struct ValidationIdentifierDerivationTests {
    @Test(arguments: [
        ("Principal Excavation Activity", "principalExcavationActivity"),
        ("Wi-Fi only", "wiFiOnly"),
        ("Design", "design"),
        ("iOSVersion", "iOSVersion"),
        ("iOS Version", "iOSVersion"),
        ("URL Path", "urlPath"),
        ("HTTPServer", "httpserver"),
        ("Zürich", "zürich"),
        ("São Paulo", "sãoPaulo"),
        ("東京 tower", "東京Tower"),
        ("Someday / Maybe", "somedayMaybe"),
        ("  spaced   out  ", "spacedOut"),
        ("Rock'n'Roll", "rockNRoll"),
        ("C++ & Objective-C", "cObjectiveC"),
        ("snake_case_title", "snakeCaseTitle"),
        ("2 Factor", "2Factor"),
        ("Version 2b", "version2b"),
        ("Win10Pro", "win10pro"),
        ("👍 Yes", "yes"),
        ("No", "no"),
        ("default", "default"),
        ("Class", "class"),
        ("self", "self"),
    ])
    func derivesIDFromTitle(title: String, id: String) {
        #expect(IdentifierDerivation.id(fromTitle: title) == id)
    }

    @Test(arguments: ["👍", "🇨🇭", "—", "!!!", "", "   ", "1️⃣"])
    func titleWithoutLetterOrDigit_derivesNoID(title: String) {
        #expect(IdentifierDerivation.id(fromTitle: title) == nil)
    }

    @Test(arguments: [
        ("design", "design"),
        ("default", "`default`"),
        ("class", "`class`"),
        ("private", "`private`"),
        ("public", "`public`"),
        ("self", "`self`"),
        ("Any", "`Any`"),
        ("true", "`true`"),
        ("open", "open"),
        ("some", "some_"),
        ("2Factor", "_2Factor"),
        ("3", "_3"),
        ("zürich", "zürich"),
        ("_private", "_private"),
    ])
    func escapesIDAsCaseName(id: String, caseName: String) {
        #expect(IdentifierDerivation.caseName(for: id) == caseName)
    }

    @Test(arguments: [
        ("design", true), ("snake_case", true), ("_x", true), ("2Factor", true), ("zürich", true),
        ("_", false), ("", false), ("wi-fi", false), ("two words", false), ("`class`", false), ("a.b", false),
    ])
    func validatesExplicitIDs(id: String, isValid: Bool) {
        #expect(IdentifierDerivation.isValidID(id) == isValid)
    }

    @Test(arguments: [
        ("job-purpose.picklist.yml", "JobPurpose"),
        ("specs/quote categories.picklist.yaml", "QuoteCategories"),
        ("/abs/path/time_zone.picklist.yml", "TimeZone"),
        ("iOS-versions.picklist.yml", "IOSVersions"),
        ("purpose", "Purpose"),
        ("specs/my.file.picklist.yml", "MyFile"),
        ("a.b.c.picklist.yaml", "ABC"),
        ("other.yaml", "Other"),
        ("my.notes.yml", "MyNotes"),
    ])
    func derivesTypeNameFromPath(path: String, name: String) {
        #expect(IdentifierDerivation.typeName(fromPath: path) == name)
    }

    @Test func fileNameWithoutWord_derivesNoTypeName() {
        #expect(IdentifierDerivation.typeName(fromPath: "specs/---.picklist.yml") == nil)
    }

    @Test(arguments: [
        ("Purpose", nil),
        ("JobPurpose2", nil),
        ("purpose", "a type name is UpperCamelCase and starts with an uppercase letter"),
        ("2Purpose", "a type name cannot start with a digit"),
        ("Job Purpose", "a type name may contain only letters, digits and underscores"),
        ("Self", "'Self' would shadow a type the generated code uses"),
        ("PickList", "'PickList' would shadow a type the generated code uses"),
    ] as [(String, String?)])
    func checksTypeNames(name: String, problem: String?) {
        #expect(IdentifierDerivation.problem(withTypeName: name) == problem)
    }

    @Test func derivedIDsOfTrickyTitles_reachTheSpec() throws {
        let yaml = """
        title: Tricky
        selection: single
        items:
          - default
          - Class
          - 1st Place
          - Zürich
          - iOSVersion
          - Wi-Fi only
        """
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.items.map(\.id) == ["default", "class", "1stPlace", "zürich", "iOSVersion", "wiFiOnly"])
        #expect(spec.items.map(\.caseName) == ["`default`", "`class`", "_1stPlace", "zürich", "iOSVersion", "wiFiOnly"])
    }
}
