import Foundation
@testable import PickListCompiler
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
        let folder = try ScratchFolder()
        try folder.write("{{% CONTENT_TYPE: TEXT}}\n{{#lists}}{{name}}:{{#items}} {{id}}={{title}}{{/items}}\n{{/lists}}", to: "ids.txt.mustache")
        let template = try Template.load(path: folder.file("ids.txt.mustache"))
        let text = Renderer(template: template).render(RenderJob(sourcePath: "m", displayPath: "m", outputPath: "o", specs: SampleSpecs.mailboxes)).text
        #expect(text == "Mailbox: inbox=Inbox 1Archive=1 Archive café=Café\nMailFlag: red=Red blue=Blue\n")
        #expect(template.outputExtension == "txt")
    }

    @Test func customTemplate_syntaxError_isLocatedAtLineAndColumn() throws {
        let folder = try ScratchFolder()
        try folder.write("line one\n  {{#lists}}\n  {{name}}\n  {{/items}}\n", to: "bad.swift.mustache")
        let path = folder.file("bad.swift.mustache")
        #expect(throws: TemplateError.self) { try Template.load(path: path) }
        do {
            _ = try Template.load(path: path)
        } catch {
            #expect(error.diagnostic.rule == "template-syntax")
            #expect(error.diagnostic.severity == .error)
            #expect(error.diagnostic.location?.file == path)
            #expect(error.diagnostic.location?.line == 4)
            #expect(error.diagnostic.message.contains("different name"))
        }
    }

    /// `foo.picklist.yml` is a spec: a template writing `.yml` (or `.yaml`) files would overwrite
    /// the specs it reads, or add specs for the next run to read.
    @Test(arguments: [("out.yml.mustache", "yml", "out.txt.mustache"), ("dir/list.YAML.mustache", "YAML", "list.txt.mustache")])
    func customTemplate_writingSpecFiles_isRejected(name: String, outputExtension: String, suggestion: String) throws {
        let folder = try ScratchFolder()
        try folder.write("{{% CONTENT_TYPE: TEXT}}\n", to: name)
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
