import Testing
@testable import PickListCompiler
@testable import PickListPreview
@testable import PickListStrings

/// Every rule id the tool reports is documented in docs/validation-rules.md, and the document
/// lists no other. The catalogues live in three modules (the compiler's loading, validation,
/// generation and configuration rules, PickListStrings' `TranslationRule`, PickListPreview's `PreviewRule`);
/// this target depends on all three, so the check of the whole tool is here.
@Suite struct RuleCatalogTests {
    @Test func everyRuleID_isDocumented_andNothingElse() {
        let reported = Set(
            ValidationRule.allCases.map(\.rawValue) + LoadingRule.allCases.map(\.rawValue)
                + GenerationRule.allCases.map(\.rawValue) + ConfigurationRule.allCases.map(\.rawValue)
                + TranslationRule.allCases.map(\.rawValue) + PreviewRule.allCases.map(\.rawValue))
        let documented = Set(RuleDocumentation.all.map(\.id))
        #expect(reported.subtracting(documented).isEmpty, "undocumented: \(reported.subtracting(documented).sorted())")
        #expect(documented.subtracting(reported).isEmpty, "documented but never reported: \(documented.subtracting(reported).sorted())")
    }
}
