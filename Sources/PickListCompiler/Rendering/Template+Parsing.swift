import Foundation
import Mustache

extension Template {
    /// A partial a template uses: its name (`row`, `parts/row`), text and parsed form.
    struct Partial {
        var name: String
        var text: String
        var template: MustacheTemplate
    }

    /// What every partial's text is parsed behind: partials render as text like the template
    /// (swift-mustache starts each partial in HTML mode, which would turn `"` into `&quot;`).
    /// A standalone pragma line renders nothing; a partial's own pragma still wins.
    private static let partialPrelude = "{{% CONTENT_TYPE: TEXT}}\n"

    /// Parses one file's text; a syntax error is located in `file`.
    ///
    /// - Parameter prelude: text parsed before `text` (``partialPrelude``), whose lines do
    ///   not count in the locations reported.
    static func parse(_ text: String, file: String, prelude: String = "") throws(TemplateError) -> MustacheTemplate {
        do {
            return try MustacheTemplate(string: prelude + text)
        } catch {
            let preludeLines = prelude.utf8.count { $0 == 0x0A }
            throw TemplateError(syntaxError(error, in: text, file: file, preludeLines: preludeLines))
        }
    }

    /// The partials `text` uses, and theirs in turn, read from files next to `file`: the
    /// partial `row` is `row.mustache`, `parts/row` is `parts/row.mustache` (as
    /// swift-mustache's `MustacheLibrary(directory:)` names them). Sorted by name.
    static func loadPartials(usedBy text: String, file: String) throws(TemplateError) -> [Partial] {
        let folder = file.lastIndex(of: "/").map { String(file[...$0]) } ?? ""
        var partials: [String: Partial] = [:]
        var pending = [(text: text, file: file)]
        while let including = pending.popLast() {
            for tag in TemplateScanner(including.text).tags where tag.kind == .partial && partials[tag.name] == nil {
                let location = SourceLocation(file: including.file, line: tag.line, column: tag.column)
                guard !tag.name.hasPrefix("*") else {
                    throw TemplateError(.error(
                        GenerationRule.templatePartial,
                        "dynamic partials ('{{>\(tag.name)}}') are not supported: name the partial", at: location
                    ))
                }
                let path = folder + tag.name + ".mustache"
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw TemplateError(.error(
                        GenerationRule.templatePartial, "partial '\(tag.name)' not found: there is no '\(path)'", at: location
                    ))
                }
                guard let partialText = String(validating: data, as: UTF8.self) else {
                    throw TemplateError(.error(
                        GenerationRule.unreadableTemplate, "partial '\(path)' is not valid UTF-8",
                        at: SourceLocation(file: path, line: 1, column: 1)
                    ))
                }
                let template = try parse(partialText, file: path, prelude: partialPrelude)
                partials[tag.name] = Partial(name: tag.name, text: partialText, template: template)
                pending.append((partialText, path))
            }
        }
        return partials.values.sorted { $0.name < $1.name }
    }

    /// The diagnostic for swift-mustache's parse error. An unclosed tag or section is located
    /// at its opening (``TemplateScanner``), where the engine can only say where it ran out of
    /// text; other errors keep the engine's position, with a message in our words.
    private static func syntaxError(_ error: any Error, in text: String, file: String, preludeLines: Int) -> Diagnostic {
        if let problem = TemplateScanner(text).problem {
            return .error(
                GenerationRule.templateSyntax, "template syntax error: " + problem.message,
                at: SourceLocation(file: file, line: problem.line, column: problem.column),
                notes: problem.note.map {
                    [Diagnostic.Note($0.message, at: SourceLocation(file: file, line: $0.line, column: $0.column))]
                } ?? []
            )
        }
        guard let error = error as? MustacheTemplate.ParserError else {
            return .error(GenerationRule.templateSyntax, "template syntax error: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
        let place = position(ofEngineLine: error.context.lineNumber - preludeLines, column: error.context.columnNumber, in: text)
        return .error(
            GenerationRule.templateSyntax, "template syntax error: " + describe(error.error),
            at: SourceLocation(file: file, line: place?.line ?? 1, column: place?.column ?? 1)
        )
    }

    /// Our line and column (lines end at line feeds, columns count Unicode scalars, as in
    /// ``TemplateScanner``) of a place swift-mustache reports in its own terms: its line is
    /// one more than the characters before the place that are line breaks of any kind
    /// (`\r\n`, `\r`, U+000B, U+2028 …), its column one more than the characters since the
    /// last `"\n"` character — so a CRLF file or a vertical tab would shift the place.
    /// `nil` when the text has no such place.
    static func position(ofEngineLine line: Int, column: Int, in text: String) -> (line: Int, column: Int)? {
        var lineBreaks = 0
        var sinceLineFeed = 0
        var place = (line: 1, column: 1)
        for character in text {
            if lineBreaks == line - 1, sinceLineFeed == column - 1 { return place }
            if character.isNewline { lineBreaks += 1 }
            sinceLineFeed = character == "\n" ? 0 : sinceLineFeed + 1
            for scalar in character.unicodeScalars {
                place = scalar == "\n" ? (place.line + 1, 1) : (place.line, place.column + 1)
            }
        }
        return lineBreaks == line - 1 && sinceLineFeed == column - 1 ? place : nil
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: "section closed with a different name than it was opened with"
        case .unfinishedName:
            "unexpected text in a tag: a tag holds one name (letters, digits, '.', '-', '_') followed by '}}'"
        case .expectedSectionEnd: "a section is never closed"
        case .invalidSetDelimiter: "invalid set-delimiter tag: write '{{=<% %>=}}'"
        case .transformAppliedToInheritanceSection: "transform applied to an inheritance section"
        case .illegalTokenInsideInheritSection: "illegal tag inside an inheritance section"
        case .textInsideInheritSection: "text inside an inheritance section"
        case .invalidConfigVariableSyntax: "invalid pragma syntax: write '{{% CONTENT_TYPE: TEXT}}'"
        case .unrecognisedConfigVariable: "unknown pragma (use {{% CONTENT_TYPE: TEXT}})"
        // The engine's reader ran out of text inside a tag ("overflow").
        case nil: "the template ends inside a tag"
        }
    }
}
