import PickListCompiler

/// `fuzz-lint`: bytes → loader → ``SpecValidator`` → diagnostics, printed by the text formatter.
///
/// Invariants: every diagnostic (loader, file and run checks) and every spec and item is
/// located inside the text; the validator's diagnostics come sorted by position; the text
/// format prints no raw control or bidirectional character (tabs and line feeds aside) and
/// ends with its count line; validating the same bytes twice gives the same result.
package enum LintTarget {
    package static let path = LoadTarget.path

    /// One lint of `input`: what `picklist lint` finds in a file holding these bytes.
    struct Result: Equatable {
        var source: String
        var diagnostics: [Diagnostic]
        var specs: [Spec]
    }

    static func lint(_ input: [UInt8]) -> Result {
        let file = YAMLLoader().load(bytes: input, path: path)
        let validator = SpecValidator()
        let validated = validator.validate(file)
        let text = SourceText(file.source, breaks: .yaml)
        let positions = validated.diagnostics.map { $0.location.map { [$0.line, $0.column] } ?? [0, 0] }
        Invariant.require(
            zip(positions, positions.dropFirst()).allSatisfy { $0.0.lexicographicallyPrecedes($0.1) || $0.0 == $0.1 },
            "the validator's diagnostics are not sorted by position: \(positions)"
        )
        let diagnostics = file.diagnostics + validated.diagnostics + validator.validateRun(validated.names)
        DiagnosticChecks.requireLocated(diagnostics, in: path, text: text)
        for spec in validated.specs {
            Invariant.require(spec.sourcePath == path, "a spec's source path is '\(spec.sourcePath)'")
            DiagnosticChecks.requireLocated(spec.location, in: path, text: text, what: "spec '\(spec.name)'")
            for item in spec.items {
                DiagnosticChecks.requireLocated(item.location, in: path, text: text, what: "item '\(item.id)'")
            }
        }
        return Result(source: file.source, diagnostics: diagnostics, specs: validated.specs)
    }

    package static func run(_ input: [UInt8]) {
        let result = lint(input)
        requireReadable(result)
        Invariant.require(lint(input) == result, "linting the same bytes twice gave another result")
    }

    /// The text format of the diagnostics: escaped, and closed by its count line.
    static func requireReadable(_ result: Result) {
        let formatter = DiagnosticFormatter(format: .text, sources: [path: result.source], colors: false)
        let output = formatter.string(for: result.diagnostics, fileCount: 1)
        if let (offset, scalar) = RawCharacters.firstForbidden(in: output, allowing: ["\n", "\t"]) {
            Invariant.fail(
                "the text format prints U+\(String(scalar.value, radix: 16)) raw: \(RawCharacters.context(of: output, around: offset))"
            )
        }
        let errors = result.diagnostics.count { $0.severity == .error }
        let lastLine = output.dropLast().split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        Invariant.require(output.hasSuffix("\n"), "the text format does not end with a line break")
        Invariant.require(
            lastLine.hasPrefix("\(errors) error") && lastLine.hasSuffix(" in 1 file"),
            "the text format ends with '\(lastLine)', not the count of \(errors) errors"
        )
    }
}
