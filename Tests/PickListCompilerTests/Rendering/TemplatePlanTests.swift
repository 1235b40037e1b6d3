import Foundation
import Mustache
@testable import PickListCompiler
import Testing

/// A built-in template renders through its ``TemplatePlan``; these tests hold the plan to
/// swift-mustache: the same steps as swift-mustache's tokens, the same text for every key of
/// the context.
@Suite("Template plans render what swift-mustache renders")
struct TemplatePlanTests {
    /// swift-mustache's tokens of `text`, as plan steps; `nil` for a token a plan has no step
    /// for. The tokens are internal to swift-mustache, so they are read through `Mirror`.
    static func mustacheSteps(of text: String) throws -> [TemplatePlan.Step]? {
        steps(of: try MustacheTemplate(string: text))
    }

    private static func steps(of template: MustacheTemplate) -> [TemplatePlan.Step]? {
        guard let tokens = Mirror(reflecting: template).children.first(where: { $0.label == "tokens" })?.value as? [Any]
        else { return nil }
        var steps: [TemplatePlan.Step] = []
        for token in tokens {
            guard let (kind, payload) = Mirror(reflecting: token).children.first.map({ ($0.label, $0.value) }) else { return nil }
            func field(_ label: String) -> Any? {
                Mirror(reflecting: payload).children.first { $0.label == label }?.value
            }
            switch kind {
            case "text":
                guard let text = payload as? String else { return nil }
                steps.append(.text(Array(text.utf8)))
            case "variable", "unescapedVariable":
                guard let name = field("name") as? String, (field("transforms") as? [String])?.isEmpty == true else { return nil }
                steps.append(.variable(TemplatePlan.Name(name), escaped: kind == "variable"))
            case "section", "invertedSection":
                guard let name = field("name") as? String, (field("transforms") as? [String])?.isEmpty == true,
                    let template = field("template") as? MustacheTemplate, let inner = Self.steps(of: template)
                else { return nil }
                let plan = TemplatePlan.Name(name)
                steps.append(kind == "section" ? .section(plan, inner) : .invertedSection(plan, inner))
            case "contentType":
                guard let contentType = payload as? any MustacheContentType else { return nil }
                steps.append(.contentType(isText: contentType.escapeText("<&\"") == "<&\""))
            default:
                return nil
            }
        }
        return steps
    }

    @Test(arguments: Template.builtinNames)
    func builtinTemplate_compiles_toSwiftMustachesTokens(name: String) throws {
        let text = try #require(BuiltinTemplates.all.first { $0.name == name }?.text)
        let plan = try #require(TemplatePlan.compile(text), "the built-in template '\(name)' has no plan")
        let tokens = try #require(try Self.mustacheSteps(of: text))
        #expect(plan.steps == tokens)
    }

