package import Foundation
package import Testing

/// Compares text with the committed golden files of a test target (its `Golden/` folder:
/// `Tests/PickListCompilerTests/Golden/`, `Tests/PickListPreviewTests/Golden/`).
///
/// Run `RECORD_SNAPSHOTS=1 swift test` to (re-)record every golden file instead of comparing.
/// Recording writes each file and fails its test ("recorded …; run again without
/// RECORD_SNAPSHOTS"), so a run with the variable left set (in CI, say) cannot pass without
/// comparing anything.
///
/// ```swift
/// try GoldenFile(besideTestsOf: #filePath).expect(text, matches: "Rendering/fruit.swift")
/// ```
package struct GoldenFile: Sendable {
    /// The `Golden/` folder.
    package let directory: URL

    /// The `Golden/` folder of the test target whose `Support/` folder holds `filePath`.
    package init(besideTestsOf filePath: String) {
        directory = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")
    }

    package static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// What ``expect(_:matches:sourceLocation:)`` does with one golden file.
    package struct Verdict: Equatable, Sendable {
        /// Whether to write the text to the golden file.
        package var writes: Bool
        /// The test's failure, or `nil` when it passes.
        package var issue: String?

        package init(writes: Bool, issue: String?) {
            self.writes = writes
            self.issue = issue
        }
    }

    /// The verdict for `text` against the golden file at `relativePath`, which holds `golden`
    /// (`nil` when there is none): recording writes the file and fails; comparing fails when the
    /// file is missing or differs.
    package static func verdict(for text: String, golden: String?, relativePath: String, isRecording: Bool) -> Verdict {
        if isRecording {
            let change = golden == text ? "unchanged" : golden == nil ? "new" : "changed"
            return Verdict(
                writes: true,
                issue: "recorded Golden/\(relativePath) (\(change)); run again without RECORD_SNAPSHOTS to compare")
        }
        guard let golden else {
            return Verdict(writes: false, issue: "missing golden file \(relativePath); record it with RECORD_SNAPSHOTS=1 swift test")
        }
        guard text != golden else { return Verdict(writes: false, issue: nil) }
        return Verdict(
            writes: false,
            issue: "output differs from Golden/\(relativePath) (re-record with RECORD_SNAPSHOTS=1 swift test):\n\(firstDifference(text, golden))")
    }

    /// Expects `text` to equal the golden file at `relativePath`, byte for byte.
    package func expect(_ text: String, matches relativePath: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(relativePath)
        let golden = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
        let verdict = Self.verdict(for: text, golden: golden, relativePath: relativePath, isRecording: Self.isRecording)
        if verdict.writes {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        if let issue = verdict.issue {
            Issue.record(Comment(rawValue: issue), sourceLocation: sourceLocation)
        }
    }

    /// The first differing line, so a failure says where to look.
    private static func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(actualLines.count, expectedLines.count) {
            let got = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            let want = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            if got != want { return "line \(index + 1):\n  expected: \(want)\n  actual:   \(got)" }
        }
        return "(no line differs)"
    }
}
