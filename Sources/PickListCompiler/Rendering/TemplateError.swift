/// A template that cannot be used: unreadable, not UTF-8, or not valid Mustache.
public struct TemplateError: Error, Hashable, Sendable {
    /// The problem, located in the template file where it has a place.
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}
