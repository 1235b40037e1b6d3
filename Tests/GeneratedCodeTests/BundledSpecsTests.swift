import Foundation
import Testing

@Suite("This target compiles every bundled spec")
struct BundledSpecsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everySpecInSpecsFolder_isCopiedUnchangedIntoThisTarget() throws {
        let bundled = Self.root.appendingPathComponent("specs")
        let here = Self.root.appendingPathComponent("Tests/GeneratedCodeTests/Specs")
        let names = try FileManager.default.contentsOfDirectory(atPath: bundled.path)
            .filter { $0.hasSuffix(".picklist.yml") || $0.hasSuffix(".picklist.yaml") }.sorted()
        #expect(!names.isEmpty)
        for name in names {
            let original = FileManager.default.contents(atPath: bundled.appendingPathComponent(name).path)
            let copy = FileManager.default.contents(atPath: here.appendingPathComponent(name).path)
            #expect(
                copy == original,
                "specs/\(name) must be in Tests/GeneratedCodeTests/Specs/ unchanged, so its generated code is compiled and tested: cp specs/*.picklist.y*ml Tests/GeneratedCodeTests/Specs/"
            )
        }
    }
}
