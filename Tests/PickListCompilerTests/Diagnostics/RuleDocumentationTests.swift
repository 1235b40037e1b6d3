import Foundation
import Testing
@testable import PickListCompiler

/// The rule documentation the SARIF report carries is docs/validation-rules.md's, and covers
/// every rule id picklist reports.
@Suite struct RuleDocumentationTests {
    static let document: String = {
        var path = Substring(#filePath)
        for _ in 0..<4 {
            path = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
        }
        return (try? String(contentsOfFile: String(path + "/docs/validation-rules.md"), encoding: .utf8)) ?? ""
    }()

    /// The rows of the document's rule tables, read as scripts/embed-rule-docs.py reads them.
    static var documentedRows: [RuleDocumentation] {
        var rows: [RuleDocumentation] = []
        var inside = false
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces) == "| rule id | severity | reported when | fix |" {
                inside = true
                continue
            }
            guard inside else { continue }
            guard line.hasPrefix("|") else { inside = false; continue }
            if line.hasPrefix("| ---") { continue }
            let cells = line.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
                .trimmingCharacters(in: .whitespaces).components(separatedBy: " | ")
            guard cells.count == 4, let severity = Diagnostic.Severity(rawValue: cells[1]) else {
                Issue.record("not a rule row: \(line)")
                continue
            }
            rows.append(RuleDocumentation(
                id: cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                severity: severity, reportedWhen: cells[2], fix: cells[3]))
        }
        return rows
    }

    @Test func embeddedTable_isTheDocumentsRuleTables() {
        #expect(!Self.document.isEmpty)
        #expect(RuleDocumentation.all == Self.documentedRows,
                "docs/validation-rules.md changed: run `make rule-docs` to embed its rule tables again")
    }

    /// The compiler's rules; PickListPreviewTests' `RuleCatalogTests` checks the whole tool's
    /// (its target sees every catalogue) against the document, both ways.
    @Test func everyCompilerRuleID_isDocumented_once() {
        let reported = Set(ValidationRule.allCases.map(\.rawValue) + LoadingRule.allCases.map(\.rawValue) + GenerationRule.allCases.map(\.rawValue))
            .union(ConfigurationRule.allCases.map(\.rawValue))
        let documented = Set(RuleDocumentation.all.map(\.id))
        #expect(reported.subtracting(documented).isEmpty, "undocumented: \(reported.subtracting(documented).sorted())")
        #expect(documented.count == RuleDocumentation.all.count, "a rule is documented twice")
    }

    @Test func summary_isTheFirstClauseWithoutParenthesesOrCodeMarks() throws {
        #expect(try #require(RuleDocumentation.named("duplicate-id")).summary
            == "Two items have the same id, compared after derivation, or two ids become the same Swift case.")
        #expect(try #require(RuleDocumentation.named("all-disabled")).summary == "Every item is enabled: false.")
        #expect(try #require(RuleDocumentation.named("stale-output")).summary
            == "--check: an output is missing, or does not hold what its spec generates.")
        #expect(try #require(RuleDocumentation.named("unknown-default")).summary == "default names an id no item has.")
    }

    @Test func everyRule_hasASummaryOfItsOwn() {
        for rule in RuleDocumentation.all {
            #expect(rule.summary.count >= 15 && rule.summary.count <= 160 && rule.summary.hasSuffix("."), "\(rule.id): \(rule.summary)")
        }
    }
}
