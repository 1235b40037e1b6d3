/// A template that cannot be used: unreadable, not UTF-8, or not valid Mustache.
package struct TemplateError: Error, Hashable, Sendable {
    /// The problem, located in the template file where it has a place.
    package var diagnostic: Diagnostic

    package init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}
