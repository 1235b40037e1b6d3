import Foundation
import PickListCompiler

/// `fuzz-generate`: bytes → load → validate → render the built-in `swift` and `json`
/// templates in memory, or diagnostics.
///
/// Invariants (besides those of ``LintTarget``): ``Generator`` produces no output when the run
/// has an error, and one output per file when it has none; the same bytes render the same
/// text twice; the Swift output holds no raw control or bidirectional character (line feeds,
/// and tabs a spec's `doc:` keeps in a comment, aside); the JSON output parses as JSON and
/// holds no raw control character.
package enum GenerateTarget {
    package static let path = LoadTarget.path

    static let swift = Template.builtin(named: "swift")!
    static let json = Template.builtin(named: "json")!

    /// What one run of the pipeline made of an input.
    struct Outcome: Equatable {
        var diagnostics: [Diagnostic]
        var swift: String?
        var json: String?
    }

    package static func run(_ input: [UInt8]) {
        let first = generate(input)
        let second = generate(input)
        Invariant.require(first == second, "the same bytes generated different diagnostics or text")
        if let swift = first.swift {
            if let (offset, scalar) = RawCharacters.firstForbidden(in: swift, allowing: ["\n", "\t"]) {
                Invariant.fail("the Swift output holds U+\(String(scalar.value, radix: 16)) raw: \(RawCharacters.context(of: swift, around: offset))")
            }
        }
        if let json = first.json {
            if let (offset, scalar) = RawCharacters.firstForbidden(in: json) {
                Invariant.fail("the JSON output holds U+\(String(scalar.value, radix: 16)) raw: \(RawCharacters.context(of: json, around: offset))")
            }
            Invariant.require(
                (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "the JSON output does not parse:\n\(json)"
            )
        }
    }

    static func generate(_ input: [UInt8]) -> Outcome {
        let lint = LintTarget.lint(input)
        let hasErrors = lint.diagnostics.contains { $0.severity == .error }
        // The real gate, in --check mode against a folder that never exists: nothing is written,
        // and an output that would be written shows as missing.
        let options = GeneratorOptions(outputDirectory: "/nonexistent/picklist-fuzz", template: swift, check: true)
        let report = Generator(options: options).generate(specs: lint.specs, diagnostics: lint.diagnostics, workingDirectory: "/")
        if hasErrors {
            Invariant.require(report.results.isEmpty, "generate produced outputs for a spec with errors")
            Invariant.require(report.diagnostics == lint.diagnostics, "generate added diagnostics to a failed lint")
            return Outcome(diagnostics: lint.diagnostics, swift: nil, json: nil)
        }
        Invariant.require(
            report.results.map(\.status) == (lint.specs.isEmpty ? [] : [.missing]),
            "generate gave \(report.results) for a valid file"
        )
        guard !lint.specs.isEmpty else { return Outcome(diagnostics: lint.diagnostics, swift: nil, json: nil) }
        let job = RenderJob(sourcePath: path, displayPath: path, outputPath: "fuzz.picklist.swift", specs: lint.specs)
        return Outcome(
            diagnostics: lint.diagnostics,
            swift: Renderer(template: swift).render(job).text,
            json: Renderer(template: json).render(job).text
        )
    }
}
