import Foundation
import Testing
@testable import PickListCompiler

@Suite struct ValidationRuleCatalogTests {
    private static let rulesDocument =
        (try? String(contentsOfFile: Fixtures.packageRoot + "/docs/validation-rules.md", encoding: .utf8)) ?? ""

    @Test(arguments: ValidationRule.allCases)
    func everyRule_isDocumentedInTheRulesTable(rule: ValidationRule) {
        #expect(Self.rulesDocument.contains("| `\(rule.rawValue)` |"))
    }

    @Test func ruleIDs_areDistinctKebabCase() {
        let ids = ValidationRule.allCases.map(\.rawValue)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0 == "-" || ("a"..."z").contains($0) }, "\(id)")
        }
    }
}
