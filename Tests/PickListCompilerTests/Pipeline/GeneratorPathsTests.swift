@testable import PickListCompiler
import Testing

@Suite("Generator paths are computed from the path text alone")
struct GeneratorPathsTests {
    @Test(arguments: [
        ("specs/a.picklist.yml", "/work", "specs/a.picklist.yml"),
        ("./specs/../specs/a.picklist.yml", "/work", "specs/a.picklist.yml"),
        ("/work/specs/a.picklist.yml", "/work", "specs/a.picklist.yml"),
        ("/other/a.picklist.yml", "/work/app", "../../other/a.picklist.yml"),
        ("/work/app/specs/a.picklist.yml", "/work/app", "specs/a.picklist.yml"),
        ("/work", "/work/app/specs", "../.."),
        ("/work/app", "/work/app", "."),
        ("a.picklist.yml", "/work/", "a.picklist.yml"),
        // From the working folder itself: a plain relative path is its own answer, and
        // empty, `.` and `..` components are still resolved.
        ("dir.d/a.picklist.yml", "/work", "dir.d/a.picklist.yml"),
        ("specs//a.picklist.yml", "/work", "specs/a.picklist.yml"),
        ("specs/./a.picklist.yml", "/work", "specs/a.picklist.yml"),
        ("specs/", "/work", "specs"),
        ("../up/a.picklist.yml", "/work", "../up/a.picklist.yml"),
        (".../a.picklist.yml", "/work", ".../a.picklist.yml"),
        ("café/a.picklist.yml", "/work", "café/a.picklist.yml"),
    ])
    func relative(path: String, base: String, expected: String) {
        #expect(GeneratorPaths.relative(path, to: base, workingDirectory: "/work") == expected)
    }

    @Test(arguments: [
        ("specs/job-purpose.picklist.yml", "out", "swift", "out/job-purpose.picklist.swift"),
        ("job-purpose.picklist.yaml", "out/", "json", "out/job-purpose.picklist.json"),
        ("/abs/x.picklist.yml", "/gen", "kt", "/gen/x.picklist.kt"),
        ("specs/café.picklist.yml", "out", "swift", "out/café.picklist.swift"),
        ("x.picklist.yml", "", "swift", "x.picklist.swift"),
    ])
    func output(spec: String, folder: String, ext: String, expected: String) {
        #expect(GeneratorPaths.output(forSpec: spec, in: folder, extension: ext) == expected)
    }
}
