@testable import PickListCompiler
import Testing

/// A `picklist-config.yml` is read like a spec: every mistake reported, at its line and column.
@Suite("picklist-config.yml: keys, types and values, located")
struct ConfigurationReaderTests {
    func read(_ text: String) -> (configuration: Configuration, diagnostics: [Diagnostic]) {
        ConfigurationReader().read(YAMLLoader().load(string: text, path: "App/picklist-config.yml"))
    }

    func at(_ line: Int, _ column: Int) -> PickListCompiler.SourceLocation {
        SourceLocation(file: "App/picklist-config.yml", line: line, column: column)
    }

    @Test func accessAndTemplate_areRead_withTheirPlaces() {
        let (configuration, diagnostics) = read("# the app's lists\naccess: package\ntemplate: lists.txt.mustache\n")
        #expect(diagnostics.isEmpty)
        #expect(configuration.access == .init(.package, at: at(2, 9)))
        #expect(configuration.template == .init("lists.txt.mustache", at: at(3, 11)))
        #expect(configuration.folder == "App")
    }

    @Test func language_isRead_andAnInvalidOneIsLocated() {
        let (configuration, diagnostics) = read("access: internal\nlanguage: pt_BR\n")
        #expect(diagnostics.isEmpty)
        #expect(configuration.language == .init("pt_BR", at: at(2, 11)))
        #expect(read("language: English\n").diagnostics == [.error(
            ValidationRule.invalidValue,
            "invalid language 'English': write the language the specs' texts are in as a locale identifier such as 'en', 'de' or 'pt_BR'",
            at: at(1, 11))])
        #expect(read("language: [en]\n").diagnostics == [.error(
            ValidationRule.wrongType, "'language' must be a locale identifier such as 'en', 'de' or 'pt_BR', not a sequence",
            at: at(1, 11))])
    }

    @Test func eachAccessLevel_isAccepted() {
        for level in ["public", "package", "internal"] {
            #expect(read("access: \(level)\n").configuration.access?.value.rawValue == level)
        }
    }

    @Test func anEmptyFile_setsNothing_andIsNoError() {
        for text in ["", "# nothing yet\n", "---\n"] {
            let (configuration, diagnostics) = read(text)
            #expect(diagnostics.isEmpty, "\(text.debugDescription)")
            #expect(configuration.access == nil && configuration.template == nil)
        }
    }

    @Test func unknownKey_suggestsTheClosestKey() {
        let diagnostics = read("access: internal\ntemplat: swift\n").diagnostics
        #expect(diagnostics == [.error(
            ValidationRule.unknownKey, "unknown key 'templat' in the configuration", at: at(2, 1), suggestion: "template")])
    }

    @Test func unknownKey_farFromEveryKey_listsTheKeys() {
        let diagnostics = read("output: Generated\n").diagnostics
        #expect(diagnostics == [.error(
            ValidationRule.unknownKey, "unknown key 'output' in the configuration; expected one of: access, template, language", at: at(1, 1))])
    }

    @Test func invalidAccess_suggestsTheClosestLevel() {
        let diagnostics = read("access: pubilc\n").diagnostics
        #expect(diagnostics == [.error(
            ValidationRule.invalidValue, "invalid access 'pubilc'; expected public, package or internal", at: at(1, 9), suggestion: "public")])
    }

    @Test func accessAsASequence_isAWrongType() {
        let diagnostics = read("access:\n  - internal\n").diagnostics
        #expect(diagnostics == [.error(
            ValidationRule.wrongType, "'access' must be public, package or internal, not a sequence", at: at(2, 3))])
    }

    @Test func templateAsAMapping_isAWrongType() {
        let diagnostics = read("template: {name: swift}\n").diagnostics
        #expect(diagnostics == [.error(
            ValidationRule.wrongType,
            "'template' must be a built-in template's name (swift, json) or the path of a Mustache template, not a mapping",
            at: at(1, 11))])
    }

    @Test func aKeyWithoutValue_isAMissingValue() {
        let diagnostics = read("access:\n").diagnostics
        #expect(diagnostics == [.error(
            ValidationRule.missingValue, "'access' has no value; write public, package or internal, or remove the key", at: at(1, 8))])
    }

    @Test func aRootThatIsNoMapping_isReported() {
        #expect(read("- access: internal\n").diagnostics == [.error(
            ValidationRule.notAMapping,
            "a configuration file is a mapping of options (such as 'access: internal'), not a sequence", at: at(1, 1))])
    }

    @Test func aSecondDocument_isReportedAtItsStart() {
        #expect(read("access: internal\n---\ntemplate: json\n").diagnostics == [.error(
            ValidationRule.notAMapping,
            "a configuration file holds one mapping; remove this second document (and the '---' before it)", at: at(3, 1))])
    }

    @Test func everyMistake_isReportedInOneRead() {
        let rules = read("acces: internal\naccess: [x]\ntemplate:\n").diagnostics.map(\.rule)
        #expect(rules == ["unknown-key", "wrong-type", "missing-value"])
    }

    @Test func yamlProblems_areTheLoadersOwn() {
        let diagnostics = read("access: internal\naccess: public\n").diagnostics
        #expect(diagnostics.map(\.rule) == ["duplicate-key"])
        #expect(diagnostics.first?.location == at(2, 1))
        #expect(read("access: [internal\n").diagnostics.map(\.rule) == ["yaml-syntax"])
    }
}
