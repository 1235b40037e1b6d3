/// JUnit XML, the test report Jenkins, GitLab (`artifacts: reports: junit:`), Bitrise, Azure
/// Pipelines and most CI services display.
///
/// One test suite `picklist` with one test case per file (its path as `name`, `picklist` as
/// `classname`). Each error is a `<failure>` of its file's test case, with the message as
/// `message`, the rule id as `type`, and the diagnostic in the text format (location, message,
/// suggestion, notes) as its text. Warnings and notes are listed in the test case's
/// `<system-out>`; with `strict` (`lint --strict`, where warnings fail the run) warnings are
/// failures too. A file with no failure is a passing test case, so the report shows how many
/// specs were checked. `tests` counts test cases and `failures` the `<failure>` elements, as
/// junitparser counts them (Surefire writes one failure per test case, where both agree).
///
/// ```xml
/// <testcase name="specs/a.picklist.yml" classname="picklist">
///   <failure message="unknown key &apos;selction&apos;" type="unknown-key">specs/a.picklist.yml:2:1: error: …</failure>
/// </testcase>
/// ```
struct JUnitDiagnosticFormatter {
    var readFiles: [String]
    var strict: Bool

    func string(for diagnostics: [Diagnostic]) -> String {
        let files = ReportFiles(diagnostics: diagnostics.map(\.printable), readFiles: readFiles)
        var cases = ""
        var failureCount = 0
        for path in files.paths {
            let all = files.diagnostics[path] ?? []
            let failures = all.filter(isFailure)
            let others = all.filter { !isFailure($0) }
            failureCount += failures.count
            let name = path.isEmpty ? "picklist" : path
            let opening = "    <testcase name=\"\(XMLText.escaped(name))\" classname=\"picklist\""
            guard !all.isEmpty else {
                cases += opening + "/>\n"
                continue
            }
            cases += opening + ">\n"
            for failure in failures {
                cases += "      <failure message=\"\(XMLText.escaped(failure.message))\" type=\"\(XMLText.escaped(failure.rule))\">"
                cases += XMLText.escaped(Self.details(of: failure)) + "</failure>\n"
            }
            if !others.isEmpty {
                let text = others.map(Self.details).joined(separator: "\n")
                cases += "      <system-out>" + XMLText.escaped(text) + "</system-out>\n"
            }
            cases += "    </testcase>\n"
        }
        let counts = "tests=\"\(files.paths.count)\" failures=\"\(failureCount)\" errors=\"0\""
        return XMLText.declaration + "\n"
            + "<testsuites name=\"picklist\" \(counts)>\n"
            + "  <testsuite name=\"picklist\" \(counts) skipped=\"0\">\n"
            + cases
            + "  </testsuite>\n"
            + "</testsuites>\n"
    }

    private func isFailure(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || (strict && diagnostic.severity == .warning)
    }

    /// The diagnostic as the text format's lines, without source excerpts.
    static func details(of diagnostic: Diagnostic) -> String {
        var lines = [(diagnostic.location.map { "\($0): " } ?? "") + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]"]
        if let suggestion = diagnostic.suggestion {
            lines.append("  did you mean '\(suggestion)'?")
        }
        for note in diagnostic.notes {
            lines.append((note.location.map { "\($0): " } ?? "") + "note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }
}
