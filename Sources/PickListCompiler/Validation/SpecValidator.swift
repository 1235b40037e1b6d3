/// Turns loaded YAML documents into validated ``Spec`` values, reporting every problem.
///
/// (Interface placeholder: the validation rules are being written; see docs/design.md.)
public struct SpecValidator: Sendable {
    public init() {}

    /// Validates every document of one loaded file. Returns a spec for each document
    /// that has no errors, and every diagnostic found (loader diagnostics not included).
    public func validate(_ file: LoadedFile) -> (specs: [Spec], diagnostics: [Diagnostic]) {
        ([], [])
    }

    /// Checks that need every spec of one run, such as two lists with the same `name`.
    public func validateRun(_ specs: [Spec]) -> [Diagnostic] {
        []
    }
}
