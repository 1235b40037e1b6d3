import Foundation

/// Runs the built `picklist` executable (it sits next to the test bundle in the build folder).
struct PickListBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let url: URL

    init() throws {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles { candidates.append(bundle.bundleURL.deletingLastPathComponent()) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        guard let folder = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("picklist").path) })
        else { throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "picklist binary not built next to the tests"]) }
        url = folder.appendingPathComponent("picklist")
    }

    /// Runs `picklist arguments…` in `directory`, with `environment` added to a minimal one.
    func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"].merging(environment) { _, new in new }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }
}
