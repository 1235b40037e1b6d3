import PickListCompiler
@testable import PickListPreview

/// What the rows-file suites share: reading a file from text, and its diagnostics as
/// `line:column severity [rule] message`, the way a test asserts them.
protocol RowsFileReading {}

extension RowsFileReading {
    func read(_ text: String, path: String) -> PreviewRowsFile {
        PreviewRowsFile.parse(bytes: Array(text.utf8), path: path)
    }

    func errors(_ file: PreviewRowsFile) -> [String] {
        located(file.diagnostics)
    }

    func located(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let place = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
            return "\(place) \(diagnostic.severity.rawValue) [\(diagnostic.rule)] \(diagnostic.message)"
        }
    }
}
