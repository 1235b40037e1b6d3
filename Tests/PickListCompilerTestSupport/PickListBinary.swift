package import Foundation

/// Runs the `picklist` executable as a user would, as a subprocess.
///
/// The executable is the one SwiftPM builds for the package's plugins: a test target that
/// runs it uses the `PickListBuiltTool` plugin, which makes SwiftPM build the tool before the
/// tests and writes its path into that target's `PickListBuiltTool.path`; the target's
/// `PickListBinary()` passes it here.
package struct PickListBinary {
    /// How a run ended and what it printed.
    package struct Result {
        package var status: Int32
        package var stdout: String
        package var stderr: String
    }

    package let url: URL

    /// The tool at `path`; throws when nothing executable is there.
    package init(path: String) throws {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no picklist executable at \(path)"])
        }
        url = URL(fileURLWithPath: path)
    }

    /// Runs `picklist arguments…` in `directory` (the current folder when `nil`), with
    /// `environment` added to a minimal one (`PATH`, and `NO_COLOR` so output is plain text).
    package func run(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"].merging(environment) { _, new in new }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is drained on a thread of its own, so a run that fills one pipe
        // while the other is being read cannot stall.
        let errorText = ErrorText()
        let drained = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errorText.data = err.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errorText.data, as: UTF8.self)
        )
    }

    /// Standard error's bytes, handed from the thread that reads them.
    private final class ErrorText: @unchecked Sendable {
        var data = Data()
    }
}
