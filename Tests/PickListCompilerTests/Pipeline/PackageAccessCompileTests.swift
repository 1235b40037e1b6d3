import Foundation
import PickListCompilerTestSupport
import Testing

/// `access: package` (or `--access package`) output of every bundled spec type-checks the
/// strict way, in a module built with a package name as SwiftPM builds one, and is refused
/// without one — which is why docs/configuration.md asks Xcode targets for a package name.
@Suite("--access package output compiles warning-free in Swift 6 mode")
struct PackageAccessCompileTests {
    @Test func bundledSpecs_withPackageAccess_typeCheckWithWarningsAsErrors() throws {
        let binary = try PickListBinary()
        let modules = binary.url.deletingLastPathComponent().appendingPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("PickListKit.swiftmodule").path))

        let folder = try TemporaryFolder()
        let specs = SpecsGoldenTests.packageRoot.appendingPathComponent("specs").path
        let generated = try binary.run(["generate", specs, "--output", "out", "--access", "package"], in: folder.path)
        #expect(generated.status == 0, "\(generated.stdout)\(generated.stderr)")
        let outputs = try folder.contents(of: "out").map { folder.file("out/\($0)") }
        #expect(outputs.count == 11)
        #expect(try String(contentsOfFile: outputs[0], encoding: .utf8).contains("\npackage import PickListKit\n"))

        let withName = try typecheck(outputs, modules: modules, extra: ["-package-name", "Lists"])
        #expect(withName.status == 0, "swiftc: \(withName.output)")
        #expect(withName.output.isEmpty)
        let withoutName = try typecheck(outputs, modules: modules, extra: [])
        #expect(withoutName.status != 0)
    }

    func typecheck(_ files: [String], modules: URL, extra: [String]) throws -> (status: Int32, output: String) {
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
            "-enable-upcoming-feature", "InternalImportsByDefault",
            "-module-name", "PackageLists", "-I", modules.path,
        ] + extra + files
        let errors = Pipe()
        swiftc.standardError = errors
        swiftc.standardOutput = errors
        try swiftc.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        return (swiftc.terminationStatus, output)
    }
}
