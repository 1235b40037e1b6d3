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
    ///
    /// The value is recognised by its exact type, not by a cast: `as? String` of a level (a
    /// class) makes the runtime look for a bridge to Objective-C, a scan of every conformance
    /// record in the binary the first time for each class, as much as rendering a small spec.
    static func wrapping(_ value: Any?) -> Any? {
        guard let value else { return nil }
        guard ObjectIdentifier(type(of: value)) == ObjectIdentifier(String.self) else { return value }
        // A cast to the exact type the value has is a copy.
        return RenderedText(value as! String)
    }
}
