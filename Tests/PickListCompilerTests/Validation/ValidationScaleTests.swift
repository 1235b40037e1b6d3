import Testing
@testable import PickListCompiler
@testable import PickListKit

/// Inputs that once took quadratic time (minutes) finish: the work per diagnostic is bounded,
/// so a run is linear in its input. Asserted through what the run reports, not its duration.
@Suite struct ValidationScaleTests {
    /// 5 000 items and a `default` naming 5 000 ids no item has.
    static let manyUnknownDefaults: String = {
        var yaml = "title: Many\nselection: multiple\ndefault: ["
        yaml += (0..<5000).map { "missing\($0)x" }.joined(separator: ", ")
        yaml += "]\nitems:\n"
        for index in 0..<5000 { yaml += "  - item\(index)x: Item \(index)\n" }
        return yaml
    }()

    @Test func manyUnknownDefaults_eachReported_withSuggestionsWhileTheBudgetLasts() {
        let diagnostics = ValidationHarness.validate(Self.manyUnknownDefaults).diagnostics
        #expect(diagnostics.count == 5000)
        #expect(diagnostics.allSatisfy { $0.rule == "unknown-default" })
        // `missing0x` is far from every id: no suggestion, however much work is allowed.
        #expect(diagnostics.first?.message == "'default' names 'missing0x', but no item has that id")
        #expect(diagnostics.first?.suggestion == nil)
    }

    @Test func suggestionIndex_findsCloseIDs_untilItsWorkIsSpent_thenOnlyExactSpellings() {
        var index = SuggestionIndex(["design", "testing", "fullDesign"])
        #expect(index.closest(to: "desing") == "design")
        #expect(index.closest(to: "tseting") == "testing")
        var spent = SuggestionIndex(["design", "testing", "fullDesign"], work: 0)
        #expect(spent.closest(to: "desing") == nil)
        #expect(spent.closest(to: "Testing") == "testing")          // exact once normalised
        #expect(spent.closest(to: "full_design") == "fullDesign")
    }

    @Test func suggestionIndex_agreesWithClosest_whileWorkLasts() {
        let candidates = ["min", "max", "selection", "single", "multiple", "edit_mode"]
        for typed in ["mix", "singel", "mutliple", "editMode", "selction", "colour", "x", ""] {
            var index = SuggestionIndex(candidates)
            #expect(index.closest(to: typed) == Suggestion.closest(to: typed, among: candidates), "\(typed)")
        }
    }

    @Test func manyDiagnosticsOnOneLongLine_formatInLinearTime() {
        let count = 20_000
        let yaml = "title: Flat\nselection: single\nitems: [" + Array(repeating: "A", count: count).joined(separator: ", ") + "]\n"
        let loaded = YAMLLoader().load(string: yaml, path: "flat.picklist.yml")
        let diagnostics = SpecValidator().validate(loaded).diagnostics
        #expect(diagnostics.count == count - 1)
        let output = DiagnosticFormatter(format: .text, sources: ["flat.picklist.yml": yaml])
            .string(for: diagnostics, fileCount: 1)
        // Each duplicate: its line, excerpt, caret, then the note's line, excerpt and caret.
        let lines = output.split(separator: "\n")
        #expect(lines.count == (count - 1) * 6 + 1)
        #expect(lines[1].hasPrefix("items: [A, A, A"))
        #expect(lines[1].hasSuffix("..."))
        #expect(lines.last == "\(count - 1) errors, 0 warnings in 1 file")
    }

    /// A list at the limit a generated enum's two-byte case tag allows, and one item past it.
    static func numbered(_ count: Int, sections: Int = 1) -> String {
        var yaml = "title: Numbered\nselection: single\nsections:\n"
        let perSection = count / sections
        for section in 0..<sections {
            yaml += "  - title: Part \(section)\n    items:\n"
            let end = section == sections - 1 ? count : (section + 1) * perSection
            for index in section * perSection..<end { yaml += "      - n\(index)\n" }
        }
        return yaml
    }

    @Test func tooManyItems_atTheLimit_isValid_andOnePast_isOneErrorAtSections() {
        #expect(ValidationHarness.lint(Self.numbered(Spec.maximumItemCount, sections: 3)) == [])
        #expect(ValidationHarness.lint(Self.numbered(Spec.maximumItemCount + 1, sections: 3)) == [
            "3:1: error: the list has 65537 items, more than the 65536 a generated list can hold (its cases are numbered in two bytes); split it into several lists [too-many-items]",
        ])
    }
}

/// The compiler refuses exactly the lists PickListKit cannot number.
@Suite struct ItemLimitDriftTests {
    @Test func maximumItemCount_isPickListKitsCaseTagLimit() {
        #expect(Spec.maximumItemCount == CaseTag.maximumCount)
    }
}

/// GeneratedCodeTests compile a list with an item for every reserved member name: the two
/// lists stay the same.
@Suite struct MemberNameDriftTests {
    @Test func memberNamesSpec_holdsEveryMemberNameAndKeyword() throws {
        let path = SpecsGoldenTests.packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Specs/member-names.picklist.yml").path
        let report = Linter().lint(files: [path])
        let ids = Set(try #require(report.specs.first).items.map(\.id))
        #expect(ReservedNames.memberNames.subtracting(ids).isEmpty, "missing from member-names.picklist.yml: \(ReservedNames.memberNames.subtracting(ids).sorted())")
        #expect(SwiftKeywords.needingBackticks.subtracting(ids).isEmpty, "missing from member-names.picklist.yml: \(SwiftKeywords.needingBackticks.subtracting(ids).sorted())")
    }
}