    /// The plans embedded in the binary are the plans of today's built-in templates, source
    /// for source; with `PICKLIST_WRITE_EMBEDDED_PLANS=1` (`make templates`) the test writes
    /// the file instead of failing.
    @Test func embeddedPlans_areTheCompiledPlansOfTheBuiltinTemplates() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PickListCompiler/Generated/BuiltinTemplatePlans.swift")
        let expected = TemplatePlan.embeddedSource(of: BuiltinTemplates.all)
        if ProcessInfo.processInfo.environment["PICKLIST_WRITE_EMBEDDED_PLANS"] == "1" {
            try expected.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOf: file, encoding: .utf8)
        #expect(committed == expected, "Sources/PickListCompiler/Generated/BuiltinTemplatePlans.swift is not current: run `make templates`")
        for template in BuiltinTemplates.all {
            let hash = StableHash.of(template.text.utf8)
            let embedded = try #require(TemplatePlan.embedded(named: template.name, textHash: hash), "\(template.name)")
            #expect(embedded == TemplatePlan.compile(template.text), "\(template.name)")
            // A plan is used only for the text it was compiled from.
            #expect(TemplatePlan.embedded(named: template.name, textHash: hash &+ 1) == nil)
        }
    }

    /// Whitespace around tags, standalone lines, comments, pragmas, dotted names: the compiler
    /// reads them as swift-mustache's parser does.
    @Test(arguments: [
        "plain text", "a\nb\n", "{{a}}", "  {{a}}  \n", "{{#a}}\n  x\n{{/a}}\n", "  {{#a}}  \n x {{/a}} y\n",
        "{{#a}}{{/a}}\n", "\n  {{^a}}\n{{/a}}  \n\n", "x {{! note }} y\n  {{! alone }}\nz", "{{! multi\nline }}\n",
        "{{% CONTENT_TYPE: TEXT}}\n{{a}}", "  {{%CONTENT_TYPE:TEXT}}  x\n{{b}}", "{{{a}}} {{& b }} {{.}} {{a.b.c}} {{.a}}",
        "{ {a} }{x}{{a}}}", "{{#a}}\n{{#b}}\n{{c}}\n{{/b}}\n{{/a}}", "{{#a}}x{{/a}}{{^a}}y{{/a}}\n", "tab\t{{#a}}\t\n\t{{/a}}\t\n",
        "{{% CONTENT_TYPE: TEXT}}\n{{#l}}\n  {{n}},\n{{/l}}", "{{\n a \n}}", "{{#a}}\n{{/a}}", "é {{a}} ü\n",
    ])
    func compiler_readsTextAsSwiftMustacheDoes(text: String) throws {
        // An escaped variable in HTML is not in a plan: compare under the TEXT pragma too.
        for candidate in [text, "{{% CONTENT_TYPE: TEXT}}" + text] {
            guard let plan = TemplatePlan.compile(candidate) else { continue }
            #expect(plan.steps == (try Self.mustacheSteps(of: candidate)), "\(candidate.debugDescription)")
        }
        #expect(TemplatePlan.compile("{{% CONTENT_TYPE: TEXT}}" + text) != nil, "\(text.debugDescription)")
    }

    /// What a plan does not render has no plan, and renders through swift-mustache.
    @Test(arguments: [
        "{{a}}", "{{> row}}", "{{< base}}{{/base}}", "{{$block}}x{{/block}}", "{{=<% %>=}}", "{{uppercased(a)}}",
        "{{% CONTENT_TYPE: TEXT}}a\r\nb", "{{% CONTENT_TYPE: TEXT}}{\u{301}{a}}", "{{% CONTENT_TYPE: TEXT}}{{#a}}",
        "{{% CONTENT_TYPE: TEXT}}{{/a}}", "{{% CONTENT_TYPE: TEXT}}{{a}", "{{% CONTENT_TYPE: TEXT}}x {", "{{% NOPE: TEXT}}",
    ])
    func compiler_leavesTheRestToSwiftMustache(text: String) {
        #expect(TemplatePlan.compile(text) == nil, "\(text.debugDescription)")
    }

    /// Every documented key at every level, as a variable, a section and an inverted section,
    /// for lists with and without each optional part: the plan and swift-mustache write the
    /// same text (values are read from the same context, so this holds the plan's lookup and
    /// rendering to swift-mustache's).
    @Test(arguments: [[SampleSpecs.quoteCategories], [SampleSpecs.jobPurpose], SampleSpecs.mailboxes, SampleSpecs.runtimeLists, SampleSpecs.screens])
    func everyDocumentedKey_rendersAsSwiftMustacheRendersIt(specs: [Spec]) throws {
        func uses(_ keys: [String]) -> String {
            keys.map { "\($0)=[{{\($0)}}|{{{\($0)}}}|{{#\($0)}}+{{.}}{{/\($0)}}|{{^\($0)}}-{{/\($0)}}]\n" }.joined()
        }
        let levels: [(open: String, close: String, keys: [String])] = [
            ("", "", FileContext.keys),
            ("{{#lists}}", "{{/lists}}", ListContext.keys),
            ("{{#lists}}{{#sections}}", "{{/sections}}{{/lists}}", SectionContext.keys),
            ("{{#lists}}{{#items}}", "{{/items}}{{/lists}}", ItemContext.keys),
            ("{{#lists}}{{#allRow}}", "{{/allRow}}{{/lists}}", AllRowContext.keys),
            ("{{#lists}}{{#summary}}", "{{/summary}}{{/lists}}", SummaryContext.keys),
            ("{{#lists}}{{#messages}}", "{{/messages}}{{/lists}}", MessagesContext.keys),
            ("{{#lists}}{{#defaultItems}}", "{{/defaultItems}}{{/lists}}", DefaultItemContext.keys),
            ("{{#lists}}{{#renamed}}", "{{/renamed}}{{/lists}}", RenamedContext.keys),
            ("{{#lists}}{{#subsets}}", "{{/subsets}}{{/lists}}", SubsetContext.keys),
            ("{{#lists}}", "{{/lists}}", AllRowContext.keys.map { "allRow." + $0 } + SummaryContext.keys.map { "summary." + $0 }
                + MessagesContext.keys.map { "messages." + $0 }),
            ("{{#lists}}{{#items}}", "{{/items}}{{/lists}}", ["name", "accessPrefix", ".name", ".id", "nope", "sections.x"]),
        ]
        for level in levels {
            let text = "{{% CONTENT_TYPE: TEXT}}\n" + level.open + "\n" + uses(level.keys) + level.close + "\n"
            let plan = try #require(TemplatePlan.compile(text))
            let mustache = try MustacheTemplate(string: text)
            let expected = mustache.render(TemplateContext.make(specs: specs, sourcePath: "a/x.picklist.yml", access: .public))
            let rendered = plan.render(TemplateContext.make(specs: specs, sourcePath: "a/x.picklist.yml", access: .public))
            #expect(rendered == expected, "\(level.open)")
        }
    }

    /// The example of docs/templates.md and the built-in templates, through both engines.
    @Test(arguments: ["swift", "json", "kotlin"])
    func templates_renderAsSwiftMustacheRendersThem(name: String) throws {
        let kotlin = """
            {{% CONTENT_TYPE: TEXT}}
            // Generated by picklist from {{sourcePath}}. Do not edit.
            {{#lists}}

            enum class {{name}}(val id: String, val title: String) {
            {{#items}}
                {{caseName}}({{idJSON}}, {{titleJSON}}){{^isLast}},{{/isLast}}{{#isLast}};{{/isLast}}
            {{/items}}
            }
            {{/lists}}
            """
        let text = try #require(name == "kotlin" ? kotlin : BuiltinTemplates.all.first { $0.name == name }?.text)
        let plan = try #require(TemplatePlan.compile(text))
        let mustache = try MustacheTemplate(string: text)
        let all = [[SampleSpecs.quoteCategories], [SampleSpecs.jobPurpose], SampleSpecs.mailboxes, SampleSpecs.runtimeLists, SampleSpecs.screens]
        for specs in all {
            for access in AccessLevel.allCases {
                func context() -> FileContext { TemplateContext.make(specs: specs, sourcePath: "a/x.picklist.yml", access: access) }
                #expect(plan.render(context()) == mustache.render(context()))
            }
        }
    }

    /// The built-in templates over the specs the generated-code tests compile (every option
    /// of the format, localized lists, tricky names and titles), through both engines.
    @Test(arguments: ["swift", "json"])
    func builtinTemplates_renderTheGeneratedCodeSpecs_asSwiftMustacheDoes(name: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("GeneratedCodeTests/Specs")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".picklist.yml") && !$0.hasPrefix("maximum") && !$0.hasPrefix("scale") }.sorted()
        #expect(files.count >= 10)
        let report = Linter().lint(files: files.map { folder.appendingPathComponent($0).path })
        #expect(!report.hasErrors)
        let text = try #require(BuiltinTemplates.all.first { $0.name == name }?.text)
        let plan = try #require(TemplatePlan.compile(text))
        let mustache = try MustacheTemplate(string: text)
        for file in Set(report.specs.map(\.sourcePath)).sorted() {
            let specs = report.specs.filter { $0.sourcePath == file }
            func context() -> FileContext { TemplateContext.make(specs: specs, sourcePath: file, access: .public) }
            #expect(plan.render(context()) == mustache.render(context()), "\(file)")
        }
    }
}
