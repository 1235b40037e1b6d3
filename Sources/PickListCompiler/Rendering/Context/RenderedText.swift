import Mustache

/// A string value of the template context, typed so swift-mustache renders it directly.
///
/// swift-mustache turns a plain `String` into text through a chain of dynamic casts
/// (template? lambda? optional? streamable?); a `MustacheCustomRenderable` is recognised by
/// the second cast. Every variable of every render goes through this, so it shows in the
/// time of a large run.
struct RenderedText: MustacheCustomRenderable {
    let renderText: String
    var isNull: Bool { false }

    init(_ text: String) {
        renderText = text
    }

    /// Wraps a `String` value; other values (flags, numbers, lists, levels) pass through.
    static func wrapping(_ value: Any?) -> Any? {
        if let text = value as? String { return RenderedText(text) }
        return value
    }
}
