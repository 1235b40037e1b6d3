import Foundation
@testable import PickListCompiler
import Testing

@Suite struct GenerationRuleTests {
    private static let rulesDocument: String = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/validation-rules.md"), encoding: .utf8)) ?? ""
    }()

    @Test(arguments: GenerationRule.all)
    func everyRule_isDocumented(rule: String) {
        #expect(Self.rulesDocument.contains("| `\(rule)` |"))
    }

    @Test func ruleIDs_areDistinctKebabCase_andDistinctFromValidationRules() {
        #expect(Set(GenerationRule.all).count == GenerationRule.all.count)
        #expect(Set(GenerationRule.all).isDisjoint(with: ValidationRule.allCases.map(\.rawValue)))
        for id in GenerationRule.all {
            #expect(id.allSatisfy { $0 == "-" || ("a"..."z").contains($0) }, "\(id)")
        }
    }
}
