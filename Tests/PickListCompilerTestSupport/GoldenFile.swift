package import Foundation
package import Testing

/// Compares text with the committed golden files of a test target (its `Golden/` folder:
/// `Tests/PickListCompilerTests/Golden/`, `Tests/PickListPreviewTests/Golden/`).
///
/// Run `RECORD_SNAPSHOTS=1 swift test` to (re-)record every golden file instead of comparing.
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

    /// Expects `text` to equal the golden file at `relativePath`, byte for byte.
    package func expect(_ text: String, matches relativePath: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(relativePath)
        if Self.isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(relativePath); record it with RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if text != expected {
            Issue.record(
                "output differs from Golden/\(relativePath) (re-record with RECORD_SNAPSHOTS=1 swift test):\n\(Self.firstDifference(text, expected))",
                sourceLocation: sourceLocation
            )
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
