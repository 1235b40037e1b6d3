import Foundation
@testable import PickListCompiler
import PickListCompilerTestSupport
import Testing

/// Golden output for every bundled spec (specs/) and every GeneratedCodeTests fixture, through
/// the real loader and validator: a change in generated code shows up as a diff in review.
@Suite("Bundled specs and fixtures render the golden output")
struct SpecsGoldenTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lists made from reference data and the scale lists (scripts/reference-specs.py):
    /// GeneratedCodeTests compile and check them; their goldens would be megabytes of lines of
    /// one shape. ``referenceSpecs_lintWithoutWarnings(name:)`` checks their diagnostics.
    static let referenceSpecs: Set<Substring> = [
        "languages.picklist.yml", "scale10000.picklist.yml", "maximum65536.picklist.yml",
        "countries.picklist.yml", "regions.picklist.yml", "time-zones.picklist.yml",
    ]

    /// Paths relative to the package root: specs/*, then the fixtures that are not copies of them.
    static let specPaths: [String] = {
        func specs(in folder: String) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(folder).path)) ?? []
            return names.filter { $0.hasSuffix(".picklist.yml") || $0.hasSuffix(".picklist.yaml") }.sorted().map { folder + "/" + $0 }
        }
        let bundled = specs(in: "specs")
        let skipped = Set(bundled.map { $0.split(separator: "/").last! }).union(referenceSpecs)
        return bundled + specs(in: "Tests/GeneratedCodeTests/Specs").filter { !skipped.contains($0.split(separator: "/").last!) }
    }()

    @Test func thereAreSpecsToCompare() {
        #expect(Self.specPaths.contains("specs/quote-categories.picklist.yml"))
        #expect(Self.specPaths.contains("Tests/GeneratedCodeTests/Specs/tricky-names.picklist.yml"))
    }

    @Test(arguments: specPaths)
    func spec_matchesGolden(path: String) throws {
        let report = Linter().lint(files: [Self.packageRoot.appendingPathComponent(path).path])
        #expect(report.diagnostics.allSatisfy { $0.severity == .note }, "\(report.diagnostics)")
        let name = String(path.split(separator: "/").last!.split(separator: ".").first!)
        for templateName in ["swift", "json"] {
            let template = try #require(Template.builtin(named: templateName))
            let job = RenderJob(sourcePath: path, displayPath: path, outputPath: "", specs: report.specs)
            let text = Renderer(template: template).render(job).text
            try GoldenFile.target.expect(text, matches: "Specs/\(name).picklist.\(templateName)")
            if templateName == "json" {
                #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "\(path): json output does not parse")
            }
        }
    }

    /// Real lists lint clean, `--strict` included: no warning on ISO codes as ids (`ID` is a
    /// note), regions that share a name across countries, or time zones.
    @Test(arguments: referenceSpecs.sorted())
    func referenceSpecs_lintWithoutWarnings(name: Substring) {
        let report = Linter().lint(files: [Self.packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Specs/\(name)").path])
        #expect(report.diagnostics.allSatisfy { $0.severity == .note }, "\(report.diagnostics.prefix(3))")
        #expect(report.specs.count == 1)
    }
}
