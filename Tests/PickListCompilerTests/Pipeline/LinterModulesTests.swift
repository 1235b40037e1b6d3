import Foundation
@testable import PickListCompiler
import Testing

/// A list name is a Swift type name: unique within a module, free to repeat across modules.
@Suite("Linting several modules in one run")
struct LinterModulesTests {
    static let purpose = "name: JobPurpose\ntitle: Purpose\nselection: single\nitems: [Design, Testing]\n"

    @Test func sameNameInTwoModules_isFine_butTwiceInOneModuleIsAnError() throws {
        let folder = try ScratchFolder()
        try folder.write(Self.purpose, to: "Sources/App/purpose.picklist.yml")
        try folder.write(Self.purpose, to: "Sources/Kit/purpose.picklist.yml")
        try folder.write(Self.purpose, to: "Sources/Kit/lists/again.picklist.yml")
        let report = Linter().run(
            paths: [folder.file("Sources")], modules: [folder.file("Sources/App"), folder.file("Sources/Kit/")]
        )
        #expect(report.fileCount == 3)
        #expect(report.specs.count == 3)
        #expect(report.diagnostics.map(\.rule) == ["duplicate-name"])
        #expect(report.diagnostics.first?.location?.file.hasSuffix("Sources/Kit/purpose.picklist.yml") == true)
        #expect(report.diagnostics.first?.notes.first?.location?.file.hasSuffix("Sources/Kit/lists/again.picklist.yml") == true)
    }

    /// Specs under no module folder are one more module; the innermost folder holding a spec wins.
    @Test func specsOutsideEveryModule_areOneMoreModule_andNestedModulesAreTheirOwn() throws {
        let folder = try ScratchFolder()
        try folder.write(Self.purpose, to: "loose/a.picklist.yml")
        try folder.write(Self.purpose, to: "other/b.picklist.yml")
        try folder.write(Self.purpose, to: "M/c.picklist.yml")
        try folder.write(Self.purpose, to: "M/Inner/d.picklist.yml")
        let report = Linter().run(paths: [folder.path], modules: [folder.file("M"), folder.file("M/Inner")])
        #expect(report.diagnostics.map(\.rule) == ["duplicate-name"])
        #expect(report.diagnostics.first?.location?.file.hasSuffix("other/b.picklist.yml") == true)
    }

    @Test func withoutModules_theRunIsOneModule() throws {
        let folder = try ScratchFolder()
        try folder.write(Self.purpose, to: "A/a.picklist.yml")
        try folder.write(Self.purpose, to: "B/b.picklist.yml")
        #expect(Linter().run(paths: [folder.path], modules: []).diagnostics.map(\.rule) == ["duplicate-name"])
    }
}
