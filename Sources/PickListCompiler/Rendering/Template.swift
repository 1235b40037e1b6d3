import Foundation
import Mustache

/// A Mustache template and the file extension of what it renders.
///
/// A template is parsed once per run and shared by every render (it is `Sendable`).
/// Built-in templates are chosen by name (`swift`, `json`); a custom template is a file,
/// and its output extension comes from its name: `kotlin.kt.mustache` renders `.kt` files,
/// a template with no inner extension (`list.mustache`) renders `.txt` files.
///
/// A built-in template is parsed when it first renders: parsing one costs milliseconds, and a
/// run whose outputs are all current (``OutputStamp``) renders nothing. A custom template is
/// parsed when it is made, so its syntax errors are reported before anything else.
public struct Template: Sendable {
    /// The built-in name, or the file path of a custom template.
    public let name: String
    /// The extension of rendered files, without the dot (`swift`, `json`).
    public let outputExtension: String
    /// A stable hash of the template's text, part of each output's ``OutputStamp``.
    public let fingerprint: UInt64
    private let parsed: ParsedOnDemand

    /// Parses template text.
    ///
    /// - Throws: a ``TemplateError`` at the line and column of a syntax error, in `file`.
    public init(text: String, name: String, outputExtension: String, file: String) throws(TemplateError) {
        let mustache: MustacheTemplate
        do {
            mustache = try MustacheTemplate(string: text)
        } catch let error as MustacheTemplate.ParserError {
            throw TemplateError(.error(
                GenerationRule.templateSyntax, "template syntax error: \(Self.describe(error.error))",
                at: SourceLocation(file: file, line: error.context.lineNumber, column: error.context.columnNumber)
            ))
        } catch {
            throw TemplateError(.error(GenerationRule.templateSyntax, "template syntax error: \(error)", at: SourceLocation(file: file, line: 1, column: 1)))
        }
        self.init(name: name, outputExtension: outputExtension, text: text, parsed: ParsedOnDemand(mustache))
    }

    private init(name: String, outputExtension: String, text: String, parsed: ParsedOnDemand) {
        self.name = name
        self.outputExtension = outputExtension
        self.fingerprint = StableHash.of(text.utf8)
        self.parsed = parsed
    }

    /// The names of the built-in templates, in the order `--help` lists them.
    public static let builtinNames = BuiltinTemplates.all.map(\.name)

    /// A built-in template (`swift`, `json`), or `nil` when there is none by that name.
    public static func builtin(named name: String) -> Template? {
        guard let source = BuiltinTemplates.all.first(where: { $0.name == name }) else { return nil }
        return Template(name: name, outputExtension: name, text: source.text, parsed: ParsedOnDemand(builtin: name, text: source.text))
    }

    /// Reads and parses a custom template file.
    ///
    /// - Throws: a ``TemplateError`` when the file cannot be read or does not parse.
    public static func load(path: String) throws(TemplateError) -> Template {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TemplateError(.error(GenerationRule.unreadableTemplate, "cannot read template '\(path)'", at: nil))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw TemplateError(.error(
                GenerationRule.unreadableTemplate, "template '\(path)' is not valid UTF-8",
                at: SourceLocation(file: path, line: 1, column: 1)
            ))
        }
        let outputExtension = outputExtension(forTemplateAt: path)
        if specExtensions.contains(outputExtension.lowercased()) {
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            let stem = fileName.hasSuffix(".mustache") ? String(fileName.dropLast(".mustache".count)) : fileName
            let suggestion = String(stem.dropLast(outputExtension.count)) + "txt.mustache"
            throw TemplateError(.error(
                GenerationRule.templateExtension,
                "the template '\(fileName)' would write '.\(outputExtension)' files, which picklist reads as specs (foo.picklist.\(outputExtension)); name it for another extension, such as '\(suggestion)'",
                at: SourceLocation(file: path, line: 1, column: 1)
            ))
        }
        return try Template(text: text, name: path, outputExtension: outputExtension, file: path)
    }

    /// Output extensions a template may not have: `foo.picklist.yml` is a spec, so such an
    /// output would overwrite the spec it is made from, or be read as a spec by the next run.
    private static let specExtensions: Set<String> = ["yml", "yaml"]

    /// `kotlin.kt.mustache` → `kt`; `list.mustache` → `txt`.
    static func outputExtension(forTemplateAt path: String) -> String {
        var fileName = Substring(path.split(separator: "/").last ?? "")
        if fileName.hasSuffix(".mustache") { fileName = fileName.dropLast(".mustache".count) }
        guard let dot = fileName.lastIndex(of: "."), fileName.index(after: dot) < fileName.endIndex,
            dot > fileName.startIndex
        else { return "txt" }
        return String(fileName[fileName.index(after: dot)...])
    }

    /// Renders one context.
    func render(_ context: Any) -> String {
        parsed.template.render(context)
    }

    /// A template's parsed form, parsed by the first render that needs it (once, whichever
    /// thread gets there first).
    private final class ParsedOnDemand: @unchecked Sendable {
        private let lock = NSLock()
        private var parsed: MustacheTemplate?
        private let builtin: (name: String, text: String)?

        init(_ parsed: MustacheTemplate) {
            self.parsed = parsed
            self.builtin = nil
        }

        init(builtin name: String, text: String) {
            self.parsed = nil
            self.builtin = (name, text)
        }

        var template: MustacheTemplate {
            lock.withLock {
                if let parsed { return parsed }
                guard let builtin, let template = try? MustacheTemplate(string: builtin.text) else {
                    // BuiltinTemplatesTests parses every built-in template: this is a packaging bug.
                    preconditionFailure("the built-in template '\(builtin?.name ?? "?")' does not parse")
                }
                parsed = template
                return template
            }
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: "section closed with a different name than it was opened with"
        case .unfinishedName: "unfinished tag"
        case .expectedSectionEnd: "section is never closed"
        case .invalidSetDelimiter: "invalid set-delimiter tag"
        case .transformAppliedToInheritanceSection: "transform applied to an inheritance section"
        case .illegalTokenInsideInheritSection: "illegal tag inside an inheritance section"
        case .textInsideInheritSection: "text inside an inheritance section"
        case .invalidConfigVariableSyntax: "invalid pragma syntax"
        case .unrecognisedConfigVariable: "unknown pragma (use {{% CONTENT_TYPE: TEXT}})"
        case nil: "\(error)"
        }
    }
}
