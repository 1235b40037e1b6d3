import Foundation
import Testing
@testable import PickListCompiler

@Suite struct TranslationRuleTests {
    private static let rulesDocument: String = {
        (try? String(contentsOfFile: Fixtures.packageRoot + "/docs/validation-rules.md", encoding: .utf8)) ?? ""
    }()

    @Test(arguments: TranslationRule.all)
    func everyRule_isDocumentedInTheRulesTable(rule: String) {
        #expect(Self.rulesDocument.contains("| `\(rule)` |"))
    }

    @Test func ruleIDs_areDistinctFromEveryOtherRule() {
        #expect(Set(TranslationRule.all).count == TranslationRule.all.count)
        #expect(Set(TranslationRule.all).isDisjoint(with: ValidationRule.allCases.map(\.rawValue)))
        #expect(Set(TranslationRule.all).isDisjoint(with: GenerationRule.all))
    }
}
