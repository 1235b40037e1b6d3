import Foundation
@testable import PickListCompiler
import PickListCompilerTestSupport
import Testing

@Suite("Templates: built-ins, custom files, syntax errors")
struct TemplateTests {
    static let templatesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates")

    @Test func builtinTemplates_equalTheFilesInTemplatesFolder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.templatesFolder.path)
            .filter { $0.hasSuffix(".mustache") }.sorted()
        #expect(files.map { String($0.dropLast(".mustache".count)) }.sorted() == Template.builtinNames.sorted())
        for entry in BuiltinTemplates.all {
            let text = try String(contentsOf: Self.templatesFolder.appendingPathComponent(entry.name + ".mustache"), encoding: .utf8)
            #expect(entry.text == text, "templates/\(entry.name).mustache changed: run `make templates`")
        }
    }

    /// Built-in templates are parsed on first render; a built-in that did not parse would stop
    /// the tool there, so each one is parsed here.
    @Test func builtinTemplates_parse() throws {
        for source in BuiltinTemplates.all {
            #expect(throws: Never.self) {
                try Template(text: source.text, name: source.name, outputExtension: source.name, file: source.name)
            }
            #expect(Template.builtin(named: source.name)?.fingerprint == StableHash.of(source.text.utf8))
        }
        #expect(Template.builtin(named: "kotlin") == nil)
    }

    @Test(arguments: [
        ("kotlin.kt.mustache", "kt"), ("dir.with.dots/list.mustache", "txt"), ("lists.swift.mustache", "swift"),
        ("plain", "txt"), (".hidden.mustache", "txt"),
    ])
    func customTemplate_outputExtension_comesFromItsName(path: String, expected: String) {
        #expect(Template.outputExtension(forTemplateAt: path) == expected)
    }

    @Test func customTemplate_rendersTheSameContext() throws {
        let folder = try TemporaryFolder()
        try folder.write("ids.txt.mustache", "{{% CONTENT_TYPE: TEXT}}\n{{#lists}}{{name}}:{{#items}} {{id}}={{title}}{{/items}}\n{{/lists}}")
        let template = try Template.load(path: folder.file("ids.txt.mustache"))
        let text = Renderer(template: template).render(RenderJob(sourcePath: "m", displayPath: "m", outputPath: "o", specs: SampleSpecs.mailboxes)).text
        #expect(text == "Mailbox: inbox=Inbox 1Archive=1 Archive café=Café\nMailFlag: red=Red blue=Blue\n")
        #expect(template.outputExtension == "txt")
    }

    /// The template's syntax error, from its text.
    private func syntaxError(_ text: String, file: String = "t.txt.mustache") throws -> Diagnostic {
        try #require(throws: TemplateError.self) {
            try Template(text: text, name: file, outputExtension: "txt", file: file)
        }.diagnostic
    }

    @Test func customTemplate_syntaxError_isLocatedAtLineAndColumn() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.swift.mustache", "line one\n  {{#lists}}\n  {{name}}\n  {{/items}}\n")
        let path = folder.file("bad.swift.mustache")
        let error = try #require(throws: TemplateError.self) { try Template.load(path: path) }
        #expect(error.diagnostic == .error(
            "template-syntax",
            "template syntax error: '{{/items}}' does not close the open section 'lists': expected '{{/lists}}'",
            at: SourceLocation(file: path, line: 4, column: 3),
            notes: [Diagnostic.Note("section 'lists' opened here", at: SourceLocation(file: path, line: 2, column: 3))]
        ))
    }

    /// swift-mustache notices an unclosed tag where it runs out of text ("overflow") or meets
    /// the next tag; the error points at the tag that is not closed.
    @Test(arguments: [
        ("{{% CONTENT_TYPE: TEXT}}\n{{#lists}}\n  {{name\n{{/lists}}\n", 3, 3, "'{{name' is never closed: expected '}}'"),
        ("{{% CONTENT_TYPE: TEXT}}\n{{#lists}}\n{{name}}\n{{/lists}}\n{{name", 5, 1, "'{{name' is never closed: expected '}}'"),
        ("{{% CONTENT_TYPE: TEXT}}\n{{! a comment\nthat goes on\n", 2, 1, "'{{! a comment' is never closed: expected '}}'"),
        ("{{% CONTENT_TYPE: TEXT}}\n{{#lists}}{{{name}}\n{{/lists}}\n", 2, 11, "'{{{name}}' is never closed: expected '}}}'"),
        ("{{=<% %>=}}\n<%#lists%>\n<%name\n", 3, 1, "'<%name' is never closed: expected '%>'"),
    ])
    func unclosedTag_isReportedAtItsOpening(text: String, line: Int, column: Int, message: String) throws {
        let diagnostic = try syntaxError(text)
        #expect(diagnostic.message == "template syntax error: " + message)
        #expect(diagnostic.location == SourceLocation(file: "t.txt.mustache", line: line, column: column))
    }

    @Test func unclosedSection_isReportedAtItsOpeningTag() throws {
        let diagnostic = try syntaxError("{{% CONTENT_TYPE: TEXT}}\n{{#lists}}\n  {{^items}}\n  none\n  {{/items}}\n{{name}}\n")
        #expect(diagnostic.message == "template syntax error: section 'lists' is never closed: expected '{{/lists}}'")
        #expect(diagnostic.location == SourceLocation(file: "t.txt.mustache", line: 2, column: 1))
    }

    @Test func closingTagWithoutASection_isReportedAtIt() throws {
        let diagnostic = try syntaxError("{{% CONTENT_TYPE: TEXT}}\n{{name}}\n {{/lists}}\n")
        #expect(diagnostic.message == "template syntax error: '{{/lists}}' closes no open section")
        #expect(diagnostic.location == SourceLocation(file: "t.txt.mustache", line: 3, column: 2))
    }

    @Test func malformedTag_saysWhatWasExpected() throws {
        let diagnostic = try syntaxError("{{% CONTENT_TYPE: TEXT}}\n{{na me}}\n")
        #expect(diagnostic.message == "template syntax error: unexpected text in a tag: a tag holds one name (letters, digits, '.', '-', '_') followed by '}}'")
        #expect(diagnostic.location?.line == 2)
    }

    // MARK: Partials

    /// `{{> name}}` renders `name.mustache` from the template's folder (subfolders by path), as
    /// text like the template: no HTML escaping, whatever the partial's first line.
    @Test func partials_renderFilesFromTheTemplatesFolder_asText() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/lists.txt.mustache", "{{% CONTENT_TYPE: TEXT}}\n{{#lists}}\n{{> list}}\n{{/lists}}\n")
        try folder.write("t/list.mustache", "{{name}}: {{title}}\n{{#items}}\n  {{> parts/item}}\n{{/items}}\n")
        try folder.write("t/parts/item.mustache", "- {{title}} <{{id}}>\n")
        let template = try Template.load(path: folder.file("t/lists.txt.mustache"))
        let text = Renderer(template: template).render(RenderJob(sourcePath: "m", displayPath: "m", outputPath: "o", specs: [SampleSpecs.mailboxes[1]])).text
        #expect(text == "MailFlag: Flags\n  - Red <red>\n  - Blue <blue>\n")
        let quoted = Renderer(template: template).render(RenderJob(sourcePath: "m", displayPath: "m", outputPath: "o", specs: [SampleSpecs.jobPurpose])).text
        #expect(quoted.hasPrefix(#"JobPurpose: Job "purpose" \ reason"# + "\n"))
    }

    @Test func partial_thatIsMissing_isAnErrorAtItsTag() throws {
        let folder = try TemporaryFolder()
        try folder.write("lists.txt.mustache", "{{% CONTENT_TYPE: TEXT}}\n{{#lists}}\n  {{> row }}\n{{/lists}}\n")
        let path = folder.file("lists.txt.mustache")
        let error = try #require(throws: TemplateError.self) { try Template.load(path: path) }
        #expect(error.diagnostic == .error(
            "template-partial", "partial 'row' not found: there is no '\(folder.file("row.mustache"))'",
            at: SourceLocation(file: path, line: 3, column: 3)
        ))
    }

    @Test func partial_withASyntaxError_isLocatedInThePartial() throws {
        let folder = try TemporaryFolder()
        try folder.write("lists.txt.mustache", "{{% CONTENT_TYPE: TEXT}}\n{{#lists}}\n{{> row}}\n{{/lists}}\n")
        try folder.write("row.mustache", "first line\n{{#items}}\n{{title}}\n")
        let error = try #require(throws: TemplateError.self) { try Template.load(path: folder.file("lists.txt.mustache")) }
        #expect(error.diagnostic.message == "template syntax error: section 'items' is never closed: expected '{{/items}}'")
        #expect(error.diagnostic.location == SourceLocation(file: folder.file("row.mustache"), line: 2, column: 1))
    }

    @Test func dynamicPartial_isAnErrorAtItsTag() throws {
        let diagnostic = try #require(throws: TemplateError.self) {
            try Template(text: "{{% CONTENT_TYPE: TEXT}}\n {{>*name}}\n", name: "t", outputExtension: "txt", file: "t.txt.mustache")
        }.diagnostic
        #expect(diagnostic.rule == "template-partial")
        #expect(diagnostic.message == "dynamic partials ('{{>*name}}') are not supported: name the partial")
        #expect(diagnostic.location == SourceLocation(file: "t.txt.mustache", line: 2, column: 2))
    }

    /// Outputs are stamped with the template's fingerprint: editing a partial must change it.
    @Test func fingerprint_coversThePartials() throws {
        let folder = try TemporaryFolder()
        try folder.write("lists.txt.mustache", "{{% CONTENT_TYPE: TEXT}}\n{{#lists}}{{> row}}{{/lists}}\n")
        try folder.write("row.mustache", "{{name}}\n")
        let before = try Template.load(path: folder.file("lists.txt.mustache")).fingerprint
        try folder.write("row.mustache", "{{name}}!\n")
        let after = try Template.load(path: folder.file("lists.txt.mustache")).fingerprint
        #expect(before != after)
    }

    /// `foo.picklist.yml` is a spec: a template writing `.yml` (or `.yaml`) files would overwrite
    /// the specs it reads, or add specs for the next run to read.
    @Test(arguments: [("out.yml.mustache", "yml", "out.txt.mustache"), ("dir/list.YAML.mustache", "YAML", "list.txt.mustache")])
    func customTemplate_writingSpecFiles_isRejected(name: String, outputExtension: String, suggestion: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(name, "{{% CONTENT_TYPE: TEXT}}\n")
        let path = folder.file(name)
        let error = try #require(throws: TemplateError.self) { try Template.load(path: path) }
        #expect(error.diagnostic.rule == "template-extension")
        #expect(error.diagnostic.location == SourceLocation(file: path, line: 1, column: 1))
        #expect(error.diagnostic.message.hasPrefix("the template '\(name.split(separator: "/").last!)' would write '.\(outputExtension)' files,"))
        #expect(error.diagnostic.message.hasSuffix("such as '\(suggestion)'"))
    }

    @Test func customTemplate_unreadable_isAnError() {
        #expect(throws: TemplateError.self) { try Template.load(path: "/no/such/template.mustache") }
    }
}
