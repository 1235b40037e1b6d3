import PickListKit
import Testing
@testable import PickListCompiler

/// Valid specs resolve to `Spec` values: defaults applied, except the all-row's and the
/// summary's, which stay as written (PickListKit owns those).
@Suite struct ValidationResolutionTests {
    @Test func minimalSingleList_getsDefaultsAndNameFromFile() throws {
        let yaml = """
        title: Purpose
        selection: single
        items:
          - Design
          - Testing
        """
        let spec = try #require(ValidationHarness.spec(yaml, path: "specs/job-purpose.picklist.yml"))
        let at = { (line: Int, column: Int) in SourceLocation(file: "specs/job-purpose.picklist.yml", line: line, column: column) }
        #expect(spec == Spec(
            name: "JobPurpose", title: "Purpose", selection: .single,
            sections: [Spec.Section(title: nil, items: [
                Spec.Item(id: "design", caseName: "design", title: "Design", location: at(4, 5)),
                Spec.Item(id: "testing", caseName: "testing", title: "Testing", location: at(5, 5)),
            ])],
            sourcePath: "specs/job-purpose.picklist.yml", location: at(1, 1)))
        #expect(spec.summary == Spec.Summary())
        #expect(spec.defaultSelection == .none)
        #expect(spec.deselect == false && spec.editMode == false && spec.searchable == false)
        #expect(spec.min == nil && spec.max == nil && spec.allRow == nil)
    }

    @Test func scalarsAreTypedByPosition_yamlBooleanWordsAreTitles() throws {
        let yaml = """
        title: Answers
        selection: single
        items:
          - No
          - On
          - Yes
          - true
          - null
          - 3
          - "Off"
        """
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.items.map(\.title) == ["No", "On", "Yes", "true", "null", "3", "Off"])
        #expect(spec.items.map(\.id) == ["no", "on", "yes", "true", "null", "3", "off"])
        #expect(spec.items.map(\.caseName) == ["no", "on", "yes", "`true`", "null", "_3", "off"])
    }

    @Test func fullFormItem_keepsEveryField() throws {
        let yaml = """
        title: Zones
        selection: single
        items:
          - id: kolkata
            title: Kolkata
            subtitle: India Standard Time
            keywords: [Calcutta, IST]
            renamed_from: [calcutta, bombayTime]
            doc: The zone of Kolkata.
          - title: Kathmandu
            enabled: false
          - tokyo: Tokyo
        """
        let spec = try #require(ValidationHarness.spec(yaml))
        let items = spec.items
        #expect(items.count == 3)
        #expect(items[0] == Spec.Item(
            id: "kolkata", caseName: "kolkata", title: "Kolkata", subtitle: "India Standard Time",
            keywords: ["Calcutta", "IST"], isEnabled: true, renamedFrom: ["calcutta", "bombayTime"],
            doc: "The zone of Kolkata.", location: SourceLocation(file: "sample.picklist.yml", line: 4, column: 5)))
        #expect(items[1].id == "kathmandu")
        #expect(items[1].isEnabled == false)
        #expect(items[2].id == "tokyo")
        #expect(items[2].title == "Tokyo")
    }

    @Test func sections_keepTitlesAndOrder() throws {
        let yaml = """
        name: Zone
        title: Time Zone
        selection: single
        deselect: true
        default: paris
        sections:
          - title: Europe
            items: [Paris, Berlin]
          - title: Asia
            items: [Tokyo]
        """
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.sections.map(\.title) == ["Europe", "Asia"])
        #expect(spec.sections.map { $0.items.map(\.id) } == [["paris", "berlin"], ["tokyo"]])
        #expect(spec.deselect == true)
        #expect(spec.defaultSelection == .items(["paris"]))
    }

    @Test func multipleList_resolvesAllRowBoundsDefaultAndSummary() throws {
        let yaml = """
        name: QuoteCategory
        title: Categories
        selection: multiple
        min: 1
        max: 3
        default: [fame, love]
        all:
          title: Everything
          position: last
          while_all: exclude
        summary:
          one: "{title} only"
          other: "{count} of {total}"
        searchable: true
        doc: Quote categories.
        items: [Love, Fame, Fate]
        """
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.name == "QuoteCategory")
        #expect(spec.selection == .multiple)
        #expect(spec.min == 1)
        #expect(spec.max == 3)
        #expect(spec.defaultSelection == .items(["fame", "love"]))
        #expect(spec.allRow == Spec.AllRow(title: "Everything", position: .last, whileAll: .exclude))
        #expect(spec.summary == Spec.Summary(one: "{title} only", other: "{count} of {total}"))
        #expect(spec.searchable == true)
        #expect(spec.doc == "Quote categories.")
    }

    @Test func allTrue_writesNoAllRowSetting_andDefaultAllIsAll() throws {
        let yaml = """
        title: Categories
        selection: multiple
        all: true
        default: all
        summary:
          all: Everything
        items: [Love, Fame]
        """
        let spec = try #require(ValidationHarness.spec(yaml))
        #expect(spec.allRow == Spec.AllRow())
        #expect(spec.allRow?.effective == PickListAllRow())
        #expect(spec.defaultSelection == .all)
        #expect(spec.summary == Spec.Summary(all: "Everything"))
        #expect(spec.summary.text(.other) == PickListSummaryFormat().text(.other))
    }

    /// The spec keeps the settings it writes, even one equal to a default; the all-row it
    /// shows takes the rest from PickListKit.
    @Test func allRowMapping_keepsWhatItWrites_andShowsPickListKitsDefaultsForTheRest() throws {
        let spec = try #require(ValidationHarness.spec("title: C\nselection: multiple\nall:\n  position: last\nitems: [A, B]\n"))
        #expect(spec.allRow == Spec.AllRow(position: .last))
        #expect(spec.allRow?.effective == PickListAllRow(position: .last))
        let written = try #require(ValidationHarness.spec("title: C\nselection: multiple\nall:\n  title: All\n  while_all: isolate\nitems: [A, B]\n"))
        #expect(written.allRow == Spec.AllRow(title: "All", whileAll: .isolate))
    }

    @Test func allFalse_meansNoAllRow() throws {
        let spec = try #require(ValidationHarness.spec("title: C\nselection: multiple\nall: false\nitems: [A, B]\n"))
        #expect(spec.allRow == nil)
    }

    @Test func editModeList_resolves() throws {
        let spec = try #require(ValidationHarness.spec("title: Inbox\nselection: multiple\nedit_mode: true\nitems: [A, B]\n"))
        #expect(spec.editMode == true)
        #expect(spec.defaultSelection == .none)
    }

    @Test func multiDocumentFile_givesOneSpecPerDocument() throws {
        let yaml = """
        name: Purpose
        title: Purpose
        selection: single
        items: [Design, Testing]
        ---
        name: Location
        title: Location
        selection: single
        items: [Both, Private, Public]
        """
        let result = ValidationHarness.validate(yaml, path: "job.picklist.yml")
        #expect(result.diagnostics.isEmpty)
        #expect(result.specs.map(\.name) == ["Purpose", "Location"])
        #expect(result.specs.map(\.location.line) == [1, 6])
        #expect(result.specs[1].items.map(\.caseName) == ["both", "`private`", "`public`"])
    }

    @Test func documentWithErrors_givesNoSpec_butOtherDocumentsStillDo() {
        let yaml = """
        name: Good
        title: Good
        selection: single
        items: [A]
        ---
        name: Bad
        title: Bad
        selection: sometimes
        items: [A]
        """
        let result = ValidationHarness.validate(yaml)
        #expect(result.specs.map(\.name) == ["Good"])
        #expect(result.diagnostics.map(\.rule) == ["invalid-value"])
    }

    @Test func warningsAloneStillGiveASpec() {
        let result = ValidationHarness.validate("title: Z\nselection: single\nitems:\n  - a: Paris\n  - b: Paris\n")
        #expect(result.specs.count == 1)
        #expect(result.diagnostics.map(\.rule) == ["duplicate-title"])
    }
}
