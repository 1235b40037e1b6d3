import Foundation
@testable import PickListCompiler
import PickListCompilerTestSupport
import Testing

/// A list name is a Swift type name: unique within a module, free to repeat across modules.
@Suite("Linting several modules in one run")
struct LinterModulesTests {
    static let purpose = "name: JobPurpose\ntitle: Purpose\nselection: single\nitems: [Design, Testing]\n"

    @Test func sameNameInTwoModules_isFine_butTwiceInOneModuleIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/purpose.picklist.yml", Self.purpose)
        try folder.write("Sources/Kit/purpose.picklist.yml", Self.purpose)
        try folder.write("Sources/Kit/lists/again.picklist.yml", Self.purpose)
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
        let folder = try TemporaryFolder()
        try folder.write("loose/a.picklist.yml", Self.purpose)
        try folder.write("other/b.picklist.yml", Self.purpose)
        try folder.write("M/c.picklist.yml", Self.purpose)
        try folder.write("M/Inner/d.picklist.yml", Self.purpose)
        let report = Linter().run(paths: [folder.path], modules: [folder.file("M"), folder.file("M/Inner")])
        #expect(report.diagnostics.map(\.rule) == ["duplicate-name"])
        #expect(report.diagnostics.first?.location?.file.hasSuffix("other/b.picklist.yml") == true)
    }

    @Test func withoutModules_theRunIsOneModule() throws {
        let folder = try TemporaryFolder()
        try folder.write("A/a.picklist.yml", Self.purpose)
        try folder.write("B/b.picklist.yml", Self.purpose)
        #expect(Linter().run(paths: [folder.path], modules: []).diagnostics.map(\.rule) == ["duplicate-name"])
    }
}
