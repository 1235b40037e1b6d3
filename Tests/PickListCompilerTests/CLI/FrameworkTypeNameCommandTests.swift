import Foundation
import PickListCompilerTestSupport
import Testing

/// `picklist lint` on a list whose type name is a framework's: a warning, exit 0; with
/// `--strict`, exit 1.
@Suite struct FrameworkTypeNameCommandTests {
    @Test func derivedFrameworkName_warns_andFailsStrictLint() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("time-zone.picklist.yml", "title: Time Zone\nselection: single\nitems: [London, Tokyo]\n")
        let lint = LintCommandTests()
        let result = try lint.run(["lint", "time-zone.picklist.yml"], in: folder.path, environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(
            "time-zone.picklist.yml:1:1: warning: the file name 'time-zone.picklist.yml' gives the type name 'TimeZone', which is also the name of a type in Foundation: in a file that imports Foundation and this list's module, 'TimeZone' is ambiguous for type lookup; add 'name:' with another name, for example 'name: TimeZoneOption' [framework-type-name]\n"))
        #expect(result.stdout.hasSuffix("0 errors, 1 warning in 1 file\n"))
        #expect(try lint.run(["lint", "--strict", "time-zone.picklist.yml"], in: folder.path).status == 1)
    }

    @Test func suggestedName_passesStrictLint() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("time-zone.picklist.yml", "name: TimeZoneOption\ntitle: Time Zone\nselection: single\nitems: [London, Tokyo]\n")
        let result = try LintCommandTests().run(["lint", "--strict", "time-zone.picklist.yml"], in: folder.path)
        #expect(result.status == 0, "\(result.stdout)")
    }
}
