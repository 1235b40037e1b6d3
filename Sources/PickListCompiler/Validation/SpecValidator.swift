/// Turns loaded YAML documents into validated ``Spec`` values, reporting every problem.
///
/// Validation never stops at the first error: every key of every document is checked, so
/// one run of `picklist lint` lists everything to fix. Each diagnostic carries a stable
/// rule id (see ``ValidationRule``) and the exact line and column of the offending node.
///
/// ```swift
/// let loaded = …                                   // a LoadedFile from the loader
/// let (specs, diagnostics, names) = SpecValidator().validate(loaded)
/// let crossFile = SpecValidator().validateRun(namesOfEveryFileOfTheRun)
/// ```
///
/// Scalars are typed by the key they belong to: a bool is exactly `true` or `false` (the
/// YAML 1.1 spellings `yes`, `on`, `True` are rejected with a suggestion), an int is plain
/// decimal digits, and every title is a string (an item titled `No` is a title).
package struct SpecValidator: Sendable {
    /// The language of the texts of a spec file that names none (`language`), by the file's
    /// path: a `picklist-config.yml`'s `language` for the specs in its folder. It decides which
    /// plural forms an inline text must give (`missing-plural-form`). `nil`: English.
    package var defaultLanguage: @Sendable (_ path: String) -> String?

    package init(defaultLanguage: @escaping @Sendable (_ path: String) -> String? = { _ in nil }) {
        self.defaultLanguage = defaultLanguage
    }

    /// Validates every document of one loaded file. Returns a spec for each document
    /// that has no errors, every diagnostic found (loader diagnostics not included),
    /// sorted by position, and the name of every list whose name is valid (errors or not),
    /// for `validateRun(_:)`.
    package func validate(_ file: LoadedFile) -> (specs: [Spec], diagnostics: [Diagnostic], names: [ListName]) {
        var validator = SpecDocumentValidator(path: file.path, defaultLanguage: defaultLanguage(file.path))
        var specs: [Spec] = []
        if file.documents.isEmpty, file.diagnostics.isEmpty {
            validator.error(
                .notAMapping,
                "the file is empty; a spec needs at least 'title', 'selection' and 'items'",
                at: SourceLocation(file: file.path, line: 1, column: 1))
        }
        // Empty documents (a stray `---`) are reported, but are no lists: a file with one list
        // and a trailing `---` may still take its name from the file name.
        let listCount = file.documents.count { document in
            if case .scalar("", isPlain: true) = document.content { return false }
            return true
        }
        for document in file.documents {
            if let spec = validator.validate(document, documentCount: listCount) {
                specs.append(spec)
            }
        }
        return (specs, Self.sorted(validator.diagnostics), validator.names)
    }

    /// Checks that need every list of one run, such as two lists with the same `name`
    /// (which would declare one Swift type twice). The error is at the later list (in
    /// the order given), with a note at the first. Lists with other errors take part too
    /// (``validate(_:)`` returns their names), so fixing one problem does not reveal another.
    package func validateRun(_ names: [ListName]) -> [Diagnostic] {
        var firstByName: [String: Int] = [:]
        firstByName.reserveCapacity(names.count)
        var diagnostics: [Diagnostic] = []
        for (index, list) in names.enumerated() {
            if let firstIndex = firstByName[list.name] {
                diagnostics.append(.error(
                    ValidationRule.duplicateName,
                    "two lists are named '\(list.name)'; each list becomes a Swift type, so names must be unique in one run (set 'name:' on one of them)",
                    at: list.location,
                    notes: [.init("'\(list.name)' first defined here", at: names[firstIndex].location)]))
            } else {
                firstByName[list.name] = index
            }
        }
        return diagnostics
    }

    /// The duplicate-name check (`validateRun(_:)` over names) for valid specs only.
    package func validateRun(_ specs: [Spec]) -> [Diagnostic] {
        validateRun(specs.map { ListName(name: $0.name, location: $0.location) })
    }

    /// Stable sort by position, so diagnostics read top to bottom whatever order the
    /// checks ran in.
    private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            let right = rhs.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
