@testable import PickListCompiler

/// Helpers shared by the validation tests: YAML text → loader → validator.
enum ValidationHarness {
    /// Loads `yaml` as the file `path` and validates it.
    static func validate(_ yaml: String, path: String = "sample.picklist.yml") -> (specs: [Spec], diagnostics: [Diagnostic], names: [ListName]) {
        let loaded = YAMLLoader().load(string: yaml, path: path)
        return SpecValidator().validate(loaded)
    }

    /// Every diagnostic (loader and validator) for `yaml`, each rendered on one line as
    /// `line:column: severity: message [rule]`, then ` (did you mean 'x'?)` when there is a
    /// suggestion and ` note line:column: text` for each note.
    static func lint(_ yaml: String, path: String = "sample.picklist.yml") -> [String] {
        let loaded = YAMLLoader().load(string: yaml, path: path)
        let validated = SpecValidator().validate(loaded)
        return (loaded.diagnostics + validated.diagnostics).map(render)
    }

    /// The one spec `yaml` resolves to; `nil` when it did not validate cleanly (notes aside).
    static func spec(_ yaml: String, path: String = "sample.picklist.yml") -> Spec? {
        let result = validate(yaml, path: path)
        guard result.diagnostics.allSatisfy({ $0.severity == .note }), result.specs.count == 1 else { return nil }
        return result.specs[0]
    }

    /// One diagnostic on one line, its user text escaped as every formatter prints it
    /// (``Diagnostic/printable``).
    static func render(_ diagnostic: Diagnostic) -> String {
        let diagnostic = diagnostic.printable
        var text = ""
        if let location = diagnostic.location {
            text += "\(location.line):\(location.column): "
        }
        text += "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]"
        if let suggestion = diagnostic.suggestion {
            text += " (did you mean '\(suggestion)'?)"
        }
        for note in diagnostic.notes {
            text += " note"
            if let location = note.location {
                text += " \(location.line):\(location.column)"
            }
            text += ": \(note.message)"
        }
        return text
    }
}
