import Foundation
import Mustache

/// A Mustache template and the file extension of what it renders.
///
/// A template is parsed once per run and shared by every render (it is `Sendable`).
/// Built-in templates are chosen by name (`swift`, `json`); a custom template is a file,
/// and its output extension comes from its name: `kotlin.kt.mustache` renders `.kt` files,
/// a template with no inner extension (`list.mustache`) renders `.txt` files.
///
/// A custom template may use partials: `{{> row}}` renders `row.mustache` from the template's
/// folder (`{{> parts/row}}` from a subfolder), read and parsed with the template.
///
/// A built-in template renders through its ``TemplatePlan``, embedded in the binary (swift-mustache
/// takes milliseconds to parse one, the plan's compiler a few hundred microseconds, the
/// embedded plan's literals less still), and a run whose outputs are all current
/// (``OutputStamp``) renders nothing. A custom template is
/// parsed when it is made, so its syntax errors are reported before anything else.
package struct Template: Sendable {
    /// The built-in name, or the file path of a custom template.
    package let name: String
    /// The extension of rendered files, without the dot (`swift`, `json`).
    package let outputExtension: String
    /// A stable hash of the template's text (and its partials' names and texts), part of each
    /// output's ``OutputStamp``.
    let fingerprint: UInt64
    private let parsed: ParsedOnDemand
    /// The partials, by name; `nil` when the template uses none.
    private let partials: MustacheLibrary?
    /// Whether rendered lines lose their trailing blanks. Only the built-in `swift` template:
    /// its tables leave an indented but empty line for an item without a subtitle, and no
    /// line of Swift it writes may end in a blank that matters (``LiteralEscaping`` writes a
    /// literal's trailing blank as an escape). A custom template's output is left as written.
    private let trimsTrailingBlanks: Bool

    /// Parses template text, and the partials it uses (files next to `file`).
    ///
    /// - Throws: a ``TemplateError`` at the line and column of a syntax error, in `file` or in
    ///   the partial's file; at the partial's tag when a partial cannot be read.
    package init(text: String, name: String, outputExtension: String, file: String) throws(TemplateError) {
        let mustache = try Self.parse(text, file: file)
        let partials = try Self.loadPartials(usedBy: text, file: file)
        var fingerprint = StableHash()
        fingerprint.combine(text.utf8)
        for partial in partials {
            fingerprint.combine(field: "")
            fingerprint.combine(field: partial.name)
            fingerprint.combine(field: partial.text)
        }
        self.init(
            name: name, outputExtension: outputExtension, fingerprint: fingerprint.value, parsed: ParsedOnDemand(mustache),
            partials: partials.isEmpty ? nil : MustacheLibrary(templates: Dictionary(uniqueKeysWithValues: partials.map { ($0.name, $0.template) })),
            trimsTrailingBlanks: false
        )
    }

    private init(
        name: String, outputExtension: String, fingerprint: UInt64, parsed: ParsedOnDemand, partials: MustacheLibrary?,
        trimsTrailingBlanks: Bool
    ) {
        self.name = name
        self.outputExtension = outputExtension
        self.fingerprint = fingerprint
        self.parsed = parsed
        self.partials = partials
        self.trimsTrailingBlanks = trimsTrailingBlanks
    }

    /// The names of the built-in templates, in the order `--help` lists them.
    package static let builtinNames = BuiltinTemplates.all.map(\.name)

    /// A built-in template (`swift`, `json`), or `nil` when there is none by that name.
    package static func builtin(named name: String) -> Template? {
        guard let source = BuiltinTemplates.all.first(where: { $0.name == name }) else { return nil }
        let textHash = StableHash.of(source.text.utf8)
        return Template(
            name: name, outputExtension: name, fingerprint: textHash,
            parsed: ParsedOnDemand(builtin: name, text: source.text, textHash: textHash), partials: nil,
            trimsTrailingBlanks: name == "swift"
        )
    }

    /// Reads and parses a custom template file.
    ///
    /// - Throws: a ``TemplateError`` when the file cannot be read or does not parse.
    package static func load(path: String) throws(TemplateError) -> Template {
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
        let text = parsed.plan?.render(context) ?? parsed.template.render(context, library: partials)
        return trimsTrailingBlanks ? Self.trimmingTrailingBlanks(text) : text
    }

    /// `text` with the spaces and tabs at the end of each line removed; `text` itself when no
    /// line ends in one (most outputs: one scan of the bytes, no copy).
    static func trimmingTrailingBlanks(_ text: String) -> String {
        var text = text
        let trimmed: [UInt8]? = text.withUTF8 { bytes in
            func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            guard Self.hasTrailingBlank(bytes) else { return nil }
            var trimmed: [UInt8] = []
            trimmed.reserveCapacity(bytes.count)
            var lineStart = 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                var contentEnd = lineEnd
                while contentEnd > lineStart, isBlank(bytes[contentEnd - 1]) { contentEnd -= 1 }
                trimmed.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<contentEnd]))
                if lineEnd < bytes.count { trimmed.append(UInt8(ascii: "\n")) }
                lineStart = lineEnd + 1
            }
            return trimmed
        }
        return trimmed.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// Whether a line of `bytes` ends in a space or a tab: a look at the byte before each line
    /// feed (found with `memchr`), and at the last byte. Every output of the `swift` template
    /// is scanned, and almost none has such a line.
    private static func hasTrailingBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let start = bytes.baseAddress, let last = bytes.last else { return false }
        if isBlank(last) { return true }
        let end = start + bytes.count
        var next = start
        while next < end, let found = memchr(next, Int32(UInt8(ascii: "\n")), end - next) {
            let lineFeed = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if lineFeed > start, isBlank(lineFeed[-1]) { return true }
            next = lineFeed + 1
        }
        return false
    }

    /// A template's parsed form, parsed by the first render that needs it (once, whichever
    /// thread gets there first). A built-in template renders through its ``TemplatePlan``
    /// (embedded in the binary, or compiled from its text when that changed since); swift-mustache parses it only if a render needs the engine (the
    /// plan does not render a value, or the text has no plan).
    private final class ParsedOnDemand: @unchecked Sendable {
        private let lock = NSLock()
        private var parsed: MustacheTemplate?
        private let builtin: (name: String, text: String, textHash: UInt64)?
        /// The plan of a built-in template: `nil` until compiled, then `.some(nil)` for a text
        /// without one.
        private var compiledPlan: TemplatePlan??

        init(_ parsed: MustacheTemplate) {
            self.parsed = parsed
            self.builtin = nil
            self.compiledPlan = .some(nil)
        }

        init(builtin name: String, text: String, textHash: UInt64) {
            self.parsed = nil
            self.builtin = (name, text, textHash)
            self.compiledPlan = nil
        }

        var plan: TemplatePlan? {
            lock.withLock {
                if let compiledPlan { return compiledPlan }
                let plan = builtin.flatMap {
                    TemplatePlan.embedded(named: $0.name, textHash: $0.textHash) ?? TemplatePlan.compile($0.text)
                }
                compiledPlan = .some(plan)
                return plan
            }
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
}
