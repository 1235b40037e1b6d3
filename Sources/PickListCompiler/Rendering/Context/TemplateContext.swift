import Mustache

/// The values a template renders: one fully resolved context per output file.
///
/// Everything a template could need is available — escaped Swift names, quoted literals
/// for Swift and JSON, defaults applied, indexes, `has…`/`is…` flags for optional parts —
/// so templates stay free of logic. The keys are documented in docs/templates.md and
/// versioned by ``version``; change both together.
///
/// Each level (file, list, section, item, …) is a small object that computes a key's value
/// only when the template asks for it (`MustacheParent.child(named:)`): a template uses a
/// fraction of the keys, and building every value into dictionaries up front cost more than
/// the rendering itself. Every level answers every one of its ``ContextLevel/keys`` (with
/// `false`, `""`, `"nil"`/`"null"` or `[]` for absent parts), because Mustache looks a
/// missing key up in the enclosing levels: keys that describe a level (its position, title,
/// doc, items) are answered by every level they could describe, so an item without a doc
/// never picks up its list's, and an entry of `renamed` has its item's `title`. Other keys
/// (`name`, `accessPrefix` …) are meant to come from the enclosing levels.
enum TemplateContext {
    /// The version of the context's shape, available to templates as `{{version}}`.
    static let version = 3

    /// The context for one output file holding every list of one spec file.
    /// - Parameters:
    ///   - specs: the lists of the file, in document order.
    ///   - sourcePath: the spec's path as printed in the header (relative to the working folder).
    ///   - access: the access level of the generated declarations.
    static func make(specs: [Spec], sourcePath: String, access: AccessLevel) -> FileContext {
        FileContext(specs: specs, sourcePath: sourcePath, access: access)
    }
}

/// One level of the template context: answers a fixed set of keys.
protocol ContextLevel: MustacheParent {
    /// Every key this level answers (documented in docs/templates.md).
    static var keys: [String] { get }
}
