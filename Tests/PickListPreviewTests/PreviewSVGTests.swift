@testable import PickListCompiler
import Foundation
import PickListCompilerTestSupport
@testable import PickListPreview
import PickListPreviewTestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The picture: deterministic byte for byte, well-formed, and as the golden files show it.
@Suite struct PreviewSVGTests {
    private func picture(_ spec: String, list: String? = nil, _ script: PreviewScript) throws -> String {
        let preparation = PreviewLoader.prepare(PreviewRequest(specPath: PreviewScriptTests.root + "/" + spec, list: list))
        var session = try #require(preparation.session)
        let steps = try script.play(on: &session)
        return PreviewSVG.render(session, steps: steps)
    }

    @Test func editMode_matchesGolden() throws {
        try GoldenFile.target.expect(
            picture("specs/messages.picklist.yml", PreviewScript(edit: true, taps: ["welcome", "build", "newsletter"])),
            matches: "edit-mode.svg")
    }

    @Test func sectionsSearchAndDisabledRows_matchGolden() throws {
        try GoldenFile.target.expect(
            picture("specs/time-zone.picklist.yml", PreviewScript(taps: ["kolkata", "kathmandu"], search: "k")),
            matches: "time-zone-search.svg")
    }

    @Test func sameState_sameBytes() throws {
        let script = PreviewScript(taps: ["brave", "all", "love"])
        let first = try picture("specs/quote-categories.picklist.yml", script)
        let second = try picture("specs/quote-categories.picklist.yml", script)
        #expect(first == second)
        #expect(first.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\""))
        #expect(!first.contains("e+") && !first.contains("e-0"))
    }

    @Test func everyCommittedPicture_isWellFormedXML() throws {
        let folder = PreviewScriptTests.root + "/docs/pictures"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".svg") }
        #expect(names.count >= 8)
        for name in names {
            let data = try #require(FileManager.default.contents(atPath: folder + "/" + name))
            let document = try XMLDocument(data: data)
            #expect(document.rootElement()?.name == "svg", "\(name)")
        }
    }

    @Test func awkwardText_isEscaped_andLongTitlesCut() throws {
        let spec = PreviewSpecs.spec("""
            title: "<Tags> & \\"quotes\\" \\e[31m"
            selection: single
            items:
              - id: long
                title: A title far too long to fit in one row of a phone's table view, cut with an ellipsis
            """)
        let svg = PreviewSVG.render(PreviewSession(spec: spec))
        #expect(svg.contains("&lt;Tags&gt; &amp; &quot;quotes&quot; \\u{1B}[31m</text>"))
        #expect(svg.contains("…</text>"))
        #expect(try XMLDocument(data: Data(svg.utf8)).rootElement()?.name == "svg")
    }

    @Test func numbers_areWrittenTheSameEverywhere() {
        #expect(PreviewSVG.number(390) == "390")
        #expect(PreviewSVG.number(12.5) == "12.5")
        #expect(PreviewSVG.number(0.25) == "0.25")
        #expect(PreviewSVG.number(-3.05) == "-3.05")
    }

    @Test func widthEstimate_usesHelveticaMetrics() {
        #expect(PreviewSVG.estimatedWidth(of: "ii", size: 10) == 4.44)
        #expect(PreviewSVG.estimatedWidth(of: "WW", size: 10) == 18.88)
        #expect(PreviewSVG.estimatedWidth(of: "日本", size: 10) == 20)
    }
}
