import Foundation
@testable import PickListCompiler
import PickListCompilerTestSupport
import PickListSupport

/// A folder of many specs in two versions, the outputs each version generates, and the built
/// `picklist` to run over them: what the kill-safety tests need to tell a whole output from a
/// torn one.
///
/// Every spec file exists in version 0 and version 1 (other titles and docs), so flipping the
/// version makes `picklist generate` rewrite every output. The expected outputs of each version
/// are generated once, by a clean run into a folder of their own.
final class GenerateRig {
    let folder: TemporaryFolder
    let binary: PickListBinary
    let specCount: Int
    /// The folder `generate` writes to, relative to ``folder``.
    let outputFolder: String
    /// Each version's outputs, by file name.
    private(set) var expected: [[String: [UInt8]]] = []
    /// How long a clean run that rewrites every output took, in microseconds.
    private(set) var rewriteMicroseconds: UInt32 = 0
    /// The version the spec files hold now.
    private(set) var version = 0

    init(specCount: Int, outputFolder: String = "out") throws {
        // In memory where there is a /dev/shm: a rename is as atomic there as on a disk, and the
        // test does not wait on a disk shared with other work.
        folder = try FileManager.default.fileExists(atPath: "/dev/shm") ? TemporaryFolder(in: "/dev/shm") : TemporaryFolder()
        binary = try PickListBinary()
        self.specCount = specCount
        self.outputFolder = outputFolder
        for version in 0...1 {
            try writeSpecs(version: version)
            let start = DispatchTime.now().uptimeNanoseconds
            let result = try binary.run(["generate", "specs", "--output", "expected-\(version)"], in: folder.path)
            guard result.status == 0 else { throw RigError.generateFailed(result.stderr) }
            rewriteMicroseconds = UInt32((DispatchTime.now().uptimeNanoseconds - start) / 1000)
            expected.append(try outputs(in: "expected-\(version)"))
            try FileManager.default.removeItem(atPath: folder.file("expected-\(version)"))
        }
        guard expected[0].count == specCount, expected[0].keys == expected[1].keys,
            expected[0].allSatisfy({ expected[1][$0.key] != $0.value })
        else { throw RigError.versionsDoNotDiffer }
    }

    enum RigError: Error {
        case generateFailed(String)
        case versionsDoNotDiffer
    }

    /// Rewrites every spec file as `version`.
    func writeSpecs(version: Int) throws {
        let doc = String(repeating: "Version \(version) of a list long enough that writing it takes a while. ", count: 20)
        for index in 0..<specCount {
            let name = String(format: "list-%03d", index)
            try folder.write("specs/\(name).picklist.yml", """
                title: List \(index), version \(version)
                doc: \(doc)
                selection: multiple
                items:
                  - id: apple
                    title: Apple \(version)
                    subtitle: \(doc)
                  - banana
                  - cherry\(version)

                """)
        }
        self.version = version
    }

    /// Flips the specs to the other version.
    func flipVersion() throws {
        try writeSpecs(version: 1 - version)
    }

    /// `picklist generate specs --output <outputFolder>`, started and not waited for.
    func startGenerate() throws -> Process {
        let process = Process()
        process.executableURL = binary.url
        process.arguments = ["generate", "specs", "--output", outputFolder]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// `picklist generate` run to its end.
    func generate() throws -> PickListBinary.Result {
        try binary.run(["generate", "specs", "--output", outputFolder], in: folder.path)
    }

    /// The regular files of a folder (relative to ``folder``) by name, temporaries included.
    func outputs(in relative: String) throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.file(relative)) {
            guard case .success(let bytes) = FileReader.read(folder.file(relative + "/" + name)) else { continue }
            result[name] = bytes
        }
        return result
    }

    /// What is wrong with the output folder after an interrupted run: outputs that are neither
    /// version's whole bytes, and, when `complete`, outputs missing. Temporary files are allowed
    /// (a killed run leaves them); the count of them comes back too.
    func tornOutputs(complete: Bool) throws -> (problems: [String], temporaries: Int) {
        let files = try outputs(in: outputFolder)
        var problems: [String] = []
        var temporaries = 0
        for (name, bytes) in files {
            if OutputWriter.temporaryOwner(name) != nil {
                temporaries += 1
            } else if let old = expected[0][name], let new = expected[1][name] {
                if bytes != old && bytes != new { problems.append("\(name) is torn (\(bytes.count) bytes)") }
            } else {
                problems.append("\(name) is not an output")
            }
        }
        if complete {
            problems += expected[0].keys.filter { files[$0] == nil }.sorted().map { "\($0) is missing" }
        }
        return (problems.sorted(), temporaries)
    }

    /// What is wrong with the output folder after a clean run: it must hold exactly the current
    /// version's outputs, and nothing else.
    func wrongOutputs() throws -> [String] {
        let files = try outputs(in: outputFolder)
        let want = expected[version]
        var problems = files.keys.filter { want[$0] == nil }.sorted().map { "\($0) should not be there" }
        for (name, bytes) in want.sorted(by: { $0.key < $1.key }) where files[name] != bytes {
            problems.append(files[name] == nil ? "\(name) is missing" : "\(name) does not hold version \(version)")
        }
        return problems
    }
}
