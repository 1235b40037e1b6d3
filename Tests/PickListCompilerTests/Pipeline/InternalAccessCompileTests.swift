import Foundation
import PickListCompilerTestSupport
import Testing

/// GeneratedCodeTests compiles the default (`public`) output through the build plugin; this
/// compiles the `--access internal` output of every bundled spec the same strict way.
@Suite("--access internal output compiles warning-free in Swift 6 mode")
struct InternalAccessCompileTests {
    @Test func bundledSpecs_withInternalAccess_typeCheckWithWarningsAsErrors() throws {
        let binary = try PickListBinary()
        let modules = binary.url.deletingLastPathComponent().appendingPathComponent("Modules")
        let kit = modules.appendingPathComponent("PickListKit.swiftmodule")
        try #require(FileManager.default.fileExists(atPath: kit.path), "PickListKit is built with the tests")

        let folder = try TemporaryFolder()
        let specs = SpecsGoldenTests.packageRoot.appendingPathComponent("specs").path
        let generated = try binary.run(["generate", specs, "--output", "out", "--access", "internal"], in: folder.path)
        #expect(generated.status == 0, "\(generated.stdout)\(generated.stderr)")
        let outputs = try folder.contents(of: "out").map { folder.file("out/\($0)") }
        #expect(outputs.count == 11)  // eight enum lists, two runtime lists, a mixed list

        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
            "-module-name", "InternalLists", "-I", modules.path,
        ] + outputs
        let errors = Pipe()
        swiftc.standardError = errors
        swiftc.standardOutput = errors
        try swiftc.run()
        let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        #expect(swiftc.terminationStatus == 0, "swiftc: \(diagnostics)")
        #expect(diagnostics.isEmpty)
    }
}
