import Foundation
@testable import PickListCompiler
import Testing

@Suite struct GenerationRuleTests {
    private static let rulesDocument: String = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/validation-rules.md"), encoding: .utf8)) ?? ""
    }()

    @Test(arguments: GenerationRule.allCases.map(\.rawValue))
    func everyRule_isDocumented(rule: String) {
        #expect(Self.rulesDocument.contains("| `\(rule)` |"))
    }

    @Test func ruleIDs_areDistinctKebabCase_andDistinctFromValidationRules() {
        #expect(Set(GenerationRule.allCases.map(\.rawValue)).count == GenerationRule.allCases.map(\.rawValue).count)
        #expect(Set(GenerationRule.allCases.map(\.rawValue)).isDisjoint(with: ValidationRule.allCases.map(\.rawValue)))
        for id in GenerationRule.allCases.map(\.rawValue) {
            #expect(id.allSatisfy { $0 == "-" || ("a"..."z").contains($0) }, "\(id)")
        }
    }
}
