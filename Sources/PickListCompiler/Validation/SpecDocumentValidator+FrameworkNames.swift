/// `framework-type-name`: a list's type name that is also a type of a commonly imported
/// framework (``FrameworkTypeNames``).
extension SpecDocumentValidator {
    /// Warns when the list's `name` (written at `node`) is a framework type name.
    mutating func checkFrameworkTypeName(_ name: String, writtenAt node: Node) {
        guard let clash = Self.frameworkClash(of: name) else { return }
        let replacement = FrameworkTypeNames.replacement(for: name)
        warning(
            .frameworkTypeName,
            "'\(name)' is also the name of a type in \(clash); choose another name, for example '\(replacement)'",
            at: location(node), suggestion: replacement)
    }

    /// Warns when the type name `name` derived from the file name is a framework type name;
    /// reported at `root`, as `invalid-name` reports a derived name.
    mutating func checkFrameworkTypeName(_ name: String, derivedFromFileNameFor root: Node, fileName: Substring) {
        guard let clash = Self.frameworkClash(of: name) else { return }
        let replacement = FrameworkTypeNames.replacement(for: name)
        warning(
            .frameworkTypeName,
            "the file name '\(fileName)' gives the type name '\(name)', which is also the name of a type in \(clash); add 'name:' with another name, for example 'name: \(replacement)'",
            at: location(root))
    }

    /// "Foundation: in a file that imports Foundation and this list's module, 'TimeZone' is
    /// ambiguous for type lookup", or `nil` when no framework declares `name`.
    private static func frameworkClash(of name: String) -> String? {
        let frameworks = FrameworkTypeNames.frameworks(declaring: name)
        guard !frameworks.isEmpty else { return nil }
        return "\(frameworks.joined(separator: " and ")): in a file that imports \(frameworks.joined(separator: " or ")) and this list's module, '\(name)' is ambiguous for type lookup"
    }
}
