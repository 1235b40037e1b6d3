/// One problem found in the input: the only diagnostic type in picklist.
///
/// Every stage (loading, validation, rendering, writing) reports through this type;
/// collectors and formatters decide whether to print, store or fail. A diagnostic has
/// a stable ``rule`` id (`duplicate-id`, `unknown-key`, …) that tests, JSON consumers
/// and users grepping a CI log can rely on.
///
/// ```
/// specs/purpose.picklist.yml:4:13: error: unknown key 'selction' [unknown-key]
///     selction: single
///     ^
///   did you mean 'selection'?
/// ```
package struct Diagnostic: Hashable, Sendable {
    /// How bad a diagnostic is.
    package enum Severity: String, Hashable, Sendable, Comparable {
        /// Information about the input, never a problem: it changes no exit status, even
        /// with `--strict` (what an id's Swift case is called, say).
        case note
        case warning
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        package static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }
    }

    /// A related place, printed as a `note:` line under the diagnostic
    /// (for example the first definition of a duplicated id).
    package struct Note: Hashable, Sendable {
        package var message: String
        package var location: SourceLocation?

        package init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    package var severity: Severity
    /// Stable, kebab-case rule id, printed in brackets after the message.
    package var rule: String
    package var message: String
    /// Where the problem is: a line and column, or a whole file or folder for a problem with a
    /// path (``SourceLocation/init(file:)``); `nil` only for problems that concern no path.
    package var location: SourceLocation?
    package var notes: [Note]
    /// A replacement the user probably meant ("did you mean 'multiple'?").
    package var suggestion: String?

    package init(
        _ severity: Severity,
        rule: String,
        _ message: String,
        at location: SourceLocation?,
        notes: [Note] = [],
        suggestion: String? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
        self.notes = notes
        self.suggestion = suggestion
    }

    package static func error(
        _ rule: some DiagnosticRule, _ message: String, at location: SourceLocation?,
        notes: [Note] = [], suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, rule: rule.rawValue, message, at: location, notes: notes, suggestion: suggestion)
    }

    package static func warning(
        _ rule: some DiagnosticRule, _ message: String, at location: SourceLocation?,
        notes: [Note] = [], suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, rule: rule.rawValue, message, at: location, notes: notes, suggestion: suggestion)
    }

    /// A diagnostic of a rule given by its id (tests, and rules of other tools).
    package static func error(
        _ rule: String, _ message: String, at location: SourceLocation?,
        notes: [Note] = [], suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, rule: rule, message, at: location, notes: notes, suggestion: suggestion)
    }

    /// A warning of a rule given by its id (tests, and rules of other tools).
    package static func warning(
        _ rule: String, _ message: String, at location: SourceLocation?,
        notes: [Note] = [], suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, rule: rule, message, at: location, notes: notes, suggestion: suggestion)
    }

    package static func note(_ rule: some DiagnosticRule, _ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.note, rule: rule.rawValue, message, at: location)
    }
}

extension Diagnostic {
    /// The order reports list diagnostics in: those without a place first (command-line
    /// problems), then by file, line, column, rule and message — deterministic whatever
    /// order the stages found them in.
    package static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (left?, right?) where left != right: return left < right
        default: return (lhs.rule, lhs.message) < (rhs.rule, rhs.message)
        }
    }
}
