import PickListCompilerTestSupport
import Testing

/// The golden files' verdicts: recording writes the file and fails the test, so a run with
/// `RECORD_SNAPSHOTS=1` left set cannot pass; comparing fails on a missing or different file.
@Suite struct GoldenFileTests {
    @Test func recording_writesTheFileAndFails_whetherOrNotItChanged() throws {
        for golden in [nil, "old\n", "new\n"] as [String?] {
            let verdict = GoldenFile.verdict(for: "new\n", golden: golden, relativePath: "Rendering/a.swift", isRecording: true)
            #expect(verdict.writes)
            let issue = try #require(verdict.issue)
            #expect(issue.hasPrefix("recorded Golden/Rendering/a.swift ("))
            #expect(issue.hasSuffix("); run again without RECORD_SNAPSHOTS to compare"))
        }
        #expect(GoldenFile.verdict(for: "a", golden: "a", relativePath: "x", isRecording: true).issue?.contains("(unchanged)") == true)
        #expect(GoldenFile.verdict(for: "a", golden: nil, relativePath: "x", isRecording: true).issue?.contains("(new)") == true)
        #expect(GoldenFile.verdict(for: "a", golden: "b", relativePath: "x", isRecording: true).issue?.contains("(changed)") == true)
    }

    @Test func comparing_passesOnlyOnTheSameBytes_andNeverWrites() {
        #expect(GoldenFile.verdict(for: "a\n", golden: "a\n", relativePath: "x", isRecording: false) == .init(writes: false, issue: nil))
        let differs = GoldenFile.verdict(for: "a\nb\n", golden: "a\nc\n", relativePath: "x", isRecording: false)
        #expect(!differs.writes)
        #expect(differs.issue == """
            output differs from Golden/x (re-record with RECORD_SNAPSHOTS=1 swift test):
            line 2:
              expected: c
              actual:   b
            """)
        let missing = GoldenFile.verdict(for: "a", golden: nil, relativePath: "y", isRecording: false)
        #expect(missing == .init(writes: false, issue: "missing golden file y; record it with RECORD_SNAPSHOTS=1 swift test"))
    }
}
