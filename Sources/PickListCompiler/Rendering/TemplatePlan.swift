/// A built-in template compiled once per run into steps that render the template context
/// directly: the same output as swift-mustache, at a fraction of its cost per tag.
///
/// swift-mustache does the same work on every tag it renders, whatever the context does: it
/// splits the tag's name at dots (through `Character`s), copies its context stack, and makes
/// four to six dynamic casts to find out what each level and value is (what that costs is in
/// docs/performance.md, "The pipeline"). A plan does that work once per run: each name is
/// split when the template is compiled, the context's levels are known to be
/// ``ContextLevel``s and are asked directly, and values are recognised by their concrete types
/// (``RenderedText``, `Bool`, `Int`, arrays of levels) before any protocol cast.
///
/// What a template sees does not change: a plan asks the same ``ContextLevel/child(named:)``
/// as swift-mustache does, walks the context stack in the same order, and renders each value
/// as swift-mustache renders it (`TemplatePlanTests` renders every documented key both ways).
/// Its steps are swift-mustache's tokens: the compiler follows swift-mustache's parser line by
/// line (standalone lines, whitespace before tags), and `TemplatePlanTests` compares the steps
/// of each built-in template with the tokens swift-mustache parses from it.
///
/// Only the built-in templates are compiled (``Template/builtin(named:)``), and only with
/// what they use: text, variables (`{{name}}`, `{{{name}}}`, `{{&name}}`, dotted names, `{{.}}`),
/// sections, inverted sections, comments and the `CONTENT_TYPE: TEXT` pragma before any
/// escaped variable. A text with anything else — partials, blocks, transforms, set-delimiter
/// tags, HTML escaping, line breaks other than `\n`, letters that combine with a delimiter —
/// has no plan (``compile(_:)`` returns `nil`) and renders through swift-mustache. Custom
/// templates always render through swift-mustache, the engine picklist documents.
struct TemplatePlan: Sendable, Hashable {
    /// One step of a plan: one of swift-mustache's tokens.
    ///
    /// A struct of plain fields rather than an enum with payloads: a plan lives as long as its
    /// template (all run), and Swift stores a multi-payload enum's case in spare bits of its
    /// payload's pointers, which LeakSanitizer cannot follow — it reported the steps of a
    /// cached plan as leaked (`make test`'s fuzz smoke run).
    struct Step: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            /// Text written as it is (swift-mustache's `.text`): ``text``.
            case text
            /// A variable, ``name``: `escaped` for `{{name}}` (swift-mustache's `.variable`),
            /// not for `{{{name}}}` and `{{&name}}` (`.unescapedVariable`). The compiler only
            /// makes plans whose escaped variables render as text (after
            /// `{{% CONTENT_TYPE: TEXT}}`), so both write the value as it is.
            case variable(escaped: Bool)
            /// `{{#name}}` ``steps`` `{{/name}}`.
            case section
            /// `{{^name}}` ``steps`` `{{/name}}`.
            case invertedSection
            /// `{{% CONTENT_TYPE: … }}`: whether the content type is `TEXT` (else `HTML`).
            case contentType(isText: Bool)
        }

        var kind: Kind
        /// The text of a ``Kind/text`` step, as UTF-8.
        var text: [UInt8] = []
        /// The name of a variable or section.
        var name: Name?
        /// The steps inside a section.
        var steps: [Step] = []

        static func text(_ bytes: [UInt8]) -> Step { Step(kind: .text, text: bytes) }
        static func variable(_ name: Name, escaped: Bool) -> Step { Step(kind: .variable(escaped: escaped), name: name) }
        static func section(_ name: Name, _ steps: [Step]) -> Step { Step(kind: .section, name: name, steps: steps) }
        static func invertedSection(_ name: Name, _ steps: [Step]) -> Step {
            Step(kind: .invertedSection, name: name, steps: steps)
        }
        static func contentType(isText: Bool) -> Step { Step(kind: .contentType(isText: isText)) }
    }

    /// A tag's name, split once.
    struct Name: Sendable, Hashable {
        enum Scope: Sendable, Hashable {
            /// `.`, an empty name or a name of dots only: the top of the context stack.
            case current
            /// `.name`: looked up in the top of the stack only.
            case top
            /// `name`, `a.b`: the first part is looked up from the top of the stack down.
            case stack
        }

        /// The name as written in the tag.
        var text: String
        var scope: Scope
        /// The parts between dots, empty ones left out (as swift-mustache splits them).
        var parts: [String]

        init(_ text: String) {
            self.text = text
            // Names are ASCII (the compiler reads only name characters): split by bytes, and
            // most have no dot at all.
            parts = text.utf8.contains(UInt8(ascii: "."))
                ? text.utf8.split(separator: UInt8(ascii: ".")).map { String(decoding: $0, as: UTF8.self) }
                : text.isEmpty ? [] : [text]
            if text == "." || parts.isEmpty {
                scope = .current
            } else if text.hasPrefix(".") {
                scope = .top
            } else {
                scope = .stack
            }
        }
    }

    /// The template's steps, in order.
    var steps: [Step]
}
