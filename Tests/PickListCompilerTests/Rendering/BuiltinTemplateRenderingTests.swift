import Foundation
@testable import PickListCompiler
import PickListCompilerTestSupport
import Testing

@Suite("Built-in templates render the golden output")
struct BuiltinTemplateRenderingTests {
    static let cases: [(name: String, specs: [Spec], path: String)] = [
        ("quote-categories", [SampleSpecs.quoteCategories], "specs/quote-categories.picklist.yml"),
        ("job-purpose", [SampleSpecs.jobPurpose], "fixtures/job-purpose.picklist.yml"),
        ("mailboxes", SampleSpecs.mailboxes, "fixtures/mailboxes.picklist.yml"),
        ("runtime-lists", SampleSpecs.runtimeLists, "fixtures/runtime-lists.picklist.yml"),
    ]

    func render(_ specs: [Spec], path: String, template: String, access: AccessLevel = .public) throws -> String {
        let template = try #require(Template.builtin(named: template))
        let renderer = Renderer(template: template, access: access)
        return renderer.render(RenderJob(sourcePath: path, displayPath: path, outputPath: "out", specs: specs)).text
    }

    @Test(arguments: cases.map(\.name))
    func swiftTemplate_matchesGolden(name: String) throws {
        let entry = try #require(Self.cases.first { $0.name == name })
        try GoldenFile.target.expect(try render(entry.specs, path: entry.path, template: "swift"), matches: "Rendering/\(name).picklist.swift")
    }

    @Test(arguments: cases.map(\.name))
    func jsonTemplate_matchesGolden(name: String) throws {
        let entry = try #require(Self.cases.first { $0.name == name })
        try GoldenFile.target.expect(try render(entry.specs, path: entry.path, template: "json"), matches: "Rendering/\(name).picklist.json")
    }

    @Test func swiftTemplate_internalAccess_omitsModifiers() throws {
        try GoldenFile.target.expect(
            try render([SampleSpecs.jobPurpose], path: "fixtures/job-purpose.picklist.yml", template: "swift", access: .internal),
            matches: "Rendering/job-purpose-internal.picklist.swift"
        )
    }

    /// The doc comments of `init?(value:)`, `init?(rawValue:)` and decoding say what the code
    /// does for the list's keys: with a `fallback`, an unknown value reads as that item, never
    /// `nil`; without one, `nil` (or a decoding error); aliases are named only where there are any.
    @Test func swiftTemplate_storedFormDocs_sayWhatTheFallbackDoes() throws {
        func rendered(_ fallback: String, aliases: String = ", value_aliases: [30]") throws -> String {
            let yaml = """
                name: Interval
                title: Refresh
                selection: single
                value_type: int
                raw_value: value
                \(fallback)
                items:
                  - {id: hourly, title: Every hour, value: 60\(aliases)}
                  - {id: daily, title: Every day, value: 1440}

                """
            let specs = SpecValidator().validate(YAMLLoader().load(string: yaml, path: "interval.picklist.yml")).specs
            return try render(specs, path: "interval.picklist.yml", template: "swift")
        }
        let withFallback = try rendered("fallback: daily")
        #expect(withFallback.contains("""
                /// The item whose `value` is `value` or one of its `value_aliases`; for a value no item has,
                /// `.daily` (the spec's `fallback`), so never `nil`.
                public init?(value: Int) {
            """))
        #expect(withFallback.contains("""
                /// The item a stored value reads as, as `init(value:)` reads it (aliases included): for a value
                /// no item has, `.daily` (the spec's `fallback`), so never `nil`.
            """))
        #expect(withFallback.contains("any other stored form reads as `.daily` (the spec's `fallback`)."))
        #expect(!withFallback.contains("`nil` when no item has it"))
        let without = try rendered("", aliases: "")
        #expect(without.contains("""
                /// The item whose `value` is `value`, or `nil` when no item has it.
                public init?(value: Int) {
            """))
        #expect(without.contains("as `init(value:)` reads it: `nil` for a\n    /// value no item has."))
        #expect(without.contains("throws `DecodingError.dataCorrupted` for a stored form that names no item."))
        #expect(!without.contains("fallback"))
    }

    /// Empty lines of the subtitle and keyword tables come out empty, not as indentation.
    @Test func swiftTemplate_endsNoLineInBlanks_butKeepsALiteralsTrailingSpace() throws {
        for entry in Self.cases {
            let text = try render(entry.specs, path: entry.path, template: "swift")
            #expect(!text.split(separator: "\n").contains { $0.last == " " || $0.last == "\t" }, "\(entry.name)")
        }
        #expect(Template.trimmingTrailingBlanks("a  \n \t\n\tb\t c \nend\t") == "a\n\n\tb\t c\nend")
        #expect(Template.trimmingTrailingBlanks("") == "")
        #expect(Template.trimmingTrailingBlanks(" \nb") == "\nb")
        #expect(Template.trimmingTrailingBlanks("a\nb ") == "a\nb")
        #expect(Template.trimmingTrailingBlanks("\n\na\n\tb\n") == "\n\na\n\tb\n")
        // A title ending in a space is written `Trailing space\u{20}`: trimming cannot change it.
        #expect(LiteralEscaping.swiftMultilineLine("Trailing space ") == "Trailing space\\u{20}")
    }

    /// A `rows: runtime` list is a `RuntimePickList` stating its policy: no cases, no tables,
    /// no `search` function (search belongs to the rows the app supplies).
    @Test func swiftTemplate_runtimeList_isAPolicyOnly() throws {
        let text = try render([SampleSpecs.runtimeLists[0]], path: "inbox.picklist.yml", template: "swift")
        #expect(text.contains("public enum Inbox: RuntimePickList {\n    public static let definition = PickListPolicy(\n"))
        #expect(text.contains("        searchable: true\n    )\n}\n"))
        for absent in ["case ", "ids:", "func search", "PickListDefinition", "defaultSelection"] {
            #expect(!text.contains(absent), "\(absent)")
        }
        let plain = try render([SampleSpecs.runtimeLists[4]], path: "plain.picklist.yml", template: "swift", access: .internal)
        #expect(plain.hasSuffix("""
            import PickListKit

            enum Plain: RuntimePickList {
                static let definition = PickListPolicy(
                    title: "Plain",
                    selection: .single
                )
            }

            """))
    }

    @Test func jsonTemplate_runtimeList_writesRowsRuntime_insteadOfSections() throws {
        let text = try render(SampleSpecs.runtimeLists, path: "r.picklist.yml", template: "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let lists = try #require(object["lists"] as? [[String: Any]])
        #expect(lists.map { $0["rows"] as? String } == ["runtime", "runtime", "runtime", nil, "runtime"])
        #expect(lists.map { $0["sections"] == nil } == [true, true, true, false, true])
        #expect(lists[2]["default"] as? String == "all")
    }

    @Test func customTemplate_keepsItsBlanks() throws {
        let template = try Template(text: "{{#lists}}{{name}}  \n{{/lists}}", name: "t.txt.mustache", outputExtension: "txt", file: "t.txt.mustache")
        let text = Renderer(template: template).render(RenderJob(sourcePath: "a", displayPath: "a", outputPath: "o", specs: [SampleSpecs.jobPurpose])).text
        #expect(text == "JobPurpose  \n")
    }
}
