import Foundation
@testable import PickListStrings
import Testing
@testable import PickListCompiler

@Suite struct TranslationRuleTests {
    private static let rulesDocument: String = {
        (try? String(contentsOfFile: StringsFixtures.packageRoot + "/docs/validation-rules.md", encoding: .utf8)) ?? ""
    }()

    @Test(arguments: TranslationRule.allCases.map(\.rawValue))
    func everyRule_isDocumentedInTheRulesTable(rule: String) {
        #expect(Self.rulesDocument.contains("| `\(rule)` |"))
    }

    @Test func ruleIDs_areDistinctFromEveryOtherRule() {
        #expect(Set(TranslationRule.allCases.map(\.rawValue)).count == TranslationRule.allCases.map(\.rawValue).count)
        #expect(Set(TranslationRule.allCases.map(\.rawValue)).isDisjoint(with: ValidationRule.allCases.map(\.rawValue)))
        #expect(Set(TranslationRule.allCases.map(\.rawValue)).isDisjoint(with: GenerationRule.allCases.map(\.rawValue)))
    }
}
