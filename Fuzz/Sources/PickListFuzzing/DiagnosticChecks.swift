package import PickListCompiler

/// The promises every diagnostic of one input keeps, checked with ``Invariant``.
package enum DiagnosticChecks {
    /// Every diagnostic and note of `diagnostics` is located in `file` at a line and column of
    /// `text`, and has a kebab-case rule id and a message.
    package static func requireLocated(_ diagnostics: [Diagnostic], in file: String, text: SourceText) {
        for diagnostic in diagnostics {
            Invariant.require(isRuleID(diagnostic.rule), "rule id '\(diagnostic.rule)' is not kebab-case")
            Invariant.require(!diagnostic.message.isEmpty, "[\(diagnostic.rule)] has an empty message")
            requireLocated(diagnostic.location, in: file, text: text, what: "[\(diagnostic.rule)] \(diagnostic.message)")
            for note in diagnostic.notes {
                requireLocated(note.location, in: file, text: text, what: "note '\(note.message)' of [\(diagnostic.rule)]")
            }
        }
    }

    /// `location` is a line and column of `text` in `file`.
    package static func requireLocated(_ location: SourceLocation?, in file: String, text: SourceText, what: String) {
        guard let location else { Invariant.fail("\(what) has no location") }
        Invariant.require(location.file == file, "\(what) is located in '\(location.file)', not '\(file)'")
        Invariant.require(
            text.contains(line: location.line, column: location.column),
            "\(what) is at \(location.line):\(location.column), outside the text (line lengths \(text.lineLengths.prefix(40)))"
        )
    }

    /// Whether `rule` is lowercase letters and digits in dash-separated words (`duplicate-key`).
    static func isRuleID(_ rule: String) -> Bool {
        !rule.isEmpty && !rule.hasPrefix("-") && !rule.hasSuffix("-") && !rule.contains("--")
            && rule.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }
}
